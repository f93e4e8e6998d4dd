import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  livePriceOf,
  type Session as ProfileSession,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { trades } from '../../db/schema/index.ts';

let ctx: TestContext;
type Session = Awaited<ReturnType<typeof signIn>>;
let owner: Session;
let stranger: Session;
let securityIds: number[];

async function withProfile(name: string): Promise<Session> {
  const session = await signIn(ctx.app);
  await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/create-profile/',
    headers: bearer(session.token.access),
    payload: { name, user_id: session.user_id },
  });
  return session;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  owner = await withProfile('Owner');
  stranger = await withProfile('Stranger');
  const rows = await ctx.database.db.query.securities.findMany({
    limit: 60,
    orderBy: (s, { asc }) => asc(s.id),
  });
  securityIds = rows.map((row) => row.id);
});
afterAll(() => ctx.close());

const as = (session: Session) => bearer(session.token.access);
const tabs = (session: Session, ownerId = session.user_id, type = 'stock') =>
  ctx.app.inject({
    url: `/backend/watchlist/detail/?category__watchlist_type=${type}&profile__user__id=${ownerId}`,
    headers: as(session),
  });
const addItem = (session: Session, watchlist: number, stock: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/watchlist/items/',
    headers: as(session),
    payload: { watchlist, stock },
  });

describe('watchlists', () => {
  it('creates a default tab on first read and lists its stocks with live prices', async () => {
    const first = await tabs(owner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'My Watchlist',
        watchlist_type: 'stock',
        items_count: 0,
        items: [],
        trade_items: [],
      },
    ]);
    const tabId = first.json()[0].id;
    expect((await addItem(owner, tabId, securityIds[0]!)).statusCode).toBe(201);
    const [tab] = (await tabs(owner)).json();
    expect(tab.items_count).toBe(1);
    expect(tab.items[0].stock_data).toMatchObject({ id: securityIds[0], live_price: expect.any(Number) });
    expect(tab.items[0].stock_data.live_price).toBeGreaterThan(0);
  });

  it('refuses a duplicate stock with a clear message', async () => {
    const [tab] = (await tabs(owner)).json();
    const again = await addItem(owner, tab.id, securityIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This stock is already in this watchlist' });
  });

  it('creates, renames and removes tabs; names are unique per user', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/tabs/',
      headers: as(owner),
      payload: { name: 'Banks', watchlist_type: 'stock' },
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/tabs/',
      headers: as(owner),
      payload: { name: 'Banks', watchlist_type: 'stock' },
    });
    expect(duplicate.statusCode).toBe(409);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/backend/watchlist/tabs/${created.json().id}/`,
      headers: as(owner),
      payload: { name: 'PSU Banks' },
    });
    expect(renamed.json()).toMatchObject({ name: 'PSU Banks' });
    const empty = await ctx.app.inject({
      method: 'PATCH',
      url: `/backend/watchlist/tabs/${created.json().id}/`,
      headers: as(owner),
      payload: { name: '  ' },
    });
    expect(empty.json().message).toBe('This is Required.');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/watchlist/tabs/${created.json().id}/`,
      headers: as(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect((await tabs(owner)).json().map((t: { name: string }) => t.name)).toEqual(['My Watchlist']);
  });

  it("keeps everyone out of another user's watchlists", async () => {
    const [tab] = (await tabs(owner)).json();
    expect((await tabs(stranger, owner.user_id)).statusCode).toBe(403);
    expect((await addItem(stranger, tab.id, securityIds[1]!)).statusCode).toBe(403);
    const rename = await ctx.app.inject({
      method: 'PATCH',
      url: `/backend/watchlist/tabs/${tab.id}/`,
      headers: as(stranger),
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);
    const removeItem = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/watchlist/items/${tab.items[0].id}/`,
      headers: as(stranger),
    });
    expect(removeItem.statusCode).toBe(403);
    expect((await tabs(owner)).json()[0].items_count).toBe(1);
    const anonymous = await ctx.app.inject({
      url: `/backend/watchlist/detail/?category__watchlist_type=stock&profile__user__id=${owner.user_id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('holds at most 50 stocks in a tab', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/tabs/',
      headers: as(owner),
      payload: { name: 'Everything', watchlist_type: 'stock' },
    });
    const tabId = created.json().id;
    for (const id of securityIds.slice(0, 50)) expect((await addItem(owner, tabId, id)).statusCode).toBe(201);
    const fiftyFirst = await addItem(owner, tabId, securityIds[50]!);
    expect(fiftyFirst.statusCode).toBe(400);
    expect(fiftyFirst.json().message).toBe('A watchlist can hold at most 50 items');
  });

  it('refuses bad input, and a trade in a stock tab', async () => {
    const [tab] = (await tabs(owner)).json();
    const neither = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: as(owner),
      payload: { watchlist: tab.id },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Send either a stock or a trade');
    const trade = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: as(owner),
      payload: { watchlist: tab.id, trade: 5 },
    });
    expect(trade.statusCode).toBe(400);
    expect(trade.json().message).toBe('Trades go in a trade watchlist');
    const unknownStock = await addItem(owner, tab.id, 999_999);
    expect(unknownStock.statusCode).toBe(404);
    const badType = await ctx.app.inject({
      url: `/backend/watchlist/detail/?category__watchlist_type=bonds&profile__user__id=${owner.user_id}`,
      headers: as(owner),
    });
    expect(badType.json().message).toBe('category__watchlist_type must be trade or stock');
  });

  it('removes an item', async () => {
    const [tab] = (await tabs(owner)).json();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/watchlist/items/${tab.items[0].id}/`,
      headers: as(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect((await tabs(owner)).json()[0].items_count).toBe(0);
  });

  it('asks users without a profile to complete it', async () => {
    const bare = await signIn(ctx.app);
    const response = await tabs(bare);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Complete your profile to use watchlists');
  });
  it("lists a trade tab's bookmarks as whole live trades, and drops one its poster hides", async () => {
    const price = await livePriceOf(ctx.app, securityIds[2]!);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/create-trade/',
      headers: as(stranger),
      payload: buyTradeBody(securityIds[2]!, price),
    });
    expect(posted.statusCode).toBe(201);
    const tradeId: number = posted.json().id;
    const [tradeTab] = (await tabs(owner, owner.user_id, 'trade')).json();
    expect(tradeTab).toMatchObject({ name: 'Saved Trades', watchlist_type: 'trade', trade_items: [] });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: as(owner),
      payload: { watchlist: tradeTab.id, trade: tradeId },
    });
    expect(saved.statusCode).toBe(201);

    const [listed] = (await tabs(owner, owner.user_id, 'trade')).json();
    expect(listed.items_count).toBe(1);
    expect(listed.items).toEqual([]);
    expect(listed.trade_items).toEqual([
      {
        id: saved.json().id,
        trade_data: expect.objectContaining({
          id: tradeId,
          is_trade_saved: true,
          posted_by_id: stranger.user_id,
          // The limit entry sits at the live price, so a tick may already have made it Active.
          status: expect.stringMatching(/^(Inactive|Active)$/),
          live_price: expect.any(Number),
        }),
      },
    ]);
    expect(listed.trade_items[0].trade_data.live_price).toBeGreaterThan(0);
    // Stock tabs never carry trades.
    expect(
      (await tabs(owner)).json().every((tab: { trade_items: unknown[] }) => tab.trade_items.length === 0),
    ).toBe(true);

    await ctx.database.db.update(trades).set({ visibility: 'private' }).where(eq(trades.id, tradeId));
    const [hidden] = (await tabs(owner, owner.user_id, 'trade')).json();
    expect(hidden.trade_items).toEqual([]);
    expect(hidden.items_count).toBe(0);
    expect((await tabs(stranger, owner.user_id, 'trade')).statusCode).toBe(403);
  });
});

describe("the followers' watchlist add (trades.md §7: follower_id, watcher_type trade, trade_id)", () => {
  let follower: ProfileSession;
  let poster: ProfileSession;
  let tradeIds: number[];

  const followerAdd = (session: Session | undefined, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: session ? as(session) : {},
      payload,
    });
  const savedTradeIds = async (session: Session) =>
    (await tabs(session, session.user_id, 'trade'))
      .json()
      .map((tab: { name: string; trade_items: { trade_data: { id: number } }[] }) => ({
        name: tab.name,
        trades: tab.trade_items.map((item) => item.trade_data.id),
      }));

  beforeAll(async () => {
    // A user without a profile first, so the follower's user id and profile id differ.
    await signIn(ctx.app);
    follower = await signInWithProfile(ctx.app, 'Farah Follower');
    poster = await signInWithProfile(ctx.app, 'Pranav Poster');
    const price = await livePriceOf(ctx.app, securityIds[3]!);
    tradeIds = [];
    for (let index = 0; index < 3; index += 1) {
      const posted = await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/trade/create-trade/',
        headers: as(poster),
        payload: buyTradeBody(securityIds[3]!, price),
      });
      expect(posted.statusCode, posted.body).toBe(201);
      tradeIds.push(posted.json().id);
    }
  });

  it('bookmarks the trade into the default trade tab, named by the user id or the profile id', async () => {
    expect(follower.profile_id).not.toBe(follower.user_id);
    // No trade tab read yet: the add creates 'Saved Trades'.
    const byUserId = await followerAdd(follower, {
      follower_id: follower.user_id,
      watcher_type: 'trade',
      trade_id: tradeIds[0],
    });
    expect(byUserId.statusCode, byUserId.body).toBe(201);
    expect(byUserId.json()).toEqual({ id: expect.any(Number), message: 'Added to watchlist' });
    expect(await savedTradeIds(follower)).toEqual([{ name: 'Saved Trades', trades: [tradeIds[0]] }]);

    // The profile id names the same person: the same tab, so the same trade again is a duplicate.
    const again = await followerAdd(follower, {
      follower_id: follower.profile_id,
      watcher_type: 'trade',
      trade_id: tradeIds[0],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This trade is already in this watchlist' });

    // With a second trade tab, the default stays the oldest one.
    const later = await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/tabs/',
      headers: as(follower),
      payload: { name: 'Read later', watchlist_type: 'trade' },
    });
    expect(later.statusCode).toBe(201);
    const byProfileId = await followerAdd(follower, {
      follower_id: follower.profile_id,
      watcher_type: 'trade',
      trade_id: tradeIds[1],
    });
    expect(byProfileId.statusCode, byProfileId.body).toBe(201);
    expect(await savedTradeIds(follower)).toEqual([
      { name: 'Saved Trades', trades: [tradeIds[0], tradeIds[1]] },
      { name: 'Read later', trades: [] },
    ]);
  });

  it("refuses another user's id (403), visitors (401), a hidden or missing trade (404) and one's own trade", async () => {
    const before = await savedTradeIds(follower);
    const others = [poster.user_id, poster.profile_id, 2_000_000_000].filter(
      (id) => id !== follower.user_id && id !== follower.profile_id,
    );
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const id of others) {
      const refused = await followerAdd(follower, {
        follower_id: id,
        watcher_type: 'trade',
        trade_id: tradeIds[2],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You can only add to your own watchlist' });
    }
    const visitor = await followerAdd(undefined, {
      follower_id: follower.user_id,
      watcher_type: 'trade',
      trade_id: tradeIds[2],
    });
    expect(visitor.statusCode).toBe(401);

    await ctx.database.db.update(trades).set({ visibility: 'private' }).where(eq(trades.id, tradeIds[2]!));
    for (const tradeId of [tradeIds[2], 2_000_000_000]) {
      const hidden = await followerAdd(follower, {
        follower_id: follower.user_id,
        watcher_type: 'trade',
        trade_id: tradeId,
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Trade not found' });
    }

    const own = await followerAdd(poster, {
      follower_id: poster.user_id,
      watcher_type: 'trade',
      trade_id: tradeIds[1],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: 'You cannot bookmark your own trade' });
    expect(await savedTradeIds(follower)).toEqual(before);
  });

  it('refuses an incomplete or mixed body with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { follower_id: follower.user_id, watcher_type: 'stock', trade_id: tradeIds[1] },
        'watcher_type must be trade',
      ],
      [{ follower_id: follower.user_id, watcher_type: 'trade' }, 'trade_id must be a trade id'],
      [{ follower_id: follower.user_id, trade_id: tradeIds[1] }, 'watcher_type must be trade'],
      [{ watcher_type: 'trade', trade_id: tradeIds[1] }, 'follower_id must be your user id or profile id'],
      [
        { follower_id: 'me', watcher_type: 'trade', trade_id: tradeIds[1] },
        'follower_id must be your user id or profile id',
      ],
      [
        { follower_id: follower.user_id, watcher_type: 'trade', trade_id: 'x' },
        'trade_id must be a trade id',
      ],
      [
        { follower_id: follower.user_id, watcher_type: 'trade', trade_id: tradeIds[1], watchlist: 1 },
        'Send either watchlist with a stock or a trade, or follower_id, watcher_type and trade_id',
      ],
      [{ stock: securityIds[0] }, 'watchlist must be a watchlist id'],
    ];
    for (const [payload, message] of cases) {
      const response = await followerAdd(follower, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
  });
});
