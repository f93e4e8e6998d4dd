import {
  SMALL_SAMPLE_CALLS,
  type TrendingExpertsResponse,
  type TrendingSecurity,
  type TrendingTradesResponse,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import { type ExpertTradeStats, influencersOf } from '../follows/index.ts';
import type { QuoteBook } from '../market/index.ts';
import { listTrendingCandidates } from '../securities/index.ts';
import { visibleTradesInOrder } from '../trades/index.ts';
import type { Viewer } from '../users/index.ts';
import { EXPERTS_PERIOD, trendingWindowStart } from './trending.refresh.ts';
import {
  pageOfRankedExperts,
  rankedTradeIds,
  type TrendingTradeList,
  topRankedSecurities,
} from './trending.repository.ts';

export type TrendingDeps = { db: AppDb; quotes: QuoteBook; stats: ExpertTradeStats };

type Paging = { page: number; page_size: number };
type TradesQuery = Paging & { created__gte?: string | undefined };

export const TRENDING_ERRORS = {
  profitOnly: 'pandl_data__gt can only be 0: Top Profitable Trades are the trades in profit',
  upcomingOnly: 'status can only be Inactive: Trades to Focus are upcoming trades',
} as const;

/** The window's start, or `created__gte` when it is later (an earlier one is the window). */
function listedSince(createdGte: string | undefined, now: Date): Date {
  const windowStart = trendingWindowStart(now);
  const asked = createdGte ? new Date(createdGte) : undefined;
  return asked && asked > windowStart ? asked : windowStart;
}

async function rankedTradesPage(
  deps: TrendingDeps,
  viewer: Viewer,
  list: TrendingTradeList,
  query: TradesQuery,
  now: Date,
): Promise<TrendingTradesResponse> {
  const ids = await rankedTradeIds(deps.db, list, listedSince(query.created__gte, now));
  const { count, results } = await visibleTradesInOrder(deps, viewer, ids, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, num: Math.ceil(count / query.page_size), page: query.page, results };
}

/** trending/: Top Profitable Trades, as the refresh ranked them, that the viewer may see now. */
export async function trendingProfitableTrades(
  deps: TrendingDeps,
  viewer: Viewer,
  query: TradesQuery & { pandl_data__gt?: number | undefined },
  now = new Date(),
): Promise<TrendingTradesResponse> {
  if (query.pandl_data__gt !== undefined && query.pandl_data__gt !== 0)
    throw badRequest(TRENDING_ERRORS.profitOnly);
  return rankedTradesPage(deps, viewer, 'profitable', query, now);
}

/** trending/upcoming/: Trades to Focus, as the refresh ranked them, that the viewer may see now. */
export async function trendingUpcomingTrades(
  deps: TrendingDeps,
  viewer: Viewer,
  query: TradesQuery & { status?: string | undefined },
  now = new Date(),
): Promise<TrendingTradesResponse> {
  if (query.status !== undefined && query.status !== 'Inactive')
    throw badRequest(TRENDING_ERRORS.upcomingOnly);
  return rankedTradesPage(deps, viewer, 'upcoming', query, now);
}

/** trending/profile/: the ranked SEBI-registered experts, with their record's figures of the month. */
export async function trendingExperts(
  deps: TrendingDeps,
  viewerUserId: number | null,
  query: Paging,
): Promise<TrendingExpertsResponse> {
  const { rows, total } = await pageOfRankedExperts(deps.db, viewerUserId, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const cards = await influencersOf(
    deps,
    viewerUserId,
    rows.map((row) => row.userId),
  );
  const results = rows.flatMap((row) => {
    const card = cards.get(row.userId);
    if (!card) return [];
    return [
      {
        ...card,
        accuracy: row.accuracy,
        closed_trades: row.closedTrades,
        avg_trade_return: row.avgTradeReturn,
        small_sample: row.closedTrades < SMALL_SAMPLE_CALLS,
        window: EXPERTS_PERIOD,
      },
    ];
  });
  return { count: total, num: Math.ceil(total / query.page_size), page: query.page, results };
}

/**
 * trending/securities/: the ranked securities (our own activity of the window) with live prices,
 * filled up to `limit` with the NSE equities moving most today (absolute percent change).
 */
export async function trendingSecurities(
  db: AppDb,
  quotes: QuoteBook,
  limit: number,
): Promise<TrendingSecurity[]> {
  type Card = Awaited<ReturnType<typeof topRankedSecurities>>[number];
  const card = (security: Card) => {
    const quote = quotes.getQuote(security.id);
    return quote
      ? [
          {
            id: security.id,
            name: security.name,
            symbol: security.symbol,
            exchange: security.exchange,
            logo: security.logo,
            live_price: quote.livePrice,
            up_down_percent: quote.changePercent,
          },
        ]
      : [];
  };
  const ranked = (await topRankedSecurities(db, limit)).flatMap(card);
  if (ranked.length >= limit) return ranked;
  const listed = new Set(ranked.map((security) => security.id));
  const movers = (await listTrendingCandidates(db))
    .filter((security) => !listed.has(security.id))
    .flatMap(card)
    .sort((a, b) => Math.abs(b.up_down_percent) - Math.abs(a.up_down_percent));
  return [...ranked, ...movers].slice(0, limit);
}
