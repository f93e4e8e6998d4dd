/** The track record's calls (docs/api.md, "Track record"), typed by the domain's schemas (base `/backend/`). */
import type {
  TrackRecordCheckpointsSchema,
  TrackRecordFiguresResponse,
  TrackRecordPage,
  TrackRecordPeriod,
} from '@tradecircle/domain';
import type { z } from 'zod';
import { request } from '../../shared/api/request.ts';

export type TrackRecordCheckpoints = z.infer<typeof TrackRecordCheckpointsSchema>;

// The panel and the record page show their own error state with Retry: a missing user or a bad
// period is not worth the catalogue's snackbar.
const QUIET = [400, 404] as const;

/** An expert's figures and equity curve for one period (public). */
export function fetchFigures(userId: number, period: TrackRecordPeriod, signal?: AbortSignal) {
  return request<TrackRecordFiguresResponse>(`api/track-record/${userId}/figures/`, {
    auth: 'none',
    query: { period },
    abortKey: `track-record figures ${userId} ${period}`,
    handledStatuses: QUIET,
    signal,
  });
}

/**
 * One page (100 entries) of an expert's record. The token goes along when there is one, so the expert
 * sees their private calls' content. `keepPrevious` for the verifier, which must not cancel (or be
 * cancelled by) the table's request for the same page.
 */
export function fetchRecordPage(
  userId: number,
  page: number,
  { signal, keepPrevious = false }: { signal?: AbortSignal; keepPrevious?: boolean } = {},
) {
  return request<TrackRecordPage>(`api/track-record/${userId}/`, {
    auth: 'optional',
    query: { page },
    abortKey: `track-record page ${userId} ${page}`,
    keepPrevious,
    handledStatuses: QUIET,
    signal,
  });
}

/** The expert's daily checkpoints, newest first (public). */
export function fetchCheckpoints(userId: number, signal?: AbortSignal) {
  return request<TrackRecordCheckpoints>(`api/track-record/${userId}/checkpoints/`, {
    auth: 'none',
    handledStatuses: QUIET,
    signal,
  });
}
