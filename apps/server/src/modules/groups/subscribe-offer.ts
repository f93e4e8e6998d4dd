import type { Group } from '@tradecircle/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { takesPayments } from './groups.repository.ts';
import { presentGroupById } from './groups.service.ts';
import { groups } from './groups.tables.ts';

/**
 * What the /subscribe landing page sells: the Premium group configured (SUBSCRIBE_OFFER_GROUP_ID),
 * else the Premium group taking payments (takesPayments: its admin's payout information Verified, at
 * least one active plan) with the most active members; null when there is none.
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
  const [chosen] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(takesPayments())
    .orderBy(desc(groups.activeGroupMembers), groups.id)
    .limit(1);
  return chosen ? presentGroupById(db, chosen.id, viewerUserId) : null;
}
