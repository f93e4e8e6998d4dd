/** The video pages' addresses (groups-and-payments.md §1: /video-detail's query vdid, usid, type, ptid). */
import { toQueryString } from '../../shared/routing/route-names.ts';

export const VIDEO_PATHS = {
  mine: '/video-and-playlist',
  courses: '/video-course-list',
  videoDetail: '/video-detail',
  playlistDetail: '/playlist-detail',
} as const;

export type VideoDetailType = 'video' | 'playlist';

export interface VideoDetailTarget {
  videoId: number;
  ownerId?: number;
  /** The playlist it is watched in: type 'playlist' with its id. */
  playlistId?: number | null;
}

/** `/video-detail?vdid=..&usid=..&type=..&ptid=..`. */
export function videoDetailPath({ videoId, ownerId, playlistId }: VideoDetailTarget): string {
  const inPlaylist = playlistId !== undefined && playlistId !== null;
  return (
    VIDEO_PATHS.videoDetail +
    toQueryString({
      vdid: videoId,
      usid: ownerId,
      type: inPlaylist ? 'playlist' : 'video',
      ptid: inPlaylist ? playlistId : undefined,
    })
  );
}

export const playlistDetailPath = (playlistId: number) =>
  VIDEO_PATHS.playlistDetail + toQueryString({ ptid: playlistId });

/** A positive whole id from a query parameter, else null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
