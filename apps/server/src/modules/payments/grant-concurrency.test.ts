/**
 * Many buyers of one Premium group paying at once (issue 27, point 1): every grant locks the group
 * row to recount its members, so the grants of one group take turns. They must take their locks in
 * one order (payment order, then group, then the rows that reference the group): PostgreSQL answered
 * ten simultaneous success callbacks with deadlocks (500) before. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import type { OrderAnswer } from '@tradecircle/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { groups, paymentOrders } from '../../db/schema/index.ts';
import {
  type CheckoutSuccess,
  createPaymentsTestApp,
  ledgerOf,
  orderFor,
  patchOrder,
  payInCheckout,
  premiumGroup,
  sendWebhook,
  successPatch,
} from './payments.fixtures.ts';
import { groupSubscriptions } from './payments.tables.ts';

const BUYERS = 50;

let ctx: TestContext;
let admin: Session;
let buyers: Session[];

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  admin = await signInWithProfile(ctx.app, 'Busy Group Admin');
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, n) => signInWithProfile(ctx.app, `Buyer ${n}`)),
  );
});
afterAll(() => ctx.close());

/** Each buyer orders the group's plan and pays in the checkout (nothing is granted yet). */
async function paidCheckouts(groupId: number, planId: number) {
  return Promise.all(
    buyers.map(async (buyer): Promise<{ buyer: Session; order: OrderAnswer; checkout: CheckoutSuccess }> => {
      const order = await orderFor(ctx, buyer, groupId, planId);
      return { buyer, order, checkout: await payInCheckout(ctx, order) };
    }),
  );
}

/** Every buyer is a member with one subscription, the counts say 50, and the ledger adds up. */
async function expectAllGranted(groupId: number, orderIds: number[]) {
  const orders = await ctx.database.db
    .select()
    .from(paymentOrders)
    .where(inArray(paymentOrders.id, orderIds));
  expect(orders.map((order) => order.status)).toEqual(orderIds.map(() => 'successful'));
  for (const order of orders) expect(order.feePaise! + order.payablePaise!).toBe(order.amountPaise);
  const subscriptions = await ctx.database.db
    .select()
    .from(groupSubscriptions)
    .where(eq(groupSubscriptions.groupId, groupId));
  expect(subscriptions).toHaveLength(BUYERS);
  expect(new Set(subscriptions.map((row) => row.userId)).size).toBe(BUYERS);
  const [group] = await ctx.database.db.select().from(groups).where(eq(groups.id, groupId));
  expect(group).toMatchObject({ participantsCount: BUYERS, activeGroupMembers: BUYERS });
  const credits = (await ledgerOf(ctx, admin.user_id)).filter((entry) =>
    orderIds.includes(entry.paymentOrderId ?? -1),
  );
  expect(credits).toHaveLength(BUYERS);
  expect(credits.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(
    orders.reduce((sum, order) => sum + order.payablePaise!, 0),
  );
}

describe('50 buyers of one Premium group paying at once', () => {
  it('their success callbacks, and both webhooks of every payment, all at once: each granted once, no 5xx', async () => {
    const group = await premiumGroup(ctx, admin);
    const paid = await paidCheckouts(group.id, group.plans[0]!.id);
    const webhooks = (
      await Promise.all(
        paid.map(({ order }) => ctx.app.payments.sandbox!.webhooks.ofOrder(order.order_detail.order_id)),
      )
    ).flat();
    expect(webhooks).toHaveLength(2 * BUYERS);
    const [callbacks, deliveries] = await Promise.all([
      Promise.all(
        paid.map(({ buyer, order, checkout }) => patchOrder(ctx, buyer, successPatch(order, checkout))),
      ),
      Promise.all(webhooks.map((webhook) => sendWebhook(ctx, webhook.body, webhook.eventId))),
    ]);
    for (const answer of [...callbacks, ...deliveries]) expect(answer.statusCode, answer.body).toBe(200);
    expect(callbacks.map((answer) => answer.json().status)).toEqual(paid.map(() => 'successful'));
    await expectAllGranted(
      group.id,
      paid.map(({ order }) => order.order_detail.id),
    );
  });
});
