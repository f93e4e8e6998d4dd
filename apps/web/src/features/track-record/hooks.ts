/** Queries of an expert's track record: figures per period, record pages, daily checkpoints. */
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FigureBasis, TrackRecordPeriod, TradeChangeEvent } from '@tradecircle/domain';
import { useEffect } from 'react';
import { livePriceClient } from '../../shared/live/live-price-client.ts';
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

/** While some calls' copies are still settling (calls_pending), asked again this often. */
export const PENDING_REFETCH_MS = 15_000;

export function useClaimedVersusAchievable(userId: number, period: TrackRecordPeriod) {
  return useQuery({
    queryKey: trackRecordKeys.achievable(userId, period),
    queryFn: ({ signal }) => fetchClaimedVersusAchievable(userId, period, signal),
    placeholderData: sameExpertPlaceholder(userId),
    enabled: userId > 0,
    refetchInterval: (query) => (query.state.data?.calls_pending ? PENDING_REFETCH_MS : false),
  });
}

const CLOSING_CHANGES: ReadonlySet<TradeChangeEvent['type']> = new Set(['trade.closed', 'trade.exited']);
/** The record is written with the close; a moment later the push arrives: read after this pause. */
const AFTER_CLOSE_MS = 1_000;

/**
 * The expert's figures follow their calls closing live: a pushed close of one of their trades (the
 * live channel pushes the changes of the securities on screen, and of followed experts) reads
 * everything of their record again, once for a burst of closes.
 */
export function useRecordFollowsLiveCloses(userId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = livePriceClient().onTradeChanges((events) => {
      if (!events.some((event) => event.posted_by_id === userId && CLOSING_CHANGES.has(event.type))) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: trackRecordKeys.of(userId) }),
        AFTER_CLOSE_MS,
      );
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient, userId]);
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
