import { Chip, type ChipProps } from '@mui/material';
import { statusLabel, statusTooltip, type TradeStatus } from '@tradecircle/domain';
import { LazyTooltip } from '../../../ui/lazy-tooltip.tsx';

const STATUS_COLOURS: Record<TradeStatus, ChipProps['color']> = {
  Inactive: 'warning',
  Active: 'success',
  Closed: 'default',
  expired: 'default',
};

/** Upcoming / Live / Closed / expired, with the status meaning as its tooltip (trades.md §4). */
export function TradeStatusChip({ status }: { status: TradeStatus }) {
  return (
    <LazyTooltip title={statusTooltip(status)} describeChild>
      <Chip
        label={statusLabel(status)}
        size="small"
        color={STATUS_COLOURS[status]}
        variant={status === 'expired' ? 'outlined' : 'filled'}
        tabIndex={0}
        sx={{ fontWeight: 700 }}
      />
    </LazyTooltip>
  );
}
