import { statusLabel, statusTooltip, type TradeStatus } from '@tradecircle/domain';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { Tag, type TagColour } from '../../../shared/ui/tag.tsx';

const STATUS_COLOURS: Record<TradeStatus, TagColour> = {
  Inactive: 'warning',
  Active: 'success',
  Closed: 'default',
  expired: 'default',
};

/** Upcoming / Live / Closed / expired, with the status meaning as its tooltip (trades.md §4). */
export function TradeStatusChip({ status }: { status: TradeStatus }) {
  return (
    <LazyTooltip title={statusTooltip(status)} describeChild>
      <Tag
        label={statusLabel(status)}
        colour={STATUS_COLOURS[status]}
        variant={status === 'expired' ? 'outlined' : 'filled'}
        tabIndex={0}
        sx={{ fontWeight: 700 }}
      />
    </LazyTooltip>
  );
}
