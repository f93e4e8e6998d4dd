import type {
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
  AdminUsersSchema,
  DeleteUserSchema,
  MergeUsersSchema,
  UserChangedSchema,
  UserDetailResponseSchema,
} from '../schemas/admin-users.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type UserParams = In<typeof AdminUserParamsSchema>;

/**
 * User search and detail (any staff), delete account and merge profiles (super admins): 401 to a
 * visitor, 403 to anyone without the role (ADMIN_USERS_ENDPOINT_REQUIREMENTS), before the input.
 */
export const ADMIN_USERS_ENDPOINTS = {
  users: endpoint<{ query: In<typeof AdminUsersQuerySchema>; response: Out<typeof AdminUsersSchema> }>(
    'GET',
    '/api/admin/users/',
  ),
  userDetail: endpoint<{ params: UserParams; response: Out<typeof UserDetailResponseSchema> }>(
    'GET',
    '/api/admin/users/:user_id/',
  ),
  deleteUser: endpoint<{
    params: UserParams;
    body: In<typeof DeleteUserSchema>;
    response: Out<typeof UserChangedSchema>;
  }>('POST', '/api/admin/users/:user_id/delete/'),
  mergeUsers: endpoint<{ body: In<typeof MergeUsersSchema>; response: Out<typeof UserChangedSchema> }>(
    'POST',
    '/api/admin/users/merge/',
  ),
} as const;
