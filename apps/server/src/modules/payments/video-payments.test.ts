/**
 * Buying a video or a whole playlist (issue 31): the order (video/video-payment/, priced by the
 * server: Verified only, not one's own, not free, not already bought), the outcome through
 * order-payment's PATCH or the webhooks, the purchase the ONE grant records; and the Videos tabs of
 * Transactions (video-transaction-history) and My Memberships (video-subscriptions).
 */
import { ORDER_MESSAGES, type OrderAnswer } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { notifications, paymentOrders } from '../../db/schema/index.ts';
import {
  insertPlaylist,
  insertVideo,
  videoOrderFor,
  videoOrderRequest,
  videoPurchasesOf,
} from './learning-payments.fixtures.ts';
import {
  buyPlan,
  createPaymentsTestApp,
  deliverWebhooks,
  givePayoutInfo,
  ledgerOf,
  patchOrder,
  payInCheckout,
  premiumGroup,
  successPatch,
} from './payments.fixtures.ts';

let ctx: TestContext;
let teacher: Session;
let student: Session;
let other: Session;

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  [teacher, student, other] = await Promise.all([
    signInWithProfile(ctx.app, 'Video Teacher'),
    signInWithProfile(ctx.app, 'Sita Student'),
    signInWithProfile(ctx.app, 'Other Viewer'),
  ]);
  await givePayoutInfo(ctx, teacher.user_id);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function pay(buyer: Session, order: OrderAnswer) {
  const paid = await payInCheckout(ctx, order);
  const response = await patchOrder(ctx, buyer, successPatch(order, paid));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const get = (user: Session, url: string) => ctx.app.inject({ url, headers: bearer(user.token.access) });

describe('video-payment: who may order, and what', () => {
  it('asks a guest to sign in before looking at the body (401, even for a malformed one)', async () => {
    const video = await insertVideo(ctx, teacher);
    for (const payload of [{ video: video.id }, { video: 'x', playlist: 'y' }]) {
      expect((await videoOrderRequest(ctx, null, payload)).statusCode).toBe(401);
    }
  });

  it('needs exactly one of video and playlist (400)', async () => {
    for (const payload of [{}, { video: 1, playlist: 1 }]) {
      const response = await videoOrderRequest(ctx, student, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ORDER_MESSAGES.nameOneProduct);
    }
    for (const payload of [{ video: 'abc' }, { video: 2_147_483_648 }, { playlist: -1 }]) {
      const malformed = await videoOrderRequest(ctx, student, payload);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(
        'video' in payload ? 'video must be a video id' : 'playlist must be a playlist id',
      );
    }
  });

  it('hides unknown and unverified videos and playlists (404) and refuses own and free ones (400)', async () => {
    const pending = await insertVideo(ctx, teacher, { status: 'Pending', title: 'Pending one' });
    const rejected = await insertVideo(ctx, teacher, { status: 'Rejected', title: 'Rejected one' });
    const free = await insertVideo(ctx, teacher, { pricePaise: null, title: 'Free one' });
    const pendingPlaylist = await insertPlaylist(ctx, teacher, { status: 'Pending' });
    const freePlaylist = await insertPlaylist(ctx, teacher, { pricePaise: null });
    const own = await insertVideo(ctx, teacher, { title: 'Own one' });
    const ownPlaylist = await insertPlaylist(ctx, teacher);
    const cases: [Session, object, number, string][] = [
      [student, { video: 2_000_000_000 }, 404, ORDER_MESSAGES.videoNotFound],
      [student, { video: pending.id }, 404, ORDER_MESSAGES.videoNotFound],
      [student, { video: rejected.id }, 404, ORDER_MESSAGES.videoNotFound],
      [student, { playlist: pendingPlaylist.id }, 404, ORDER_MESSAGES.playlistNotFound],
      [student, { playlist: 2_000_000_000 }, 404, ORDER_MESSAGES.playlistNotFound],
      [student, { video: free.id }, 400, ORDER_MESSAGES.freeVideo],
      [student, { playlist: freePlaylist.id }, 400, ORDER_MESSAGES.freePlaylist],
      [teacher, { video: own.id }, 400, ORDER_MESSAGES.ownVideo],
      [teacher, { video: pending.id }, 400, ORDER_MESSAGES.ownVideo],
      [teacher, { playlist: ownPlaylist.id }, 400, ORDER_MESSAGES.ownPlaylist],
    ];
    for (const [caller, payload, status, message] of cases) {
      const response = await videoOrderRequest(ctx, caller, payload);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    const orders = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.payeeUserId, teacher.user_id));
    expect(orders).toHaveLength(0);
  });
});

describe('buying a video', () => {
  it('orders at the server’s price, grants the purchase once and credits the teacher', async () => {
    const video = await insertVideo(ctx, teacher, { pricePaise: 14_900, title: 'Price action' });
    const order = await videoOrderFor(ctx, student, { video: video.id });
    expect(order.order_detail).toMatchObject({
      amount: 14_900,
      total_price: 149,
      status: 'initiated',
      video_detail: { id: video.id, title: 'Price action', thumbnail: null },
    });
    const answer = await pay(student, order);
    expect(answer).toEqual({ message: ORDER_MESSAGES.successful, status: 'successful', video_id: video.id });
    await deliverWebhooks(ctx);

    const purchases = (await videoPurchasesOf(ctx, student.user_id)).filter(
      (row) => row.videoId === video.id,
    );
    expect(purchases).toEqual([
      expect.objectContaining({ paymentOrderId: order.order_detail.id, playlistId: null }),
    ]);
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.order_detail.id));
    expect(row).toMatchObject({ product: 'video', videoId: video.id, payeeUserId: teacher.user_id });
    expect(row!.feePaise! + row!.payablePaise!).toBe(14_900);
    const credits = (await ledgerOf(ctx, teacher.user_id)).filter(
      (entry) => entry.paymentOrderId === order.order_detail.id,
    );
    expect(credits.map((entry) => entry.amountPaise)).toEqual([row!.payablePaise]);

    const again = await videoOrderRequest(ctx, student, { video: video.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ORDER_MESSAGES.videoBought });
  });

  it('refuses the outcome of an order that is not the caller’s (404), granting nothing', async () => {
    const video = await insertVideo(ctx, teacher, { title: 'Not yours' });
    const order = await videoOrderFor(ctx, other, { video: video.id });
    const paid = await payInCheckout(ctx, order);
    const response = await patchOrder(ctx, student, successPatch(order, paid));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    expect(
      (await videoPurchasesOf(ctx, other.user_id)).filter((row) => row.videoId === video.id),
    ).toHaveLength(0);
  });
});

describe('buying a playlist', () => {
  it('grants through the webhook alone, and then its videos count as bought', async () => {
    const playlist = await insertPlaylist(ctx, teacher, { title: 'Options course', pricePaise: 99_900 });
    const lesson = await insertVideo(ctx, teacher, { title: 'Lesson one', playlistId: playlist.id });
    const order = await videoOrderFor(ctx, other, { playlist: playlist.id });
    expect(order.order_detail).toMatchObject({
      amount: 99_900,
      playlist_detail: { id: playlist.id, name: 'Options course' },
    });
    await payInCheckout(ctx, order);
    await deliverWebhooks(ctx);
    const purchases = (await videoPurchasesOf(ctx, other.user_id)).filter(
      (row) => row.playlistId === playlist.id,
    );
    expect(purchases).toEqual([
      expect.objectContaining({ paymentOrderId: order.order_detail.id, videoId: null }),
    ]);
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.order_detail.id));
    expect(row!.status).toBe('successful');

    const playlistAgain = await videoOrderRequest(ctx, other, { playlist: playlist.id });
    expect(playlistAgain.json()).toEqual({ message: ORDER_MESSAGES.playlistBought });
    const lessonAlone = await videoOrderRequest(ctx, other, { video: lesson.id });
    expect(lessonAlone.statusCode).toBe(400);
    expect(lessonAlone.json()).toEqual({ message: ORDER_MESSAGES.videoBought });
  });
});

describe('the Videos tabs', () => {
  let seller: Session;
  let buyer: Session;
  let video: Awaited<ReturnType<typeof insertVideo>>;
  let playlist: Awaited<ReturnType<typeof insertPlaylist>>;
  let videoOrder: OrderAnswer;
  let playlistOrder: OrderAnswer;
  let unpaid: OrderAnswer;

  beforeAll(async () => {
    [seller, buyer] = await Promise.all([
      signInWithProfile(ctx.app, 'Tab Seller'),
      signInWithProfile(ctx.app, 'Tab Buyer'),
    ]);
    await givePayoutInfo(ctx, seller.user_id);
    video = await insertVideo(ctx, seller, { title: 'Tab video', pricePaise: 20_000 });
    playlist = await insertPlaylist(ctx, seller, { title: 'Tab playlist', pricePaise: 50_000 });
    const spare = await insertVideo(ctx, seller, { title: 'Spare video', pricePaise: 10_000 });
    videoOrder = await videoOrderFor(ctx, buyer, { video: video.id });
    await pay(buyer, videoOrder);
    playlistOrder = await videoOrderFor(ctx, buyer, { playlist: playlist.id });
    await pay(buyer, playlistOrder);
    unpaid = await videoOrderFor(ctx, buyer, { video: spare.id });
    // A group sale of the same seller belongs to the Groups tab only.
    const group = await premiumGroup(ctx, seller);
    await buyPlan(ctx, buyer, group.id, group.plans[0]!.id);
  });

  it("video-transaction-history lists the seller's video and playlist sales, newest first", async () => {
    const response = await get(
      seller,
      '/backend/api/video-transaction-history/?page_number=1&detail_count=10',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.page_info).toEqual({ page_number: 1, detail_count: 10, total_page: 1, total_count: 3 });
    expect(body.is_account).toEqual({ acc_info_id: expect.any(Number) });
    const [first, second, third] = body.transaction_list;
    expect(first).toMatchObject({
      id: unpaid.order_detail.id,
      subscription_type: 'video',
      payment_status: 'initiated',
      fee: null,
      payment_id: null,
    });
    expect(second).toEqual({
      id: playlistOrder.order_detail.id,
      payment_id: expect.stringMatching(/^pay_/),
      order_id: playlistOrder.order_detail.order_id,
      created: expect.any(String),
      subscription_type: 'playlist',
      video: null,
      playlist: { id: playlist.id, name: 'Tab playlist' },
      member_detail: { id: buyer.user_id, profile: { name: 'Tab Buyer' } },
      total_price: 500,
      fee: 50,
      payable_amount: 450,
      payment_status: 'successful',
    });
    expect(third).toMatchObject({
      id: videoOrder.order_detail.id,
      subscription_type: 'video',
      video: { id: video.id, title: 'Tab video' },
      playlist: null,
      total_price: 200,
      fee: 20,
      payable_amount: 180,
    });
  });

  it('filters by status and pages; other experts see none of it', async () => {
    const paid = await get(
      seller,
      '/backend/api/video-transaction-history/?status=successful&detail_count=5&page_number=1',
    );
    expect(paid.json().transaction_list.map((row: { id: number }) => row.id)).toEqual([
      playlistOrder.order_detail.id,
      videoOrder.order_detail.id,
    ]);
    const pageTwo = await get(seller, '/backend/api/video-transaction-history/?detail_count=5&page_number=2');
    expect(pageTwo.json().transaction_list).toEqual([]);
    const stranger = await get(other, '/backend/api/video-transaction-history/');
    expect(
      stranger
        .json()
        .transaction_list.every(
          (row: { id: number }) =>
            ![videoOrder, playlistOrder].some((order) => order.order_detail.id === row.id),
        ),
    ).toBe(true);
    const bad = await get(seller, '/backend/api/video-transaction-history/?detail_count=7');
    expect(bad.statusCode).toBe(400);
  });

  it('the Groups tab keeps group sales and leaves video sales out', async () => {
    const response = await get(seller, '/backend/api/transaction-history/?detail_count=50');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().transaction_history as { id: number; product: string }[];
    expect(rows.map((row) => row.product)).toEqual(['group']);
  });

  it("video-subscriptions lists the buyer's paid videos and playlists, Active, with counts", async () => {
    const response = await get(buyer, '/backend/api/video-subscriptions/?page_number=1&detail_count=12');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toEqual({ active: 2, expired: 0 });
    expect(body.page_info).toMatchObject({ total_count: 2, total_page: 1 });
    expect(body.membership).toEqual([
      {
        id: playlistOrder.order_detail.id,
        subscription_type: 'playlist',
        video: null,
        playlist: { id: playlist.id, name: 'Tab playlist', thumbnail: null },
        owner: { id: seller.user_id, name: 'Tab Seller' },
        start_date: expect.any(String),
        end_date: null,
        status: 'Active',
        total_price: 500,
        payment_id: expect.stringMatching(/^pay_/),
      },
      expect.objectContaining({
        id: videoOrder.order_detail.id,
        subscription_type: 'video',
        video: { id: video.id, title: 'Tab video', thumbnail: null },
        playlist: null,
      }),
    ]);
    const active = await get(buyer, '/backend/api/video-subscriptions/?status=Active');
    expect(active.json().membership).toHaveLength(2);
    const expired = await get(buyer, '/backend/api/video-subscriptions/?status=Expired');
    expect(expired.json()).toMatchObject({ membership: [], count: { active: 2, expired: 0 } });
    const seller_ = await get(seller, '/backend/api/video-subscriptions/');
    expect(seller_.json().membership).toEqual([]);
  });

  it('needs a signed-in caller (401)', async () => {
    for (const url of ['/backend/api/video-subscriptions/', '/backend/api/video-transaction-history/']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('the payee is told', () => {
  it('of a video and a playlist sale (payment_received), in its words', async () => {
    const seller = await signInWithProfile(ctx.app, 'Told Seller');
    const buyer = await signInWithProfile(ctx.app, 'Told Buyer');
    const video = await insertVideo(ctx, seller, { title: 'Told video', pricePaise: 25_000 });
    const playlist = await insertPlaylist(ctx, seller, { title: 'Told playlist', pricePaise: 75_000 });
    await pay(buyer, await videoOrderFor(ctx, buyer, { video: video.id }));
    await pay(buyer, await videoOrderFor(ctx, buyer, { playlist: playlist.id }));
    await eventsApplied(ctx.app);
    const rows = await db().select().from(notifications).where(eq(notifications.recipientId, seller.user_id));
    expect(
      rows
        .filter((row) => row.notificationType === 'payment_received')
        .map((row) => row.notificationText)
        .sort(),
    ).toEqual(['Told Buyer paid ₹250.00 for your video', 'Told Buyer paid ₹750.00 for your playlist']);
  });
});
