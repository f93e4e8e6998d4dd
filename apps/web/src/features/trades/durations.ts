import { type DurationOption, HIDDEN_FORM_DURATION_IDS } from '@tradecircle/domain';

/**
 * The durations a user picks from, in the trade form and in the trade filters: the server's list
 * without the hidden ones (Short term: trades.md §2, platform.md §5). `keepId` stays listed, so an
 * edited Short term trade still shows its own duration.
 */
export function shownDurations(options: readonly DurationOption[], keepId?: number | null): DurationOption[] {
  return options.filter((option) => !HIDDEN_FORM_DURATION_IDS.includes(option.id) || option.id === keepId);
}
