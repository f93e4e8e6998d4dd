/**
 * Prices are rounded to paise before they are validated, and must lie between ₹0.01 and
 * MAX_TRADE_PRICE, on every call that takes one; a body's visibility and is_trade_private must agree.
 */
import { TRADE_MESSAGES, TRADE_PRICE_MESSAGES, visibilityConflict } from '@tradecircle/domain';
import { asc, count, eq } from 'drizzle-orm';
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
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { trackRecordEntries, trades } from '../../db/schema/index.ts';

type Case = [label: string, request: InjectOptions, message: string, field?: string];

let ctx: TestContext;
let owner: Session;
let stockId: number;
let price: number;
let entry: number;
let upcoming: { id: number; entry_price: number; target_price: number; stop_loss: number };

const round = (value: number) => Math.round(value * 100) / 100;
const as = (session: Session) => bearer(session.token.access);
const call = (method: 'POST' | 'PATCH', path: string, payload: unknown): InjectOptions => ({
  method,
  url: `/backend/api/${path}`,
  headers: as(owner),
  payload: payload as Record<string, unknown>,
});
const create = (overrides: Record<string, unknown>) =>
  call('POST', 'trade/create-trade/', buyTradeBody(stockId, entry, overrides));

/** The owner's trades and the track record's entries, to show a refusal wrote nothing. */
async function snapshot() {
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(trades)
    .where(eq(trades.postedByUserId, owner.user_id))
    .orderBy(asc(trades.id));
  const [recorded] = await db.select({ n: count() }).from(trackRecordEntries);
  return { rows, recordEntries: recorded!.n };
}

async function expectRefusals(cases: Case[]) {
  const before = await snapshot();
  for (const [label, request, message, field] of cases) {
    const response = await ctx.app.inject(request);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    expect(response.json().message, label).toBe(message);
    if (field) expect(response.json().errors?.[field], label).toEqual([message]);
  }
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  owner = await signInWithProfile(ctx.app, 'Paise Poster');
  stockId = (await findSecurity(ctx.database.db, 'HDFCBANK', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
  // Well above the live price: a limit order that stays Upcoming.
  entry = round(price * 1.25);
  const posted = await postTrade(ctx.app, owner, buyTradeBody(stockId, entry));
  expect(posted.statusCode).toBe(201);
  upcoming = posted.json();
});
afterAll(() => ctx.close());

describe('prices are rounded to paise, then checked', () => {
  it('refuses what rounds to zero and what is too large on create-trade, market or limit', async () => {
    await expectRefusals([
      ['stop loss 0.0001', create({ stop_loss: 0.0001 }), TRADE_PRICE_MESSAGES.tooSmall, 'stop_loss'],
      ['stop loss 0.004', create({ stop_loss: 0.004 }), TRADE_PRICE_MESSAGES.tooSmall, 'stop_loss'],
      ['entry 1e15', create({ entry_price: 1e15 }), TRADE_PRICE_MESSAGES.tooLarge, 'entry_price'],
      ['target 1e15', create({ target_price: 1e15 }), TRADE_PRICE_MESSAGES.tooLarge, 'target_price'],
      [
        'market order, target 1e15',
        create({ order_type: 'market_order', target_price: 1e15 }),
        TRADE_PRICE_MESSAGES.tooLarge,
        'target_price',
      ],
      [
        'row stop loss 0.0001',
        create({ target_stop_loss_list: [{ target_price: round(entry * 1.2), stop_loss: 0.0001 }] }),
        TRADE_PRICE_MESSAGES.tooSmall,
        'target_stop_loss_list',
      ],
      [
        'row target 1e15',
        create({ target_stop_loss_list: [{ target_price: 1e15, stop_loss: entry }] }),
        TRADE_PRICE_MESSAGES.tooLarge,
        'target_stop_loss_list',
      ],
      [
        'a number JSON reads as infinite',
        {
          ...create({}),
          headers: { ...as(owner), 'content-type': 'application/json' },
          payload: JSON.stringify(buyTradeBody(stockId, entry)).replace(
            /"target_price":[\d.]+/,
            '"target_price":1e400',
          ),
        },
        TRADE_PRICE_MESSAGES.tooLarge,
      ],
      [
        'group post-trade, stop loss 0.0001',
        call('POST', 'own-groups/3/post-trade/', buyTradeBody(stockId, entry, { stop_loss: 0.0001 })),
        TRADE_PRICE_MESSAGES.tooSmall,
        'stop_loss',
      ],
    ]);
  });

  it('compares the rounded prices: a stop loss that rounds up to the entry is the §5 stop-loss error', async () => {
    await expectRefusals([
      [
        'stop loss entry - 0.001',
        create({ stop_loss: entry - 0.001 }),
        TRADE_MESSAGES.buyStopLoss,
        'stop_loss',
      ],
    ]);
  });

  it('stores the rounded prices', async () => {
    const response = await postTrade(
      ctx.app,
      owner,
      buyTradeBody(stockId, entry, {
        entry_price: entry + 0.004,
        target_price: round(entry * 1.1) + 0.005,
        stop_loss: round(entry * 0.9) - 0.0049,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      entry_price: entry,
      target_price: round(round(entry * 1.1) + 0.01),
      stop_loss: round(entry * 0.9),
    });
  });

  it('refuses the same on update-trade-detail and trade-patch, and changes nothing', async () => {
    const ladder = {
      id: upcoming.id,
      entry_price: upcoming.entry_price,
      target_price: upcoming.target_price,
      stop_loss: upcoming.stop_loss,
      lots: 1,
    };
    await expectRefusals([
      [
        'update stop loss 0.0001',
        call('POST', 'trade/update-trade-detail/', { ...ladder, stop_loss: 0.0001 }),
        TRADE_PRICE_MESSAGES.tooSmall,
        'stop_loss',
      ],
      [
        'update entry 1e15',
        call('POST', 'trade/update-trade-detail/', { ...ladder, entry_price: 1e15 }),
        TRADE_PRICE_MESSAGES.tooLarge,
        'entry_price',
      ],
      [
        'update row target 1e15',
        call('POST', 'trade/update-trade-detail/', {
          ...ladder,
          target_stop_loss_list: [{ target_price: 1e15, stop_loss: upcoming.target_price }],
        }),
        TRADE_PRICE_MESSAGES.tooLarge,
        'target_stop_loss_list',
      ],
      [
        'patch entry 0.0001',
        call('PATCH', 'trade/trade-patch', { id: upcoming.id, entry_price: 0.0001 }),
        TRADE_PRICE_MESSAGES.tooSmall,
      ],
      [
        'patch entry 1e15',
        call('PATCH', 'trade/trade-patch', { id: upcoming.id, entry_price: 1e15 }),
        TRADE_PRICE_MESSAGES.tooLarge,
      ],
    ]);
    const patched = await ctx.app.inject(
      call('PATCH', 'trade/trade-patch', { id: upcoming.id, entry_price: upcoming.entry_price + 0.004 }),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().trade_detail.entry_price).toBe(upcoming.entry_price);
  });
});

describe('visibility and is_trade_private', () => {
  it.each([
    ['followers', true],
    ['group', true],
    ['private', false],
  ] as const)(
    'refuses visibility %s with is_trade_private %s on create and update',
    async (visibility, flag) => {
      const message = visibilityConflict(visibility, flag)!;
      expect(message).toMatch(/contradicts/);
      await expectRefusals([
        ['create', create({ visibility, is_trade_private: flag }), message, 'visibility'],
        [
          'update',
          call('POST', 'trade/update-trade-detail/', {
            id: upcoming.id,
            entry_price: upcoming.entry_price,
            target_price: upcoming.target_price,
            stop_loss: upcoming.stop_loss,
            lots: 1,
            visibility,
            is_trade_private: flag,
          }),
          message,
          'visibility',
        ],
      ]);
    },
  );

  it.each([
    [{ visibility: 'private', is_trade_private: true }, 'private'],
    [{ visibility: 'followers', is_trade_private: false }, 'followers'],
    [{ visibility: 'private' }, 'private'],
    [{ is_trade_private: true }, 'private'],
    [{ is_trade_private: false }, 'followers'],
    [{}, 'followers'],
  ] as const)('posts %j as %s', async (fields, visibility) => {
    const response = await postTrade(ctx.app, owner, buyTradeBody(stockId, entry, fields));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ visibility, is_trade_private: visibility === 'private' });
  });

  it("update-trade-detail takes the trade's own visibility, and refuses another", async () => {
    const ladder = {
      id: upcoming.id,
      entry_price: upcoming.entry_price,
      target_price: upcoming.target_price,
      stop_loss: upcoming.stop_loss,
      lots: 1,
    };
    const same = await ctx.app.inject(
      call('POST', 'trade/update-trade-detail/', {
        ...ladder,
        visibility: 'followers',
        is_trade_private: false,
      }),
    );
    expect(same.statusCode, same.body).toBe(200);
    await expectRefusals([
      [
        'to private',
        call('POST', 'trade/update-trade-detail/', { ...ladder, visibility: 'private' }),
        'The visibility of a trade cannot be changed',
        'visibility',
      ],
      [
        'to private by the flag',
        call('POST', 'trade/update-trade-detail/', { ...ladder, is_trade_private: true }),
        'The visibility of a trade cannot be changed',
        'visibility',
      ],
    ]);
  });
});
