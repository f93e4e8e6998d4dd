import { eq } from 'drizzle-orm';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTradeRow } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/support.ts';
import { buyTradeBody, postTrade, type Session } from '../../../test/trade-helpers.ts';
import { securities, trades } from '../../db/schema/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { tradeChanged } from '../trades/index.ts';

/*
 * Test data of the copy guardrails' tests: a quiet listing (added after the market feed started, so
 * no tick ever moves its trades), an expert's call on it, copies posted through create-trade, and
 * closes written as the lifecycle engine writes them (the row and its event in one transaction).
 */

let listings = 0;

/** A listing with no live price: its trades wait Upcoming at their entries and never move. */
export async function quietListing(ctx: TestContext): Promise<number> {
  listings += 1;
  const [row] = await ctx.database.db
    .insert(securities)
    .values({
      name: `Quiet Copy Listing ${listings}`,
      symbol: `QCOPY${listings}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      exchange: 'NSE',
      instrumentType: 'EQ',
    })
    .returning({ id: securities.id, symbol: securities.symbol });
  return row!.id;
}

/** An Upcoming public call of the expert's on the listing, at ₹1,000. */
export async function expertCall(ctx: TestContext, expert: Session, securityId: number): Promise<number> {
  const [security] = await ctx.database.db
    .select({ symbol: securities.symbol })
    .from(securities)
    .where(eq(securities.id, securityId));
  const call = await createTradeRow(
    ctx.database.db,
    { userId: expert.user_id },
    {
      symbol: security!.symbol,
      entryPrice: 1000,
      firstTarget: 1050,
      finalTarget: 1050,
      targetPrice: 1050,
      firstStopLoss: 950,
      stopLoss: 950,
      lots: 1,
    },
  );
  return call.id;
}

/** A copy of the call through create-trade: a Buy limit at `entry` (Upcoming), `lots` as sent. */
export function copyCall(
  ctx: TestContext,
  follower: Session,
  securityId: number,
  callId: number,
  { entry = 1000, lots = 1 }: { entry?: number; lots?: number } = {},
) {
  return postTrade(ctx.app, follower, buyTradeBody(securityId, entry, { copy_origin: callId, lots }));
}

export function putGuardrail(ctx: TestContext, session: Session | null, expertUserId: number, body: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/backend/api/copy-guardrails/${expertUserId}/`,
    headers: session ? bearer(session.token.access) : {},
    payload: body as object,
  });
}

export function getGuardrail(ctx: TestContext, session: Session | null, expertUserId?: number) {
  return ctx.app.inject({
    url: `/backend/api/copy-guardrails/${expertUserId === undefined ? '' : `${expertUserId}/`}`,
    headers: session ? bearer(session.token.access) : {},
  });
}

/**
 * Closes a copy as the engine (a target or stop loss: trade.closed) or its owner (trade.exited)
 * does: entered at `fill`, out at `exit`, the row and its event in one transaction.
 */
export async function closeCopy(
  ctx: TestContext,
  tradeId: number,
  { fill, exit, by = 'engine' }: { fill: number; exit: number; by?: 'engine' | 'hand' },
) {
  await ctx.database.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(trades)
      .set({
        status: 'Closed',
        entryFillPrice: fill,
        exitPrice: exit,
        liveAt: now,
        closedAt: now,
        closingReason: by === 'engine' ? 'stop_loss' : 'manual',
        isManualExit: by === 'hand',
      })
      .where(eq(trades.id, tradeId))
      .returning();
    await recordEvents(tx, [
      tradeChanged(row!, by === 'engine' ? 'trade.closed' : 'trade.exited', { price: exit }),
    ]);
  });
}
