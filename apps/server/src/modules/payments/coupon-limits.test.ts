/**
 * Coupon limits under concurrency (issue 27, point 2): an order reserves its coupon's use for
 * COUPON_HOLD_MINUTES, a failed payment releases it, and the grant checks the coupon again, so a
 * one-use coupon is paid at the discount once and a once-per-user coupon once per buyer. A payment
 * that arrives when its coupon can no longer be used grants nothing and is refunded in full; the
 * buyer is told to pay again at the full price. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { COUPON_HOLD_MINUTES, COUPON_MESSAGES, ORDER_MESSAGES, PAYMENT_MESSAGES } from '@tradecircle/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { paymentOrders, paymentSandboxPayments } from '../../db/schema/index.ts';
import {
  addCoupon,
  buyPlan,
  createPaymentsTestApp,
  deliverWebhooks,
  ledgerOf,
  orderFor,
  orderRequest,
  patchOrder,
  payInCheckout,
  premiumGroup,
  subscriptionsOf,
  successPatch,
} from './payments.fixtures.ts';

const RACERS = 20;
const PRICE = 49_900;
const DISCOUNTED = 39_920;

let ctx: TestContext;
let admin: Session;
let racers: Session[];

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  admin = await signInWithProfile(ctx.app, 'Coupon Group Admin');
  racers = await Promise.all(
    Array.from({ length: RACERS }, (_, n) => signInWithProfile(ctx.app, `Racer ${n}`)),
  );
});
afterAll(() => ctx.close());

const ordersOfGroup = (groupId: number) =>
  ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.groupId, groupId));
const sandboxPayment = async (paymentId: string) =>
  (
    await ctx.database.db
      .select()
      .from(paymentSandboxPayments)
      .where(eq(paymentSandboxPayments.id, paymentId))
  )[0]!;
/** The order was made `minutes` ago (its coupon hold runs from then). */
const ageOrder = (orderId: number, minutes: number) =>
  ctx.database.db
    .update(paymentOrders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(paymentOrders.id, orderId));
const subscriptionsIn = async (groupId: number, session: Session) =>
  (await subscriptionsOf(ctx, session.user_id)).filter((row) => row.groupId === groupId);
const validCoupon = async (session: Session, code: string, groupId: number) =>
  (
    await ctx.app.inject({
      url: `/backend/api/valid_coupon/?coupon_code=${code}&group=${groupId}`,
      headers: bearer(session.token.access),
      remoteAddress: uniqueIp(),
    })
  ).json().message;

describe('a one-use coupon', () => {
  it('20 buyers racing for it: one order and one payment at the discount; the rest pay the full price', async () => {
    const group = await premiumGroup(ctx, admin);
    const planId = group.plans[0]!.id;
    const code = `ONCE${group.id}`;
    await addCoupon(ctx, admin, { code, percent: 20, groupId: group.id, usageLimit: 1 });

    const orders = await Promise.all(racers.map((racer) => orderRequest(ctx, racer, group.id, planId, code)));
    const won = orders.filter((answer) => answer.statusCode === 200);
    const lost = orders.filter((answer) => answer.statusCode !== 200);
    expect(won).toHaveLength(1);
    for (const answer of lost) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(COUPON_MESSAGES.held);
    }
    expect(won[0]!.json().order_detail.amount).toBe(DISCOUNTED);

    // Everyone pays at once: the winner their discounted order, the others at the full price.
    const winner = racers[orders.indexOf(won[0]!)]!;
    const winnerOrder = won[0]!.json();
    const answers = await Promise.all(
      racers.map(async (racer) => {
        if (racer !== winner) return (await buyPlan(ctx, racer, group.id, planId)).answer;
        const paid = await payInCheckout(ctx, winnerOrder);
        const patched = await patchOrder(ctx, racer, successPatch(winnerOrder, paid));
        expect(patched.statusCode, patched.body).toBe(200);
        return patched.json();
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(racers.map(() => 'successful'));

    const paid = (await ordersOfGroup(group.id)).filter((order) => order.status === 'successful');
    expect(paid.filter((order) => order.couponId !== null).map((order) => order.amountPaise)).toEqual([
      DISCOUNTED,
    ]);
    expect(paid.filter((order) => order.couponId === null)).toHaveLength(RACERS - 1);
    expect(await validCoupon(racers[0]!, code, group.id)).toBe(COUPON_MESSAGES.usedUp);
  });

  it('a failed payment releases its hold at once', async () => {
    const group = await premiumGroup(ctx, admin);
    const planId = group.plans[0]!.id;
    const code = `FAIL${group.id}`;
    await addCoupon(ctx, admin, { code, percent: 20, groupId: group.id, usageLimit: 1 });
    const [first, second] = racers;
    const order = await orderFor(ctx, first!, group.id, planId, code);
    expect(await validCoupon(second!, code, group.id)).toBe(COUPON_MESSAGES.held);
    const failed = await patchOrder(ctx, first!, {
      id: order.order_detail.id,
      payment_status: 'failed',
      reason: 'card_declined',
    });
    expect(failed.json()).toEqual({ message: ORDER_MESSAGES.failed, status: 'failed' });
    expect(await validCoupon(second!, code, group.id)).toBe(PAYMENT_MESSAGES.validCoupon);
    const { answer } = await buyPlan(ctx, second!, group.id, planId, code);
    expect(answer.status).toBe('successful');
  });
});

describe('a payment that arrives when its coupon can no longer be used', () => {
  it('is refused after the hold when another buyer took the last use, refunded, and paid again in full', async () => {
    const group = await premiumGroup(ctx, admin);
    const planId = group.plans[0]!.id;
    const code = `LATE${group.id}`;
    await addCoupon(ctx, admin, { code, percent: 20, groupId: group.id, usageLimit: 1 });
    const [late, prompt] = racers;

    const lateOrder = await orderFor(ctx, late!, group.id, planId, code);
    await ageOrder(lateOrder.order_detail.id, COUPON_HOLD_MINUTES + 1);
    // The hold has lapsed: another buyer may take the coupon, and pays.
    await buyPlan(ctx, prompt!, group.id, planId, code);
    const latePayment = await payInCheckout(ctx, lateOrder);

    const refused = await patchOrder(ctx, late!, successPatch(lateOrder, latePayment));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.couponLapsed);
    const [row] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, lateOrder.order_detail.id));
    expect(row).toMatchObject({
      status: 'refunded',
      providerPaymentId: latePayment.razorpay_payment_id,
      feePaise: null,
    });
    expect(row!.failureReason).toContain(COUPON_MESSAGES.usedUp);
    expect((await sandboxPayment(latePayment.razorpay_payment_id)).status).toBe('refunded');
    expect(await subscriptionsIn(group.id, late!)).toHaveLength(0);
    expect(
      (await ledgerOf(ctx, admin.user_id)).filter((entry) => entry.paymentOrderId === row!.id),
    ).toHaveLength(0);

    // Its webhooks, the PATCH again and a failure report change nothing.
    await deliverWebhooks(ctx);
    expect((await patchOrder(ctx, late!, successPatch(lateOrder, latePayment))).statusCode).toBe(409);
    const failed = await patchOrder(ctx, late!, { id: row!.id, payment_status: 'failed' });
    expect(failed.json()).toEqual({ message: ORDER_MESSAGES.couponLapsed, status: 'refunded' });
    expect((await ordersOfGroup(group.id)).find((order) => order.id === row!.id)?.status).toBe('refunded');
    expect(await subscriptionsIn(group.id, late!)).toHaveLength(0);

    // What the buyer is told to do: pay again at the full price.
    const { order: again } = await buyPlan(ctx, late!, group.id, planId);
    expect(again.order_detail.amount).toBe(PRICE);
    expect(await subscriptionsIn(group.id, late!)).toHaveLength(1);
  });

  it('after the hold, is still granted at the discount when the coupon is still free', async () => {
    const group = await premiumGroup(ctx, admin);
    const code = `SLOW${group.id}`;
    await addCoupon(ctx, admin, { code, percent: 20, groupId: group.id, usageLimit: 1 });
    const order = await orderFor(ctx, racers[2]!, group.id, group.plans[0]!.id, code);
    await ageOrder(order.order_detail.id, COUPON_HOLD_MINUTES * 4);
    const paid = await payInCheckout(ctx, order);
    const answer = await patchOrder(ctx, racers[2]!, successPatch(order, paid));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(order.order_detail.amount).toBe(DISCOUNTED);
  });

  it('a once-per-user coupon on two orders of one buyer, both paid at once: one discount, one refund', async () => {
    const group = await premiumGroup(ctx, admin);
    const planId = group.plans[0]!.id;
    const code = `TWICE${group.id}`;
    await addCoupon(ctx, admin, { code, percent: 20, groupId: group.id });
    const buyer = racers[3]!;
    // Closing the checkout and ordering again is allowed: the first order's hold is the buyer's own.
    const first = await orderFor(ctx, buyer, group.id, planId, code);
    const second = await orderFor(ctx, buyer, group.id, planId, code);
    const [firstPaid, secondPaid] = [await payInCheckout(ctx, first), await payInCheckout(ctx, second)];
    const answers = await Promise.all([
      patchOrder(ctx, buyer, successPatch(first, firstPaid)),
      patchOrder(ctx, buyer, successPatch(second, secondPaid)),
      deliverWebhooks(ctx),
    ]);
    const [a, b] = answers.slice(0, 2) as Awaited<ReturnType<typeof patchOrder>>[];
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.groupId, group.id), isNotNull(paymentOrders.couponId)));
    expect(rows.map((row) => row.status).sort()).toEqual(['refunded', 'successful']);
    const refunded = rows.find((row) => row.status === 'refunded')!;
    expect((await sandboxPayment(refunded.providerPaymentId!)).status).toBe('refunded');
    expect(refunded.failureReason).toContain(COUPON_MESSAGES.usedByYou);
    expect(await subscriptionsIn(group.id, buyer!)).toHaveLength(1);
  });
});
