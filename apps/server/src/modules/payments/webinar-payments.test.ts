/**
 * Paid webinars (issue 31; groups-and-payments.md §4 "Webinar payment", §7): the order priced by the
 * server (create-webinar-payment), the checkout's outcome (update-webinar-payment, payment_data.status),
 * the browser's notice (notify-webinar-payments), and the registration the ONE grant makes; the
 * forbidden paths; the free flow untouched.
 */
import { ORDER_MESSAGES, WEBINAR_MESSAGES, type Webinar } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { uniquePhone } from '../../../test/unique.ts';
import { notifications, paymentOrders, webinarRegistrations } from '../../db/schema/index.ts';
import {
  insertWebinar,
  MEETING,
  registrationsOf,
  updateWebinarPayment,
  webinarOrderFor,
  webinarOrderRequest,
} from './learning-payments.fixtures.ts';
import {
  buyPlan,
  createPaymentsTestApp,
  deliverWebhooks,
  ledgerOf,
  payInCheckout,
  premiumGroup,
  successPatch,
} from './payments.fixtures.ts';

const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let host: Session;
let buyer: Session;
let other: Session;

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  [host, buyer, other] = await Promise.all([
    signInWithProfile(ctx.app, 'Webinar Host'),
    signInWithProfile(ctx.app, 'Priya Buyer'),
    signInWithProfile(ctx.app, 'Other Person'),
  ]);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function listed(user: Session, webinarId: number): Promise<Webinar> {
  const response = await ctx.app.inject({
    url: '/backend/trending/get-webinar/',
    headers: bearer(user.token.access),
  });
  expect(response.statusCode).toBe(200);
  return response.json().message.find((webinar: Webinar) => webinar.id === webinarId);
}

const ordersOf = (userId: number) =>
  db().select().from(paymentOrders).where(eq(paymentOrders.userId, userId));

describe('create-webinar-payment: who may order, and what', () => {
  it('asks a guest to sign in before looking at the body (401, even for a malformed one)', async () => {
    const webinar = await insertWebinar(ctx, host);
    for (const payload of [{ webinar: webinar.id }, { webinar: 'nope' }]) {
      const response = await webinarOrderRequest(ctx, null, payload);
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a malformed or unknown webinar (400, 404) and orders nothing', async () => {
    const before = (await ordersOf(other.user_id)).length;
    for (const webinar of ['abc', 0, 2_147_483_648]) {
      const malformed = await webinarOrderRequest(ctx, other, { webinar });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('webinar must be a webinar id');
    }
    const unknown = await webinarOrderRequest(ctx, other, { webinar: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: WEBINAR_MESSAGES.notFound });
    expect(await ordersOf(other.user_id)).toHaveLength(before);
  });

  it("refuses the owner's own, a closed and a free webinar with a clear 400", async () => {
    const own = await insertWebinar(ctx, host);
    const closed = await insertWebinar(ctx, host, { startsAt: new Date(Date.now() - 3 * HOUR) });
    const free = await insertWebinar(ctx, host, { pricePaise: 0 });
    const cases: [Session, number, string][] = [
      [host, own.id, WEBINAR_MESSAGES.ownWebinar],
      [other, closed.id, WEBINAR_MESSAGES.closed],
      [other, free.id, ORDER_MESSAGES.freeWebinar],
    ];
    for (const [caller, webinarId, message] of cases) {
      const response = await webinarOrderRequest(ctx, caller, { webinar: webinarId });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await ordersOf(host.user_id)).toHaveLength(0);
  });

  it('answers the order priced by the server, for the checkout', async () => {
    const webinar = await insertWebinar(ctx, host, { pricePaise: 29_900, title: 'Priced by server' });
    const order = await webinarOrderFor(ctx, other, webinar.id);
    expect(order.order_detail).toMatchObject({
      id: expect.any(Number),
      order_id: expect.stringMatching(/^order_/),
      amount: 29_900,
      total_price: 299,
      currency: 'INR',
      status: 'initiated',
      webinar_detail: { id: webinar.id, title: 'Priced by server', owner: { id: host.user_id } },
    });
    expect(order.prefill.name).toBe('Other Person');
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.order_detail.id));
    expect(row).toMatchObject({
      product: 'webinar',
      webinarId: webinar.id,
      payeeUserId: host.user_id,
      amountPaise: 29_900,
      groupId: null,
      reportId: null,
    });
  });
});

describe('paying for a webinar', () => {
  it('registers the buyer once with their profile name and phone, reveals the link and credits the host', async () => {
    const webinar = await insertWebinar(ctx, host, { pricePaise: 50_000 });
    const before = await listed(buyer, webinar.id);
    expect(before).toMatchObject({ is_registered: false, joining_link: null, is_free: false, price: 500 });

    const order = await webinarOrderFor(ctx, buyer, webinar.id);
    const paid = await payInCheckout(ctx, order);
    const response = await updateWebinarPayment(ctx, buyer, {
      ...successPatch(order, paid),
      order_id: order.order_detail.order_id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: ORDER_MESSAGES.successful,
      status: 'successful',
      webinar_id: webinar.id,
      payment_data: { status: 'successful' },
    });

    const [registration, ...more] = await registrationsOf(ctx, webinar.id);
    expect(more).toHaveLength(0);
    expect(registration).toMatchObject({
      userId: buyer.user_id,
      name: 'Priya Buyer',
      phone: buyer.phone,
      paymentOrderId: order.order_detail.id,
    });
    expect(await listed(buyer, webinar.id)).toMatchObject({ is_registered: true, joining_link: MEETING });

    const [orderRow] = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.order_detail.id));
    expect(orderRow!.feePaise! + orderRow!.payablePaise!).toBe(50_000);
    expect(orderRow!.feePaise).toBe(5_000);
    const credits = (await ledgerOf(ctx, host.user_id)).filter(
      (entry) => entry.paymentOrderId === order.order_detail.id,
    );
    expect(credits.map((entry) => entry.amountPaise)).toEqual([orderRow!.payablePaise]);

    // The same outcome again, and the webhooks after it, change nothing.
    const again = await updateWebinarPayment(ctx, buyer, successPatch(order, paid));
    expect(again.json().payment_data).toEqual({ status: 'successful' });
    await deliverWebhooks(ctx);
    expect(await registrationsOf(ctx, webinar.id)).toHaveLength(1);
    expect(
      (await ledgerOf(ctx, host.user_id)).filter((entry) => entry.paymentOrderId === order.order_detail.id),
    ).toHaveLength(1);

    await eventsApplied(ctx.app);
    const told = await db().select().from(notifications).where(eq(notifications.recipientId, host.user_id));
    expect(told.map((row) => row.notificationText)).toContain('Priya Buyer paid ₹500.00 for your webinar');

    // Registered now: another order is refused.
    const refused = await webinarOrderRequest(ctx, buyer, { webinar: webinar.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: WEBINAR_MESSAGES.alreadyRegistered });
  });

  it('refuses an order by someone already registered', async () => {
    const webinar = await insertWebinar(ctx, host);
    await db()
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, userId: other.user_id, name: 'Other Person', phone: null });
    const response = await webinarOrderRequest(ctx, other, { webinar: webinar.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: WEBINAR_MESSAGES.alreadyRegistered });
  });

  it('refuses a wrong order_id, another buyer’s order and a group order, granting nothing', async () => {
    const webinar = await insertWebinar(ctx, host);
    const order = await webinarOrderFor(ctx, other, webinar.id);
    const paid = await payInCheckout(ctx, order);

    const wrongProviderOrder = await updateWebinarPayment(ctx, other, {
      ...successPatch(order, paid),
      order_id: 'order_someoneelse',
    });
    expect(wrongProviderOrder.statusCode).toBe(400);
    expect(wrongProviderOrder.json()).toEqual({ message: ORDER_MESSAGES.orderIdMismatch });

    const notTheirs = await updateWebinarPayment(ctx, buyer, successPatch(order, paid));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: ORDER_MESSAGES.orderNotFound });

    const unknown = await updateWebinarPayment(ctx, other, {
      ...successPatch(order, paid),
      id: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(404);

    const badSignature = await updateWebinarPayment(ctx, other, {
      ...successPatch(order, paid),
      payment_signature: 'f'.repeat(64),
    });
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json()).toEqual({ message: ORDER_MESSAGES.notVerified });

    // A group's order is not a webinar's: order-payment's PATCH is its way.
    const admin = await signInWithProfile(ctx.app, 'Group Admin');
    const group = await premiumGroup(ctx, admin);
    const bought = await buyPlan(ctx, other, group.id, group.plans[0]!.id);
    const groupOrder = await updateWebinarPayment(ctx, other, successPatch(bought.order, bought.paid));
    expect(groupOrder.statusCode).toBe(404);

    expect(await registrationsOf(ctx, webinar.id)).toHaveLength(0);
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.order_detail.id));
    expect(row!.status).toBe('initiated');
  });

  it('asks a guest to sign in before the outcome’s body (401)', async () => {
    const response = await updateWebinarPayment(ctx, null, { id: 'x' });
    expect(response.statusCode).toBe(401);
  });

  it('records a failed checkout: payment_data.status failed, no registration', async () => {
    const webinar = await insertWebinar(ctx, host);
    const order = await webinarOrderFor(ctx, other, webinar.id);
    const response = await updateWebinarPayment(ctx, other, {
      id: order.order_detail.id,
      order_id: order.order_detail.order_id,
      payment_status: 'failed',
      reason: 'payment_cancelled',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'failed', payment_data: { status: 'failed' } });
    expect(await registrationsOf(ctx, webinar.id)).toHaveLength(0);
  });

  it('grants through notify-webinar-payments when the browser’s outcome went missing', async () => {
    const webinar = await insertWebinar(ctx, host, { pricePaise: 31_100 });
    const order = await webinarOrderFor(ctx, other, webinar.id);
    await payInCheckout(ctx, order);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/notify-webinar-payments/',
      headers: bearer(other.token.access),
      remoteAddress: uniqueIp(),
      payload: { user_id: other.user_id, service: 'webinar', status: 'captured', amount: 31_100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'successful', webinar_id: webinar.id });
    const registrations = await registrationsOf(ctx, webinar.id);
    expect(registrations.map((row) => row.paymentOrderId)).toEqual([order.order_detail.id]);
  });

  it('seats a buyer whose phone a guest registered with, without the phone', async () => {
    const phone = uniquePhone();
    const caller = (await createUser(ctx.app, { name: 'Shared Phone', phone })) as Session;
    const webinar = await insertWebinar(ctx, host);
    await db()
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, userId: null, name: 'A guest', phone });
    const order = await webinarOrderFor(ctx, caller, webinar.id);
    const paid = await payInCheckout(ctx, order);
    const response = await updateWebinarPayment(ctx, caller, successPatch(order, paid));
    expect(response.statusCode, response.body).toBe(200);
    const mine = (await registrationsOf(ctx, webinar.id)).filter((row) => row.userId === caller.user_id);
    expect(mine).toEqual([expect.objectContaining({ phone: null, paymentOrderId: order.order_detail.id })]);
    expect(await listed(caller, webinar.id)).toMatchObject({ is_registered: true, joining_link: MEETING });
  });
});

describe('the free flow keeps working', () => {
  it('registers for a free webinar in one click and still refuses a paid one there', async () => {
    const free = await insertWebinar(ctx, host, { pricePaise: 0 });
    const paid = await insertWebinar(ctx, host);
    const register = (webinarId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/trending/register-webinar/',
        headers: bearer(other.token.access),
        payload: { webinar: webinarId },
      });
    const ok = await register(free.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().webinar).toMatchObject({ is_registered: true, joining_link: MEETING });
    const refused = await register(paid.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WEBINAR_MESSAGES.paid);
    const [row] = (await registrationsOf(ctx, free.id)).filter((r) => r.userId === other.user_id);
    expect(row!.paymentOrderId).toBeNull();
  });
});
