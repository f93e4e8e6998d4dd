import { formatRupees } from './money.ts';

/** A video's length as m:ss, or h:mm:ss from an hour (754 → '12:34', 3725 → '1:02:05'). */
export function formatVideoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** What a video or playlist costs as its card says it: 'Free', or the price in rupees. */
export const formatVideoPrice = (item: { is_free: boolean; price: number | null }): string =>
  item.is_free || item.price === null ? 'Free' : formatRupees(item.price);
