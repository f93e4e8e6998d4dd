import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profileJoin } from '../users/index.ts';
import { groups } from './groups.tables.ts';

/**
 * A trade's group lets coins unlock its closed calls, inside the query: the domain's
 * coinUnlockEnabled, for a Premium group that is listed (Verified). Join `groups` on the trade's group first.
 */
export function coinUnlockAllowed(): SQL<boolean> {
  return sql<boolean>`(${groups.groupType} = 'Premium' and ${groups.verificationStatus} = 'Verified'
    and coalesce(${groups.coinUnlock}, not exists (select 1 from ${profileJoin.table}
      where ${profileJoin.userId} = ${groups.adminUserId} and ${profileJoin.isSebiRegistered})))`;
}

/** The admin's choice (the route checks who asks), for a Premium group; answers whether there was one. */
export async function setCoinUnlock(db: AppDb, groupId: number, enabled: boolean): Promise<boolean> {
  const [group] = await db
    .update(groups)
    .set({ coinUnlock: enabled, updatedAt: new Date() })
    .where(and(eq(groups.id, groupId), eq(groups.groupType, 'Premium')))
    .returning({ id: groups.id });
  return group !== undefined;
}
