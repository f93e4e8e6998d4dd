import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import type { Trade, TradeStatus, TradeType } from '@tradecircle/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TradeFilters } from '../trades/api.ts';
import { TradeFeed } from '../trades/components/index.ts';
import type { TradeCardHandlers, TradeViewer } from '../trades/components/trade-card-props.ts';
import { useDurationList, useFilteredTrades, useTradeCounts } from '../trades/hooks.ts';

const STATUS_CHOICES: { label: string; value: TradeStatus }[] = [
  { label: 'Live', value: 'Active' },
  { label: 'Upcoming', value: 'Inactive' },
  { label: 'Closed', value: 'Closed' },
];
const ALL = 'all';

type FilterState = { status: string; side: string; duration: string; from: string; to: string };
const NO_FILTERS: FilterState = { status: ALL, side: ALL, duration: ALL, from: '', to: '' };

function toTradeFilters(state: FilterState): TradeFilters {
  return {
    status: state.status === ALL ? [] : [state.status as TradeStatus],
    sides: state.side === ALL ? [] : [state.side as TradeType],
    durations: state.duration === ALL ? [] : [Number(state.duration)],
    dates: state.from && state.to ? { from: state.from, to: state.to } : null,
  };
}

export type ProfileTradesProps = {
  userId: number;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  /** Another user's profile groups the trades into Today / Past week / Other. */
  groupByAge: boolean;
};

/** A profile's trades: tabs by index (0 posted, 1 followed), filters, counts, infinite scroll. */
export function ProfileTrades({ userId, viewer, handlers, groupByAge }: ProfileTradesProps) {
  const [tab, setTab] = useState(0);
  const [filterState, setFilterState] = useState<FilterState>(NO_FILTERS);
  const filters = useMemo(() => toTradeFilters(filterState), [filterState]);
  const counts = useTradeCounts(userId);
  const durations = useDurationList();
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

  const setFilter = (key: keyof FilterState) => (value: string) =>
    setFilterState((state) => ({ ...state, [key]: value }));
  const groups = (key: 'today' | 'past_week' | 'other') => pages.flatMap((page) => page[key]);
  const all: Trade[] = pages.flatMap((page) => page.result);
  const feedProps = { viewer, handlers, columns: 2 as const };

  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Trades">
        <Tab label={`Posted (${counts.data?.posted_count ?? 0})`} />
        <Tab label={`Followed (${counts.data?.followed_count ?? 0})`} />
      </Tabs>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <FilterSelect
          label="Status"
          value={filterState.status}
          onChange={setFilter('status')}
          options={STATUS_CHOICES.map((choice) => ({ label: choice.label, value: choice.value }))}
        />
        <FilterSelect
          label="Side"
          value={filterState.side}
          onChange={setFilter('side')}
          options={[
            { label: 'Buy', value: 'Buy' },
            { label: 'Sell', value: 'Sell' },
          ]}
        />
        <FilterSelect
          label="Duration"
          value={filterState.duration}
          onChange={setFilter('duration')}
          options={(durations.data ?? []).map((option) => ({ label: option.name, value: String(option.id) }))}
        />
        <TextField
          size="small"
          type="date"
          label="From"
          value={filterState.from}
          onChange={(event) => setFilter('from')(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filterState.to}
          onChange={(event) => setFilter('to')(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filterState !== NO_FILTERS && (
          <Button onClick={() => setFilterState(NO_FILTERS)}>Clear filters</Button>
        )}
      </Stack>
      {first && (
        <Typography variant="body2" color="text.secondary">
          Today {first.count.trade_today} · Past week {first.count.trade_past_week} · Older{' '}
          {first.count.trade_other}
        </Typography>
      )}
      {groupByAge && pages.length > 0 ? (
        (['today', 'past_week', 'other'] as const).map((key) =>
          groups(key).length > 0 ? (
            <Box key={key} component="section" aria-label={AGE_LABELS[key]}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
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

const AGE_LABELS = { today: 'Today', past_week: 'Past week', other: 'Other' } as const;

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { label: string; value: string }[];
}) {
  const id = `trade-filter-${label.toLowerCase()}`;
  return (
    <FormControl size="small" sx={{ minWidth: 130 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value={ALL}>All</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
