import {
  COPIED_TRADES_PAGE_SIZE,
  COPY_STATUS_FILTER_STATUSES,
  type CopiedTrade,
  type CopiedTradesQuery,
  type CopiedTradesResponse,
  compareCopy,
  copiedTradeTotals,
} from '@tradecircle/domain';
import { desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { QuoteBook } from '../market/index.ts';
import type { Viewer } from '../users/index.ts';
import { presentTrade } from './trades.presenter.ts';
import { visibleTradeRowsByIds, visibleTrades } from './trades.repository.ts';
import { trades } from './trades.tables.ts';

export type CopiedTradeDeps = { db: AppDb; quotes: QuoteBook };

function filterConditions({ status, kind }: CopiedTradesQuery): SQL[] {
  const statuses = COPY_STATUS_FILTER_STATUSES[status];
  return [
    ...(statuses.length > 0 ? [inArray(trades.status, [...statuses])] : []),
    ...(kind === 'all' ? [] : [eq(trades.isReal, kind === 'real')]),
  ];
}

/**
 * The caller's copies (their own trades with a copy origin), newest first, each beside the call it
 * copied as the caller may see it now: the origin is read through the trades' visibility, so a call
 * gone private or in a group the caller left answers null and never its details. The totals cover
 * every copy the filters match, which the live prices make a sum in code rather than in SQL.
 */
export async function listCopiedTrades(
  { db, quotes }: CopiedTradeDeps,
  viewer: NonNullable<Viewer>,
  query: CopiedTradesQuery,
): Promise<CopiedTradesResponse> {
  const copyRows = await visibleTrades(db, viewer)
    .rows(
      eq(trades.postedByUserId, viewer.userId),
      isNotNull(trades.copyOriginId),
      ...filterConditions(query),
    )
    .orderBy(desc(trades.createdAt), desc(trades.id));
  const originIds = [...new Set(copyRows.map((row) => row.trade.copyOriginId!))];
  const originRows = await visibleTradeRowsByIds(db, viewer, originIds);
  const origins = new Map(originRows.map((row) => [row.trade.id, presentTrade(row, quotes)] as const));
  const copies: CopiedTrade[] = copyRows.map((row) => {
    const copy = presentTrade(row, quotes);
    const origin = origins.get(row.trade.copyOriginId!) ?? null;
    return { copy, origin, comparison: compareCopy(copy, origin) };
  });
  const offset = (query.page - 1) * COPIED_TRADES_PAGE_SIZE;
  return {
    results: copies.slice(offset, offset + COPIED_TRADES_PAGE_SIZE),
    num: Math.ceil(copies.length / COPIED_TRADES_PAGE_SIZE),
    totals: copiedTradeTotals(
      copies.map(({ copy, comparison }) => ({ status: copy.status, is_real: copy.is_real, comparison })),
    ),
  };
}
