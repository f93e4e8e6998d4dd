import { z } from 'zod';
import { MAX_ADMIN_REMARK } from '../admin/queues.ts';
import { ADMIN_USERS_MESSAGES } from '../admin/users.ts';
import { namedPageSchema, PageInfoSchema } from './common.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';

/** User search, user detail, delete account and merge profiles (docs/api.md "Admin"). */

export const AdminUsersQuerySchema = z.object({
  /** A name (part of it), a phone (part of it) or a user id; empty: everyone, newest first. */
  q: z
    .string()
    .trim()
    .max(100, ADMIN_USERS_MESSAGES.queryTooLong)
    .optional()
    .transform((q) => (q === '' ? undefined : q)),
  page_number: namedPageSchema('page_number').default(1),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

const suspendedSchema = z
  .object({ since: z.string(), until: z.string().nullable(), reason: z.string().nullable() })
  .nullable();

export const AdminUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked but for the last four digits unless the caller is a super admin. */
  phone: z.string().nullable(),
  is_superuser: z.boolean(),
  is_deleted: z.boolean(),
  suspended: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUsersSchema = z.object({ results: z.array(AdminUserRowSchema), page_info: PageInfoSchema });
export type AdminUsers = z.infer<typeof AdminUsersSchema>;

/**
 * The spec's user_detail (profile: is_sebi_registered, id, name, show_in_group). `show_in_group`:
 * whether the profile appears in group member lists; nothing in the product hides a profile from
 * them today, so it is true for every live account and false for a deleted one.
 */
export const UserDetailSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_superuser: z.boolean(),
  is_verified: z.boolean(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  suspended: suspendedSchema,
  profile: z
    .object({
      id: z.number().int(),
      name: z.string(),
      is_sebi_registered: z.boolean(),
      show_in_group: z.boolean(),
      profile_image: z.string().nullable(),
      bio: z.string().nullable(),
      sebi_verification: z.string().nullable(),
    })
    .nullable(),
  counts: z.object({
    trades: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    groups_owned: z.number().int(),
    memberships: z.number().int(),
    payments: z.number().int(),
  }),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;
export const UserDetailResponseSchema = z.object({ user_detail: UserDetailSchema });
export type UserDetailResponse = z.infer<typeof UserDetailResponseSchema>;

const remark = z
  .string({ message: ADMIN_USERS_MESSAGES.remarkRequired })
  .trim()
  .min(1, ADMIN_USERS_MESSAGES.remarkRequired)
  .max(MAX_ADMIN_REMARK, ADMIN_USERS_MESSAGES.remarkRequired);

export const DeleteUserSchema = z.object({ remark });
export type DeleteUser = z.input<typeof DeleteUserSchema>;

export const MergeUsersSchema = z
  .object({
    surviving_user_id: recordIdSchema('surviving_user_id must be a user id'),
    merged_user_id: recordIdSchema('merged_user_id must be a user id'),
    remark,
  })
  .refine((body) => body.surviving_user_id !== body.merged_user_id, {
    message: ADMIN_USERS_MESSAGES.mergeSameUser,
    path: ['merged_user_id'],
  });
export type MergeUsers = z.input<typeof MergeUsersSchema>;

export const AdminUserParamsSchema = z.object({ user_id: recordIdParamSchema('user_id must be a user id') });

export const UserChangedSchema = z.object({ message: z.string(), user_detail: UserDetailSchema });
export type UserChanged = z.infer<typeof UserChangedSchema>;
