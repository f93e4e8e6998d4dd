/** Video and playlist calls (groups-and-payments.md §7; packages/domain VIDEO_ENDPOINTS). */
import {
  type MessageResponse,
  type MyVideos,
  type PlaylistAnswer,
  type PlaylistDetail,
  type PlaylistForm,
  type PlaylistUpdate,
  TRENDING_ENDPOINTS,
  type TrendingVideosResponse,
  VIDEO_ENDPOINTS,
  VIDEO_LIMITS,
  type VideoCourseList,
  type VideoDetail,
  type VideoDetailAnswer,
  type VideoDetailsForm,
  type VideoPlayUrl,
  type VideoProgressAnswer,
  type VideoProgressRequest,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** Refusals the pages show in their own words (a 401 or 403 here is not a lost session). */
const REFUSALS = [400, 401, 403, 404] as const;
/** Not there, or not the caller's to see: the page says so. */
const NOT_SHOWN = [400, 404] as const;

export function fetchMyVideos(signal?: AbortSignal): Promise<MyVideos> {
  return call(VIDEO_ENDPOINTS.myVideos, { signal, keepPrevious: true });
}

/** Guests may read a Verified video; the owner any of theirs. 404: not there, or not theirs to see. */
export function fetchVideoDetail(videoId: number, signal?: AbortSignal): Promise<VideoDetail> {
  return call(VIDEO_ENDPOINTS.videoDetail, {
    params: { id: videoId },
    auth: 'optional',
    signal,
    keepPrevious: true,
    handledStatuses: NOT_SHOWN,
  });
}

export function fetchPlaylistDetail(playlistId: number, signal?: AbortSignal): Promise<PlaylistDetail> {
  return call(VIDEO_ENDPOINTS.playlistDetail, {
    params: { id: playlistId },
    auth: 'optional',
    signal,
    keepPrevious: true,
    handledStatuses: NOT_SHOWN,
  });
}

export function fetchVideoCourses(page: number, signal?: AbortSignal): Promise<VideoCourseList> {
  return call(VIDEO_ENDPOINTS.videoCourseList, {
    query: { page_number: page, detail_count: VIDEO_LIMITS.coursePageSize },
    signal,
  });
}

/**
 * A signed, expiring link to the file. 400 (a Draft, with the spec's warning), 401 (a guest on a
 * paid video) and 403 (not bought) are the page's to show.
 */
export function fetchPlayUrl(videoId: number, signal?: AbortSignal): Promise<VideoPlayUrl> {
  return call(VIDEO_ENDPOINTS.playUrl, {
    params: { id: videoId },
    auth: 'optional',
    signal,
    abortKey: `play-url ${videoId}`,
    handledStatuses: REFUSALS,
  });
}

export function saveVideoDetails(videoId: number, body: VideoDetailsForm): Promise<VideoDetailAnswer> {
  return call(VIDEO_ENDPOINTS.updateVideoDetail, {
    params: { id: videoId },
    body,
    keepPrevious: true,
    handledStatuses: [400, 403, 404],
  });
}

export function deleteVideo(videoId: number): Promise<MessageResponse> {
  return call(VIDEO_ENDPOINTS.deleteVideo, {
    params: { id: videoId },
    keepPrevious: true,
    handledStatuses: [403, 404],
  });
}

export function createPlaylist(body: PlaylistForm): Promise<PlaylistAnswer> {
  return call(VIDEO_ENDPOINTS.createPlaylist, { body, keepPrevious: true, handledStatuses: [400, 403] });
}

export function updatePlaylist(playlistId: number, body: PlaylistUpdate): Promise<PlaylistAnswer> {
  return call(VIDEO_ENDPOINTS.updatePlaylist, {
    params: { id: playlistId },
    body,
    keepPrevious: true,
    handledStatuses: [400, 403, 404],
  });
}

export function deletePlaylist(playlistId: number): Promise<MessageResponse> {
  return call(VIDEO_ENDPOINTS.deletePlaylist, {
    params: { id: playlistId },
    keepPrevious: true,
    handledStatuses: [403, 404],
  });
}

/**
 * Where the viewer is in a video. `keepalive` so the last save (the page closing mid-video) still
 * arrives; failures are quiet (the next save tries again).
 */
export function saveProgress(body: VideoProgressRequest): Promise<VideoProgressAnswer> {
  return call(VIDEO_ENDPOINTS.saveProgress, {
    body,
    abortKey: `progress ${body.video}`,
    keepPrevious: true,
    keepalive: true,
    handledStatuses: REFUSALS,
  });
}

/** A page of Verified videos, the most watched first, matching the search and the Free/Paid filter. */
export function fetchVideoList(
  input: { search: string; freePaid: VideoPriceFilter; page: number },
  signal?: AbortSignal,
): Promise<TrendingVideosResponse> {
  return call(TRENDING_ENDPOINTS.trendingVideos, {
    auth: 'optional',
    query: {
      page_number: input.page,
      detail_count: VIDEO_LIMITS.coursePageSize,
      ...(input.search ? { search: input.search } : {}),
      ...(input.freePaid ? { free_paid: input.freePaid } : {}),
    },
    signal,
  });
}

/** The list's Free/Paid filter; '' for both. */
export type VideoPriceFilter = '' | 'Free' | 'Paid';
