import { Chip, FormHelperText, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  formatDate,
  TRADE_EXPORT_KIND_LABELS,
  TRADE_EXPORT_KINDS,
  TRADE_STATUS_LABELS,
  TRADE_STATUSES,
  TRADE_TYPES,
  type TradeExportKind,
  type TradeStatus,
} from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { FilterDateField } from '../../trades/index.ts';
import { PERIOD_PRESET_LABELS, PERIOD_PRESETS, type PeriodPreset } from '../date-presets.ts';
import { type ExportFilters, periodProblem } from '../export-filters.ts';

type Props = {
  filters: ExportFilters;
  onChange: (filters: ExportFilters) => void;
  onPreset: (preset: PeriodPreset) => void;
};

const SIDE_ALL = 'both';
/** A day as the page writes it: `1 Apr 2026` (noon IST, so the day never shifts). */
const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00+05:30`));

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** A chip that is on or off (aria-pressed), for the period presets and the statuses. */
function ChoiceChip({ label, isOn, onClick }: { label: string; isOn: boolean; onClick: () => void }) {
  return (
    <Chip
      label={label}
      clickable
      color={isOn ? 'primary' : 'default'}
      variant={isOn ? 'filled' : 'outlined'}
      onClick={onClick}
      aria-pressed={isOn}
    />
  );
}

/** Period (presets or days by hand), kind, status and side; a phone stacks them. */
export function ExportFilterBar({ filters, onChange, onPreset }: Props) {
  const problem = periodProblem(filters);
  const toggleStatus = (status: TradeStatus) =>
    onChange({
      ...filters,
      statuses: filters.statuses.includes(status)
        ? filters.statuses.filter((each) => each !== status)
        : TRADE_STATUSES.filter((each) => each === status || filters.statuses.includes(each)),
    });

  return (
    <Stack spacing={2}>
      <FilterRow label="Period">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Period">
          {PERIOD_PRESETS.map((preset) => (
            <ChoiceChip
              key={preset}
              label={PERIOD_PRESET_LABELS[preset]}
              isOn={filters.preset === preset}
              onClick={() => onPreset(preset)}
            />
          ))}
        </Stack>
        {filters.preset === 'custom' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <FilterDateField
              label="From"
              value={filters.from}
              onChange={(from) => onChange({ ...filters, from })}
            />
            <FilterDateField label="To" value={filters.to} onChange={(to) => onChange({ ...filters, to })} />
          </Stack>
        ) : (
          <Typography variant="body2">
            {dayLabel(filters.from)} to {dayLabel(filters.to)} (IST)
          </Typography>
        )}
        {problem && <FormHelperText error>{problem.from ?? problem.to}</FormHelperText>}
      </FilterRow>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FilterRow label="Trades">
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filters.kind}
            onChange={(_event, kind: TradeExportKind | null) => kind && onChange({ ...filters, kind })}
            aria-label="Posted or copied"
          >
            {TRADE_EXPORT_KINDS.map((kind) => (
              <ToggleButton key={kind} value={kind}>
                {kind === 'all' ? 'All' : TRADE_EXPORT_KIND_LABELS[kind]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FilterRow>
        <FilterRow label="Side">
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filters.side ?? SIDE_ALL}
            onChange={(_event, side: string | null) =>
              side &&
              onChange({ ...filters, side: side === SIDE_ALL ? null : (side as ExportFilters['side']) })
            }
            aria-label="Side"
          >
            <ToggleButton value={SIDE_ALL}>Both</ToggleButton>
            {TRADE_TYPES.map((side) => (
              <ToggleButton key={side} value={side}>
                {side}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FilterRow>
        <FilterRow label="Status (none chosen: all)">
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1 }}
            role="group"
            aria-label="Status"
          >
            {TRADE_STATUSES.map((status) => (
              <ChoiceChip
                key={status}
                label={TRADE_STATUS_LABELS[status]}
                isOn={filters.statuses.includes(status)}
                onClick={() => toggleStatus(status)}
              />
            ))}
          </Stack>
        </FilterRow>
      </Stack>
    </Stack>
  );
}
