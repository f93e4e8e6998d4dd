import type {
  WebinarAnswerSchema,
  WebinarFormSchema,
  WebinarListSchema,
  WebinarRegisterSchema,
} from '../schemas/webinars.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** Webinars (groups-and-payments.md §7; docs/api.md "Webinars"). Paid registration: payments. */
export const WEBINAR_ENDPOINTS = {
  /** Every webinar not closed for more than a week, the soonest first; the caller's flags if signed in. */
  listWebinars: endpoint<{ response: Out<typeof WebinarListSchema> }>('GET', '/trending/get-webinar/'),
  createWebinar: endpoint<{
    body: FormData | In<typeof WebinarFormSchema>;
    response: Out<typeof WebinarAnswerSchema>;
  }>('POST', '/trending/create-webinar/'),
  /** A free webinar: a signed-in user in one click, a guest with name, email and phone. */
  registerWebinar: endpoint<{
    body: FormData | In<typeof WebinarRegisterSchema>;
    response: Out<typeof WebinarAnswerSchema>;
  }>('POST', '/trending/register-webinar/'),
} as const;
