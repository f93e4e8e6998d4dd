import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { Trade } from '@tradecircle/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TradeFeed } from '../trades/components/index.ts';
import type { TradeCardHandlers, TradeViewer } from '../trades/components/trade-card-props.ts';
import { tradeKeys, useFilteredTrades, useTradeCounts } from '../trades/hooks.ts';
import {
  type FilterState,
  NO_FILTERS,
  ProfileTradeFilters,
  toTradeFilters,
} from './profile-trade-filters.tsx';

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
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A tab starts over from its first page each time it is chosen (trades.md §4), not from the pages
  // scrolled into it before.
  const handleTabChange = (next: number) => {
    queryClient.removeQueries({ queryKey: tradeKeys.filteredTab(userId, next) });
    setTab(next);
  };

  const groups = (key: keyof typeof AGE_LABELS) => pages.flatMap((page) => page[key]);
  const all: Trade[] = pages.flatMap((page) => page.result);
  const feedProps = { viewer, handlers, columns: 2 as const };

  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_event, value: number) => handleTabChange(value)} aria-label="Trades">
        <Tab label={`Posted (${counts.data?.posted_count ?? 0})`} />
        <Tab label={`Followed (${counts.data?.followed_count ?? 0})`} />
      </Tabs>
      <ProfileTradeFilters value={filterState} onChange={setFilterState} />
      {first && (
        <Typography variant="body2" color="text.secondary">
          Today {first.count.trade_today} · Past week {first.count.trade_past_week} · Older{' '}
          {first.count.trade_other}
        </Typography>
      )}
      {groupByAge && pages.length > 0 ? (
        (Object.keys(AGE_LABELS) as (keyof typeof AGE_LABELS)[]).map((key) =>
          groups(key).length > 0 ? (
            <Box key={key} component="section" aria-label={AGE_LABELS[key]}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {AGE_LABELS[key]}
              </Typography>
              <TradeFeed trades={groups(key)} {...feedProps} />
            </Box>
          ) : null,
        )
      ) : (
        <TradeFeed trades={list.isPending ? undefined : all} isLoading={list.isPending} {...feedProps} />
      )}
      {groupByAge && !list.isPending && all.length === 0 && <TradeFeed trades={[]} {...feedProps} />}
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
