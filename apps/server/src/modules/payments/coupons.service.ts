import {
  COUPON_FORM_MESSAGES,
  COUPON_HOLD_MINUTES,
  COUPON_MESSAGES,
  type CouponCreateParsed,
  type CouponEntry,
  checkCoupon,
  PAYMENT_MESSAGES,
  TRANSACTION_STATUSES,
  type ValidCouponAnswer,
} from '@tradecircle/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { findGroup, GROUP_ACCESS_MESSAGES, groupJoin } from '../groups/index.ts';
import { coupons, paymentOrders } from './payments.tables.ts';

/**
 * The orders that count as a coupon's use: paid ones (successful, then paid out), never initiated,
 * failed or refunded. An initiated one holds a use for COUPON_HOLD_MINUTES (couponUses).
 */
const USED_STATUSES = TRANSACTION_STATUSES.filter((status) => status !== 'initiated');
const HOLD_MS = COUPON_HOLD_MINUTES * 60_000;
const usedStatusList = sql.join(
  USED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const timesUsed = sql<number>`(select count(*)::int from ${paymentOrders} where ${and(
  eq(paymentOrders.couponId, coupons.id),
  inArray(paymentOrders.status, USED_STATUSES),
)})`;

type CouponRow = typeof coupons.$inferSelect;

function presentCoupon(row: CouponRow, groupName: string | null, used: number): CouponEntry {
  return {
    id: row.id,
    code: row.code,
    group: row.groupId,
    group_name: groupName,
    discount_percentage: row.discountPercentage,
    valid_from: row.validFrom.toISOString(),
    valid_until: row.validUntil.toISOString(),
    usage_limit: row.usageLimit,
    times_used: used,
    is_active: row.isActive,
  };
}

/** The admin's coupons, newest first, each with its uses counted from the paid orders. */
export async function listCoupons(db: AppDb, adminUserId: number): Promise<CouponEntry[]> {
  const rows = await db
    .select({ coupon: coupons, groupName: groupJoin.name, used: timesUsed })
    .from(coupons)
    .leftJoin(groupJoin.table, eq(groupJoin.id, coupons.groupId))
    .where(eq(coupons.adminUserId, adminUserId))
    .orderBy(desc(coupons.id));
  return rows.map((row) => presentCoupon(row.coupon, row.groupName, row.used));
}

/** A coupon for one of the admin's own Premium groups, or (group null) for all of their groups. */
export async function createCoupon(
  db: AppDb,
  adminUserId: number,
  input: CouponCreateParsed,
): Promise<CouponEntry> {
  let groupName: string | null = null;
  if (input.group !== null) {
    const group = await findGroup(db, input.group);
    if (!group || group.adminUserId !== adminUserId || group.groupType !== 'Premium')
      throw badRequest(COUPON_FORM_MESSAGES.group, { group: [COUPON_FORM_MESSAGES.group] });
    groupName = group.name;
  }
  const [row] = await db
    .insert(coupons)
    .values({
      adminUserId,
      groupId: input.group,
      code: input.code,
      discountPercentage: input.discount_percentage,
      validFrom: input.valid_from,
      validUntil: input.valid_until,
      usageLimit: input.usage_limit ?? null,
    })
    .onConflictDoNothing({ target: [coupons.adminUserId, coupons.code] })
    .returning();
  if (!row) throw conflict(COUPON_FORM_MESSAGES.codeTaken);
  return presentCoupon(row, groupName, 0);
}

/** The coupon is the user's (404 unknown, 403 someone else's). */
export async function requireOwnCoupon(db: AppDb, couponId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ adminUserId: coupons.adminUserId })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!row) throw notFound(COUPON_FORM_MESSAGES.notFound);
  if (row.adminUserId !== userId) throw forbidden();
}

/** The owner deactivates a coupon; the row stays for the orders that used it. */
export async function deactivateCoupon(db: AppDb, adminUserId: number, couponId: number): Promise<void> {
  await requireOwnCoupon(db, couponId, adminUserId);
  await db.update(coupons).set({ isActive: false }).where(eq(coupons.id, couponId));
}

export type CouponForOrder = { ok: true; couponId: number; percent: number } | { ok: false; message: string };

/** What counts against a coupon for one buyer's order. */
type CouponUses = {
  /** Paid orders with the coupon. */
  used: number;
  /** Other buyers holding a use: an initiated order made within the hold, and no paid one yet. */
  held: number;
  /** The buyer paid an order with the coupon already. */
  byCaller: boolean;
};

/**
 * A coupon's uses as one buyer's order sees them, `excludeOrderId` (the order being granted) left
 * out. The buyer's own held orders are not counted against them: a buyer who closes the checkout and
 * orders again is not refused by their first attempt (the grant's once-per-user check keeps them to
 * one use). Call it with the coupon row locked, so the answer holds until the transaction ends.
 */
async function couponUses(
  tx: AppDb,
  input: { couponId: number; userId: number; now: Date; excludeOrderId?: number },
): Promise<CouponUses> {
  const other = (alias: string) =>
    input.excludeOrderId === undefined
      ? sql``
      : sql` and ${sql.identifier(alias)}.id <> ${input.excludeOrderId}`;
  const heldSince = new Date(input.now.getTime() - HOLD_MS).toISOString();
  const [row] = resultRows<{ used: number; held: number; by_caller: boolean }>(
    await tx.execute(sql`select
      (select count(*)::int from ${paymentOrders} o
        where o.coupon_id = ${input.couponId} and o.status in (${usedStatusList})${other('o')}) as used,
      (select count(distinct o.user_id)::int from ${paymentOrders} o
        where o.coupon_id = ${input.couponId} and o.status = 'initiated'
          and o.created_at > ${heldSince}::timestamptz and o.user_id <> ${input.userId}${other('o')}
          and not exists (select 1 from ${paymentOrders} p
            where p.coupon_id = o.coupon_id and p.user_id = o.user_id and p.status in (${usedStatusList}))) as held,
      exists (select 1 from ${paymentOrders} o
        where o.coupon_id = ${input.couponId} and o.user_id = ${input.userId}
          and o.status in (${usedStatusList})${other('o')}) as by_caller`),
  );
  return { used: Number(row?.used ?? 0), held: Number(row?.held ?? 0), byCaller: Boolean(row?.by_caller) };
}

const asRules = (coupon: CouponRow, uses: CouponUses) => ({
  groupId: coupon.groupId,
  adminUserId: coupon.adminUserId,
  percent: coupon.discountPercentage,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  usageLimit: coupon.usageLimit,
  timesUsed: uses.used,
  timesHeld: uses.held,
});

/**
 * Whether `code` takes a percentage off an order of `userId` for the group (checkCoupon's rules:
 * the group or all of the admin's groups, the validity window, the usage limit counting paid and
 * held uses, once per user). Codes match case-insensitively; an active coupon of the group's admin
 * is preferred over another admin's of the same code. Inside the order's transaction the coupon row
 * is locked, so two orders with one coupon are decided one after the other, and the order inserted
 * in that transaction holds its use for the next one to see.
 */
export async function checkCouponForOrder(
  tx: AppDb,
  input: { code: string; groupId: number; adminUserId: number; userId: number; now: Date },
  { lock = true }: { lock?: boolean } = {},
): Promise<CouponForOrder> {
  const query = tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, input.code.trim().toUpperCase()), eq(coupons.isActive, true)))
    .orderBy(sql`${coupons.adminUserId} = ${input.adminUserId} desc`, desc(coupons.id))
    .limit(1);
  const [coupon] = lock ? await query.for('update', { of: coupons }) : await query;
  if (!coupon) return { ok: false, message: COUPON_MESSAGES.unknown };
  const uses = await couponUses(tx, { couponId: coupon.id, userId: input.userId, now: input.now });
  const check = checkCoupon(
    asRules(coupon, uses),
    { groupId: input.groupId, adminUserId: input.adminUserId },
    uses.byCaller,
    input.now,
  );
  return check.ok
    ? { ok: true, couponId: coupon.id, percent: coupon.discountPercentage }
    : { ok: false, message: check.message };
}

/**
 * The grant's check of a discounted order's coupon, with the coupon row locked (after the order's
 * row, before the group's). Within its hold the order's use was reserved when it was made: the
 * coupon is judged as it was then (its window at the order's time, even if deactivated since), and
 * only a second use by the same buyer (two orders, both paid) is refused. After the hold, the coupon
 * must still be usable now, as for a new order. A refusal's message says why.
 */
export async function confirmCouponAtGrant(
  tx: AppDb,
  order: {
    id: number;
    couponId: number;
    userId: number;
    groupId: number | null;
    payeeUserId: number;
    createdAt: Date;
  },
  now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId)).for('update');
  // Deleted with its admin's account: nothing left to hold the order to.
  if (!coupon) return { ok: true };
  const isHeld = now.getTime() - order.createdAt.getTime() < HOLD_MS;
  if (!isHeld && !coupon.isActive) return { ok: false, message: COUPON_MESSAGES.unknown };
  const uses = await couponUses(tx, {
    couponId: coupon.id,
    userId: order.userId,
    now,
    excludeOrderId: order.id,
  });
  const check = checkCoupon(
    asRules(coupon, uses),
    // An order whose group was deleted since fits no group's coupon.
    { groupId: order.groupId ?? -1, adminUserId: order.payeeUserId },
    uses.byCaller,
    isHeld ? order.createdAt : now,
  );
  return check.ok ? { ok: true } : { ok: false, message: check.message };
}

/** valid_coupon: what the coupon field shows ('Valid Coupon' applies it; any other message in red). */
export async function validCoupon(
  db: AppDb,
  input: { code: string; groupId: number; userId: number; now?: Date },
): Promise<ValidCouponAnswer> {
  const group = await findGroup(db, input.groupId);
  if (!group) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  const result = await checkCouponForOrder(
    db,
    {
      code: input.code,
      groupId: group.id,
      adminUserId: group.adminUserId,
      userId: input.userId,
      now: input.now ?? new Date(),
    },
    { lock: false },
  );
  return result.ok
    ? {
        message: PAYMENT_MESSAGES.validCoupon,
        coupon_id: result.couponId,
        discount_percentage: result.percent,
      }
    : { message: result.message, coupon_id: null, discount_percentage: 0 };
}
