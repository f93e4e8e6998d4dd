/**
 * Orders and the grant (docs/api.md "Payments"): the server prices the order, the checkout's
 * signature or a signed webhook grants it exactly once, and a forged signature, a replayed payment
 * id or an amount mismatch grants nothing.
 */
import { createHmac } from 'node:crypto';
import { GROUP_MESSAGES, ORDER_MESSAGES, PROVIDER_ID_PATTERNS } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import {
  groupMembers,
  paymentOrders,
  paymentSandboxPayments,
  paymentWebhookEvents,
} from '../../db/schema/index.ts';
import { loadSandboxCredentials } from '../../sandboxes/payments/index.ts';
import {
  addCoupon,
  buyPlan,
  createPaymentsTestApp,
  deliverWebhooks,
  givePayoutInfo,
  ledgerOf,
  orderFor,
  orderRequest,
  patchOrder,
  payInCheckout,
  premiumGroup,
  sendWebhook,
  subscriptionsOf,
  successPatch,
} from './payments.fixtures.ts';

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  admin = await signInWithProfile(ctx.app, 'Paid Group Admin');
});
afterAll(() => ctx.close());

const buyer = (name = 'Buyer') => signInWithProfile(ctx.app, name);
const orderRow = async (id: number) =>
  (await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
const memberRow = async (groupId: number, userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
  )[0];
const join = (session: Session, groupId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api/groups/${groupId}/join/`,
    headers: bearer(session.token.access),
  });

describe('ordering a plan', () => {
  it('answers what the checkout opens with, priced by the server', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer('Order Shape');
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    expect(order.order_detail).toMatchObject({
      total_price: 499,
      amount: 49_900,
      currency: 'INR',
      status: 'initiated',
      group_detail: { id: group.id, name: group.name, admin: { id: admin.user_id } },
    });
    expect(order.order_detail.order_id).toMatch(PROVIDER_ID_PATTERNS.order);
    expect(order.key_id).toMatch(/^rzp_test_/);
    expect(order.checkout_script).toBe('/backend/sandbox/razorpay/checkout.js');
    expect(order.prefill).toEqual({ name: 'Order Shape', contact: `+91${user.phone}`, email: '' });
    const start = new Date(order.duration_detail!.start_date);
    const end = new Date(order.duration_detail!.end_date);
    expect(order.duration_detail!.plan).toBe('Monthly');
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    const row = await orderRow(order.order_detail.id);
    expect(row).toMatchObject({ receipt: `tc_${row.id}`, userId: user.user_id, payeeUserId: admin.user_id });
  });

  it('refuses what cannot be sold', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const planId = group.plans[0]!.id;
    const refusal = async (
      response: Awaited<ReturnType<typeof orderRequest>>,
      status: number,
      message: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    };
    await refusal(await orderRequest(ctx, admin, group.id, planId), 400, ORDER_MESSAGES.ownGroup);
    const other = await premiumGroup(ctx, admin);
    await refusal(
      await orderRequest(ctx, user, group.id, other.plans[0]!.id),
      404,
      ORDER_MESSAGES.planNotFound,
    );
    const publicGroup = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/own-groups/',
      headers: bearer(admin.token.access),
      payload: { name: 'Public one', group_type: 'Public' },
    });
    await refusal(
      await orderRequest(ctx, user, publicGroup.json().group_detail.id, planId),
      400,
      ORDER_MESSAGES.premiumOnly,
    );
    await refusal(await orderRequest(ctx, user, group.id, planId, 'NOSUCHCODE'), 400, 'Invalid Coupon');
  });

  it("refuses while the admin's payout information is not Verified; a join says so, then asks for a plan", async () => {
    const otherAdmin = await signInWithProfile(ctx.app, 'Unverified Admin');
    const group = await premiumGroup(ctx, otherAdmin, { payout: 'Pending' });
    const user = await buyer();
    const order = await orderRequest(ctx, user, group.id, group.plans[0]!.id);
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(GROUP_MESSAGES.paymentNotActive);
    const joined = await join(user, group.id);
    expect(joined.statusCode).toBe(400);
    expect(joined.json().message).toBe(GROUP_MESSAGES.paymentNotActive);
    await givePayoutInfo(ctx, otherAdmin.user_id, 'Verified');
    const again = await join(user, group.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ORDER_MESSAGES.choosePlan);
    expect((await orderRequest(ctx, user, group.id, group.plans[0]!.id)).statusCode).toBe(200);
  });

  it('applies a coupon on the server, and counts its use only once paid', async () => {
    const group = await premiumGroup(ctx, admin, {
      plans: [{ period: 'Quarterly', pricePaise: 120_000, discountPricePaise: 99_900 }],
    });
    await addCoupon(ctx, admin, { code: `SAVE${group.id}`, percent: 20, groupId: group.id });
    const user = await buyer();
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id, `save${group.id}`);
    // The live discount price, less 20 %, rounded half up to the paisa.
    expect(order.order_detail.amount).toBe(79_920);
    const row = await orderRow(order.order_detail.id);
    expect(row).toMatchObject({ amountPaise: 79_920, discountPaise: 19_980 });
    expect(row.couponId).not.toBeNull();
    const paid = await payInCheckout(ctx, order);
    expect((await patchOrder(ctx, user, successPatch(order, paid))).statusCode).toBe(200);
    const reused = await orderRequest(ctx, user, group.id, group.plans[0]!.id, `SAVE${group.id}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('You have already used this coupon');
  });
});

describe('the grant', () => {
  it('checkout, then PATCH: one membership, one ledger credit with the fee taken', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const { order, paid, answer } = await buyPlan(ctx, user, group.id, group.plans[0]!.id);
    expect(answer).toMatchObject({
      message: ORDER_MESSAGES.successful,
      status: 'successful',
      group_id: group.id,
      membership: { status: 'Active' },
    });
    expect(new Date(answer.membership.end_date).getUTCMonth()).toBe(
      new Date(order.duration_detail!.end_date).getUTCMonth(),
    );
    const row = await orderRow(order.order_detail.id);
    expect(row).toMatchObject({
      status: 'successful',
      providerPaymentId: paid.razorpay_payment_id,
      feePaise: 4_990,
      payablePaise: 44_910,
    });
    const subscriptions = await subscriptionsOf(ctx, user.user_id);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      groupId: group.id,
      planPeriod: 'Monthly',
      isTrial: false,
      status: 'Active',
    });
    const member = await memberRow(group.id, user.user_id);
    expect(member).toMatchObject({ status: 'member', expiresAt: subscriptions[0]!.endDate });
    const credits = (await ledgerOf(ctx, admin.user_id)).filter((entry) => entry.paymentOrderId === row.id);
    expect(credits.map((entry) => entry.amountPaise)).toEqual([44_910]);

    // PATCH again, and the webhooks after it: the same answer, nothing more.
    const again = await patchOrder(ctx, user, successPatch(order, paid));
    expect(again.json()).toEqual(answer);
    expect(await deliverWebhooks(ctx)).toBeGreaterThanOrEqual(2);
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(1);
    expect(
      (await ledgerOf(ctx, admin.user_id)).filter((entry) => entry.paymentOrderId === row.id),
    ).toHaveLength(1);
    const groupPage = await ctx.app.inject({
      url: `/backend/api/groups/${group.id}/`,
      headers: bearer(user.token.access),
    });
    expect(groupPage.json()).toMatchObject({ is_participant: true });
  });

  it('webhook before the PATCH: the webhook grants, the PATCH answers the same', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    const paid = await payInCheckout(ctx, order);
    await deliverWebhooks(ctx);
    const events = await ctx.database.db.select().from(paymentWebhookEvents);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect((await orderRow(order.order_detail.id)).status).toBe('successful');
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(1);
    const patched = await patchOrder(ctx, user, successPatch(order, paid));
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'successful', membership: { status: 'Active' } });
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(1);
  });

  it('50 PATCHes and webhook deliveries of one payment at once: exactly one membership and one credit', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    const paid = await payInCheckout(ctx, order);
    const [webhook] = await ctx.app.payments.sandbox!.webhooks.ofOrder(order.order_detail.order_id);
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => patchOrder(ctx, user, successPatch(order, paid))),
      ...Array.from({ length: 25 }, () => sendWebhook(ctx, webhook!.body, webhook!.eventId)),
      deliverWebhooks(ctx),
    ]);
    for (const answer of answers) {
      if (typeof answer === 'number') continue;
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(1);
    const credits = (await ledgerOf(ctx, admin.user_id)).filter(
      (entry) => entry.paymentOrderId === order.order_detail.id,
    );
    expect(credits).toHaveLength(1);
  });

  it('a forged signature grants nothing', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    const paid = await payInCheckout(ctx, order);
    for (const signature of ['f'.repeat(64), paid.razorpay_signature.slice(1), 'x']) {
      const forged = await patchOrder(ctx, user, {
        ...successPatch(order, paid),
        payment_signature: signature,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe(ORDER_MESSAGES.notVerified);
    }
    expect((await orderRow(order.order_detail.id)).status).toBe('initiated');
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(0);
    // Someone else cannot PATCH the order at all.
    const stranger = await buyer('Stranger');
    expect((await patchOrder(ctx, stranger, successPatch(order, paid))).statusCode).toBe(404);
  });

  it('a payment id replayed for another order grants nothing, even with a valid signature for it', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const first = await buyPlan(ctx, user, group.id, group.plans[0]!.id);
    const second = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    // As if the key secret had leaked: the signature fits the second order and the first payment.
    const signature = createHmac('sha256', ctx.app.payments.sandbox!.credentials.keySecret)
      .update(`${second.order_detail.order_id}|${first.paid.razorpay_payment_id}`)
      .digest('hex');
    const replayed = await patchOrder(ctx, user, {
      id: second.order_detail.id,
      payment_status: 'successful',
      payment_id: first.paid.razorpay_payment_id,
      payment_signature: signature,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(ORDER_MESSAGES.notVerified);
    expect((await orderRow(second.order_detail.id)).status).toBe('initiated');
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(1);

    // The same payment in a signed webhook naming the second order: 200, nothing granted.
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: first.paid.razorpay_payment_id,
            order_id: second.order_detail.order_id,
            amount: second.order_detail.amount,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const webhook = await sendWebhook(ctx, body, `replay${second.order_detail.id}`);
    expect(webhook.statusCode).toBe(200);
    expect((await orderRow(second.order_detail.id)).status).toBe('initiated');
  });

  it('an amount that does not match the order grants nothing', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    const paid = await payInCheckout(ctx, order);
    await ctx.database.db
      .update(paymentSandboxPayments)
      .set({ amount: 100 })
      .where(eq(paymentSandboxPayments.id, paid.razorpay_payment_id));
    const patched = await patchOrder(ctx, user, successPatch(order, paid));
    expect(patched.statusCode).toBe(400);
    const body = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: {
        payment: {
          entity: {
            id: paid.razorpay_payment_id,
            order_id: order.order_detail.order_id,
            amount: 100,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    expect((await sendWebhook(ctx, body, `mismatch${order.order_detail.id}`)).statusCode).toBe(200);
    expect((await orderRow(order.order_detail.id)).status).toBe('initiated');
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(0);
  });

  it('a forged or unsigned webhook is refused with 400', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'order.paid', payload: {} });
    expect((await sendWebhook(ctx, body, 'forged1', 'not-the-secret')).statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/payments/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: 'Invalid webhook signature' });
  });

  it('a failed payment grants nothing; the order is failed and a later success on it still grants', async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer();
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    const failure = await ctx.app.inject({
      method: 'POST',
      url: '/backend/sandbox/razorpay/checkout/pay',
      payload: {
        key_id: order.key_id,
        order_id: order.order_detail.order_id,
        outcome: 'failure',
        reason: 'card_declined',
      },
    });
    expect(failure.statusCode).toBe(400);
    const error = failure.json().error;
    const patched = await patchOrder(ctx, user, {
      id: order.order_detail.id,
      payment_status: 'failed',
      payment_id: error.metadata.payment_id,
      reason: error.description,
    });
    expect(patched.json()).toEqual({ message: ORDER_MESSAGES.failed, status: 'failed' });
    await deliverWebhooks(ctx);
    expect(await orderRow(order.order_detail.id)).toMatchObject({
      status: 'failed',
      failureReason: error.description,
    });
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(0);

    const paid = await payInCheckout(ctx, order);
    expect((await patchOrder(ctx, user, successPatch(order, paid))).json().status).toBe('successful');
    const late = await patchOrder(ctx, user, { id: order.order_detail.id, payment_status: 'failed' });
    expect(late.json().status).toBe('successful');
  });

  it('a renewal extends from the current end', async () => {
    const group = await premiumGroup(ctx, admin, { plans: [{ period: 'Weekly', pricePaise: 9_900 }] });
    const user = await buyer();
    const first = await buyPlan(ctx, user, group.id, group.plans[0]!.id);
    const firstEnd = first.answer.membership.end_date;
    const renewal = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    expect(renewal.duration_detail!.start_date).toBe(firstEnd);
    const paid = await payInCheckout(ctx, renewal);
    const answer = (await patchOrder(ctx, user, successPatch(renewal, paid))).json();
    expect(answer.membership.start_date).toBe(firstEnd);
    expect(new Date(answer.membership.end_date).getTime() - new Date(firstEnd).getTime()).toBe(
      7 * 86_400_000,
    );
    expect((await memberRow(group.id, user.user_id))!.expiresAt!.toISOString()).toBe(
      answer.membership.end_date,
    );
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(2);
  });
});

describe('the sandbox orders API over HTTP', () => {
  it('needs the key pair, then answers the order and its payments as Razorpay does', async () => {
    const { keyId, keySecret } = await loadSandboxCredentials(ctx.database.db);
    const basic = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    const create = (authorization: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/sandbox/razorpay/v1/orders',
        headers: { authorization },
        payload: { amount: 29_900, currency: 'INR', receipt: `http_${Date.now()}` },
      });
    const refused = await create(`Basic ${Buffer.from(`${keyId}:wrong`).toString('base64')}`);
    expect(refused.statusCode).toBe(401);

    const created = await create(basic);
    expect(created.statusCode).toBe(200);
    const order = created.json();
    expect(order).toMatchObject({ entity: 'order', amount: 29_900, status: 'created' });
    expect(order.id).toMatch(PROVIDER_ID_PATTERNS.order);

    const read = (suffix: string, authorization = basic) =>
      ctx.app.inject({
        url: `/backend/sandbox/razorpay/v1/orders/${order.id}${suffix}`,
        headers: { authorization },
      });
    expect((await read('')).json()).toMatchObject({ id: order.id, amount: 29_900 });
    expect((await read('/payments')).json()).toMatchObject({ entity: 'collection', count: 0, items: [] });
    expect((await read('', 'Basic nobody')).statusCode).toBe(401);
  });
});

describe('notify-{product}-payments', () => {
  const notify = (user: Session, product: string, amount: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/backend/api/notify-${product}-payments/`,
      headers: bearer(user.token.access),
      payload: { user_id: 1, service: product, status: 'successful', amount },
    });

  it("grants only what the provider shows captured for the caller's own order, once", async () => {
    const group = await premiumGroup(ctx, admin);
    const user = await buyer('Notifying Buyer');
    const order = await orderFor(ctx, user, group.id, group.plans[0]!.id);
    const amount = order.order_detail.amount;

    // Before any payment the provider has nothing captured: nothing is granted.
    const early = await notify(user, 'group', amount);
    expect(early.json()).toEqual({ message: ORDER_MESSAGES.notCaptured, status: 'initiated' });
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(0);

    // Paid in the checkout, but the browser's handler never reached us: the notice reconciles it.
    await payInCheckout(ctx, order);
    const other = await buyer('Someone Else');
    expect((await notify(other, 'group', amount)).statusCode).toBe(404);
    const first = await notify(user, 'group', amount);
    expect(first.json()).toMatchObject({ message: ORDER_MESSAGES.successful, status: 'successful' });
    const again = await notify(user, 'group', amount);
    expect(again.json()).toEqual(first.json());
    expect(await subscriptionsOf(ctx, user.user_id)).toHaveLength(1);
    const credits = (await ledgerOf(ctx, admin.user_id)).filter(
      (entry) => entry.paymentOrderId === order.order_detail.id,
    );
    expect(credits).toHaveLength(1);
  });

  it('refuses products that are not sold and amounts that are not paise', async () => {
    const user = await buyer('Telegram Fan');
    const telegram = await notify(user, 'telegram', 49_900);
    expect(telegram.statusCode).toBe(400);
    expect(telegram.json()).toEqual({ message: 'Payments for telegram are not offered yet' });
    expect((await notify(user, 'group', 0)).statusCode).toBe(400);
  });
});
