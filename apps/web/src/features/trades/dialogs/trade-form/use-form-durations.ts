import type { DurationOption } from '@tradecircle/domain';
import { useMemo } from 'react';
import { shownDurations } from '../../durations.ts';
import { useDurationList } from '../../hooks.ts';

/** The durations the form offers (without Short term, except the trade's own duration). */
export function useFormDurations(keepId: number | null | undefined) {
  const query = useDurationList();
  const options = useMemo<DurationOption[]>(
    () => shownDurations(query.data ?? [], keepId),
    [query.data, keepId],
  );
  return { options, isPending: query.isPending, isError: query.isError };
}
