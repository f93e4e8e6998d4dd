import { type DurationOption, TRADE_STATUS_LABELS, TRADE_TYPES } from '@tradecircle/domain';
import { shownDurations } from '../durations.ts';

/** The "no filter" choice of every trade filter box. */
export const ALL = 'all';

/** platform.md §5: Live = Active, Upcoming = Inactive (and Closed), shown by their labels. */
export const STATUS_CHOICES = (['Active', 'Inactive', 'Closed'] as const).map((status) => ({
  label: TRADE_STATUS_LABELS[status],
  value: status,
}));
export const SIDE_CHOICES = TRADE_TYPES.map((side) => ({ label: side, value: side }));

/** The duration list without Short term (platform.md §5), as filter choices. */
export function durationChoices(durations: readonly DurationOption[]) {
  return shownDurations(durations).map((option) => ({ label: option.name, value: String(option.id) }));
}
