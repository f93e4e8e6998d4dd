import {
  PLAN_MESSAGES,
  PLAN_PERIODS,
  type Plan,
  type PlanPeriod,
  type PlansUpdateParsed,
  paiseToRupees,
  planDiscountPercentage,
} from '@tradecircle/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { findGroup, GROUP_ACCESS_MESSAGES } from './group-access.ts';
import { groupPlans, groups } from './groups.tables.ts';

type PlanRow = typeof groupPlans.$inferSelect;

/** A plan as the orders price it (paise). */
export type ActivePlan = {
  id: number;
  period: PlanPeriod;
  pricePaise: number;
  discountPricePaise: number | null;
  isDiscountPriceLive: boolean;
};

const periodOrder = (period: string) => PLAN_PERIODS.indexOf(period as PlanPeriod);
const byPeriod = (a: PlanRow, b: PlanRow) => periodOrder(a.period) - periodOrder(b.period);

function presentPlan(row: PlanRow): Plan {
  const period = row.period as PlanPeriod;
  return {
    id: row.id,
    plan: period,
    plan_name: period,
    price: paiseToRupees(row.pricePaise),
    discount_price: row.discountPricePaise === null ? null : paiseToRupees(row.discountPricePaise),
    is_discount_price_live: row.isDiscountPriceLive,
    discount_percentage: planDiscountPercentage(row),
  };
}

/** The active plans of several groups in one query, each group's Daily → Yearly (absent: none). */
export async function activePlansOf(db: AppDb, groupIds: readonly number[]): Promise<Map<number, Plan[]>> {
  const ids = [...new Set(groupIds)];
  const plans = new Map<number, Plan[]>();
  if (ids.length === 0) return plans;
  const rows = await db
    .select()
    .from(groupPlans)
    .where(and(inArray(groupPlans.groupId, ids), eq(groupPlans.isActive, true)));
  for (const row of rows.sort(byPeriod)) {
    const list = plans.get(row.groupId) ?? [];
    list.push(presentPlan(row));
    plans.set(row.groupId, list);
  }
  return plans;
}

/** An active plan of the group (what an order is priced from), or null. */
export async function findActivePlan(tx: AppDb, groupId: number, planId: number): Promise<ActivePlan | null> {
  const [row] = await tx
    .select()
    .from(groupPlans)
    .where(and(eq(groupPlans.id, planId), eq(groupPlans.groupId, groupId), eq(groupPlans.isActive, true)));
  if (!row) return null;
  return {
    id: row.id,
    period: row.period as PlanPeriod,
    pricePaise: row.pricePaise,
    discountPricePaise: row.discountPricePaise,
    isDiscountPriceLive: row.isDiscountPriceLive,
  };
}

/** GET group-plans: the group's active plans (404 for an unknown group). */
export async function plansOfGroup(db: AppDb, groupId: number): Promise<Plan[]> {
  if (!(await findGroup(db, groupId))) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  return (await activePlansOf(db, [groupId])).get(groupId) ?? [];
}

/**
 * PUT group-plans: the admin replaces a Premium group's plans. A period sent is created or updated
 * (and active again); a period left out is retired (is_active false), never deleted, since orders
 * and memberships name it. One transaction, the group row locked.
 */
export async function savePlans(
  db: AppDb,
  input: { groupId: number; userId: number; plans: PlansUpdateParsed['plans'] },
): Promise<Plan[]> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(groups).where(eq(groups.id, input.groupId)).for('update');
    if (!group) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
    if (group.adminUserId !== input.userId) throw forbidden(GROUP_ACCESS_MESSAGES.adminOnly);
    if (group.groupType !== 'Premium') throw badRequest(PLAN_MESSAGES.premiumOnly);
    const now = new Date();
    for (const plan of input.plans) {
      const discountPricePaise = plan.discount_price ?? null;
      const values = {
        pricePaise: plan.price,
        discountPricePaise,
        isDiscountPriceLive: discountPricePaise !== null && (plan.is_discount_price_live ?? false),
        isActive: true,
        updatedAt: now,
      };
      await tx
        .insert(groupPlans)
        .values({ groupId: input.groupId, period: plan.plan, ...values })
        .onConflictDoUpdate({ target: [groupPlans.groupId, groupPlans.period], set: values });
    }
    const kept = input.plans.map((plan) => plan.plan);
    await tx
      .update(groupPlans)
      .set({ isActive: false, updatedAt: now })
      .where(
        and(
          eq(groupPlans.groupId, input.groupId),
          eq(groupPlans.isActive, true),
          ...(kept.length > 0 ? [notInArray(groupPlans.period, kept)] : []),
        ),
      );
  });
  return (await activePlansOf(db, [input.groupId])).get(input.groupId) ?? [];
}
