import {
  COUPON_FORM_MESSAGES,
  COUPON_MESSAGES,
  type CouponCreateParsed,
  type CouponEntry,
  checkCoupon,
  PAYMENT_MESSAGES,
  TRANSACTION_STATUSES,
  type ValidCouponAnswer,
} from '@tradecircle/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { findGroup, GROUP_ACCESS_MESSAGES, groupJoin } from '../groups/index.ts';
import { coupons, paymentOrders } from './payments.tables.ts';

/** The orders that count as a coupon's use: paid ones (successful, then paid out), never initiated or failed. */
const USED_STATUSES = TRANSACTION_STATUSES.filter((status) => status !== 'initiated');
const usedOrder = (extra?: SQL) =>
  and(eq(paymentOrders.couponId, coupons.id), inArray(paymentOrders.status, USED_STATUSES), extra);
const timesUsed = sql<number>`(select count(*)::int from ${paymentOrders} where ${usedOrder()})`;

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

/**
 * Whether `code` takes a percentage off an order of `userId` for the group (checkCoupon's rules:
 * the group or all of the admin's groups, the validity window, the usage limit, once per user).
 * Codes match case-insensitively; an active coupon of the group's admin is preferred over another
 * admin's of the same code. Inside the order's transaction the coupon row is locked, so two orders
 * with one coupon are decided one after the other.
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
  const [counts] = await tx
    .select({
      used: timesUsed,
      byCaller: sql<boolean>`exists (select 1 from ${paymentOrders} where ${usedOrder(eq(paymentOrders.userId, input.userId))})`,
    })
    .from(coupons)
    .where(eq(coupons.id, coupon.id));
  const check = checkCoupon(
    {
      groupId: coupon.groupId,
      adminUserId: coupon.adminUserId,
      percent: coupon.discountPercentage,
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
      usageLimit: coupon.usageLimit,
      timesUsed: counts?.used ?? 0,
    },
    { groupId: input.groupId, adminUserId: input.adminUserId },
    Boolean(counts?.byCaller),
    input.now,
  );
  return check.ok
    ? { ok: true, couponId: coupon.id, percent: coupon.discountPercentage }
    : { ok: false, message: check.message };
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
