import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  type SxProps,
  TextField,
  type Theme,
} from '@mui/material';
import { TRADE_STATUS_LABELS, TRADE_TYPES, type TradeStatus, type TradeType } from '@tradecircle/domain';
import type { TradeFilters } from '../trades/api.ts';
import { shownDurations } from '../trades/durations.ts';
import { useDurationList } from '../trades/hooks.ts';

/** platform.md §5: Live = Active, Upcoming = Inactive, each shown by its status label. */
const STATUS_CHOICES = (['Active', 'Inactive', 'Closed'] as const).map((status) => ({
  label: TRADE_STATUS_LABELS[status],
  value: status,
}));
const SIDE_CHOICES = TRADE_TYPES.map((side) => ({ label: side, value: side }));
const ALL = 'all';

export type FilterState = { status: string; side: string; duration: string; from: string; to: string };
export const NO_FILTERS: FilterState = { status: ALL, side: ALL, duration: ALL, from: '', to: '' };

export function hasFilters(state: FilterState): boolean {
  return (Object.keys(NO_FILTERS) as (keyof FilterState)[]).some((key) => state[key] !== NO_FILTERS[key]);
}

/** The filter-trades call's filters; a date range counts once both ends are set. */
export function toTradeFilters(state: FilterState): TradeFilters {
  return {
    status: state.status === ALL ? [] : [state.status as TradeStatus],
    sides: state.side === ALL ? [] : [state.side as TradeType],
    durations: state.duration === ALL ? [] : [Number(state.duration)],
    dates: state.from && state.to ? { from: state.from, to: state.to } : null,
  };
}

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
        options={shownDurations(durations.data ?? []).map((option) => ({
          label: option.name,
          value: String(option.id),
        }))}
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
      />
      <DateField label="From" value={value.from} onChange={set('from')} />
      <DateField label="To" value={value.to} onChange={set('to')} />
      {hasFilters(value) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { label: string; value: string }[];
  sx?: SxProps<Theme>;
}) {
  const id = `trade-filter-${label.toLowerCase()}`;
  return (
    <FormControl size="small" sx={sx}>
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
