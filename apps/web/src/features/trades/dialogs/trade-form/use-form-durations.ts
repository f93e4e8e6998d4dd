import { type DurationOption, HIDDEN_FORM_DURATION_IDS } from '@tradecircle/domain';
import { useMemo } from 'react';
import { useDurationList } from '../../hooks.ts';

/**
 * The durations the form offers: the server's list without the hidden ones (Short term), except the
 * trade's own duration when it is one of them (an edited trade keeps showing its value).
 */
export function useFormDurations(keepId: number | null | undefined) {
  const query = useDurationList();
  const options = useMemo<DurationOption[]>(
    () =>
      (query.data ?? []).filter(
        (option) => !HIDDEN_FORM_DURATION_IDS.includes(option.id) || option.id === keepId,
      ),
    [query.data, keepId],
  );
  return { options, isPending: query.isPending, isError: query.isError };
}
