import {
  exportInstants,
  exportPlBasis,
  type StatementFigures,
  TRADE_EXPORT_MAX_ROWS,
  TRADE_EXPORT_PREVIEW_ROWS,
  type TradeExportPreview,
  type TradeExportQuery,
  type TradeExportRow,
  type TradeExportTotals,
  tradeExportTotals,
  tradeNetPnl,
} from '@tradecircle/domain';
import { asc, count, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import type { QuoteBook } from '../../market/index.ts';
import { expertFiguresBetween } from '../../track-record/index.ts';
import { findProfileByUserId, type Viewer } from '../../users/index.ts';
import { presentTrade } from '../trades.presenter.ts';
import { type TradeRow, visibleTrades } from '../trades.repository.ts';
import { trades } from '../trades.tables.ts';

export type TradeExportDeps = {
  db: AppDb;
  quotes: QuoteBook;
  now?: () => Date;
  /** The most rows one file holds (TRADE_EXPORT_MAX_ROWS unless a test asks for fewer). */
  maxRows?: number;
};

/** The trades one export holds, with what the files say about them. */
export type TradeExportSelection = {
  query: TradeExportQuery;
  rows: TradeExportRow[];
  /** Trades matching the filters, also past the cap. */
  count: number;
  maxRows: number;
  capped: boolean;
  totals: TradeExportTotals;
  generatedAt: Date;
};

/**
 * The caller's own trades matching the filters: only ever rows they posted (posted_by_user_id is
 * the caller, whatever the query says), read through the trades' visibility query like every other
 * read, oldest first, at most maxRows.
 */
function exportConditions(userId: number, query: TradeExportQuery): (SQL | undefined)[] {
  const { start, end } = exportInstants(query.from, query.to);
  return [
    eq(trades.postedByUserId, userId),
    gte(trades.createdAt, start),
    lt(trades.createdAt, end),
    query.kind === 'posted'
      ? isNull(trades.copyOriginId)
      : query.kind === 'copied'
        ? isNotNull(trades.copyOriginId)
        : undefined,
    query.status.length > 0 ? inArray(trades.status, query.status) : undefined,
    query.side ? eq(trades.tradeType, query.side) : undefined,
  ];
}

/**
 * One trade as the export writes it. P&L as the trade answers give it, kept only where it is a
 * result: realised at the exit of a closed trade, at the live price of a Live one; an Upcoming
 * trade's figure (potential, at its target) is not a result and is left out.
 */
export function exportRowOf(row: TradeRow, quotes: QuoteBook, now: Date): TradeExportRow {
  const trade = presentTrade(row, quotes);
  const basis = exportPlBasis(trade.status, trade.pl_data !== null && trade.pl_percent !== null);
  const plPrice = basis === 'realised' ? trade.exit_price : basis === 'live' ? trade.live_price : null;
  // Net of the round trip's charges: a closed trade's at its exit, a Live one's as if exited now.
  const closedAt = trade.trade_closing_time === null ? now : new Date(trade.trade_closing_time);
  const net = basis === 'none' ? null : tradeNetPnl(trade, plPrice, basis === 'live' ? now : closedAt);
  return {
    id: trade.id,
    kind: trade.copy_origin === null ? 'posted' : 'copied',
    is_real: trade.is_real,
    created: trade.created,
    security_symbol: trade.security_symbol,
    security_name: trade.security_name,
    security_exchange: trade.security_exchange,
    instrument_type: trade.instrument_type,
    trade_type: trade.trade_type,
    lots: trade.lots,
    lot_size: trade.lot_size,
    entry_price: trade.entry_price,
    entry_fill_price: trade.entry_fill_price,
    targets: [trade.first_target, ...trade.target_stop_loss_list.map((step) => step.target_price)],
    stop_losses: [trade.first_stop_loss, ...trade.target_stop_loss_list.map((step) => step.stop_loss)],
    status: trade.status,
    exit_price: trade.exit_price,
    closed_at: trade.trade_closing_time,
    pl_price: plPrice,
    pl_amount: basis === 'none' ? null : trade.pl_data,
    pl_percent: basis === 'none' ? null : trade.pl_percent,
    pl_net_amount: net?.amount ?? null,
    pl_basis: basis,
    copy_origin_id: trade.copy_origin,
  };
}

/** The rows of an export and their totals (the same for the preview, the CSV and the PDF). */
export async function selectTradeExport(
  deps: TradeExportDeps,
  viewer: NonNullable<Viewer>,
  query: TradeExportQuery,
): Promise<TradeExportSelection> {
  const maxRows = deps.maxRows ?? TRADE_EXPORT_MAX_ROWS;
  const conditions = exportConditions(viewer.userId, query);
  const own = visibleTrades(deps.db, viewer);
  const [matching] = await own.aggregate({ n: count() }, ...conditions);
  const rows = await own
    .rows(...conditions)
    .orderBy(asc(trades.createdAt), asc(trades.id))
    .limit(maxRows);
  const generatedAt = deps.now?.() ?? new Date();
  const exportRows = rows.map((row) => exportRowOf(row, deps.quotes, generatedAt));
  const total = matching?.n ?? 0;
  return {
    query,
    rows: exportRows,
    count: total,
    maxRows,
    capped: total > maxRows,
    totals: tradeExportTotals(exportRows),
    generatedAt,
  };
}

/** The caller's track-record figures over the period: the calls that ended in it. */
export function statementFigures(
  deps: TradeExportDeps,
  viewer: NonNullable<Viewer>,
  query: TradeExportQuery,
  now: Date,
): Promise<StatementFigures> {
  return expertFiguresBetween(deps.db, viewer.userId, exportInstants(query.from, query.to), now);
}

/** What the page shows before a download: the count, the first rows, the totals and the figures. */
export async function previewTradeExport(
  deps: TradeExportDeps,
  viewer: NonNullable<Viewer>,
  query: TradeExportQuery,
): Promise<TradeExportPreview> {
  const selection = await selectTradeExport(deps, viewer, query);
  return {
    from: query.from,
    to: query.to,
    kind: query.kind,
    statuses: query.status,
    side: query.side,
    count: selection.count,
    capped: selection.capped,
    max_rows: selection.maxRows,
    rows: selection.rows.slice(0, TRADE_EXPORT_PREVIEW_ROWS),
    totals: selection.totals,
    figures: await statementFigures(deps, viewer, query, selection.generatedAt),
    generated_at: selection.generatedAt.toISOString(),
  };
}

/** The statement's holder as printed: their profile name, or their user id without a profile. */
export async function holderName(db: AppDb, userId: number): Promise<string> {
  const profile = await findProfileByUserId(db, userId);
  return profile?.name || `User ${userId}`;
}
