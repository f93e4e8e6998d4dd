import { formatRupees, type VideoKind, type VideoReview, type VideoStatus } from '@tradecircle/domain';

/** A video's length as m:ss, or h:mm:ss from an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

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
export const priceOf = (item: VideoReview) =>
  item.is_free || item.price === null ? 'Free' : formatRupees(item.price);

/** A video's length, or how many videos a playlist holds. */
export function lengthOf(item: VideoReview): string {
  if (item.kind === 'playlist') {
    const count = item.video_count ?? 0;
    return `${count} ${count === 1 ? 'video' : 'videos'}`;
  }
  return item.duration_seconds === null ? 'Length unknown' : formatDuration(item.duration_seconds);
}
