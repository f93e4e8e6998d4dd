/**
 * The ONE grant for paid webinars, videos and playlists under concurrency (issue 31): for each
 * payment, two success PATCHes and its webhooks all at once make one registration or one purchase,
 * one ledger credit, and the ledger adds up. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { OrderAnswer } from '@tradecircle/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { paymentOrders, videoPurchases, webinarRegistrations } from '../../db/schema/index.ts';
import {
  insertPlaylist,
  insertVideo,
  insertWebinar,
  updateWebinarPayment,
  videoOrderFor,
  webinarOrderFor,
} from './learning-payments.fixtures.ts';
import {
  type CheckoutSuccess,
  createPaymentsTestApp,
  ledgerOf,
  patchOrder,
  payInCheckout,
  sendWebhook,
  successPatch,
} from './payments.fixtures.ts';

const BUYERS = 6;

let ctx: TestContext;
let expert: Session;
let buyers: Session[];

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  expert = await signInWithProfile(ctx.app, 'Learning Expert');
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, n) => signInWithProfile(ctx.app, `Learner ${n}`)),
  );
});
afterAll(() => ctx.close());

type Paid = { buyer: Session; order: OrderAnswer; checkout: CheckoutSuccess };

/** Every paid order's two PATCHes (through `patch`) and every webhook of its payment, all at once. */
async function grantAllAtOnce(paid: Paid[], patch: (entry: Paid) => ReturnType<typeof patchOrder>) {
  const webhooks = (
    await Promise.all(
      paid.map(({ order }) => ctx.app.payments.sandbox!.webhooks.ofOrder(order.order_detail.order_id)),
    )
  ).flat();
  expect(webhooks).toHaveLength(2 * paid.length);
  const answers = await Promise.all([
    ...paid.flatMap((entry) => [patch(entry), patch(entry)]),
    ...webhooks.map((webhook) => sendWebhook(ctx, webhook.body, webhook.eventId)),
  ]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
}

/** Each order successful once, fee + share = amount, one credit each, and the credits sum the shares. */
async function expectLedgerAddsUp(orderIds: number[]) {
  const orders = await ctx.database.db
    .select()
    .from(paymentOrders)
    .where(inArray(paymentOrders.id, orderIds));
  expect(orders.map((order) => order.status)).toEqual(orderIds.map(() => 'successful'));
  for (const order of orders) expect(order.feePaise! + order.payablePaise!).toBe(order.amountPaise);
  const credits = (await ledgerOf(ctx, expert.user_id)).filter((entry) =>
    orderIds.includes(entry.paymentOrderId ?? -1),
  );
  expect(credits).toHaveLength(orderIds.length);
  expect(credits.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(
    orders.reduce((sum, order) => sum + order.payablePaise!, 0),
  );
}

describe('granting learning purchases at once', () => {
  it('a paid webinar: two update-webinar-payment calls and the webhooks per buyer → one registration each', async () => {
    const webinar = await insertWebinar(ctx, expert, { pricePaise: 33_333 });
    const paid = await Promise.all(
      buyers.map(async (buyer): Promise<Paid> => {
        const order = await webinarOrderFor(ctx, buyer, webinar.id);
        return { buyer, order, checkout: await payInCheckout(ctx, order) };
      }),
    );
    await grantAllAtOnce(paid, ({ buyer, order, checkout }) =>
      updateWebinarPayment(ctx, buyer, {
        ...successPatch(order, checkout),
        order_id: order.order_detail.order_id,
      }),
    );
    const orderIds = paid.map(({ order }) => order.order_detail.id);
    const registrations = await ctx.database.db
      .select()
      .from(webinarRegistrations)
      .where(inArray(webinarRegistrations.paymentOrderId, orderIds));
    expect(registrations).toHaveLength(BUYERS);
    expect(new Set(registrations.map((row) => row.userId)).size).toBe(BUYERS);
    await expectLedgerAddsUp(orderIds);
  });

  it('videos and a playlist: two order-payment PATCHes and the webhooks per buyer → one purchase each', async () => {
    const video = await insertVideo(ctx, expert, { title: 'Concurrent video', pricePaise: 12_345 });
    const playlist = await insertPlaylist(ctx, expert, { title: 'Concurrent playlist', pricePaise: 67_891 });
    const paid = await Promise.all(
      buyers.map(async (buyer, n): Promise<Paid> => {
        const order = await videoOrderFor(
          ctx,
          buyer,
          n % 2 === 0 ? { video: video.id } : { playlist: playlist.id },
        );
        return { buyer, order, checkout: await payInCheckout(ctx, order) };
      }),
    );
    await grantAllAtOnce(paid, ({ buyer, order, checkout }) =>
      patchOrder(ctx, buyer, successPatch(order, checkout)),
    );
    const orderIds = paid.map(({ order }) => order.order_detail.id);
    const purchases = await ctx.database.db
      .select()
      .from(videoPurchases)
      .where(inArray(videoPurchases.paymentOrderId, orderIds));
    expect(purchases).toHaveLength(BUYERS);
    expect(purchases.filter((row) => row.videoId === video.id)).toHaveLength(BUYERS / 2);
    expect(purchases.filter((row) => row.playlistId === playlist.id)).toHaveLength(BUYERS / 2);
    await expectLedgerAddsUp(orderIds);
  });
});
