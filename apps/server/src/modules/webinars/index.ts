// Webinars (groups-and-payments.md §2-§7; docs/api.md "Webinars"): the list, creating one,
// registering for a free one, and the reminder before it starts. Paid registration: payments.

export { remindWebinars, startWebinarReminderJob, type WebinarReminderJob } from './webinar-reminders.ts';
export {
  isRegisteredForWebinar,
  recordPaidRegistration,
  type WebinarForSale,
  webinarForSale,
  webinarTitles,
} from './webinar-sales.ts';
export { webinarAudiences } from './webinars.audiences.ts';
export { type WebinarRoutesOptions, webinarRoutes } from './webinars.routes.ts';
