import {
  ADMIN_USERS_ENDPOINT_REQUIREMENTS,
  ADMIN_USERS_ENDPOINTS,
  ADMIN_USERS_MESSAGES,
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
  AdminUsersSchema,
  DeleteUserSchema,
  MergeUsersSchema,
  UserChangedSchema,
  UserDetailResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { removeStoredFiles } from '../users/index.ts';
import { adminGate, checkedStandingOf } from './admin.access.ts';
import {
  deleteUser,
  type EndedSessions,
  mergeUsers,
  searchUsers,
  userDetail,
} from './admin-users.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export type AdminUsersRoutesOptions = {
  auth: RequestAuth;
  /** Ends the sign-ins a deletion revoked on every instance and live socket, once committed. */
  endSessions: (ended: EndedSessions) => Promise<void>;
  /** Where the erased accounts' files (profile photos) are removed from, once committed. */
  storage: StorageProvider;
};

/** User search and detail (any staff), delete account and merge profiles (super admins). */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRoutesOptions> = async (
  app,
  { auth, endSessions, storage },
) => {
  const db = app.database.db;
  const gate = adminGate(db, auth, ADMIN_USERS_ENDPOINT_REQUIREMENTS);
  const viewerOf = (request: Parameters<typeof checkedStandingOf>[0]) => ({
    userId: request.user!.id,
    isSuperuser: checkedStandingOf(request).isSuperuser,
  });

  on(app, ADMIN_USERS_ENDPOINTS.users)(
    {
      onRequest: gate('users'),
      schema: {
        tags,
        security,
        summary: 'Users by name, phone or id, newest first, 20 a page (phones masked but for super admins)',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersSchema },
      },
    },
    async (request) => searchUsers(db, viewerOf(request), request.query),
  );

  on(app, ADMIN_USERS_ENDPOINTS.userDetail)(
    {
      onRequest: gate('userDetail'),
      schema: {
        tags,
        security,
        summary: "A user's detail: account, profile and counts (the spec's user_detail)",
        params: AdminUserParamsSchema,
        response: { 200: UserDetailResponseSchema },
      },
    },
    async (request) => ({ user_detail: await userDetail(db, viewerOf(request), request.params.user_id) }),
  );

  on(app, ADMIN_USERS_ENDPOINTS.deleteUser)(
    {
      onRequest: gate('deleteUser'),
      schema: {
        tags,
        security,
        summary:
          'Delete an account: personal data erased or anonymised, calls and payments kept (super admins; 409 if deleted)',
        params: AdminUserParamsSchema,
        body: DeleteUserSchema,
        response: { 200: UserChangedSchema },
      },
    },
    async (request) => {
      const { ended, storedFiles } = await deleteUser(db, {
        actorUserId: request.user!.id,
        userId: request.params.user_id,
        remark: request.body.remark,
      });
      await endSessions(ended);
      await removeStoredFiles({ storage, log: request.log }, storedFiles);
      return {
        message: ADMIN_USERS_MESSAGES.deleted,
        user_detail: await userDetail(db, viewerOf(request), ended.user_id),
      };
    },
  );

  on(app, ADMIN_USERS_ENDPOINTS.mergeUsers)(
    {
      onRequest: gate('mergeUsers'),
      schema: {
        tags,
        security,
        summary:
          "Merge two accounts of one person: the merged account's relations move to the surviving one, then it is deleted (super admins)",
        body: MergeUsersSchema,
        response: { 200: UserChangedSchema },
      },
    },
    async (request) => {
      const { ended, storedFiles } = await mergeUsers(db, {
        actorUserId: request.user!.id,
        survivingUserId: request.body.surviving_user_id,
        mergedUserId: request.body.merged_user_id,
        remark: request.body.remark,
      });
      await endSessions(ended);
      await removeStoredFiles({ storage, log: request.log }, storedFiles);
      return {
        message: ADMIN_USERS_MESSAGES.merged,
        user_detail: await userDetail(db, viewerOf(request), request.body.surviving_user_id),
      };
    },
  );
};
