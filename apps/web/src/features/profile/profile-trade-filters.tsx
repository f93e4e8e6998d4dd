import { Box, Button } from '@mui/material';
import {
  durationChoices,
  FilterDateField,
  FilterSelect,
  SIDE_CHOICES,
  STATUS_CHOICES,
  useDurationList,
} from '../trades/index.ts';
import { type FilterState, hasFilters, NO_FILTERS } from './profile-trade-filter-state.ts';

/**
 * Status, side, duration (without Short term) and a date range. Two columns on phones, so every
 * box is wide enough for its value; one row from 768 px.
 */
export function ProfileTradeFilters({
  value,
  onChange,
}: {
  value: FilterState;
  onChange: (value: FilterState) => void;
}) {
  const durations = useDurationList();
  const set = (key: keyof FilterState) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <Box
      role="group"
      aria-label="Trade filters"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 170px)) auto' },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <FilterSelect label="Status" value={value.status} onChange={set('status')} options={STATUS_CHOICES} />
      <FilterSelect label="Side" value={value.side} onChange={set('side')} options={SIDE_CHOICES} />
      <FilterSelect
        label="Duration"
        value={value.duration}
        onChange={set('duration')}
        options={durationChoices(durations.data ?? [])}
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
      />
      <FilterDateField label="From" value={value.from} onChange={set('from')} />
      <FilterDateField label="To" value={value.to} onChange={set('to')} />
      {hasFilters(value) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
