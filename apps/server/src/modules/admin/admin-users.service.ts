import {
  ADMIN_PAGE_SIZE,
  ADMIN_USERS_ACTIONS,
  ADMIN_USERS_MESSAGES,
  type AdminUsers,
  type AdminUsersQuerySchema,
  maskPhone,
  type UserDetail,
} from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import { eraseAccount } from './account-erasure.ts';
import { moveAccountRelations } from './account-merge.ts';

/** Who asks: a super admin sees phones in full, other staff the last four digits. */
export type UsersViewer = { userId: number; isSuperuser: boolean };

type UserRow = {
  id: number;
  phone: string | null;
  email: string | null;
  is_superuser: boolean;
  is_verified: boolean;
  created_at: Date | string;
  deleted_at: Date | string | null;
  suspended_at: Date | string | null;
  suspended_until: Date | string | null;
  suspension_reason: string | null;
  profile_id: number | null;
  name: string | null;
  bio: string | null;
  profile_image: string | null;
  is_sebi_registered: boolean | null;
  sebi_verification: string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** Whether a suspension is in force now (until null: for good). */
const isSuspended = (row: UserRow, now: Date): boolean =>
  row.suspended_at !== null && (row.suspended_until === null || new Date(row.suspended_until) > now);

const userColumns = sql`u.id, u.phone, u.email, u.is_superuser, u.is_verified, u.created_at, u.deleted_at,
  u.suspended_at, u.suspended_until, u.suspension_reason, p.id as profile_id, p.name, p.bio,
  p.profile_image, p.is_sebi_registered, p.sebi_verification`;

async function userRow(db: AppDb, userId: number, lock = false): Promise<UserRow | undefined> {
  const [row] = resultRows<UserRow>(
    await db.execute(sql`select ${userColumns} from users u left join profiles p on p.user_id = u.id
      where u.id = ${userId} ${lock ? sql`for update of u` : sql``}`),
  );
  return row;
}

/** One page of users by name, phone or id (newest first), phones masked for staff. */
export async function searchUsers(
  db: AppDb,
  viewer: UsersViewer,
  query: z.output<typeof AdminUsersQuerySchema>,
  now = new Date(),
): Promise<AdminUsers> {
  const q = query.q;
  const where =
    q === undefined
      ? sql`true`
      : sql`(p.name ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`} or u.phone like ${`%${q.replace(/\D/g, '') || '-'}%`}
          ${/^\d{1,9}$/.test(q) ? sql`or u.id = ${Number(q)}` : sql``})`;
  const [rows, [count]] = await Promise.all([
    db.execute(sql`select ${userColumns} from users u left join profiles p on p.user_id = u.id
      where ${where} order by u.id desc limit ${ADMIN_PAGE_SIZE} offset ${(query.page_number - 1) * ADMIN_PAGE_SIZE}`),
    db
      .execute(
        sql`select count(*)::int as n from users u left join profiles p on p.user_id = u.id where ${where}`,
      )
      .then((result) => resultRows<{ n: number }>(result)),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    results: resultRows<UserRow>(rows).map((row) => ({
      id: row.id,
      name: row.name ?? '',
      phone: viewer.isSuperuser ? row.phone : maskPhone(row.phone),
      is_superuser: row.is_superuser,
      is_deleted: row.deleted_at !== null,
      suspended: isSuspended(row, now),
      created_at: iso(row.created_at),
    })),
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}

/** The spec's user_detail: the account, its profile and what it holds, by count. */
export async function userDetail(
  db: AppDb,
  viewer: UsersViewer,
  userId: number,
  now = new Date(),
): Promise<UserDetail> {
  const row = await userRow(db, userId);
  if (!row) throw notFound(ADMIN_USERS_MESSAGES.userNotFound);
  const [counts] = resultRows<Record<string, number>>(
    await db.execute(sql`select
      (select count(*) from trades where posted_by_user_id = ${userId})::int as trades,
      (select count(*) from user_follows where followee_id = ${userId})::int as followers,
      (select count(*) from user_follows where follower_id = ${userId})::int as following,
      (select count(*) from groups where admin_user_id = ${userId})::int as groups_owned,
      (select count(*) from group_members where user_id = ${userId} and status = 'member')::int as memberships,
      (select count(*) from payment_orders where user_id = ${userId})::int as payments`),
  );
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    phone: viewer.isSuperuser ? row.phone : maskPhone(row.phone),
    email: row.email,
    is_superuser: row.is_superuser,
    is_verified: row.is_verified,
    is_deleted: deleted,
    deleted_at: isoOrNull(row.deleted_at),
    created_at: iso(row.created_at),
    suspended: isSuspended(row, now)
      ? {
          since: iso(row.suspended_at!),
          until: isoOrNull(row.suspended_until),
          reason: row.suspension_reason,
        }
      : null,
    profile:
      row.profile_id === null
        ? null
        : {
            id: row.profile_id,
            name: row.name ?? '',
            is_sebi_registered: row.is_sebi_registered ?? false,
            show_in_group: !deleted,
            profile_image: row.profile_image,
            bio: row.bio,
            sebi_verification: row.sebi_verification,
          },
    counts: {
      trades: Number(counts?.trades ?? 0),
      followers: Number(counts?.followers ?? 0),
      following: Number(counts?.following ?? 0),
      groups_owned: Number(counts?.groups_owned ?? 0),
      memberships: Number(counts?.memberships ?? 0),
      payments: Number(counts?.payments ?? 0),
    },
  };
}

/** The sign-ins a deletion or merge ended, for the caller to end on every instance once committed. */
export type EndedSessions = { user_id: number; family_ids: string[] };

/** What the caller finishes once a deletion or merge committed: sessions to end, files to remove. */
export type ErasureCommitted = { ended: EndedSessions; storedFiles: string[] };

/**
 * Deletes an account (super admins), in one transaction: personal data erased or anonymised, calls
 * and payments kept (eraseAccount), and the audit row's event, which keeps counts and never an
 * erased value. 409 for a deleted account, the caller's own, or a super admin's.
 */
export async function deleteUser(
  db: AppDb,
  input: { actorUserId: number; userId: number; remark: string },
  now = new Date(),
): Promise<ErasureCommitted> {
  return db.transaction(async (tx) => {
    const row = await userRow(tx, input.userId, true);
    if (!row) throw notFound(ADMIN_USERS_MESSAGES.userNotFound);
    if (row.deleted_at !== null) throw conflict(ADMIN_USERS_MESSAGES.alreadyDeleted);
    if (row.id === input.actorUserId) throw conflict(ADMIN_USERS_MESSAGES.cannotDeleteSelf);
    if (row.is_superuser) throw conflict(ADMIN_USERS_MESSAGES.cannotDeleteSuperuser);
    const { endedFamilyIds, erased, storedFiles } = await eraseAccount(tx, row.id, now);
    await recordEvents(tx, [
      {
        type: 'admin.acted',
        actorUserId: input.actorUserId,
        action: ADMIN_USERS_ACTIONS.delete,
        targetType: 'user',
        targetId: row.id,
        before: { deleted_at: null },
        after: { deleted_at: now.toISOString(), erased },
        remark: input.remark,
      },
    ]);
    return { ended: { user_id: row.id, family_ids: endedFamilyIds }, storedFiles };
  });
}

/**
 * Merges two accounts of one person (super admins), in one transaction: the merged account's
 * relations move to the surviving one (moveAccountRelations), then it is erased as a deletion is.
 * Both rows are locked in id order, so two merges over one account take turns. 409 when either is
 * deleted, or the merged one is a super admin or the caller.
 */
export async function mergeUsers(
  db: AppDb,
  input: { actorUserId: number; survivingUserId: number; mergedUserId: number; remark: string },
  now = new Date(),
): Promise<ErasureCommitted> {
  return db.transaction(async (tx) => {
    const locked = new Map<number, UserRow | undefined>();
    for (const id of [input.survivingUserId, input.mergedUserId].sort((a, b) => a - b))
      locked.set(id, await userRow(tx, id, true));
    const surviving = locked.get(input.survivingUserId);
    const merged = locked.get(input.mergedUserId);
    if (!surviving || !merged) throw notFound(ADMIN_USERS_MESSAGES.userNotFound);
    if (surviving.deleted_at !== null || merged.deleted_at !== null)
      throw conflict(ADMIN_USERS_MESSAGES.mergeDeleted);
    if (merged.id === input.actorUserId) throw conflict(ADMIN_USERS_MESSAGES.mergeSelf);
    if (merged.is_superuser) throw conflict(ADMIN_USERS_MESSAGES.mergeSuperuser);
    const moved = await moveAccountRelations(tx, {
      survivingUserId: surviving.id,
      survivingProfileId: surviving.profile_id,
      mergedUserId: merged.id,
      mergedProfileId: merged.profile_id,
    });
    const { endedFamilyIds, erased, storedFiles } = await eraseAccount(tx, merged.id, now);
    await recordEvents(tx, [
      {
        type: 'account.merged',
        ownerUserId: surviving.id,
        actorUserId: input.actorUserId,
        action: ADMIN_USERS_ACTIONS.merge,
        targetType: 'user',
        targetId: surviving.id,
        before: { merged_user_id: merged.id },
        after: { merged_user_id: merged.id, moved, erased },
        remark: input.remark,
      },
    ]);
    return { ended: { user_id: merged.id, family_ids: endedFamilyIds }, storedFiles };
  });
}
