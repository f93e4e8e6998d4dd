/** Queries of an expert's track record: figures per period, record pages, daily checkpoints. */
import { type Query, useQuery } from '@tanstack/react-query';
import type { FigureBasis, TrackRecordPeriod } from '@tradecircle/domain';
import { fetchCheckpoints, fetchClaimedVersusAchievable, fetchFigures, fetchRecordPage } from './api.ts';
import { trackRecordKeys } from './query-keys.ts';

/**
 * keepPreviousData, for the same expert only: another period (or page) keeps the last one on screen,
 * marked as placeholder, until it answers; another expert's profile never shows the previous one's.
 */
function sameExpertPlaceholder(userId: number) {
  return <T>(previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined) =>
    previousQuery?.queryKey[1] === userId ? previous : undefined;
}

export function useTrackRecordFigures(
  userId: number,
  period: TrackRecordPeriod,
  basis: FigureBasis = 'gross',
) {
  return useQuery({
    queryKey: trackRecordKeys.figures(userId, period, basis),
    queryFn: ({ signal }) => fetchFigures(userId, period, basis, signal),
    placeholderData: sameExpertPlaceholder(userId),
    enabled: userId > 0,
  });
}

export function useClaimedVersusAchievable(userId: number, period: TrackRecordPeriod) {
  return useQuery({
    queryKey: trackRecordKeys.achievable(userId, period),
    queryFn: ({ signal }) => fetchClaimedVersusAchievable(userId, period, signal),
    placeholderData: sameExpertPlaceholder(userId),
    enabled: userId > 0,
  });
}

export function useRecordPage(userId: number, page: number) {
  return useQuery({
    queryKey: trackRecordKeys.page(userId, page),
    queryFn: ({ signal }) => fetchRecordPage(userId, page, { signal }),
    placeholderData: sameExpertPlaceholder(userId),
    enabled: userId > 0,
  });
}

export function useCheckpoints(userId: number) {
  return useQuery({
    queryKey: trackRecordKeys.checkpoints(userId),
    queryFn: ({ signal }) => fetchCheckpoints(userId, signal),
    enabled: userId > 0,
  });
}
