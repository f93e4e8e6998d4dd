import { Box, Button } from '@mui/material';
import type { Trade } from '@tradecircle/domain';
import { useMemo } from 'react';
import { type TradeCardHandlers, TradeFeed, type TradeViewer } from '../../trades/index.ts';
import { useTrendingTrades } from '../hooks.ts';
import type { TrendingTradeList } from '../query-keys.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { SectionError, TrendingSection } from './trending-section.tsx';

export interface TrendingTradesProps {
  viewerId: number;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
}

const LISTS: Record<TrendingTradeList, { id: string; title: string; empty: string }> = {
  profitable: {
    id: 'profitable-trades',
    title: TRENDING_TEXTS.profitableTrades,
    empty: TRENDING_TEXTS.profitableTradesEmpty,
  },
  upcoming: {
    id: 'trades-to-focus',
    title: TRENDING_TEXTS.tradesToFocus,
    empty: TRENDING_TEXTS.tradesToFocusEmpty,
  },
};

/** The pages in order, without a trade a later page repeats (the ranks may move between reads). */
function uniqueTrades(pages: readonly { results: Trade[] }[]): Trade[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.results)
    .filter((trade) => !seen.has(trade.id) && Boolean(seen.add(trade.id)));
}

/** A trending trade list: the first page, Show More appending the next (platform.md §4). */
function TrendingTradesSection({
  list,
  viewerId,
  viewer,
  handlers,
}: TrendingTradesProps & { list: TrendingTradeList }) {
  const { id, title, empty } = LISTS[list];
  const query = useTrendingTrades(list, viewerId);
  const trades = useMemo(() => uniqueTrades(query.data?.pages ?? []), [query.data]);

  return (
    <TrendingSection id={id} title={title}>
      {query.isError && trades.length === 0 ? (
        <SectionError message={TRENDING_TEXTS.tradesError} onRetry={() => void query.refetch()} />
      ) : (
        <TradeFeed
          trades={query.isPending ? undefined : trades}
          isLoading={query.isPending}
          viewer={viewer}
          handlers={handlers}
          emptyMessage={empty}
          columns={2}
        />
      )}
      {query.isFetchNextPageError && (
        <Box sx={{ mt: 2 }}>
          <SectionError message={TRENDING_TEXTS.tradesError} onRetry={() => void query.fetchNextPage()} />
        </Box>
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            aria-label={`${TRENDING_TEXTS.showMore}: ${title}`}
          >
            {TRENDING_TEXTS.showMore}
          </Button>
        </Box>
      )}
    </TrendingSection>
  );
}

/** Top Profitable Trades: two a page, in profit, best first. */
export function ProfitableTradesSection(props: TrendingTradesProps) {
  return <TrendingTradesSection list="profitable" {...props} />;
}

/** Trades to Focus: three a page, Upcoming calls of the last 7 days, most followed first. */
export function TradesToFocusSection(props: TrendingTradesProps) {
  return <TrendingTradesSection list="upcoming" {...props} />;
}
