import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { commentCountOf } from '../comments/index.ts';
import { securityJoin } from '../securities/index.ts';
import { profileJoin, type Viewer } from '../users/index.ts';
import { securitySavedBy, tradeSavedBy } from '../watchlists/index.ts';
import { tradeEvents, trades } from './trades.tables.ts';

export type TradeRecord = typeof trades.$inferSelect;

const originTrades = alias(trades, 'origin_trades');
const originProfiles = alias(profileJoin.table, 'origin_profiles');

/**
 * Who may read a trade, inside the query: the same rule as the domain's canSeeTrade (public
 * `followers` trades to everyone, private ones to their owner, group ones to their owner until
 * group membership exists; the groups issue adds members to both). Only visibleTrades below and
 * the copy-origin join use it: every read goes through visibleTrades.
 */
function visibleTo(
  viewer: Viewer,
  table: { visibility: AnyColumn; postedByUserId: AnyColumn } = trades,
): SQL {
  if (!viewer) return sql`${table.visibility} = 'followers'`;
  return sql`(${table.visibility} = 'followers' or ${table.postedByUserId} = ${viewer.userId})`;
}

function savedByViewer(viewer: Viewer, column: 'trade' | 'stock'): SQL<boolean> {
  if (!viewer?.profileId) return sql<boolean>`false`;
  return column === 'trade'
    ? tradeSavedBy(viewer.profileId, trades.id)
    : securitySavedBy(viewer.profileId, trades.securityId);
}

/** The trade columns every trade answer needs, joined once. */
export function tradeSelection(viewer: Viewer) {
  return {
    trade: trades,
    security: {
      id: securityJoin.id,
      name: securityJoin.name,
      symbol: securityJoin.symbol,
      exchange: securityJoin.exchange,
      logo: securityJoin.logo,
      instrumentType: securityJoin.instrumentType,
      lotSize: securityJoin.lotSize,
    },
    poster: {
      name: profileJoin.name,
      image: profileJoin.image,
      isSebiRegistered: profileJoin.isSebiRegistered,
    },
    copyOriginName: originProfiles.name,
    commentsCount: commentCountOf('trade', trades.id),
    isTradeSaved: savedByViewer(viewer, 'trade'),
    isSecuritySaved: savedByViewer(viewer, 'stock'),
  };
}

function selectTrades(db: AppDb, viewer: Viewer) {
  return (
    db
      .select(tradeSelection(viewer))
      .from(trades)
      .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
      .innerJoin(profileJoin.table, eq(profileJoin.id, trades.postedByProfileId))
      // A copy names its origin's poster only while the viewer may still see the origin.
      .leftJoin(originTrades, and(eq(originTrades.id, trades.copyOriginId), visibleTo(viewer, originTrades)))
      .leftJoin(originProfiles, eq(originProfiles.id, originTrades.postedByProfileId))
      .$dynamic()
  );
}

export type TradeRow = Awaited<ReturnType<ReturnType<typeof selectTrades>['execute']>>[number];

/**
 * The one way to read trades for a user: every query it builds carries the viewer's visibility
 * condition, and the conditions a caller passes are added to it, never put in its place. Reads
 * that bypass it are the owner's own actions (findTradeRecord, findTradeWithSecurity: the caller
 * checks who asks) and the lifecycle engine's.
 */
export function visibleTrades(db: AppDb, viewer: Viewer) {
  const visibility = visibleTo(viewer);
  return {
    /** Trade rows with their security, poster and the viewer's flags; order and page it as you like. */
    rows: (...conditions: (SQL | undefined)[]) =>
      selectTrades(db, viewer)
        .where(and(visibility, ...conditions))
        .$dynamic(),
    /** Aggregates (counts) over the same trades. */
    aggregate: <Fields extends SelectedFields>(fields: Fields, ...conditions: (SQL | undefined)[]) =>
      db
        .select(fields)
        .from(trades)
        .where(and(visibility, ...conditions)),
  };
}

/** One trade as the viewer may see it, or undefined when it does not exist or is not visible. */
export async function findVisibleTrade(
  db: AppDb,
  viewer: Viewer,
  tradeId: number,
): Promise<TradeRow | undefined> {
  const [row] = await visibleTrades(db, viewer).rows(eq(trades.id, tradeId));
  return row;
}

export async function findTradeRecord(db: AppDb, tradeId: number): Promise<TradeRecord | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, tradeId));
  return row;
}

/** A trade whatever its visibility, with what a broker order needs of its security (the owner's calls check who asks). */
export async function findTradeWithSecurity(db: AppDb, tradeId: number) {
  const [row] = await db
    .select({
      trade: trades,
      security: {
        id: securityJoin.id,
        symbol: securityJoin.symbol,
        exchange: securityJoin.exchange,
        instrumentType: securityJoin.instrumentType,
        lotSize: securityJoin.lotSize,
      },
    })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(eq(trades.id, tradeId));
  return row;
}

export type ManualExit = {
  tradeId: number;
  price: number;
  at: Date;
  /** What the owner asked for: a plain exit, or a real trade squared off at its stop loss or target. */
  closingReason: 'manual' | 'stop_loss' | 'target';
  /** Only a trade of this kind (virtual exits and broker exits each close their own). */
  isReal: boolean;
};

/**
 * Closes a Live trade by the owner's hand (trade_exit_type) and records the `exited` event; call it
 * inside a transaction. Undefined when the trade is not Live (any more), so nothing is written twice.
 */
export async function closeLiveTradeByHand(tx: AppDb, exit: ManualExit): Promise<TradeRecord | undefined> {
  const [row] = await tx
    .update(trades)
    .set({
      status: 'Closed',
      exitPrice: exit.price,
      isManualExit: true,
      closingReason: exit.closingReason,
      closedAt: exit.at,
      version: sql`${trades.version} + 1`,
    })
    .where(and(eq(trades.id, exit.tradeId), eq(trades.status, 'Active'), eq(trades.isReal, exit.isReal)))
    .returning();
  if (!row) return undefined;
  await tx
    .insert(tradeEvents)
    .values({ tradeId: row.id, kind: 'exited', status: 'Closed', step: row.currentStep, price: exit.price });
  return row;
}

/**
 * The broker filled a real Upcoming trade's entry: it goes Live at the fill price, with its
 * `activated` event; call it inside a transaction. Undefined when it is no longer a real Upcoming trade.
 */
export async function activateRealTradeAtFill(
  tx: AppDb,
  fill: { tradeId: number; price: number; at: Date },
): Promise<TradeRecord | undefined> {
  const [row] = await tx
    .update(trades)
    .set({ status: 'Active', entryPrice: fill.price, liveAt: fill.at, version: sql`${trades.version} + 1` })
    .where(and(eq(trades.id, fill.tradeId), eq(trades.status, 'Inactive'), eq(trades.isReal, true)))
    .returning();
  if (!row) return undefined;
  await tx.insert(tradeEvents).values({
    tradeId: row.id,
    kind: 'activated',
    status: 'Active',
    step: row.currentStep,
    price: fill.price,
  });
  return row;
}

/** Deletes a real trade that never went Live (the broker did not place it). True when it went. */
export async function deleteUnplacedRealTrade(tx: AppDb, tradeId: number): Promise<boolean> {
  const deleted = await tx
    .delete(trades)
    .where(and(eq(trades.id, tradeId), eq(trades.status, 'Inactive'), eq(trades.isReal, true)))
    .returning({ id: trades.id });
  return deleted.length > 0;
}
