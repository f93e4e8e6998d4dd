import { parseRupeesToPaise } from '@tradecircle/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { coupons, groupPlans, groups, users } from '../db/schema/index.ts';
import {
  payoutCipherFor,
  payoutStatusOf,
  reviewPaymentInfo,
  savePaymentInfo,
} from '../modules/payouts/index.ts';
import { SEED_COUPON, SEED_GROUP_PLANS, SEED_PAYOUT_ACCOUNTS } from './payments.data.ts';

/** Two servers starting on one database take turns: the second finds everything and adds nothing. */
const SEED_PAYMENTS_LOCK = 17_000_002;
const DAY = 86_400_000;

const paise = (rupees: string) => {
  const value = parseRupeesToPaise(rupees);
  if (value === null) throw new Error(`Seed price ${rupees} is not rupees`);
  return value;
};

/**
 * The demo payment setup (payments.data.ts): plans for a demo Premium group that has none, a
 * Verified (or, for the admin panel's queue, Pending) payout account (encrypted by the payouts module) for a demo expert who has none, and the
 * WELCOME10 coupon unless its admin already has that code. Needs the demo groups (seedDemoGroups).
 * `payoutEncryptionKey` is the app's PAYOUT_ENCRYPTION_KEY, so the seeded numbers open with its key.
 */
export async function seedDemoPayments(
  db: AppDb,
  { payoutEncryptionKey, now = new Date() }: { payoutEncryptionKey?: string; now?: Date } = {},
): Promise<void> {
  const phones = [
    ...new Set([
      ...SEED_GROUP_PLANS.map((entry) => entry.admin),
      ...SEED_PAYOUT_ACCOUNTS.map((entry) => entry.phone),
      SEED_COUPON.admin,
    ]),
  ];
  const people = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  if (people.length === 0) return;
  const userIdOf = new Map(people.map((person) => [person.phone ?? '', person.id]));
  const cipher = await payoutCipherFor(db, payoutEncryptionKey);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_PAYMENTS_LOCK})`);
    const groupIdOf = async (admin: string, name: string) => {
      const adminUserId = userIdOf.get(admin);
      if (adminUserId === undefined) return undefined;
      const [group] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(
          and(eq(groups.adminUserId, adminUserId), eq(groups.name, name), eq(groups.groupType, 'Premium')),
        )
        .limit(1);
      return group && { groupId: group.id, adminUserId };
    };

    for (const entry of SEED_GROUP_PLANS) {
      const found = await groupIdOf(entry.admin, entry.group);
      if (!found) continue;
      const [existing] = await tx
        .select({ id: groupPlans.id })
        .from(groupPlans)
        .where(eq(groupPlans.groupId, found.groupId))
        .limit(1);
      // The admin's own plans (even all retired) are theirs: never changed.
      if (existing) continue;
      await tx.insert(groupPlans).values(
        entry.plans.map((plan) => ({
          groupId: found.groupId,
          period: plan.plan,
          pricePaise: paise(plan.price),
          discountPricePaise: plan.discountPrice ? paise(plan.discountPrice) : null,
          isDiscountPriceLive: plan.isDiscountPriceLive ?? false,
        })),
      );
    }

    for (const { phone, status, form } of SEED_PAYOUT_ACCOUNTS) {
      const userId = userIdOf.get(phone);
      if (userId === undefined || (await payoutStatusOf(tx, userId)) !== null) continue;
      await savePaymentInfo(tx, cipher, userId, form);
      if (status === 'Verified') await reviewPaymentInfo(tx, { userId, status, remark: null }, now);
    }

    const target = await groupIdOf(SEED_COUPON.admin, SEED_COUPON.group);
    if (target) {
      await tx
        .insert(coupons)
        .values({
          adminUserId: target.adminUserId,
          groupId: target.groupId,
          code: SEED_COUPON.code,
          discountPercentage: SEED_COUPON.discountPercentage,
          validFrom: now,
          validUntil: new Date(now.getTime() + SEED_COUPON.validDays * DAY),
        })
        .onConflictDoNothing({ target: [coupons.adminUserId, coupons.code] });
    }
  });
}
