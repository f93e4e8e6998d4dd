/**
 * Bad input for every trades and broker call: 400 with a clear message (trades.md §5 ones verbatim),
 * nothing written, and never a stack trace or SQL in the body.
 */
import { MAX_LADDER_ROWS, TRADE_MESSAGES, TRADE_PRICE_MESSAGES } from '@tradecircle/domain';
import { type AnyColumn, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  sellTradeBody,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import {
  brokerTransactions,
  trackRecordEntries,
  tradeComments,
  trades,
  watchlistItems,
  watchlists,
} from '../../db/schema/index.ts';

type Case = [label: string, request: InjectOptions, message: string];

let ctx: TestContext;
let owner: Session;
let other: Session;
let stockId: number;
let price: number;
let upcoming: { id: number; entry_price: number; target_price: number; stop_loss: number };
let live: { id: number };
let otherTradeTab: number;

const as = (session: Session) => bearer(session.token.access);
const round = (value: number) => Math.round(value * 100) / 100;
const MALFORMED_IDS = ['abc', '0', '-3', '1.5', '3000000000'];
/** What must never reach a client: stack frames, SQL, driver names. */
const LEAK = /\bat \S+:\d+:\d+|select .+ from|insert into|update \S+ set|postgres|pglite|drizzle|relation "/i;

async function snapshot() {
  const { db } = ctx.database;
  const ours = or(eq(trades.postedByUserId, owner.user_id), eq(trades.postedByUserId, other.user_id));
  const rows = await db.select().from(trades).where(ours).orderBy(asc(trades.id));
  const tradeIds = rows.map((row) => row.id);
  const countOf = async (table: typeof trackRecordEntries | typeof tradeComments, tradeId: AnyColumn) =>
    (await db.select({ n: count() }).from(table).where(inArray(tradeId, tradeIds)))[0]!.n;
  return {
    trades: rows,
    recordEntries: await countOf(trackRecordEntries, trackRecordEntries.tradeId),
    comments: await countOf(tradeComments, tradeComments.subjectId),
    watchlistItems: (
      await db
        .select({ n: count() })
        .from(watchlistItems)
        .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
        .where(inArray(watchlists.profileId, [owner.profile_id, other.profile_id]))
    )[0]!.n,
    brokerTransactions: (await db.select({ n: count() }).from(brokerTransactions))[0]!.n,
  };
}

/** Runs each case, expecting 400 with exactly its message and a body that leaks nothing. */
async function expectRefusals(cases: Case[]) {
  const before = await snapshot();
  for (const [label, request, message] of cases) {
    const response = await ctx.app.inject(request);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    expect(response.json().message, label).toBe(message);
    expect(response.body, label).not.toMatch(LEAK);
  }
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [owner, other] = await Promise.all([
    signInWithProfile(ctx.app, 'Bhavna Builder'),
    signInWithProfile(ctx.app, 'Ravi Reader'),
  ]);
  const stock = await findSecurity(ctx.database.db, 'HDFCBANK', 'NSE');
  stockId = stock!.id;
  price = await livePriceOf(ctx.app, stockId);
  // Entries 25% above the live price keep the lifecycle engine away from these trades.
  upcoming = (await postTrade(ctx.app, owner, buyTradeBody(stockId, price * 1.25))).json();
  live = (await postTrade(ctx.app, owner, buyTradeBody(stockId, price * 1.25))).json();
  await ctx.database.db.update(trades).set({ status: 'Active' }).where(eq(trades.id, live.id));
  otherTradeTab = (
    await ctx.app.inject({
      url: `/backend/watchlist/detail/?category__watchlist_type=trade&profile__user__id=${other.user_id}`,
      headers: as(other),
    })
  ).json()[0].id;
});
afterAll(() => ctx.close());

describe('malformed ids, pages and tabs in paths and queries', () => {
  it('answer 400 naming the segment, for every call that takes one', async () => {
    const byId: [string, (id: string) => InjectOptions, string][] = [
      ['get-trade', (id) => ({ url: `/backend/api/trade/get-trade/${id}` }), 'id must be a trade id'],
      [
        'user-trade-detail',
        (id) => ({ url: `/backend/api/trade/user-trade-detail/${id}/` }),
        'id must be a trade id',
      ],
      ['get-fno-trade', (id) => ({ url: `/backend/get-fno-trade/${id}` }), 'id must be a trade id'],
      ['trade-report', (id) => ({ url: `/backend/api/trade/trade-report/${id}/` }), 'id must be a trade id'],
      [
        'update-reasoning',
        (id) => ({
          method: 'POST',
          url: `/backend/api/trade/update-reasoning/${id}`,
          headers: as(owner),
          payload: { reason: 'Still holding' },
        }),
        'trade_id must be a trade id',
      ],
      [
        'update-comment',
        (id) => ({
          method: 'POST',
          url: `/backend/api/trade/update-comment/${id}/`,
          headers: as(other),
          payload: { comment: 'Nice', user_id: other.profile_id },
        }),
        'trade_id must be a trade id',
      ],
      [
        'add_fno_comment',
        (id) => ({
          method: 'POST',
          url: `/backend/add_fno_comment/${id}/`,
          headers: as(other),
          payload: { comment: 'Nice', user_id: other.profile_id },
        }),
        'id must be a trade id',
      ],
      [
        'get-trades-count',
        (id) => ({ url: `/backend/api/trade/get-trades-count/${id}` }),
        'userId must be a user id',
      ],
      [
        'profile-details',
        (id) => ({ url: `/backend/api/profile-details/${id}` }),
        'userId must be a user id',
      ],
      [
        'trade-list',
        (id) => ({ url: `/backend/api/trade/trade-list/${id}/0/1` }),
        'userId must be a user id',
      ],
      [
        'filter-trades',
        (id) => ({ url: `/backend/api/trade/filter-trades/0/${id}/1/null/null/null/null` }),
        'userId must be a user id',
      ],
      [
        'own-groups post-trade',
        (id) => ({
          method: 'POST',
          url: `/backend/api/own-groups/${id}/post-trade/`,
          headers: as(owner),
          payload: buyTradeBody(stockId, price * 1.25),
        }),
        'groupId must be a group id',
      ],
      [
        'trade-start',
        (id) => ({ url: `/backend/api/order/trade-start/?trade_id=${id}`, headers: as(owner) }),
        'trade_id must be a trade id',
      ],
      [
        'trade-actions',
        (id) => ({ url: `/backend/api/order/trade-actions/?trade_id=${id}`, headers: as(owner) }),
        'trade_id must be a trade id',
      ],
      [
        'exit-order',
        (id) => ({
          method: 'POST',
          url: `/backend/api/order/exit-order/?trade_id=${id}&trade_action=EXIT`,
          headers: as(owner),
        }),
        'trade_id must be a trade id',
      ],
    ];
    const pages = (url: (page: string) => string): Case[] => [
      ...['0', '-1', 'x', '1.5'].map((page): Case => [url(page), { url: url(page) }, 'Pages start at 1']),
      [url('100001'), { url: url('100001') }, 'Pages end at 100000'],
    ];
    const unknownTab = 'Unknown tab: 0 lists posted trades, 1 followed trades';
    await expectRefusals([
      ...byId.flatMap(([name, request, message]) =>
        MALFORMED_IDS.map((id): Case => [`${name} ${id}`, request(id), message]),
      ),
      ...pages((page) => `/backend/api/trade/trade-list/${owner.user_id}/0/${page}`),
      ...pages((page) => `/backend/api/trade/filter-trades/0/${owner.user_id}/${page}/null/null/null/null`),
      ...pages((page) => `/backend/api/trade/all-trade-list/null/${page}/null/null/null`),
      [
        'trade-report-list page 0',
        { url: '/backend/api/trade/trade-report-list/?page=0', headers: as(owner) },
        'Pages start at 1',
      ],
      ['trade-list tab 2', { url: `/backend/api/trade/trade-list/${owner.user_id}/2/1` }, unknownTab],
      ['trade-list tab x', { url: `/backend/api/trade/trade-list/${owner.user_id}/x/1` }, unknownTab],
      [
        'filter-trades tab -1',
        { url: `/backend/api/trade/filter-trades/-1/${owner.user_id}/1/null/null/null/null` },
        unknownTab,
      ],
    ]);
  });

  it('refuse unknown filters and impossible dates with a message naming them', async () => {
    const filter = (status: string, sides: string, durations: string, dates: string) =>
      `/backend/api/trade/filter-trades/0/${owner.user_id}/1/${status}/${sides}/${durations}/${dates}`;
    const feed = (status: string, sides: string, duration: string) =>
      `/backend/api/trade/all-trade-list/null/1/${status}/${sides}/${duration}`;
    const cases: [string, string][] = [
      [
        filter('Sideways', 'null', 'null', 'null'),
        'Unknown status filter Sideways: use Live, Upcoming or Closed',
      ],
      [filter('null', 'Long', 'null', 'null'), 'Unknown side filter Long: use Buy or Sell'],
      [filter('null', 'null', '9', 'null'), 'Unknown duration filter 9: use the ids of duration-list'],
      [
        filter('null', 'null', '1,99999', 'null'),
        'Unknown duration filter 99999: use the ids of duration-list',
      ],
      [filter('null', 'null', 'x', 'null'), 'Unknown duration filter x: use the ids of duration-list'],
      [filter('null', 'null', 'null', '2026-02-30,2026-03-01'), 'Invalid date 2026-02-30'],
      [filter('null', 'null', 'null', '2026-03-01'), 'The date filter is two dates: from,to'],
      [filter('null', 'null', 'null', '2026-03-05,2026-03-01'), 'The date range ends before it starts'],
      [filter('null', 'null', 'null', 'yesterday,today'), 'Dates must look like 2026-11-20 (got yesterday)'],
      [feed('Done', 'null', 'null'), 'Unknown status filter Done: use Live, Upcoming or Closed'],
      [feed('null', 'Hold', 'null'), 'Unknown side filter Hold: use Buy or Sell'],
      [feed('null', 'null', '7'), 'Unknown duration filter 7: use the ids of duration-list'],
    ];
    await expectRefusals(cases.map(([url, message]): Case => [url, { url }, message]));
  });
});

describe('bodies', () => {
  it('create-trade: the §5 rules not covered by trades.test.ts, verbatim, and ill-typed fields', async () => {
    const create = (body: unknown): InjectOptions => ({
      method: 'POST',
      url: '/backend/api/trade/create-trade/',
      headers: as(owner),
      payload: body as Record<string, unknown>,
    });
    const entry = round(price * 1.25);
    const buy = (overrides: Record<string, unknown>) => create(buyTradeBody(stockId, entry, overrides));
    const sell = (overrides: Record<string, unknown>) => create(sellTradeBody(stockId, entry, overrides));
    await expectRefusals([
      ['no target', buy({ target_price: null }), TRADE_MESSAGES.required],
      ['no stop loss', buy({ stop_loss: undefined }), TRADE_MESSAGES.required],
      ['no lots', buy({ lots: null }), TRADE_MESSAGES.required],
      ['negative lots', buy({ lots: -2 }), TRADE_MESSAGES.lotsAtLeastOne],
      [
        'Sell entry outside the ladder',
        sell({ target_price: round(entry * 1.1), stop_loss: round(entry * 0.9) }),
        TRADE_MESSAGES.sellEntryPrice,
      ],
      [
        'Sell stop loss below the entry',
        sell({ stop_loss: round(entry * 0.99) }),
        TRADE_MESSAGES.sellStopLoss,
      ],
      [
        'Sell intermediate target above the first',
        sell({ target_stop_loss_list: [{ target_price: round(entry * 0.97), stop_loss: entry }] }),
        TRADE_MESSAGES.sellTargets,
      ],
      [
        'Sell intermediate stop loss below the previous target',
        sell({
          target_stop_loss_list: [{ target_price: round(entry * 0.8), stop_loss: round(entry * 0.9) }],
        }),
        TRADE_MESSAGES.sellStopLosses,
      ],
      ['fractional lots', buy({ lots: 1.5 }), 'Lots must be a whole number up to 100000'],
      ['too many lots', buy({ lots: 100_001 }), 'Lots must be a whole number up to 100000'],
      [
        'negative prices',
        buy({ entry_price: -5, target_price: -4, stop_loss: -6 }),
        TRADE_PRICE_MESSAGES.tooSmall,
      ],
      ['unknown duration', buy({ duration: 9 }), 'Select a valid duration'],
      [
        'one target more than the ladder holds',
        buy({
          target_stop_loss_list: Array.from({ length: MAX_LADDER_ROWS }, (_, row) => ({
            target_price: round(entry * (1.2 + row * 0.01)),
            stop_loss: round(entry * (1.09 + row * 0.01)),
          })),
        }),
        `A trade can have at most ${MAX_LADDER_ROWS} targets`,
      ],
      ['security too large', buy({ security: 3_000_000_000 }), 'security must be a security id'],
      ['security as text', buy({ security: 'HDFCBANK' }), 'security must be a security id'],
      [
        'copy_origin too large',
        buy({ copy_origin: 3_000_000_000 }),
        'The trade you are copying was not found',
      ],
      ['copy_origin missing', buy({ copy_origin: 2_000_000_000 }), 'The trade you are copying was not found'],
      [
        'entry price as text',
        buy({ entry_price: 'abc' }),
        'entry_price: Invalid input: expected number, received string',
      ],
      [
        'unknown side',
        buy({ trade_type: 'Hold' }),
        'trade_type: Invalid option: expected one of "Buy"|"Sell"',
      ],
      [
        'unknown visibility',
        buy({ visibility: 'public' }),
        'visibility: Invalid option: expected one of "followers"|"private"|"group"',
      ],
      [
        'unknown order type',
        buy({ order_type: 'stop' }),
        'order_type: Invalid option: expected one of "market_order"|"limit_order"',
      ],
      [
        'reasoning as a number',
        buy({ reasonings: 123 }),
        'reasonings: Invalid input: expected string, received number',
      ],
      [
        'ladder rows as text',
        buy({ target_stop_loss_list: 'none' }),
        'target_stop_loss_list: Invalid input: expected array, received string',
      ],
      ['a list for a body', create([1, 2]), 'body: Invalid input: expected object, received array'],
      [
        'malformed JSON',
        {
          ...create(undefined),
          headers: { ...as(owner), 'content-type': 'application/json' },
          payload: '{"security": ',
        },
        "Body is not valid JSON but content-type is set to 'application/json'",
      ],
    ]);
  });

  it('update-trade-detail, delete-trade, exit-trade and the featured patches', async () => {
    const post = (url: string, payload: unknown, method: 'POST' | 'PATCH' = 'POST'): InjectOptions => ({
      method,
      url: `/backend/api/trade/${url}`,
      headers: as(owner),
      payload: payload as Record<string, unknown>,
    });
    const ladder = {
      id: upcoming.id,
      entry_price: upcoming.entry_price,
      target_price: upcoming.target_price,
      stop_loss: upcoming.stop_loss,
      lots: 1,
    };
    const cases: Case[] = [
      [
        'update without id',
        post('update-trade-detail/', { ...ladder, id: undefined }),
        'id must be a trade id',
      ],
      ['update lots 0', post('update-trade-detail/', { ...ladder, lots: 0 }), TRADE_MESSAGES.lotsAtLeastOne],
      [
        'update target below entry',
        post('update-trade-detail/', { ...ladder, target_price: upcoming.entry_price - 1 }),
        TRADE_MESSAGES.buyTargetPrice,
      ],
      [
        'update entry as text',
        post('update-trade-detail/', { ...ladder, entry_price: 'high' }),
        'entry_price: Invalid input: expected number, received string',
      ],
    ];
    for (const url of ['delete-trade/', 'exit-trade']) {
      for (const payload of [{}, { id: 'abc' }, { id: 3_000_000_000 }, { id: -1 }]) {
        cases.push([`${url} ${JSON.stringify(payload)}`, post(url, payload), 'id must be a trade id']);
      }
    }
    for (const url of ['trade-detail-patch-featured/', 'fando-trade-patch']) {
      cases.push(
        [
          `${url} without is_featured`,
          post(url, { id: upcoming.id, request_type: 'featured' }, 'PATCH'),
          'is_featured must be true or false',
        ],
        [
          `${url} with another request_type`,
          post(url, { id: upcoming.id, is_featured: true, request_type: 'pin' }, 'PATCH'),
          'request_type must be featured',
        ],
        [
          `${url} without id`,
          post(url, { is_featured: true, request_type: 'featured' }, 'PATCH'),
          'id must be a trade id',
        ],
      );
    }
    await expectRefusals(cases);
  });

  it('update-reasoning, comments and bookmarks', async () => {
    const reason = (payload: unknown): InjectOptions => ({
      method: 'POST',
      url: `/backend/api/trade/update-reasoning/${live.id}`,
      headers: as(owner),
      payload: payload as Record<string, unknown>,
    });
    const comment = (payload: Record<string, unknown>): InjectOptions => ({
      method: 'POST',
      url: `/backend/api/trade/update-comment/${upcoming.id}/`,
      headers: as(other),
      payload,
    });
    const bookmark = (payload: Record<string, unknown>): InjectOptions => ({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: as(other),
      payload,
    });
    await expectRefusals([
      ['reasoning missing', reason({}), 'Required.'],
      ['reasoning blank', reason({ reason: '   ' }), 'Required.'],
      ['reasoning a number', reason({ reason: 5 }), 'Required.'],
      ['reasoning too long', reason({ reason: 'x'.repeat(5001) }), 'Reasoning is at most 5000 characters'],
      ['comment missing', comment({ user_id: other.profile_id }), 'Field is required'],
      ['comment a number', comment({ comment: 5, user_id: other.profile_id }), 'Field is required'],
      [
        'comment too long',
        comment({ comment: 'x'.repeat(2001), user_id: other.profile_id }),
        'Comments are at most 2000 characters',
      ],
      [
        'comment far too long',
        comment({ comment: 'x'.repeat(5001), user_id: other.profile_id }),
        'Comments are at most 2000 characters',
      ],
      ['comment without user_id', comment({ comment: 'Nice' }), 'user_id must be your profile id'],
      [
        'bookmark a trade id too large',
        bookmark({ watchlist: otherTradeTab, trade: 3_000_000_000 }),
        'trade must be a trade id',
      ],
      [
        'bookmark a watchlist id as text',
        bookmark({ watchlist: 'mine', trade: upcoming.id }),
        'watchlist must be a watchlist id',
      ],
      [
        'bookmark both',
        bookmark({ watchlist: otherTradeTab, trade: upcoming.id, stock: stockId }),
        'Send either a stock or a trade',
      ],
    ]);
  });

  it('broker order calls', async () => {
    const transactionId = `TRX_${'a'.repeat(32)}`;
    await expectRefusals([
      [
        'confirm with a made-up transaction id',
        {
          method: 'POST',
          url: '/backend/api/order/confirm/',
          headers: as(owner),
          payload: { trade_id: upcoming.id, transaction_id: 'TRX_123' },
        },
        'transaction_id must be a gateway transaction id (TRX_...)',
      ],
      [
        'exit-order without an action',
        { method: 'POST', url: `/backend/api/order/exit-order/?trade_id=${live.id}`, headers: as(owner) },
        'trade_action must be EXIT, APPLY_SL or APPLY_TG',
      ],
      [
        'exit-order as a limit order',
        {
          method: 'POST',
          url: `/backend/api/order/exit-order/?trade_id=${live.id}&trade_action=EXIT&order_type=limit_order`,
          headers: as(owner),
        },
        'Only market orders can be sent to the broker',
      ],
      [
        'exit patch without a batch id',
        {
          method: 'PATCH',
          url: '/backend/api/trade/trade-detail-patch/',
          headers: as(owner),
          payload: { trade_id: live.id, transaction_id: transactionId, auth_id: 'A1', trade_action: 'EXIT' },
        },
        'batch_id is required',
      ],
    ]);
  });
});
