import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { groupPlans, groups, users } from '../db/schema/index.ts';

/**
 * The demo's work for the groups queue (issue 30): every other demo group is seeded as reviewed
 * (Verified); this Premium group of Karan Mehta's waits for staff. His payout details are Verified
 * and it has a plan, so approving it in /admin lists it in Premium Groups at once.
 */
export const SEED_PENDING_GROUP = {
  admin: '9810000004',
  name: "Karan's Positional Picks",
  description:
    'Positional trades in mid-cap manufacturing and auto ancillaries, held for one to three months, each ' +
    'with its stop loss, targets and the reasoning behind it.',
  disclaimer: 'Karan Mehta is not registered with SEBI. Calls are for education, not investment advice.',
  monthlyPricePaise: 79_900,
  createdDaysAgo: 1,
} as const;

/** Seeds the pending group once (by admin and name); a group already there is left as it is. */
export async function seedPendingGroupReview(db: AppDb, { now = new Date() }: { now?: Date } = {}) {
  const spec = SEED_PENDING_GROUP;
  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, spec.admin));
    if (!admin) return;
    const [existing] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.adminUserId, admin.id), eq(groups.name, spec.name)))
      .limit(1);
    if (existing) return;
    const createdAt = new Date(now.getTime() - spec.createdDaysAgo * 24 * 60 * 60 * 1000);
    const [group] = await tx
      .insert(groups)
      .values({
        adminUserId: admin.id,
        name: spec.name,
        groupType: 'Premium',
        description: spec.description,
        disclaimer: spec.disclaimer,
        typesOfInstrument: ['Equity'],
        keyOffering: ['Two to four positional calls a month', 'A written exit plan for every call'],
        verificationStatus: 'Pending',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: groups.id });
    await tx
      .insert(groupPlans)
      .values({ groupId: group!.id, period: 'Monthly', pricePaise: spec.monthlyPricePaise });
  });
}
