import {
  MarkAllReadParamsSchema,
  MyNotificationsParamsSchema,
  MyNotificationsQuerySchema,
  MyNotificationsResponseSchema,
  NOTIFICATION_ENDPOINTS,
  NotificationReadResponseSchema,
  ReadNotificationParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { type ActorRule, ANY_USER } from '../../http/who-may-act.ts';
import { assertOwnList, listNotifications, markAllRead, readNotification } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export type NotificationRoutesOptions = { auth: RequestAuth };

/** my-notifications, read-notification, mark-all-read (platform.md §7): the recipient's own only. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { auth }) => {
  const db = app.database.db;
  app.addHook('onRequest', auth.requireUser);
  /** The path's user id must be the caller's own. */
  const recipientIn = (field: string): ActorRule => ({
    who: 'the user themself',
    subject: [{ in: 'params', field, kind: 'user' }],
    authorize: async (userId, { id }) => assertOwnList(userId, id),
  });

  on(app, NOTIFICATION_ENDPOINTS.myNotifications)(
    {
      config: { whoMayAct: recipientIn('user_id') },
      schema: {
        tags,
        security,
        summary: "The caller's newest notifications (detail_count of them) with the unread count",
        params: MyNotificationsParamsSchema,
        querystring: MyNotificationsQuerySchema,
        response: { 200: MyNotificationsResponseSchema },
      },
    },
    async (request) =>
      listNotifications(db, request.user!.id, request.params.user_id, request.query.detail_count),
  );

  on(app, NOTIFICATION_ENDPOINTS.readNotification)(
    {
      // Another user's notification is answered 404, as one that does not exist.
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary: "Marks one of the caller's notifications read",
        params: ReadNotificationParamsSchema,
        response: { 200: NotificationReadResponseSchema },
      },
    },
    async (request) => readNotification(db, request.user!.id, request.params.id),
  );

  on(app, NOTIFICATION_ENDPOINTS.markAllRead)(
    {
      config: { whoMayAct: recipientIn('userId') },
      schema: {
        tags,
        security,
        summary: "Marks all the caller's notifications read",
        params: MarkAllReadParamsSchema,
        response: { 200: NotificationReadResponseSchema },
      },
    },
    async (request) => markAllRead(db, request.user!.id, request.params.userId),
  );
};
