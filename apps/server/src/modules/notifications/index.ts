export {
  type NotificationWorker,
  type NotificationWorkerOptions,
  startNotificationWorker,
} from './notification-worker.ts';
export { createNotificationsPush } from './notifications.push.ts';
export { type NotificationRoutesOptions, notificationRoutes } from './notifications.routes.ts';
