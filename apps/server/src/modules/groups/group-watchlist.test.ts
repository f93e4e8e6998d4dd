import { GROUP_WATCHLIST_MAX } from '@tradecircle/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createGroupRows } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { resultRows } from '../../db/driver-results.ts';
import { groupWatchlistItems, groupWatchlists, securities } from '../../db/schema/index.ts';
import { GROUP_ACCESS_MESSAGES, groupWatchlistCount, groupWatchlistOf } from './index.ts';

let ctx: TestContext;
let admin: Session;
let member: Session;
let stranger: Session;
let requester: Session;
let leaver: Session;
let groupId: number;
let securityIds: number[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  admin = await signInWithProfile(ctx.app, 'Watchlist Admin');
  member = await signInWithProfile(ctx.app, 'Watchlist Member');
  stranger = await signInWithProfile(ctx.app, 'Watchlist Stranger');
  requester = await signInWithProfile(ctx.app, 'Watchlist Requester');
  leaver = await signInWithProfile(ctx.app, 'Watchlist Leaver');
  ({ id: groupId } = await createGroupRows(ctx.app, admin, {
    name: 'Momentum Club',
    groupType: 'Premium',
    members: [member, { ...requester, status: 'requested' }, { ...leaver, status: 'left' }],
  }));
  const rows = await ctx.database.db
    .select({ id: securities.id })
    .from(securities)
    .orderBy(asc(securities.id))
    .limit(120);
  securityIds = rows.map((row) => row.id);
});
afterAll(() => ctx.close());

const headersOf = (session: Session | null) => (session ? bearer(session.token.access) : {});
const read = (session: Session | null, query: string) =>
  ctx.app.inject({ url: `/backend/api/watchlist/detail/?${query}`, headers: headersOf(session) });
const add = (session: Session | null, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/watchlist/detail/',
    headers: headersOf(session),
    payload,
  });
const remove = (session: Session | null, id: number, via: 'query' | 'body' = 'query') =>
  ctx.app.inject({
    method: 'DELETE',
    url: via === 'query' ? `/backend/api/watchlist/detail/?id=${id}` : '/backend/api/watchlist/detail/',
    headers: headersOf(session),
    ...(via === 'body' ? { payload: { id } } : {}),
  });
const search = (session: Session | null, query: string) =>
  ctx.app.inject({ url: `/backend/api/group_watchlist/search/?${query}`, headers: headersOf(session) });

async function itemCount(group: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(groupWatchlistItems)
    .innerJoin(groupWatchlists, eq(groupWatchlists.id, groupWatchlistItems.watchlistId))
    .where(eq(groupWatchlists.groupId, group));
  return row!.n;
}

describe('group watchlist', () => {
  it('answers an empty list before the first add, without creating the watchlist', async () => {
    const response = await read(admin, `group=${groupId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], count: 0, max: GROUP_WATCHLIST_MAX });
    expect(await groupWatchlistOf(ctx.database.db, groupId)).toBeNull();
    expect(await groupWatchlistCount(ctx.database.db, groupId)).toBe(0);
  });

  it('the admin adds by group, then by watchlist id; members and the admin read it with live prices', async () => {
    const first = await add(admin, { group: groupId, stock: securityIds[0] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), message: 'Added to watchlist' });
    const watchlist = await groupWatchlistOf(ctx.database.db, groupId);
    expect(watchlist).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const second = await add(admin, { watchlist: watchlist!.id, stock: String(securityIds[1]) });
    expect(second.statusCode).toBe(201);

    for (const [session, query] of [
      [admin, `watchlist=${watchlist!.id}`],
      [member, `group=${groupId}`],
      [member, `watchlist=${watchlist!.id}&group=${groupId}`],
    ] as const) {
      const response = await read(session, query);
      expect(response.statusCode, query).toBe(200);
      const body = response.json();
      expect(body.count).toBe(2);
      expect(body.max).toBe(50);
      expect(body.items.map((item: { stock_data: { id: number } }) => item.stock_data.id)).toEqual([
        securityIds[0],
        securityIds[1],
      ]);
      expect(body.items[0]).toEqual({
        id: first.json().id,
        stock_data: {
          id: securityIds[0],
          symbol: expect.any(String),
          name: expect.any(String),
          exchange: expect.stringMatching(/^(NSE|BSE)$/),
          live_price: expect.any(Number),
          up_down_price: expect.any(Number),
          up_down_percent: expect.any(Number),
        },
      });
    }
    expect(await groupWatchlistCount(ctx.database.db, groupId)).toBe(2);
  });

  it('refuses a duplicate, an unknown security, an unknown watchlist or group, and a call naming neither', async () => {
    const duplicate = await add(admin, { group: groupId, stock: securityIds[0] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Already in the watchlist' });
    const unknownSecurity = await add(admin, { group: groupId, stock: 2_000_000_000 });
    expect(unknownSecurity.statusCode).toBe(404);
    expect(unknownSecurity.json()).toEqual({ message: 'Security not found' });
    expect((await read(admin, 'watchlist=2000000000')).statusCode).toBe(404);
    const unknownGroup = await read(admin, 'group=2000000000');
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.json()).toEqual({ message: GROUP_ACCESS_MESSAGES.notFound });
    const { id: otherGroup } = await createGroupRows(ctx.app, stranger, {
      name: 'Other Club',
      groupType: 'Premium',
    });
    const watchlist = await groupWatchlistOf(ctx.database.db, groupId);
    expect((await read(admin, `watchlist=${watchlist!.id}&group=${otherGroup}`)).statusCode).toBe(404);
    const neither = await read(admin, '');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Send watchlist (the watchlist id) or group (the group id)');
    expect((await add(admin, { group: groupId, stock: 'abc' })).statusCode).toBe(400);
    expect(await itemCount(groupId)).toBe(2);
  });

  it('keeps non-members, requesters, leavers and visitors out; only the admin changes it', async () => {
    for (const session of [stranger, requester, leaver, null]) {
      for (const response of [
        await read(session, `group=${groupId}`),
        await search(session, `group=${groupId}&search=a`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: GROUP_ACCESS_MESSAGES.membersOnly });
      }
    }
    const [item] = (await read(admin, `group=${groupId}`)).json().items;
    for (const session of [member, stranger]) {
      const added = await add(session, { group: groupId, stock: securityIds[5] });
      expect(added.statusCode).toBe(403);
      expect(added.json()).toEqual({ message: GROUP_ACCESS_MESSAGES.adminOnly });
      expect((await remove(session, item.id)).statusCode).toBe(403);
    }
    expect((await add(null, { group: groupId, stock: securityIds[5] })).statusCode).toBe(401);
    expect((await remove(null, item.id)).statusCode).toBe(401);
    expect(await itemCount(groupId)).toBe(2);
  });

  it('searches by symbol or name prefix, case-insensitive, at most 20, leaving out what the watchlist holds', async () => {
    const [held] = await ctx.database.db.select().from(securities).where(eq(securities.id, securityIds[0]!));
    const bySymbol = await search(
      member,
      `group=${groupId}&search=${encodeURIComponent(held!.symbol.toLowerCase())}`,
    );
    expect(bySymbol.statusCode).toBe(200);
    const ids = bySymbol.json().results.map((result: { id: number }) => result.id);
    expect(ids).not.toContain(securityIds[0]);
    expect(bySymbol.json().results.length).toBeLessThanOrEqual(20);

    // A prefix with many matches: after adding five of its first results, a full page of others remains.
    const [busiest] = resultRows<{ prefix: string; n: number }>(
      await ctx.database.db.execute(
        sql`select lower(left(symbol, 1)) as prefix, count(*)::int as n from securities group by 1 order by 2 desc limit 1`,
      ),
    );
    expect(busiest!.n).toBeGreaterThan(25);
    const before = (await search(admin, `group=${groupId}&search=${busiest!.prefix.toUpperCase()}`)).json()
      .results;
    expect(before).toHaveLength(20);
    expect(before[0]).toEqual({
      id: expect.any(Number),
      symbol: expect.any(String),
      name: expect.any(String),
      exchange: expect.any(String),
    });
    const picked = before.slice(0, 5).map((result: { id: number }) => result.id);
    for (const id of picked) expect((await add(admin, { group: groupId, stock: id })).statusCode).toBe(201);
    const after = (await search(admin, `group=${groupId}&search=${busiest!.prefix}`)).json().results;
    expect(after).toHaveLength(20);
    for (const id of picked) expect(after.map((result: { id: number }) => result.id)).not.toContain(id);
    expect((await search(admin, `group=${groupId}&search=`)).json()).toEqual({ results: [] });
  });

  it('the admin removes items by ?id= or body {id}; an unknown item is 404', async () => {
    const { items } = (await read(admin, `group=${groupId}`)).json();
    const removed = await remove(admin, items[0].id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Removed from watchlist' });
    expect((await remove(admin, items[1].id, 'body')).statusCode).toBe(200);
    expect((await remove(admin, items[1].id)).statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/backend/api/watchlist/detail/',
      headers: headersOf(admin),
    });
    expect(missing.statusCode).toBe(400);
    const left = (await read(member, `group=${groupId}`)).json();
    expect(left.count).toBe(items.length - 2);
    expect(left.items.map((item: { id: number }) => item.id)).not.toContain(items[0].id);
  });
});

describe('the 50 limit', () => {
  it('20 simultaneous adds to a watchlist holding 40 stop at 50; the 51st changes nothing', async () => {
    const { id: group } = await createGroupRows(ctx.app, admin, {
      name: 'Crowded Club',
      groupType: 'Premium',
    });
    const [watchlist] = await ctx.database.db
      .insert(groupWatchlists)
      .values({ groupId: group, name: 'Watchlist' })
      .returning();
    await ctx.database.db
      .insert(groupWatchlistItems)
      .values(securityIds.slice(0, 40).map((securityId) => ({ watchlistId: watchlist!.id, securityId })));

    const responses = await Promise.all(
      securityIds.slice(40, 60).map((stock) => add(admin, { watchlist: watchlist!.id, stock })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ message: 'A group watchlist holds at most 50 securities' });
    }
    expect(await itemCount(group)).toBe(50);

    const fiftyFirst = await add(admin, { group, stock: securityIds[70] });
    expect(fiftyFirst.statusCode).toBe(400);
    expect(fiftyFirst.json()).toEqual({ message: 'A group watchlist holds at most 50 securities' });
    expect(await itemCount(group)).toBe(50);
    expect((await read(admin, `group=${group}`)).json()).toMatchObject({ count: 50, max: 50 });
  });

  it('20 simultaneous first adds by group id create one watchlist and keep all 20', async () => {
    const { id: group } = await createGroupRows(ctx.app, admin, { name: 'Fresh Club', groupType: 'Premium' });
    const responses = await Promise.all(
      securityIds.slice(0, 20).map((stock) => add(admin, { group, stock })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const watchlists = await ctx.database.db
      .select()
      .from(groupWatchlists)
      .where(eq(groupWatchlists.groupId, group));
    expect(watchlists).toHaveLength(1);
    expect(await groupWatchlistCount(ctx.database.db, group)).toBe(20);
  });
});
