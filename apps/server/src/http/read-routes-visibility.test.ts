/**
 * Every read route of the OpenAPI document, present and future, is probed for hidden trades: an
 * owner's private and group trades (and one bookmarked by another user before it was hidden) carry
 * a marker in their reasoning, and no GET answer to another user or a visitor may contain it,
 * whatever ids, tabs and filters its parameters are given. A new read that forgets the visibility
 * rule fails here without anyone writing a test for it. The owner's own run proves the probe
 * reaches the trades at all.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { createGroupRows } from '../../test/factories.ts';
import { postGroupTrade } from '../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../test/trade-helpers.ts';

type Parameter = { in: 'path' | 'query'; name: string; schema?: { type?: string; enum?: unknown[] } };
type Operation = { parameters?: Parameter[] };

/** Routes that never read trades or whose answer is not data (files, scripts, the gateway). */
const NOT_TRADE_READS = new Set([
  '/backend/api/files/{*}',
  '/backend/api/profile/photo/{key}',
  '/backend/sandbox/broker/scdk.js',
  '/backend/sandbox/broker/scdk.css',
  '/backend/api/dev/sms-outbox/{phone}',
]);
const MAX_CALLS_PER_ROUTE = 64;

const MARKER = `hidden-${randomBytes(6).toString('hex')}`;
let ctx: TestContext;
let owner: Session;
let other: Session;
const hiddenIds: number[] = [];
let securityId: number;
let securityKey: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [owner, other] = await Promise.all([
    signInWithProfile(ctx.app, 'Hema Hidden'),
    signInWithProfile(ctx.app, 'Prakash Probe'),
  ]);
  const security = await findSecurity(ctx.database.db, 'INFY', 'NSE');
  securityId = security!.id;
  securityKey = `${security!.symbol}-NSE`;
  const price = await livePriceOf(ctx.app, securityId);
  const post = async (overrides: Record<string, unknown>) => {
    const body = buyTradeBody(securityId, price * 1.25, { reasonings: `Setup ${MARKER}`, ...overrides });
    const response = await postTrade(ctx.app, owner, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };

  hiddenIds.push(await post({ is_trade_private: true }));
  // A trade of the owner's private group, which the other user is not a member of.
  const group = await createGroupRows(ctx.app, owner, { groupType: 'Private' });
  const groupPost = await postGroupTrade(
    ctx.app,
    owner,
    group.id,
    buyTradeBody(securityId, price * 1.25, { reasonings: `Setup ${MARKER}` }),
  );
  expect(groupPost.statusCode, groupPost.body).toBe(201);
  const groupTrade = groupPost.json().id as number;
  hiddenIds.push(groupTrade);
  // Bookmarked while public, then made private: the bookmark must stop showing it.
  const laterHidden = await post({});
  const tabs = await ctx.app.inject({
    url: `/backend/watchlist/detail/?category__watchlist_type=trade&profile__user__id=${other.user_id}`,
    headers: bearer(other.token.access),
  });
  const bookmark = await ctx.app.inject({
    method: 'POST',
    url: '/backend/watchlist/items/',
    headers: bearer(other.token.access),
    payload: { watchlist: tabs.json()[0].id, trade: laterHidden },
  });
  expect(bookmark.statusCode, bookmark.body).toBe(201);
  const beforeHiding = await routesShowingHiddenTrades(other);
  expect(beforeHiding.some((url) => url.startsWith('/backend/watchlist/detail/'))).toBe(true);
  await ctx.database.db.execute(sql`update trades set visibility = 'private' where id = ${laterHidden}`);
  hiddenIds.push(laterHidden);
});
afterAll(() => ctx.close());

/** The values a parameter is tried with: every hidden trade, both users, the tabs and the no-filter words. */
function candidates(parameter: Parameter): string[] {
  const name = parameter.name.toLowerCase();
  if (parameter.schema?.enum) return parameter.schema.enum.map(String);
  if (/user|request_user/.test(name)) return [String(owner.user_id), String(other.user_id)];
  if (name === 'tab') return ['0', '1'];
  if (name === 'page') return ['1'];
  if (name === 'limit') return ['50'];
  if (/^(id|trade_id|tradeid)$/.test(name)) return hiddenIds.map(String);
  if (/^(stock|stock_id)$/.test(name)) return [String(securityId)];
  if (/watchlist_type/.test(name)) return ['trade', 'stock'];
  if (name === 'order') return ['newest'];
  if (/^(status|sides|durations|dates|buysell|duration|filters|filter_by)$/.test(name)) return ['null'];
  if (name === 'text' || name === 'query') return [securityKey];
  return parameter.schema?.type === 'integer' ? hiddenIds.map(String) : [securityKey];
}

/** Every combination of the parameters' candidates, as request URLs. */
function urlsFor(path: string, operation: Operation): string[] {
  let urls: { path: string; query: URLSearchParams }[] = [{ path, query: new URLSearchParams() }];
  for (const parameter of operation.parameters ?? []) {
    urls = urls.flatMap((url) =>
      candidates(parameter).map((value) => {
        if (parameter.in === 'path') return { ...url, path: url.path.replace(`{${parameter.name}}`, value) };
        const query = new URLSearchParams(url.query);
        query.set(parameter.name, value);
        return { ...url, query };
      }),
    );
  }
  return urls.slice(0, MAX_CALLS_PER_ROUTE).map(({ path: filled, query }) => {
    const search = query.toString();
    return search ? `${filled}?${search}` : filled;
  });
}

async function readRoutes(): Promise<[string, Operation][]> {
  const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json();
  return Object.entries<Record<string, Operation>>(document.paths)
    .filter(([path, operations]) => operations.get && !NOT_TRADE_READS.has(path))
    .map(([path, operations]) => [path, operations.get!]);
}

/** The routes whose answer to `who` contains the marker, with the URL that showed it. */
async function routesShowingHiddenTrades(who: Session | null): Promise<string[]> {
  const leaks: string[] = [];
  for (const [path, operation] of await readRoutes()) {
    for (const url of urlsFor(path, operation)) {
      const response = await ctx.app.inject({ url, headers: who ? bearer(who.token.access) : {} });
      if (response.body.includes(MARKER)) {
        leaks.push(url);
        break;
      }
    }
  }
  return leaks;
}

it('the probe reaches the hidden trades: their owner reads them through several routes', async () => {
  const shown = await routesShowingHiddenTrades(owner);
  expect(shown.length, shown.join('\n')).toBeGreaterThanOrEqual(5);
  expect(shown.some((url) => url.startsWith('/backend/api/trade/get-trade/'))).toBe(true);
  expect(shown.some((url) => url.startsWith('/backend/api/trade/trade-list/'))).toBe(true);
});

it('no read route shows them to another user, who bookmarked one before it was hidden', async () => {
  expect(await routesShowingHiddenTrades(other)).toEqual([]);
});

it('no read route shows them to a visitor', async () => {
  expect(await routesShowingHiddenTrades(null)).toEqual([]);
});
