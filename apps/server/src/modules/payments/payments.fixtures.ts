/**
 * Payments through their calls (docs/api.md "Payments"): a Premium group with plans whose admin's
 * payout information is Verified, orders, the sandbox checkout's pay call, the PATCH, and the
 * sandbox's webhooks delivered on demand (tests queue them an hour out and deliver them by hand).
 */
import { createHmac } from 'node:crypto';
import type { OrderAnswer, PlanPeriod } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import { reviewGroup } from '../../../test/factories.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import type { Session } from '../../../test/trade-helpers.ts';
import {
  coupons,
  groupPlans,
  groupSubscriptions,
  payoutAccounts,
  payoutLedger,
} from '../../db/schema/index.ts';

/**
 * An app whose sandbox webhooks wait an hour (tests deliver them) and whose expiry job waits for the
 * test; on PostgreSQL it is ready once it holds the jobs' leadership (an advisory lock, taken at start).
 */
export async function createPaymentsTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const ctx = await createTestApp({
    env: { PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '3600000', PAYMENTS_EXPIRY_JOB_MS: '3600000', ...env },
  });
  await vi.waitFor(
    () => {
      expect(ctx.app.payments.webhooks?.isLeader()).toBe(true);
      expect(ctx.app.payments.expiry?.isLeader()).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
  return ctx;
}

/** The user's payout information, as the admin's review left it. */
export async function givePayoutInfo(
  ctx: TestContext,
  userId: number,
  status: 'Pending' | 'Verified' | 'Rejected' = 'Verified',
) {
  await ctx.database.db
    .insert(payoutAccounts)
    .values({
      userId,
      accountHolderName: 'Test Expert',
      accountNumberEncrypted: 'sealed',
      accountNumberLast4: '1234',
      ifscCode: 'HDFC0001234',
      panEncrypted: 'sealed',
      panLast4: '234F',
      verificationStatus: status,
    })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { verificationStatus: status } });
}

export type PlanSpec = { period: PlanPeriod; pricePaise: number; discountPricePaise?: number };

/**
 * A Premium group of `admin` with plans (Monthly ₹499 by default) and, unless told, Verified payouts
 * and the group Verified by staff's review (issue 30).
 */
export async function premiumGroup(
  ctx: TestContext,
  admin: Session,
  options: {
    plans?: PlanSpec[];
    payout?: 'Pending' | 'Verified' | null;
    freeTrial?: boolean;
    review?: 'Pending' | 'Verified' | 'Rejected';
  } = {},
) {
  const group = await createGroup(ctx.app, admin, {
    group_type: 'Premium',
    ...(options.freeTrial ? { free_trail: true } : {}),
  });
  await reviewGroup(ctx.app, group.id, options.review ?? 'Verified');
  const specs = options.plans ?? [{ period: 'Monthly', pricePaise: 49_900 }];
  const plans = await ctx.database.db
    .insert(groupPlans)
    .values(
      specs.map((spec) => ({
        groupId: group.id,
        period: spec.period,
        pricePaise: spec.pricePaise,
        discountPricePaise: spec.discountPricePaise ?? null,
        isDiscountPriceLive: spec.discountPricePaise !== undefined,
      })),
    )
    .returning();
  const payout = options.payout === undefined ? 'Verified' : options.payout;
  if (payout) await givePayoutInfo(ctx, admin.user_id, payout);
  return {
    id: group.id,
    name: group.name,
    plans: plans.map((plan) => ({ id: plan.id, period: plan.period })),
  };
}

export async function addCoupon(
  ctx: TestContext,
  admin: Session,
  values: { code: string; percent: number; groupId?: number | null; usageLimit?: number },
) {
  const [row] = await ctx.database.db
    .insert(coupons)
    .values({
      adminUserId: admin.user_id,
      groupId: values.groupId ?? null,
      code: values.code.toUpperCase(),
      discountPercentage: values.percent,
      validFrom: new Date(Date.now() - 86_400_000),
      validUntil: new Date(Date.now() + 86_400_000),
      usageLimit: values.usageLimit ?? null,
    })
    .returning();
  return row!;
}

export function orderRequest(
  ctx: TestContext,
  buyer: Session,
  groupId: number,
  planId: number,
  coupon?: string,
) {
  const query = new URLSearchParams({ group_id: String(groupId), plan: String(planId), user_id: '999' });
  if (coupon) query.set('coupon', coupon);
  return ctx.app.inject({
    method: 'POST',
    url: `/backend/api/order-payment/?${query}`,
    headers: bearer(buyer.token.access),
    // Buyers are different people: the per-address limit on ordering is not what these tests are about.
    remoteAddress: uniqueIp(),
  });
}

export async function orderFor(
  ctx: TestContext,
  buyer: Session,
  groupId: number,
  planId: number,
  coupon?: string,
): Promise<OrderAnswer> {
  const response = await orderRequest(ctx, buyer, groupId, planId, coupon);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** What the checkout modal's Pay button does: the sandbox's pay call with the answer's key and order. */
export async function payInCheckout(ctx: TestContext, order: OrderAnswer): Promise<CheckoutSuccess> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/backend/sandbox/razorpay/checkout/pay',
    payload: { key_id: order.key_id, order_id: order.order_detail.order_id, outcome: 'success' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function patchOrder(ctx: TestContext, buyer: Session, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/backend/api/order-payment/',
    headers: bearer(buyer.token.access),
    payload,
  });
}

export const successPatch = (order: OrderAnswer, paid: CheckoutSuccess) => ({
  id: order.order_detail.id,
  payment_status: 'successful',
  payment_id: paid.razorpay_payment_id,
  payment_signature: paid.razorpay_signature,
});

/** Order, pay and PATCH: the whole browser flow; answers the order, the payment and the PATCH's answer. */
export async function buyPlan(
  ctx: TestContext,
  buyer: Session,
  groupId: number,
  planId: number,
  coupon?: string,
) {
  const order = await orderFor(ctx, buyer, groupId, planId, coupon);
  const paid = await payInCheckout(ctx, order);
  const patched = await patchOrder(ctx, buyer, successPatch(order, paid));
  expect(patched.statusCode, patched.body).toBe(200);
  return { order, paid, answer: patched.json() };
}

/** Sends every webhook the sandbox queued (they are due an hour after their payment in tests). */
export function deliverWebhooks(ctx: TestContext): Promise<number> {
  return ctx.app.payments.webhooks!.deliverDue(new Date(Date.now() + 2 * 3_600_000));
}

/** A webhook as Razorpay signs it, sent to our route. */
export function sendWebhook(ctx: TestContext, body: string, eventId: string, secret?: string) {
  const signature = createHmac('sha256', secret ?? ctx.app.payments.sandbox!.credentials.webhookSecret)
    .update(body)
    .digest('hex');
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/api/payments/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

export const subscriptionsOf = (ctx: TestContext, userId: number) =>
  ctx.database.db.select().from(groupSubscriptions).where(eq(groupSubscriptions.userId, userId));

export const ledgerOf = (ctx: TestContext, expertUserId: number) =>
  ctx.database.db.select().from(payoutLedger).where(eq(payoutLedger.expertUserId, expertUserId));
