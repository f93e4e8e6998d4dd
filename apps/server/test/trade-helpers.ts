import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../src/db/client.ts';
import { securities, trades } from '../src/db/schema/index.ts';
import { appendRecord } from '../src/modules/track-record/index.ts';
import { stepDraft } from '../src/modules/trades/index.ts';
import { bearer } from './auth-helpers.ts';
import { createUser, type SignedIn } from './factories.ts';

export type Session = SignedIn & { profile_id: number };

/** A signed-in user with a completed profile (rows written directly: test/factories.ts). */
export async function signInWithProfile(app: FastifyInstance, name: string): Promise<Session> {
  return (await createUser(app, { name })) as Session;
}

/**
 * A valid Buy trade body around `price`: stop loss 5% below, target 5% above, 1 lot, Intra-day. Sent
 * with its entry, so the trade waits Upcoming for it; with ENTER_NOW it has no entry and enters at
 * the live price instead, Live at once.
 */
export function buyTradeBody(securityId: number, price: number, overrides: Record<string, unknown> = {}) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    security: securityId,
    trade_type: 'Buy',
    entry_price: round(price),
    target_price: round(price * 1.05),
    stop_loss: round(price * 0.95),
    target_stop_loss_list: [],
    lots: 1,
    duration: 1,
    reasonings: 'Breakout above resistance with volume',
    is_real: false,
    order_type: 'limit_order',
    ...overrides,
  };
}

/**
 * Overrides that make a trade body "enter now at the market": no entry price, so the server takes
 * the live price and posts it Live (a trade sent with an entry waits Upcoming for it).
 */
export const ENTER_NOW = { order_type: 'market_order', entry_price: undefined } as const;

/** The mirror of buyTradeBody: a Sell trade with the target 5% below `price` and the stop loss 5% above. */
export function sellTradeBody(securityId: number, price: number, overrides: Record<string, unknown> = {}) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return buyTradeBody(securityId, price, {
    trade_type: 'Sell',
    target_price: round(price * 0.95),
    stop_loss: round(price * 1.05),
    ...overrides,
  });
}

/** The security's live price as update-live-price answers it. */
export async function livePriceOf(app: FastifyInstance, securityId: number): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/trade/update-live-price/',
    payload: { id: securityId },
  });
  expect(response.statusCode).toBe(200);
  return response.json().live_price;
}

export async function postTrade(app: FastifyInstance, session: Session, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/backend/api/trade/create-trade/',
    headers: bearer(session.token.access),
    payload: body,
  });
}

/** A seeded security by symbol and exchange (fails the test when the seed lacks it). */
export async function findSecurity(db: AppDb, symbol: string, exchange: 'NSE' | 'BSE' = 'NSE') {
  const [row] = await db
    .select()
    .from(securities)
    .where(and(eq(securities.symbol, symbol), eq(securities.exchange, exchange)));
  if (!row) throw new Error(`The seed has no ${symbol} on ${exchange}`);
  return row;
}

/** The first seeded security of an instrument type (FUT, CE, PE, INDEX, EQ). */
export async function firstSecurityOfType(
  db: AppDb,
  instrumentType: (typeof securities.$inferSelect)['instrumentType'],
) {
  const [row] = await db
    .select()
    .from(securities)
    .where(eq(securities.instrumentType, instrumentType))
    .orderBy(asc(securities.id))
    .limit(1);
  if (!row) throw new Error(`The seed has no ${instrumentType} security`);
  return row;
}

/**
 * Closes a trade at `exitPrice` as the lifecycle engine writes it: the trade row and, in the same
 * transaction, its track-record entries (going Live first, when it had not).
 */
export async function closeTradeAt(
  db: AppDb,
  tradeId: number,
  exitPrice: number,
  options: { reason?: 'target' | 'stop_loss' | 'window_end'; liveAt?: Date; closedAt?: Date } = {},
) {
  const closedAt = options.closedAt ?? new Date();
  const reason = options.reason ?? 'target';
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(trades).where(eq(trades.id, tradeId));
    const liveAt = before!.liveAt ?? options.liveAt ?? closedAt;
    const [row] = await tx
      .update(trades)
      .set({ status: 'Closed', exitPrice, closedAt, closingReason: reason, liveAt })
      .where(eq(trades.id, tradeId))
      .returning();
    const step = { status: 'Closed', step: row!.currentStep, price: exitPrice, reason };
    await appendRecord(tx, [
      ...(before!.liveAt
        ? []
        : [stepDraft(row!, 'activated', liveAt, { status: 'Active', step: 0, price: row!.entryPrice })]),
      stepDraft(row!, 'closed', closedAt, step),
    ]);
  });
}
