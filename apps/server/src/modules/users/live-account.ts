import { type AnyColumn, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { users } from './users.tables.ts';

/**
 * True when the user in `userIdColumn` is a live account, not one a super admin deleted (issue 30,
 * docs/operations.md "Deleting an account"): one probe of the primary key. For every read that lets
 * someone find or target a user (search, expert lists, follow): a deleted account stays out of sight
 * there, while its calls still list under the anonymised name.
 */
export function liveAccount(userIdColumn: AnyColumn): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${users} where ${users.id} = ${userIdColumn} and ${users.deletedAt} is not null)`;
}

/**
 * Inside the caller's transaction, shares the locks on these users' rows, in id order, and answers
 * the ids of those that are live accounts. A deletion holds its user's row for update until it
 * commits (admin-users.service.ts), so a write that must not reach a deleted account (a new follow)
 * either waits and sees it deleted here, or commits first and is then erased with the account.
 * Id order, as a merge locks its two accounts, so that the two cannot wait on each other.
 */
export async function lockLiveAccounts(tx: AppDb, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.id))
    .for('share');
  return new Set(rows.filter((row) => row.deletedAt === null).map((row) => row.id));
}
