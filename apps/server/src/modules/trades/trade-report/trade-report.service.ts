import { count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import type { QuoteBook } from '../../market/index.ts';
import { callTimeline } from '../../track-record/index.ts';
import type { Viewer } from '../../users/index.ts';
import { tradeInTradeTabsOf } from '../../watchlists/index.ts';
import { tradeDisclosure } from '../trade-disclosure.ts';
import { presentTrade } from '../trades.presenter.ts';
import { awaitsBroker, findVisibleTrade, type TradeRecord, visibleTrades } from '../trades.repository.ts';
import { trades } from '../trades.tables.ts';
import { renderTradeReport, TIMELINE_KINDS, type TimelineEntry } from './trade-report.pdf.ts';

export const TRADE_REPORT_PAGE_SIZE = 18;

/** appOrigin: the web app's origin (APP_ORIGINS' first), for the investor charter's address in the PDF. */
export type TradeReportDeps = { db: AppDb; quotes: QuoteBook; appOrigin: string; now?: () => Date };

export type TradeReportListItem = {
  id: number;
  security_name: string;
  security_symbol: string;
  trade_type: 'Buy' | 'Sell';
  status: 'Inactive' | 'Active' | 'Closed' | 'expired';
  created: string;
  trade_closing_time: string | null;
  pl_percent: number | null;
  report: string;
};

/** The report of a trade the viewer may see (visitors: public trades only), else 404 Trade not found. */
export async function buildTradeReport(deps: TradeReportDeps, viewer: Viewer, tradeId: number) {
  const row = await findVisibleTrade(deps.db, viewer, tradeId);
  if (!row) throw notFound('Trade not found');
  const trade = presentTrade(row, deps.quotes);
  const generatedAt = deps.now?.() ?? new Date();
  const pdf = await renderTradeReport({
    trade,
    timeline: await timelineOf(deps.db, row.trade),
    generatedAt,
    disclosure: await tradeDisclosure(deps.db, trade, generatedAt),
    appOrigin: deps.appOrigin,
  });
  return { pdf, filename: reportFilename(trade.id, trade.security_symbol) };
}

/**
 * The trade's transitions as its expert's track record tells them. A real trade awaiting its broker
 * enters the record only when its entry fills (posted and activated together), so until then its
 * posting is read from the trade itself: its owner's report shows it posted, as any other's does
 * (one recorded before the record waited for the broker has its own entry).
 */
async function timelineOf(db: AppDb, trade: TradeRecord): Promise<TimelineEntry[]> {
  const timeline = await callTimeline(
    db,
    { expertUserId: trade.postedByUserId, tradeId: trade.id },
    TIMELINE_KINDS,
  );
  if (!awaitsBroker(trade) || timeline.some((entry) => entry.kind === 'posted')) return timeline;
  return [{ kind: 'posted', step: 0, price: null, at: trade.createdAt }, ...timeline];
}

/** `trade-12-M_M.pdf`: symbols such as M&M or BAJAJ-AUTO stay readable and safe in a header. */
export function reportFilename(tradeId: number, symbol: string): string {
  return `trade-${tradeId}-${symbol.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}

/**
 * Reports the viewer can download (/Download-Trade-Report-List): their own trades and the trades
 * in their trade watchlists that are still visible to them, newest first.
 */
export async function listTradeReports(
  deps: Pick<TradeReportDeps, 'db' | 'quotes'>,
  viewer: NonNullable<Viewer>,
  page: number,
): Promise<{ result: TradeReportListItem[]; num: number }> {
  const reports = visibleTrades(deps.db, viewer);
  const where = or(eq(trades.postedByUserId, viewer.userId), savedBy(viewer));
  const [total] = await reports.aggregate({ n: count() }, where);
  const rows = await reports
    .rows(where)
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(TRADE_REPORT_PAGE_SIZE)
    .offset((page - 1) * TRADE_REPORT_PAGE_SIZE);
  return {
    result: rows.map((row) => {
      const trade = presentTrade(row, deps.quotes);
      return {
        id: trade.id,
        security_name: trade.security_name,
        security_symbol: trade.security_symbol,
        trade_type: trade.trade_type,
        status: trade.status,
        created: trade.created,
        trade_closing_time: trade.trade_closing_time,
        pl_percent: trade.pl_percent,
        report: trade.report,
      };
    }),
    num: Math.ceil(total!.n / TRADE_REPORT_PAGE_SIZE),
  };
}

function savedBy(viewer: NonNullable<Viewer>): SQL {
  return viewer.profileId ? tradeInTradeTabsOf(viewer.profileId, trades.id) : sql`false`;
}
