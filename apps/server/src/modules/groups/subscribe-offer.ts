import type { Group } from '@tradecircle/domain';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { payoutSummariesOf } from '../payouts/index.ts';
import { presentGroupById } from './groups.service.ts';
import { groupPlans, groups } from './groups.tables.ts';

/** How many of the busiest premium groups are looked at for one whose admin takes payments. */
const CANDIDATES = 50;

/**
 * What the /subscribe landing page sells: the Premium group configured (SUBSCRIBE_OFFER_GROUP_ID),
 * else the Premium group taking payments (its admin's payout information Verified, at least one
 * active plan) with the most active members; null when there is none.
 */
export async function subscribeOfferGroup(
  db: AppDb,
  configuredGroupId: number | undefined,
  viewerUserId: number | null,
): Promise<Group | null> {
  if (configuredGroupId !== undefined) {
    const [configured] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, configuredGroupId), eq(groups.groupType, 'Premium')));
    if (configured) return presentGroupById(db, configured.id, viewerUserId);
  }
  const candidates = await db
    .select({ id: groups.id, adminUserId: groups.adminUserId })
    .from(groups)
    .where(
      and(
        eq(groups.groupType, 'Premium'),
        exists(
          db
            .select({ one: sql`1` })
            .from(groupPlans)
            .where(and(eq(groupPlans.groupId, groups.id), eq(groupPlans.isActive, true))),
        ),
      ),
    )
    .orderBy(desc(groups.activeGroupMembers), groups.id)
    .limit(CANDIDATES);
  const payouts = await payoutSummariesOf(
    db,
    candidates.map((candidate) => candidate.adminUserId),
  );
  const chosen = candidates.find(
    (candidate) => payouts.get(candidate.adminUserId)?.verificationStatus === 'Verified',
  );
  return chosen ? presentGroupById(db, chosen.id, viewerUserId) : null;
}
