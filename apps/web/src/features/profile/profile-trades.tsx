import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { Trade } from '@tradecircle/domain';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { useInfiniteScroll } from '../../shared/ui/use-infinite-scroll.ts';
import {
  type TradeCardHandlers,
  TradeFeed,
  type TradeViewer,
  tradeKeys,
  useFilteredTrades,
  useTradeCounts,
} from '../trades/index.ts';
import { type FilterState, NO_FILTERS, toTradeFilters } from './profile-trade-filter-state.ts';

// The filters (MUI Select, Menu, Popover, TextField: ~25 kB compressed) load beside the first page of
// trades instead of before it; their box keeps its height meanwhile, so nothing below moves.
const ProfileTradeFilters = lazy(() =>
  withTimeout(import('./profile-trade-filters.tsx')).then((m) => ({ default: m.ProfileTradeFilters })),
);
const FILTERS_HEIGHT = { xs: 144, md: 40 };

export type ProfileTradesProps = {
  userId: number;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  /** Another user's profile groups the trades into Today / Past week / Other. */
  groupByAge: boolean;
};

const AGE_LABELS = { today: 'Today', past_week: 'Past week', other: 'Other' } as const;

/** A profile's trades: tabs by index (0 posted, 1 followed), filters, counts, infinite scroll. */
export function ProfileTrades({ userId, viewer, handlers, groupByAge }: ProfileTradesProps) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(0);
  const [filterState, setFilterState] = useState<FilterState>(NO_FILTERS);
  const filters = useMemo(() => toTradeFilters(filterState), [filterState]);
  const counts = useTradeCounts(userId);
  const list = useFilteredTrades(userId, tab, filters);
  // Pages arriving are rendered in the background, as in TradeFeed: the grouped feeds mount with them.
  const shownData = useDeferredValue(list.data);
  const isPending = list.isPending || (shownData === undefined && list.data !== undefined);
  const pages = useMemo(() => shownData?.pages ?? [], [shownData]);
  const first = pages[0];

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useInfiniteScroll({ hasNextPage, isFetchingNextPage, fetchNextPage, margin: '0px' });

  // A tab starts over from its first page each time it is chosen (trades.md §4), not from the pages
  // scrolled into it before.
  const handleTabChange = (next: number) => {
    queryClient.removeQueries({ queryKey: tradeKeys.filteredTab(userId, next) });
    setTab(next);
  };

  const grouped = useMemo(
    () => ({
      today: pages.flatMap((page) => page.today),
      past_week: pages.flatMap((page) => page.past_week),
      other: pages.flatMap((page) => page.other),
    }),
    [pages],
  );
  const all: Trade[] = useMemo(() => pages.flatMap((page) => page.result), [pages]);
  const feedProps = { viewer, handlers, columns: 2 as const };

  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_event, value: number) => handleTabChange(value)} aria-label="Trades">
        <Tab label={`Posted (${counts.data?.posted_count ?? 0})`} />
        <Tab label={`Followed (${counts.data?.followed_count ?? 0})`} />
      </Tabs>
      <Suspense fallback={<Box aria-hidden sx={{ minHeight: FILTERS_HEIGHT }} />}>
        <ProfileTradeFilters value={filterState} onChange={setFilterState} />
      </Suspense>
      {first && (
        <Typography variant="body2" color="text.secondary">
          Today {first.count.trade_today} · Past week {first.count.trade_past_week} · Older{' '}
          {first.count.trade_other}
        </Typography>
      )}
      {groupByAge && pages.length > 0 ? (
        (Object.keys(AGE_LABELS) as (keyof typeof AGE_LABELS)[]).map((key) =>
          grouped[key].length > 0 ? (
            <Box key={key} component="section" aria-label={AGE_LABELS[key]}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {AGE_LABELS[key]}
              </Typography>
              <TradeFeed trades={grouped[key]} {...feedProps} />
            </Box>
          ) : null,
        )
      ) : (
        <TradeFeed trades={isPending ? undefined : all} isLoading={isPending} {...feedProps} />
      )}
      {groupByAge && !isPending && all.length === 0 && <TradeFeed trades={[]} {...feedProps} />}
      <div ref={sentinel} />
      {hasNextPage && (
        <Button
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
