import {
  formatVideoDuration,
  formatVideoPrice,
  type VideoKind,
  type VideoReview,
  type VideoStatus,
} from '@tradecircle/domain';

export const KIND_LABEL = { video: 'Video', playlist: 'Playlist' } as const satisfies Record<
  VideoKind,
  string
>;

export const STATUS_COLOR = {
  Draft: 'default',
  Pending: 'warning',
  Verified: 'success',
  Rejected: 'error',
} as const satisfies Record<VideoStatus, string>;

/** 'Free', or the price in rupees. */
export const priceOf = (item: VideoReview) => formatVideoPrice(item);

/** A video's length, or how many videos a playlist holds. */
export function lengthOf(item: VideoReview): string {
  if (item.kind === 'playlist') {
    const count = item.video_count ?? 0;
    return `${count} ${count === 1 ? 'video' : 'videos'}`;
  }
  return item.duration_seconds === null ? 'Length unknown' : formatVideoDuration(item.duration_seconds);
}
