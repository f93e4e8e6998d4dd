import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { insertFollow } from '../modules/follows/index.ts';

/**
 * Who follows whom among the demo people (by phone), so Home's feed, Network's lists and profiles'
 * counts show real rows on a fresh start. Meera is left for Priya's recommendations.
 */
export const SEED_FOLLOWS: [follower: string, followee: string][] = [
  ['9810000005', '9810000001'],
  ['9810000005', '9810000002'],
  ['9810000005', '9810000004'],
  ['9810000004', '9810000001'],
  ['9810000004', '9810000003'],
  ['9810000001', '9810000002'],
  ['9810000002', '9810000001'],
];

/** Idempotent: a follow that exists is left as it is (its counts do not move again). */
export async function seedDemoFollows(db: AppDb): Promise<void> {
  const phones = [...new Set(SEED_FOLLOWS.flat())];
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const idOf = new Map(rows.map((row) => [row.phone, row.id]));
  for (const [follower, followee] of SEED_FOLLOWS) {
    const followerId = idOf.get(follower);
    const followeeId = idOf.get(followee);
    if (followerId && followeeId) await insertFollow(db, followerId, followeeId);
  }
}
