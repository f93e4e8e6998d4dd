import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { trades } from './trades.tables.ts';

/** A call's orders as its trade holds them now (the terms in force when it ended). */
export type CallTerms = {
  tradeId: number;
  /** The entry level sent; null for an entry now (posted Live, filled at the next tick). */
  entry: number | null;
  /** The entry is a market order (the engine's rule: order_type market_order). */
  entryIsMarket: boolean;
  /** Row 0 first, as the lifecycle engine's ladder. */
  targets: number[];
  stopLosses: number[];
  expiresAt: Date;
};

/** The terms of the trades that still exist among `tradeIds` (a deleted call has none). */
export async function callTermsOf(db: AppDb, tradeIds: readonly number[]): Promise<Map<number, CallTerms>> {
  if (tradeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: trades.id,
      orderType: trades.orderType,
      entryPrice: trades.entryPrice,
      firstTarget: trades.firstTarget,
      firstStopLoss: trades.firstStopLoss,
      targetStopLossList: trades.targetStopLossList,
      createdAt: trades.createdAt,
      liveAt: trades.liveAt,
      expiresAt: trades.expiresAt,
    })
    .from(trades)
    .where(inArray(trades.id, [...tradeIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        tradeId: row.id,
        // Posted Live (an entry now) is the one way a trade's live time equals its creation.
        entry:
          row.liveAt !== null && row.liveAt.getTime() === row.createdAt.getTime() ? null : row.entryPrice,
        entryIsMarket: row.orderType === 'market_order',
        targets: [row.firstTarget, ...row.targetStopLossList.map((item) => item.target_price)],
        stopLosses: [row.firstStopLoss, ...row.targetStopLossList.map((item) => item.stop_loss)],
        expiresAt: row.expiresAt,
      },
    ]),
  );
}
