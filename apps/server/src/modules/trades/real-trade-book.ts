import { isDerivativeInstrument, netOfCharges, type Trade, tradePnl } from '@tradecircle/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { QuoteBook } from '../market/index.ts';
import { securityJoin } from '../securities/index.ts';
import type { Viewer } from '../users/index.ts';
import { presentTrade } from './trades.presenter.ts';
import { visibleTrades } from './trades.repository.ts';
import { trades } from './trades.tables.ts';

/** How many closed real trades the trading section lists (the realised total covers them all). */
export const RECENT_CLOSED_REAL_TRADES = 20;

export type RealTradeBook = {
  /** Active: filled at the broker, held. */
  positions: Trade[];
  /** Inactive: placed, the broker has not filled the entry yet (an after-market order, a pending fill). */
  awaiting: Trade[];
  closed: Trade[];
  realisedPl: number;
  /** The same, net of each round trip's charges (docs/metrics.md "Net of charges"). */
  realisedPlNet: number;
  closedCount: number;
};

/**
 * A user's own real trades for the trading section: every open one and the latest closed, presented
 * with live prices, and the realised P&L of all their closed real trades by the domain's rule.
 */
export async function ownRealTrades(
  db: AppDb,
  quotes: QuoteBook,
  viewer: NonNullable<Viewer>,
): Promise<RealTradeBook> {
  const own = and(eq(trades.postedByUserId, viewer.userId), eq(trades.isReal, true));
  const visible = visibleTrades(db, viewer);
  const open = await visible
    .rows(own, inArray(trades.status, ['Inactive', 'Active']))
    .orderBy(desc(trades.createdAt), desc(trades.id));
  const recentClosed = await visible
    .rows(own, eq(trades.status, 'Closed'))
    .orderBy(desc(sql`coalesce(${trades.closedAt}, ${trades.createdAt})`), desc(trades.id))
    .limit(RECENT_CLOSED_REAL_TRADES);
  const settled = await db
    .select({
      tradeType: trades.tradeType,
      entryPrice: trades.entryPrice,
      exitPrice: trades.exitPrice,
      lots: trades.lots,
      finalTarget: trades.finalTarget,
      instrumentType: securityJoin.instrumentType,
      lotSize: securityJoin.lotSize,
      liveAt: trades.liveAt,
      closedAt: trades.closedAt,
    })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(and(own, eq(trades.status, 'Closed')));
  const lotSizeOf = (trade: (typeof settled)[number]) =>
    isDerivativeInstrument(trade.instrumentType) ? (trade.lotSize ?? 1) : 1;
  const realisedPlNet = settled.reduce((sum, trade) => {
    if (trade.liveAt === null || trade.exitPrice === null) return sum;
    const net = netOfCharges({
      side: trade.tradeType,
      instrumentType: trade.instrumentType,
      quantity: trade.lots * lotSizeOf(trade),
      entryPrice: trade.entryPrice,
      exitPrice: trade.exitPrice,
      enteredAt: trade.liveAt,
      exitedAt: trade.closedAt ?? new Date(),
    });
    return sum + net.amount;
  }, 0);
  const realisedPl = settled.reduce((sum, trade) => {
    const pnl = tradePnl({
      trade_type: trade.tradeType,
      status: 'Closed',
      entry_price: trade.entryPrice,
      lots: trade.lots,
      lot_size: lotSizeOf(trade),
      final_target: trade.finalTarget,
      live_price: null,
      exit_price: trade.exitPrice,
    });
    return sum + (pnl?.amount ?? 0);
  }, 0);
  const present = (rows: typeof open) => rows.map((row) => presentTrade(row, quotes));
  const openTrades = present(open);
  return {
    positions: openTrades.filter((trade) => trade.status === 'Active'),
    awaiting: openTrades.filter((trade) => trade.status === 'Inactive'),
    closed: present(recentClosed),
    realisedPl: Math.round(realisedPl * 100) / 100,
    realisedPlNet: Math.round(realisedPlNet * 100) / 100,
    closedCount: settled.length,
  };
}

/** Whether the user has a real trade open (awaiting its entry at the broker, or held): its exit needs the broker link. */
export async function hasOpenRealTrade(db: AppDb, userId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(
      and(
        eq(trades.postedByUserId, userId),
        eq(trades.isReal, true),
        inArray(trades.status, ['Inactive', 'Active']),
      ),
    )
    .limit(1);
  return Boolean(open);
}
