/** The public record page's path, kept apart so the route table and the panel's link share it. */
import { generatePath } from 'react-router';

export const TRACK_RECORD_PATH = '/track-record/:userId';

export function trackRecordPath(userId: number): string {
  return generatePath(TRACK_RECORD_PATH, { userId: String(userId) });
}
