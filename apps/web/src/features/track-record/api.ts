/** The track record's calls (docs/api.md, "Track record"), typed by the domain's schemas (base `/backend/`). */
import {
  type FigureBasis,
  type ResponseOf,
  TRACK_RECORD_ENDPOINTS,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export type TrackRecordCheckpoints = ResponseOf<typeof TRACK_RECORD_ENDPOINTS.checkpoints>;

// The panel and the record page show their own error state with Retry: a missing user or a bad
// period is not worth the catalogue's snackbar.
const QUIET = [400, 404] as const;

/** An expert's figures and equity curve for one period (public), gross or net of charges. */
export function fetchFigures(
  userId: number,
  period: TrackRecordPeriod,
  basis: FigureBasis,
  signal?: AbortSignal,
) {
  return call(TRACK_RECORD_ENDPOINTS.figures, {
    params: { userId },
    auth: 'none',
    query: { period, basis },
    abortKey: `track-record figures ${userId} ${period} ${basis}`,
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
  return call(TRACK_RECORD_ENDPOINTS.record, {
    params: { userId },
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
  return call(TRACK_RECORD_ENDPOINTS.checkpoints, {
    params: { userId },
    auth: 'none',
    handledStatuses: QUIET,
    signal,
  });
}

/** An expert's public calls of a period, claimed against achievable (public). */
export function fetchClaimedVersusAchievable(
  userId: number,
  period: TrackRecordPeriod,
  signal?: AbortSignal,
) {
  return call(TRACK_RECORD_ENDPOINTS.achievable, {
    params: { userId },
    auth: 'none',
    query: { period },
    abortKey: `track-record achievable ${userId} ${period}`,
    handledStatuses: QUIET,
    signal,
  });
}
