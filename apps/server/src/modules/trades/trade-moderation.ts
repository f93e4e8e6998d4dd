import type { ModeratedTrade } from '@tradecircle/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securityJoin } from '../securities/index.ts';
import { trades, withheldReasonings } from './trades.tables.ts';

/** A trade as moderation staff act on it: its owner and whether its reasoning is hidden already. */
export type TradeForModeration = { id: number; ownerUserId: number; reasoningHiddenAt: Date | null };

/** The trade with its owner, its row locked for the decision (hide its reasoning). */
export async function lockTradeForModeration(
  tx: AppDb,
  tradeId: number,
): Promise<TradeForModeration | undefined> {
  const [row] = await tx
    .select({
      id: trades.id,
      ownerUserId: trades.postedByUserId,
      reasoningHiddenAt: trades.reasoningHiddenAt,
    })
    .from(trades)
    .where(eq(trades.id, tradeId))
    .for('update');
  return row;
}

/**
 * Hides the trade's reasoning: every answer that shows the trade reads it as '' (the presenter);
 * the call itself, its prices and status stay, as the track record keeps them, and the record's
 * entries carrying the reasoning show only their hashes to anyone but the expert, also once the
 * call is deleted (withheldReasonings).
 */
export async function hideTradeReasoning(tx: AppDb, tradeId: number, at: Date): Promise<void> {
  await tx.update(trades).set({ reasoningHiddenAt: at }).where(eq(trades.id, tradeId));
  await tx.insert(withheldReasonings).values({ tradeId, withheldAt: at }).onConflictDoNothing();
}

/** A user's latest trades with their reasoning as written (hidden or not), for the moderation detail. */
export async function recentTradesBy(db: AppDb, userId: number, limit = 20): Promise<ModeratedTrade[]> {
  const rows = await db
    .select({
      id: trades.id,
      symbol: securityJoin.symbol,
      tradeType: trades.tradeType,
      status: trades.status,
      reasoning: trades.reasoning,
      reasoningHiddenAt: trades.reasoningHiddenAt,
      createdAt: trades.createdAt,
    })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(eq(trades.postedByUserId, userId))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    symbol: row.symbol,
    trade_type: row.tradeType,
    status: row.status,
    reasoning: row.reasoning,
    is_reasoning_hidden: row.reasoningHiddenAt !== null,
    created: row.createdAt.toISOString(),
  }));
}
