import { Box, Button, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { Group, Trade } from '@tradecircle/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type LightTab, LightTabs } from '../../../shared/ui/light-tabs.tsx';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';
import {
  ALL,
  durationChoices,
  FilterDateField,
  FilterSelect,
  SIDE_CHOICES,
  type TradeCardHandlers,
  TradeFeed,
  type TradeViewer,
  useDurationList,
} from '../../trades/index.ts';
import {
  type GroupTradeFilters,
  type GroupTradeStatusFilter,
  type GroupTradeView,
  isLockedTrade,
  type LockedTrade,
  NO_GROUP_TRADE_FILTERS,
} from '../api.ts';
import { useGroupTrades } from '../hooks.ts';
import { groupKeys } from '../query-keys.ts';
import { LockedTradeCard } from './locked-trade-card.tsx';

/** The spec's trades refresh 500 ms after the page loads (§2 premium group page). */
export const GROUP_TRADES_REFRESH_MS = 500;

const STATUS_TABS: LightTab<GroupTradeStatusFilter>[] = [
  { label: 'All', value: 'ALL' },
  { label: 'Upcoming', value: 'Inactive' },
  { label: 'Live', value: 'Active' },
  { label: 'Closed', value: 'Closed' },
];

export const GROUP_TRADE_TEXTS = {
  featured: 'Featured Trades',
  all: 'All Trades',
  noFeatured: 'No featured trades yet. Feature up to 10 of this group’s trades to show them here.',
  noTrades: 'No trades in this group yet',
  membersOnly: 'Only members see this group’s trades.',
} as const;

type TabValue = 'featured' | 'all' | 'extra';

export interface GroupTradesProps {
  group: Group;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  /** The way in for a locked card ('Join Group', 'Send Request', 'Subscribe'). */
  joinLabel: string;
  onJoin: () => void;
  /** A further tab (members on phones: the watchlist). */
  extraTab?: { label: string; content: ReactNode };
}

/**
 * A group's trades: Featured Trades (the admin sees the tab even when empty; visitors and
 * non-members get locked cards) and All Trades with All / Upcoming / Live / Closed and, from 768 px,
 * Buy/Sell, duration and date filters; 18 a page with infinite scroll.
 */
export function GroupTrades({ group, viewer, handlers, joinLabel, onJoin, extraTab }: GroupTradesProps) {
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const isInside = group.is_admin || group.is_participant;
  const featured = useGroupTrades(group.id, 'featured', NO_GROUP_TRADE_FILTERS);
  const featuredItems = useMemo(
    () => featured.data?.pages.flatMap((page) => page.results) ?? [],
    [featured.data],
  );
  const showsFeatured = group.is_admin || featuredItems.length > 0;
  const [chosen, setChosen] = useState<TabValue | null>(null);
  const tab: TabValue = chosen ?? (showsFeatured ? 'featured' : 'all');
  const [filters, setFilters] = useState<GroupTradeFilters>(NO_GROUP_TRADE_FILTERS);

  useEffect(() => {
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: groupKeys.tradesOf(group.id) }),
      GROUP_TRADES_REFRESH_MS,
    );
    return () => clearTimeout(timer);
  }, [queryClient, group.id]);

  return (
    <Box component="section" aria-label="Group trades">
      <LightTabs
        label="Group trades"
        value={tab}
        onChange={setChosen}
        tabs={[
          ...(showsFeatured ? [{ value: 'featured' as const, label: GROUP_TRADE_TEXTS.featured }] : []),
          { value: 'all' as const, label: GROUP_TRADE_TEXTS.all },
          ...(extraTab ? [{ value: 'extra' as const, label: extraTab.label }] : []),
        ]}
        sx={{ mb: 2 }}
      />
      {tab === 'featured' && (
        <TradeList
          view="featured"
          group={group}
          filters={NO_GROUP_TRADE_FILTERS}
          viewer={viewer}
          handlers={handlers}
          joinLabel={joinLabel}
          onJoin={onJoin}
          emptyMessage={group.is_admin ? GROUP_TRADE_TEXTS.noFeatured : GROUP_TRADE_TEXTS.noTrades}
        />
      )}
      {tab === 'all' && (
        <Stack spacing={2}>
          {/* Shared equally on a phone: scrolling, the row cut 'Closed' off at 390 px. */}
          <LightTabs
            label="Trade status"
            value={filters.status}
            onChange={(status) => setFilters({ ...filters, status })}
            tabs={STATUS_TABS}
            fullWidth={isPhone}
          />
          {!isPhone && isInside && <DesktopFilters value={filters} onChange={setFilters} />}
          <TradeList
            view="paper"
            group={group}
            filters={filters}
            viewer={viewer}
            handlers={handlers}
            joinLabel={joinLabel}
            onJoin={onJoin}
            emptyMessage={isInside ? GROUP_TRADE_TEXTS.noTrades : GROUP_TRADE_TEXTS.membersOnly}
          />
        </Stack>
      )}
      {tab === 'extra' && extraTab?.content}
    </Box>
  );
}

function DesktopFilters({
  value,
  onChange,
}: {
  value: GroupTradeFilters;
  onChange: (value: GroupTradeFilters) => void;
}) {
  const durations = useDurationList();
  const [from, setFrom] = useState(value.dates?.from ?? '');
  const [to, setTo] = useState(value.dates?.to ?? '');
  const setDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    // A range counts once both ends are set.
    const dates = nextFrom && nextTo ? { from: nextFrom, to: nextTo } : null;
    if (JSON.stringify(dates) !== JSON.stringify(value.dates)) onChange({ ...value, dates });
  };
  const hasFilters = value.side !== null || value.duration !== null || from !== '' || to !== '';
  return (
    <Box
      role="group"
      aria-label="Trade filters"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 170px)) auto',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <FilterSelect
        label="Buy/Sell"
        value={value.side ?? ALL}
        options={SIDE_CHOICES}
        onChange={(side) => onChange({ ...value, side: side === ALL ? null : (side as 'Buy' | 'Sell') })}
      />
      <FilterSelect
        label="Duration"
        value={value.duration === null ? ALL : String(value.duration)}
        options={durationChoices(durations.data ?? [])}
        onChange={(duration) => onChange({ ...value, duration: duration === ALL ? null : Number(duration) })}
      />
      <FilterDateField label="From" value={from} onChange={(next) => setDates(next, to)} />
      <FilterDateField label="To" value={to} onChange={(next) => setDates(from, next)} />
      {hasFilters && (
        <Button
          onClick={() => {
            setFrom('');
            setTo('');
            onChange({ ...NO_GROUP_TRADE_FILTERS, status: value.status });
          }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}

function TradeList({
  view,
  group,
  filters,
  viewer,
  handlers,
  joinLabel,
  onJoin,
  emptyMessage,
}: {
  view: GroupTradeView;
  group: Group;
  filters: GroupTradeFilters;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  joinLabel: string;
  onJoin: () => void;
  emptyMessage: string;
}) {
  const list = useGroupTrades(group.id, view, filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useInfiniteScroll({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const { trades, locked } = useMemo(() => {
    const open: Trade[] = [];
    const closed: LockedTrade[] = [];
    for (const item of items) {
      if (isLockedTrade(item)) closed.push(item);
      else open.push(item);
    }
    return { trades: open, locked: closed };
  }, [items]);

  if (list.isError) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 1 }}>The trades could not be loaded.</Typography>
        <Button onClick={() => void list.refetch()}>Retry</Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {locked.length > 0 && (
        <Box
          component="section"
          aria-label="Locked trades"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {locked.map((trade) => (
            <LockedTradeCard key={trade.id} trade={trade} actionLabel={joinLabel} onAction={onJoin} />
          ))}
        </Box>
      )}
      {(trades.length > 0 || locked.length === 0) && (
        <TradeFeed
          trades={list.isPending ? undefined : trades}
          isLoading={list.isPending}
          viewer={viewer}
          handlers={handlers}
          columns={2}
          emptyMessage={emptyMessage}
        />
      )}
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
