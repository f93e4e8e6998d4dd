import { type MyNotificationsResponse, NOTIFICATION_MESSAGES, type Notification } from '@tradecircle/domain';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  ENTER_NOW,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { notificationCounters, notifications, trades } from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: Session;
let fan: Session;
let saver: Session;
let copier: Session;
let stranger: Session;
let stockId: number;
let price: number;

const as = (session: Session) => bearer(session.token.access);
const inject = (options: InjectOptions) => ctx.app.inject(options);

/** Everything appended so far is applied (the worker also runs on its own; this waits for it). */
async function delivered() {
  // On PostgreSQL the worker drains once elected (a query after start); PGlite elects at once.
  for (let waited = 0; !ctx.app.notificationWorker.isLeader(); waited += 20) {
    if (waited > 5000) throw new Error('the notification worker was not elected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await ctx.app.notificationWorker.drain();
}

async function myNotifications(session: Session, detailCount?: number): Promise<MyNotificationsResponse> {
  const query = detailCount === undefined ? '' : `?detail_count=${detailCount}`;
  const response = await inject({
    url: `/backend/api/my-notifications/${session.user_id}${query}`,
    headers: as(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The session's notifications about one trade (or, without a trade, all), oldest first, as [type, text]. */
async function about(session: Session, tradeId?: number): Promise<[string, string][]> {
  const { results } = await myNotifications(session, 1000);
  return results
    .filter((item) => tradeId === undefined || item.trade === tradeId)
    .reverse()
    .map((item) => [item.notification_type, item.notification_text]);
}

async function follow(session: Session, whom: Session) {
  const response = await inject({
    method: 'POST',
    url: '/backend/api/follow-influencer/',
    headers: as(session),
    payload: { to_follow_id: whom.user_id },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** An Upcoming trade 25% above the live price (the engine leaves it alone). */
async function upcomingTrade(session: Session, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await postTrade(ctx.app, session, buyTradeBody(stockId, price * 1.25, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A Live trade: a market order enters at the live price at once. */
async function liveTrade(session: Session, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await postTrade(
    ctx.app,
    session,
    buyTradeBody(stockId, price, { ...ENTER_NOW, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function bookmark(session: Session, tradeId: number) {
  const tab = await inject({
    method: 'POST',
    url: '/backend/watchlist/tabs/',
    headers: as(session),
    payload: { name: `Saved ${tradeId}`, watchlist_type: 'trade' },
  });
  expect(tab.statusCode, tab.body).toBe(201);
  const item = await inject({
    method: 'POST',
    url: '/backend/watchlist/items/',
    headers: as(session),
    payload: { watchlist: tab.json().id, trade: tradeId },
  });
  expect(item.statusCode, item.body).toBe(201);
}

async function copy(session: Session, tradeId: number): Promise<number> {
  const [origin] = await ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
  const response = await postTrade(
    ctx.app,
    session,
    buyTradeBody(stockId, origin!.entryPrice, {
      copy_origin: tradeId,
      target_price: origin!.firstTarget,
      stop_loss: origin!.firstStopLoss,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function exit(session: Session, tradeId: number) {
  const response = await inject({
    method: 'POST',
    url: '/backend/api/trade/exit-trade',
    headers: as(session),
    payload: { id: tradeId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function comment(session: Session, tradeId: number) {
  const response = await inject({
    method: 'POST',
    url: `/backend/api/trade/update-comment/${tradeId}/`,
    headers: as(session),
    payload: { comment: 'Nice call', user_id: session.profile_id },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** report-and-block: `blocker` reports and blocks `whom` with the first reason. */
async function block(blocker: Session, whom: Session) {
  const [reason] = (await inject({ url: '/backend/master/reason_list/' })).json();
  const blocked = await inject({
    method: 'POST',
    url: '/backend/api/report-and-block/',
    headers: as(blocker),
    payload: { block_reason: reason.id, blocked_profile: whom.profile_id },
  });
  expect(blocked.statusCode, blocked.body).toBe(201);
}

async function unreadCounter(session: Session) {
  const [row] = await ctx.database.db
    .select()
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, session.user_id));
  return row?.unreadCount ?? 0;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [expert, fan, saver, copier, stranger] = await Promise.all([
    signInWithProfile(ctx.app, 'Ira Expert'),
    signInWithProfile(ctx.app, 'Dev Fan'),
    signInWithProfile(ctx.app, 'Sana Saver'),
    signInWithProfile(ctx.app, 'Kabir Copier'),
    signInWithProfile(ctx.app, 'Tara Stranger'),
  ]);
  stockId = (await findSecurity(ctx.database.db, 'INFY', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
  await follow(fan, expert);
  await delivered();
});
afterAll(() => ctx.close());

describe('who is notified of what', () => {
  it('tells the followee of a new follower, once however often the follow is repeated', async () => {
    const [notification] = (await myNotifications(expert)).results.filter(
      (item) => item.notification_type === 'following_you' && item.user_id === fan.user_id,
    );
    expect(notification).toMatchObject({
      notification_type: 'following_you',
      notification_text: 'Dev Fan started following you',
      follower_name: 'Dev Fan',
      follower_image: null,
      user_id: fan.user_id,
      trade: null,
      read: false,
      group: null,
      group_name: null,
      group_request_status: null,
    } satisfies Partial<Notification>);
    expect(Date.parse(notification!.action_time)).not.toBeNaN();
    await follow(fan, expert);
    await delivered();
    expect((await about(expert)).filter(([type]) => type === 'following_you')).toHaveLength(1);
    expect(await about(fan)).toEqual([]);
  });

  it("tells the poster's followers of a new public trade, and nobody else", async () => {
    const id = await upcomingTrade(expert);
    await delivered();
    expect(await about(fan, id)).toEqual([['new_trade', 'Ira Expert posted a new trade on INFY']]);
    expect(await about(expert, id)).toEqual([]);
    expect(await about(stranger, id)).toEqual([]);
  });

  it('tells watchers (followers, bookmarkers, copiers) and the owner when a trade goes Live and closes', async () => {
    const id = await liveTrade(expert);
    // Recipients are read when the worker applies an event: these two come after it.
    await delivered();
    await bookmark(saver, id);
    await copy(copier, id);
    await delivered();
    expect(await about(expert, id)).toEqual([
      ['trade_active', 'Your trade on INFY is now active'],
      ['following_your_trade', 'Kabir Copier is following your trade on INFY'],
    ]);
    expect(await about(fan, id)).toEqual([
      ['new_trade', 'Ira Expert posted a new trade on INFY'],
      ['trade_active', "Ira Expert's trade on INFY is now active"],
    ]);
    // The saver and the copier came after it went Live.
    expect(await about(saver, id)).toEqual([]);
    expect(await about(copier, id)).toEqual([]);

    await exit(expert, id);
    await delivered();
    const closed = ['trade_closed', "Ira Expert's trade on INFY is now closed"];
    expect((await about(fan, id)).at(-1)).toEqual(closed);
    expect(await about(saver, id)).toEqual([closed]);
    expect(await about(copier, id)).toEqual([closed]);
    expect((await about(expert, id)).at(-1)).toEqual(['trade_closed', 'Your trade on INFY is now closed']);
    expect(await about(stranger, id)).toEqual([]);
  });

  it('tells the watchers of updated reasoning, but not the owner who wrote it', async () => {
    const id = await liveTrade(expert);
    await delivered();
    await bookmark(saver, id);
    const response = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-reasoning/${id}`,
      headers: as(expert),
      payload: { reason: 'Results beat estimates' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await delivered();
    const updated = ['reasoning_updated', 'Ira Expert updated reasoning on their trade on INFY'];
    expect((await about(fan, id)).at(-1)).toEqual(updated);
    expect(await about(saver, id)).toEqual([updated]);
    expect((await about(expert, id)).map(([type]) => type)).not.toContain('reasoning_updated');
  });

  it('tells the owner of a comment on their trade, not of their own comment', async () => {
    const id = await upcomingTrade(expert);
    await comment(stranger, id);
    await comment(expert, id);
    await delivered();
    expect(await about(expert, id)).toEqual([['commented', 'Tara Stranger commented on your trade on INFY']]);
    const [notification] = (await myNotifications(expert)).results.filter((item) => item.trade === id);
    expect(notification).toMatchObject({ user_id: stranger.user_id, follower_name: 'Tara Stranger' });
    expect(await about(stranger, id)).toEqual([]);
  });

  it('tells bookmarkers and copiers that a trade was deleted; its earlier notifications lose the link', async () => {
    const id = await upcomingTrade(expert);
    await bookmark(saver, id);
    await copy(copier, id);
    const response = await inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: as(expert),
      payload: { id },
    });
    expect(response.statusCode, response.body).toBe(200);
    await delivered();
    const deleted = ['trade_deleted', "Ira Expert's trade on INFY has been deleted"];
    expect((await about(saver)).at(-1)).toEqual(deleted);
    expect((await about(copier)).at(-1)).toEqual(deleted);
    expect((await about(fan)).at(-1)).not.toEqual(deleted);
    // The new_trade notification the fan got for it now links to nothing.
    const [newTrade] = (await myNotifications(fan, 1000)).results.filter(
      (item) => item.notification_type === 'new_trade' && item.trade === null,
    );
    expect(newTrade).toBeDefined();
  });

  it("never tells anyone but the owner of a private trade's events", async () => {
    const id = await liveTrade(expert, { visibility: 'private' });
    await comment(expert, id);
    await exit(expert, id);
    await delivered();
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.tradeId, id));
    expect(rows.map((row) => [row.recipientId, row.notificationType])).toEqual([
      [expert.user_id, 'trade_active'],
      [expert.user_id, 'trade_closed'],
    ]);
  });

  it('does not notify a user of someone they blocked', async () => {
    const blocker = await signInWithProfile(ctx.app, 'Bela Blocker');
    await follow(blocker, expert);
    await block(blocker, expert);
    const id = await upcomingTrade(expert);
    await delivered();
    expect(await about(blocker, id)).toEqual([]);
    expect(await about(fan, id)).toEqual([['new_trade', 'Ira Expert posted a new trade on INFY']]);
  });
  it("takes a blocked user's earlier notifications out of the blocker's list and counters, once", async () => {
    const owner = await signInWithProfile(ctx.app, 'Omar Owner');
    const rude = await signInWithProfile(ctx.app, 'Rudra Rude');
    const id = await upcomingTrade(owner);
    await comment(rude, id);
    await comment(stranger, id);
    await delivered();
    expect(await about(owner, id)).toEqual([
      ['commented', 'Rudra Rude commented on your trade on INFY'],
      ['commented', 'Tara Stranger commented on your trade on INFY'],
    ]);
    const before = await myNotifications(owner);
    expect([before.count, before.total_unread_count]).toEqual([2, 2]);

    await block(owner, rude);
    await delivered();
    expect(await about(owner, id)).toEqual([['commented', 'Tara Stranger commented on your trade on INFY']]);
    const after = await myNotifications(owner);
    expect([after.count, after.total_unread_count]).toEqual([1, 1]);
    expect(await unreadCounter(owner)).toBe(1);

    // A replay of the block's event takes nothing more.
    await ctx.database.db.execute(
      sql`update outbox_events set processed_at = null where type = 'user.blocked'`,
    );
    await delivered();
    expect((await myNotifications(owner)).count).toBe(1);
  });
});

describe('my-notifications', () => {
  it('answers 10 newest first, then as many as detail_count asks, with the total and the unread count', async () => {
    const reader = await signInWithProfile(ctx.app, 'Rhea Reader');
    await follow(reader, expert);
    for (let i = 0; i < 12; i++) await upcomingTrade(expert);
    await delivered();
    const first = await myNotifications(reader);
    expect(first.results).toHaveLength(10);
    expect(first.count).toBe(12);
    expect(first.total_unread_count).toBe(12);
    const ids = first.results.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const more = await myNotifications(reader, 20);
    expect(more.results).toHaveLength(12);
    expect(more.results.slice(0, 10)).toEqual(first.results);
  });

  it("refuses another user's list (403), visitors (401) and a bad detail_count (400)", async () => {
    const other = await inject({
      url: `/backend/api/my-notifications/${fan.user_id}`,
      headers: as(stranger),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOTIFICATION_MESSAGES.notYours);
    expect((await inject({ url: `/backend/api/my-notifications/${fan.user_id}` })).statusCode).toBe(401);
    for (const bad of ['0', '-1', 'x', '1001']) {
      const response = await inject({
        url: `/backend/api/my-notifications/${fan.user_id}?detail_count=${bad}`,
        headers: as(fan),
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('answers an empty list for a user nobody notified', async () => {
    const quiet = await signInWithProfile(ctx.app, 'Quiet User');
    expect(await myNotifications(quiet)).toEqual({ total_unread_count: 0, results: [], count: 0 });
  });
});

describe('read-notification and mark-all-read', () => {
  it('marks one read (the counter moves once, however often it is asked) and refuses others', async () => {
    const reader = await signInWithProfile(ctx.app, 'Omar Reader');
    await follow(reader, expert);
    await upcomingTrade(expert);
    await upcomingTrade(expert);
    await delivered();
    const before = await myNotifications(reader);
    expect(before.total_unread_count).toBe(2);
    const target = before.results[0]!;

    const foreign = await inject({
      method: 'POST',
      url: `/backend/api/read-notification/${target.id}`,
      headers: as(stranger),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect(
      (await inject({ method: 'POST', url: `/backend/api/read-notification/${target.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/backend/api/read-notification/999999999',
          headers: as(reader),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'POST', url: '/backend/api/read-notification/abc', headers: as(reader) }))
        .statusCode,
    ).toBe(400);
    expect((await myNotifications(reader)).total_unread_count).toBe(2);

    for (let i = 0; i < 2; i++) {
      const read = await inject({
        method: 'POST',
        url: `/backend/api/read-notification/${target.id}`,
        headers: as(reader),
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ message: NOTIFICATION_MESSAGES.read, total_unread_count: 1 });
    }
    const after = await myNotifications(reader);
    expect(after.total_unread_count).toBe(1);
    expect(after.results.find((item) => item.id === target.id)?.read).toBe(true);
    expect(await unreadCounter(reader)).toBe(1);
  });

  it("marks all the caller's notifications read, refuses another user's (403) and visitors (401)", async () => {
    const reader = await signInWithProfile(ctx.app, 'Mina Reader');
    await follow(reader, expert);
    await upcomingTrade(expert);
    await upcomingTrade(expert);
    await delivered();
    const fanUnread = (await myNotifications(fan)).total_unread_count;
    expect(fanUnread).toBeGreaterThan(0);

    const foreign = await inject({
      method: 'POST',
      url: `/backend/api/mark-all-read/${fan.user_id}/`,
      headers: as(reader),
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await inject({ method: 'POST', url: `/backend/api/mark-all-read/${reader.user_id}/` })).statusCode,
    ).toBe(401);
    expect((await myNotifications(fan)).total_unread_count).toBe(fanUnread);

    const marked = await inject({
      method: 'POST',
      url: `/backend/api/mark-all-read/${reader.user_id}/`,
      headers: as(reader),
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ message: NOTIFICATION_MESSAGES.allRead, total_unread_count: 0 });
    const after = await myNotifications(reader);
    expect(after.total_unread_count).toBe(0);
    expect(after.count).toBe(2);
    expect(after.results.every((item) => item.read)).toBe(true);
    expect((await myNotifications(fan)).total_unread_count).toBe(fanUnread);

    // New ones after it count again.
    await upcomingTrade(expert);
    await delivered();
    expect((await myNotifications(reader)).total_unread_count).toBe(1);
  });
});

describe('the unread counter', () => {
  it('equals the unread rows of every user after all of the above', async () => {
    const rows = await ctx.database.db.select().from(notifications);
    const counters = await ctx.database.db.select().from(notificationCounters);
    const unread = new Map<number, number>();
    const total = new Map<number, number>();
    for (const row of rows) {
      total.set(row.recipientId, (total.get(row.recipientId) ?? 0) + 1);
      if (!row.read) unread.set(row.recipientId, (unread.get(row.recipientId) ?? 0) + 1);
    }
    expect(counters.length).toBe(total.size);
    for (const counter of counters) {
      expect(counter.unreadCount).toBe(unread.get(counter.userId) ?? 0);
      expect(counter.totalCount).toBe(total.get(counter.userId));
    }
  });
});
