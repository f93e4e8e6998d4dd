import { Box, Button } from '@mui/material';
import type { TradeStatus, TradeType } from '@tradecircle/domain';
import {
  ALL,
  type AllTradeFilters,
  durationChoices,
  FilterSelect,
  NO_FEED_FILTERS,
  SIDE_CHOICES,
  STATUS_CHOICES,
  useDurationList,
} from '../trades/index.ts';

export { NO_FEED_FILTERS };

export function hasFeedFilters(filters: AllTradeFilters): boolean {
  return filters.status !== null || filters.buySell !== null || filters.duration !== null;
}

/** The feed's Status, Buy/Sell and Duration filters (Short term hidden), one value each. */
export function FeedFilters({
  value,
  onChange,
}: {
  value: AllTradeFilters;
  onChange: (value: AllTradeFilters) => void;
}) {
  const durations = useDurationList();
  return (
    <Box
      role="group"
      aria-label="Feed filters"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr)) auto' },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <FilterSelect
        label="Status"
        value={value.status ?? ALL}
        options={STATUS_CHOICES}
        onChange={(next) => onChange({ ...value, status: next === ALL ? null : (next as TradeStatus) })}
      />
      <FilterSelect
        label="Buy/Sell"
        value={value.buySell ?? ALL}
        options={SIDE_CHOICES}
        onChange={(next) => onChange({ ...value, buySell: next === ALL ? null : (next as TradeType) })}
      />
      <FilterSelect
        label="Duration"
        value={value.duration === null ? ALL : String(value.duration)}
        options={durationChoices(durations.data ?? [])}
        onChange={(next) => onChange({ ...value, duration: next === ALL ? null : Number(next) })}
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
      />
      {hasFeedFilters(value) && (
        <Button onClick={() => onChange(NO_FEED_FILTERS)} sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
