/** The videos and playlists queue calls (docs/api.md "Admin"); the server checks every role. */
import {
  ADMIN_VIDEOS_ENDPOINTS,
  type VideoDecision,
  type VideoKind,
  type VideoQueue,
  type VideoReview,
  type VideoReviewStatus,
} from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type { VideoDecision, VideoQueue, VideoReview };

/** Answers the panel shows itself: 400 (remark), 404 (no such video or playlist), 409 (already decided). */
const SHOWN_HERE = [400, 404, 409] as const;

export type VideoQueueFilter = { kind: VideoKind; status: VideoReviewStatus; page: number };

export function fetchVideoQueue(filter: VideoQueueFilter, signal?: AbortSignal) {
  return call(ADMIN_VIDEOS_ENDPOINTS.videoQueue, {
    query: { kind: filter.kind, status: filter.status, page_number: filter.page },
    signal,
  });
}

/** Verifies a video or a playlist (by its kind). */
export function approveVideoItem(kind: VideoKind, id: number) {
  return kind === 'video'
    ? call(ADMIN_VIDEOS_ENDPOINTS.approveVideo, { params: { id }, handledStatuses: SHOWN_HERE })
    : call(ADMIN_VIDEOS_ENDPOINTS.approvePlaylist, { params: { id }, handledStatuses: SHOWN_HERE });
}

/** Rejects a video or a playlist (by its kind) with the remark its owner sees. */
export function rejectVideoItem(kind: VideoKind, id: number, remark: string) {
  const input = { params: { id }, body: { remark }, handledStatuses: SHOWN_HERE };
  return kind === 'video'
    ? call(ADMIN_VIDEOS_ENDPOINTS.rejectVideo, input)
    : call(ADMIN_VIDEOS_ENDPOINTS.rejectPlaylist, input);
}
