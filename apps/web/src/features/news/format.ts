import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';

dayjs.extend(relativeTime);

/**
 * The first `limit` characters of `text` (whole characters, so an emoji is never split), ending in
 * an ellipsis when cut: the news list's 170-character description (platform.md §9).
 */
export function cutText(text: string, limit: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return characters.join('');
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}

/** `2 hours ago`, `a day ago` (dayjs relativeTime). */
export function timeAgo(time: string): string {
  return dayjs(time).fromNow();
}
