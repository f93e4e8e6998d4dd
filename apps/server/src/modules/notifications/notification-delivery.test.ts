import {
  NOTIFICATIONS,
  type NotificationDeliveryBatch,
  NotificationFrameSchema,
  SECURITY_TICKS,
} from '@tradecircle/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  TEST_REDIS_URL,
  type TestContext,
  type TestDatabase,
} from '../../../test/support.ts';
import {
  buyTradeBody,
  ENTER_NOW,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import {
  engineCheckpoints,
  notificationCounters,
  notifications,
  outboxEvents,
} from '../../db/schema/index.ts';
import { everyAudience } from '../../notification-audiences.ts';
import { type NotificationWorker, startNotificationWorker } from './index.ts';

/*
 * Delivery: exactly once through crashes and replays, several workers, the engine's transitions, and
 * the live push. The app's own worker is stopped: each test runs the workers it needs.
 */

let database: TestDatabase;
const redisPrefix = randomRedisPrefix();
let ctx: TestContext;
let expert: Session;
let fans: Session[];
let stockId: number;
let price: number;
const workers: NotificationWorker[] = [];

const silentLog = { error: () => {}, warn: () => {} };

async function startWorker(
  options: { beforeCommit?: () => void; inlineDeliveries?: number } = {},
): Promise<NotificationWorker> {
  const worker = startNotificationWorker({
    database: ctx.database,
    bus: ctx.bus,
    log: silentLog,
    audiences: everyAudience,
    idlePollMs: 60_000,
    published: () => ctx.app.outboxRelay.drain(),
    ...options,
  });
  workers.push(worker);
  // On PostgreSQL the election is a query away; PGlite elects at once.
  for (let waited = 0; !worker.isLeader(); waited += 20) {
    if (waited > 5000) throw new Error('the worker was not elected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return worker;
}

async function stopWorker(worker: NotificationWorker) {
  await worker.stop();
  workers.splice(workers.indexOf(worker), 1);
}

/** A public Upcoming trade of the expert (25% above the live price, so the engine leaves it alone). */
async function postUpcoming(entry = price * 1.25): Promise<number> {
  const response = await postTrade(ctx.app, expert, buyTradeBody(stockId, entry));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function notificationsOfTrade(tradeId: number) {
  return ctx.database.db
    .select({ recipient: notifications.recipientId, type: notifications.notificationType })
    .from(notifications)
    .where(eq(notifications.tradeId, tradeId));
}

async function unreadOf(userIds: number[]) {
  const rows = await ctx.database.db
    .select()
    .from(notificationCounters)
    .where(inArray(notificationCounters.userId, userIds));
  return Object.fromEntries(rows.map((row) => [row.userId, row.unreadCount]));
}

async function pendingEvents() {
  return ctx.database.db.select().from(outboxEvents).where(isNull(outboxEvents.processedAt));
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  ctx = await createTestApp({ shared: { database, redisPrefix } });
  await ctx.app.notificationWorker.stop();
  [expert, ...fans] = await Promise.all([
    signInWithProfile(ctx.app, 'Nia Expert'),
    signInWithProfile(ctx.app, 'Fan One'),
    signInWithProfile(ctx.app, 'Fan Two'),
    signInWithProfile(ctx.app, 'Fan Three'),
  ]);
  for (const fan of fans) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: bearer(fan.token.access),
      payload: { to_follow_id: expert.user_id },
    });
    expect(response.statusCode).toBe(200);
  }
  stockId = (await findSecurity(ctx.database.db, 'TCS', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
  const worker = await startWorker();
  await worker.drain();
  await stopWorker(worker);
});
afterAll(async () => {
  for (const worker of [...workers]) await worker.stop();
  await ctx.close();
  await database.close();
});

describe('exactly once', () => {
  it('keeps the event through a worker killed between the change and the delivery; a new worker delivers it once', async () => {
    // The change commits with its outbox row while no worker runs.
    const tradeId = await postUpcoming();
    expect(await notificationsOfTrade(tradeId)).toEqual([]);
    expect((await pendingEvents()).map((row) => row.type)).toEqual(['trade.posted']);
    const unreadBefore = await unreadOf(fans.map((fan) => fan.user_id));

    // A worker dies inside its transaction, after writing the notifications, before the commit.
    let killed = 0;
    const dying = await startWorker({
      beforeCommit: () => {
        killed += 1;
        throw new Error('worker killed');
      },
    });
    await dying.drain();
    await stopWorker(dying);
    expect(killed).toBeGreaterThan(0);
    expect(await notificationsOfTrade(tradeId)).toEqual([]);
    expect(await unreadOf(fans.map((fan) => fan.user_id))).toEqual(unreadBefore);
    expect(await pendingEvents()).toHaveLength(1);

    // Its successor delivers exactly one per follower, and the counters move by one.
    const successor = await startWorker();
    await successor.drain();
    const delivered = await notificationsOfTrade(tradeId);
    expect(delivered.map((row) => row.recipient).sort()).toEqual(fans.map((fan) => fan.user_id).sort());
    expect(delivered.every((row) => row.type === 'new_trade')).toBe(true);
    const unreadAfter = await unreadOf(fans.map((fan) => fan.user_id));
    for (const fan of fans) expect(unreadAfter[fan.user_id]).toBe((unreadBefore[fan.user_id] ?? 0) + 1);
    expect(await pendingEvents()).toEqual([]);

    // The same outbox rows processed again (a crash after the commit's writes were not recorded, a
    // replay by hand): nothing is written twice and the counters stay.
    await ctx.database.db
      .update(outboxEvents)
      .set({ processedAt: null })
      .where(sql`${outboxEvents.payload} ->> 'tradeId' = ${String(tradeId)}`);
    expect(await pendingEvents()).toHaveLength(1);
    await successor.drain();
    await successor.drain();
    expect(await notificationsOfTrade(tradeId)).toHaveLength(fans.length);
    expect(await unreadOf(fans.map((fan) => fan.user_id))).toEqual(unreadAfter);
    expect(await pendingEvents()).toEqual([]);
    await stopWorker(successor);
  });

  it('applies each event once with two workers draining at the same time (two instances)', async () => {
    const tradeIds: number[] = [];
    for (let i = 0; i < 8; i++) tradeIds.push(await postUpcoming(price * (1.25 + i / 100)));
    const first = await startWorker();
    const second = startNotificationWorker({
      database: ctx.database,
      bus: ctx.bus,
      log: silentLog,
      audiences: everyAudience,
      published: () => ctx.app.outboxRelay.drain(),
    });
    workers.push(second);
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    // On PostgreSQL one leader drains (and SKIP LOCKED would keep a second off its rows); PGlite is one process.
    if (ctx.database.driver === 'postgres') expect(second.isLeader()).toBe(false);
    const rows = await ctx.database.db
      .select({ trade: notifications.tradeId, recipient: notifications.recipientId })
      .from(notifications)
      .where(inArray(notifications.tradeId, tradeIds));
    expect(rows).toHaveLength(tradeIds.length * fans.length);
    expect(new Set(rows.map((row) => `${row.trade}:${row.recipient}`)).size).toBe(rows.length);
    await stopWorker(second);
    await stopWorker(first);
  });

  it('applies events in order: a trade posted then deleted before any worker ran', async () => {
    const saver = fans[0]!;
    const tradeId = await postUpcoming(price * 1.4);
    const tab = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/tabs/',
      headers: bearer(saver.token.access),
      payload: { name: 'Order test', watchlist_type: 'trade' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: bearer(saver.token.access),
      payload: { watchlist: tab.json().id, trade: tradeId },
    });
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: bearer(expert.token.access),
      payload: { id: tradeId },
    });
    expect(deleted.statusCode).toBe(200);
    const worker = await startWorker();
    await worker.drain();
    // The posted event finds no trade (it is gone) and says nothing; the deletion reaches the saver.
    const rows = await ctx.database.db
      .select({ type: notifications.notificationType, text: notifications.notificationText })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, saver.user_id),
          eq(notifications.notificationType, 'trade_deleted'),
        ),
      );
    expect(rows).toEqual([{ type: 'trade_deleted', text: "Nia Expert's trade on TCS has been deleted" }]);
    await stopWorker(worker);
  });
});

describe('engine transitions', () => {
  it('tells the followers and the owner when the engine makes a trade Live and closes it', async () => {
    const worker = await startWorker();
    const entry = Math.round(price * 1.3);
    const response = await postTrade(
      ctx.app,
      expert,
      buyTradeBody(stockId, price, {
        entry_price: entry,
        stop_loss: Math.round(entry * 0.9),
        target_price: Math.round(entry * 1.1),
      }),
    );
    expect(response.statusCode).toBe(201);
    const tradeId: number = response.json().id;
    await ctx.app.tradeLifecycle.settled();
    await tickAt(entry);
    await tickAt(Math.round(entry * 1.1));
    await worker.drain();
    const rows = await notificationsOfTrade(tradeId);
    const typesOf = (userId: number) =>
      rows
        .filter((row) => row.recipient === userId)
        .map((row) => row.type)
        .sort();
    expect(typesOf(expert.user_id)).toEqual(['trade_active', 'trade_closed']);
    for (const fan of fans)
      expect(typesOf(fan.user_id)).toEqual(['new_trade', 'trade_active', 'trade_closed']);
    await stopWorker(worker);
  });
});

/** Scripts the simulator's next tick of the stock and waits for the engine to have processed it. */
async function tickAt(tickPrice: number) {
  let seen: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    seen = resolve;
  });
  const unsubscribe = await ctx.bus.subscribe(SECURITY_TICKS, (ticks) => {
    if (ticks.some((tick) => tick.pk === stockId && tick.fields.live_price === tickPrice)) seen();
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/dev/market/price',
    payload: { id: stockId, price: tickPrice },
  });
  expect(response.statusCode).toBe(200);
  await arrived;
  await unsubscribe();
  await expect
    .poll(async () => {
      const [row] = await ctx.database.db
        .select({ price: engineCheckpoints.price })
        .from(engineCheckpoints)
        .where(eq(engineCheckpoints.securityId, stockId));
      return row?.price;
    })
    .toBe(tickPrice);
  await ctx.app.tradeLifecycle.settled();
}

describe('live push', () => {
  /** Every frame a socket receives, parsed. */
  function inbox(socket: WebSocket) {
    const frames: { type?: string }[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (!Array.isArray(frame)) frames.push(frame);
    });
    return frames;
  }

  async function authenticated(session: Session) {
    const socket = await ctx.app.injectWS('/ws/security/');
    const frames = inbox(socket);
    socket.send(JSON.stringify({ type: 'auth', token: session.token.access }));
    await expect.poll(() => frames.some((frame) => frame.type === 'authenticated')).toBe(true);
    return { socket, frames };
  }

  it("pushes a new notification with the unread count to the recipient's sockets only", async () => {
    const worker = await startWorker();
    const fan = fans[1]!;
    const [fanTab, fanOtherTab, expertSocket] = await Promise.all([
      authenticated(fan),
      authenticated(fan),
      authenticated(expert),
    ]);
    const visitor = await ctx.app.injectWS('/ws/security/');
    const visitorFrames = inbox(visitor);
    try {
      const tradeId = await postUpcoming(price * 1.5);
      await worker.drain();
      const isNotification = (frame: { type?: string }) => frame.type === 'notification';
      await expect.poll(() => fanTab.frames.filter(isNotification).length).toBe(1);
      await expect.poll(() => fanOtherTab.frames.filter(isNotification).length).toBe(1);
      const frame = NotificationFrameSchema.parse(fanTab.frames.find(isNotification));
      const [stored] = await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.tradeId, tradeId), eq(notifications.recipientId, fan.user_id)));
      const [counter] = await ctx.database.db
        .select()
        .from(notificationCounters)
        .where(eq(notificationCounters.userId, fan.user_id));
      expect(frame).toEqual({
        type: 'notification',
        notification: {
          id: stored!.id,
          notification_type: 'new_trade',
          notification_text: 'Nia Expert posted a new trade on TCS',
          action_time: stored!.createdAt.toISOString(),
          read: false,
          follower_name: 'Nia Expert',
          follower_image: null,
          user_id: expert.user_id,
          trade: tradeId,
          group: null,
          group_name: null,
          group_request_status: null,
        },
        total_unread_count: counter!.unreadCount,
      });
      // The list answers the same notification.
      const list = await ctx.app.inject({
        url: `/backend/api/my-notifications/${fan.user_id}`,
        headers: bearer(fan.token.access),
      });
      expect(list.json().results[0]).toEqual(frame.notification);
      expect(list.json().total_unread_count).toBe(frame.total_unread_count);
      // Nobody else hears of it: not the poster, not a visitor.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(expertSocket.frames.filter(isNotification)).toEqual([]);
      expect(visitorFrames.filter(isNotification)).toEqual([]);
    } finally {
      for (const socket of [fanTab.socket, fanOtherTab.socket, expertSocket.socket, visitor])
        socket.terminate();
      await stopWorker(worker);
    }
  });

  it("names no recipients on the bus for a large fan-out: each instance reads its own sockets' users", async () => {
    // inlineDeliveries 0 treats every audience as a 100,000-follower one.
    const worker = await startWorker({ inlineDeliveries: 0 });
    const fan = fans[0]!;
    const [fanSocket, expertSocket] = await Promise.all([authenticated(fan), authenticated(expert)]);
    const messages: NotificationDeliveryBatch[] = [];
    const stopListening = await ctx.bus.subscribe(NOTIFICATIONS, (batch) => messages.push(batch));
    try {
      const response = await postTrade(
        ctx.app,
        expert,
        buyTradeBody(stockId, await livePriceOf(ctx.app, stockId), ENTER_NOW),
      );
      expect(response.statusCode, response.body).toBe(201);
      const tradeId: number = response.json().id;
      await worker.drain();
      const isNotification = (frame: { type?: string }) => frame.type === 'notification';
      await expect.poll(() => fanSocket.frames.filter(isNotification).length).toBe(2);
      await expect.poll(() => expertSocket.frames.filter(isNotification).length).toBe(1);
      expect(messages.length).toBeGreaterThanOrEqual(3);
      expect(messages.every((message) => message.deliveries === null)).toBe(true);
      const rows = await ctx.database.db
        .select()
        .from(notifications)
        .where(inArray(notifications.recipientId, [fan.user_id, expert.user_id]));
      const stored = (userId: number, type: string) =>
        rows.find(
          (row) => row.recipientId === userId && row.tradeId === tradeId && row.notificationType === type,
        )!;
      const fanFrames = fanSocket.frames
        .filter(isNotification)
        .map((frame) => NotificationFrameSchema.parse(frame));
      expect(fanFrames.map((frame) => [frame.notification.id, frame.notification.notification_text])).toEqual(
        [
          [stored(fan.user_id, 'new_trade').id, 'Nia Expert posted a new trade on TCS'],
          [stored(fan.user_id, 'trade_active').id, "Nia Expert's trade on TCS is now active"],
        ],
      );
      const [ownerFrame] = expertSocket.frames
        .filter(isNotification)
        .map((frame) => NotificationFrameSchema.parse(frame));
      expect(ownerFrame!.notification).toMatchObject({
        id: stored(expert.user_id, 'trade_active').id,
        notification_text: 'Your trade on TCS is now active',
      });
      const [counter] = await ctx.database.db
        .select()
        .from(notificationCounters)
        .where(eq(notificationCounters.userId, expert.user_id));
      expect(ownerFrame!.total_unread_count).toBe(counter!.unreadCount);
    } finally {
      await stopListening();
      fanSocket.socket.terminate();
      expertSocket.socket.terminate();
      await stopWorker(worker);
    }
  });

  // Instances share a bus through Redis (the in-memory bus is one process's): the PostgreSQL + Redis pass runs it.
  it.runIf(TEST_REDIS_URL)(
    'reaches a socket on another instance: the worker publishes on the shared bus',
    async () => {
      const other = await createTestApp({ shared: { database, redisPrefix } });
      await other.app.notificationWorker.stop();
      const worker = await startWorker();
      const fan = fans[2]!;
      const socket = await other.app.injectWS('/ws/security/');
      const frames = inbox(socket);
      try {
        socket.send(JSON.stringify({ type: 'auth', token: fan.token.access }));
        await expect.poll(() => frames.some((frame) => frame.type === 'authenticated')).toBe(true);
        const tradeId = await postUpcoming(price * 1.45);
        await worker.drain();
        await expect
          .poll(() => frames.filter((frame) => frame.type === 'notification').length, { timeout: 5000 })
          .toBe(1);
        const frame = NotificationFrameSchema.parse(frames.find((item) => item.type === 'notification'));
        expect(frame.notification).toMatchObject({ notification_type: 'new_trade', trade: tradeId });
      } finally {
        socket.terminate();
        await stopWorker(worker);
        await other.close();
      }
    },
  );
});
