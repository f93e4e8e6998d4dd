import type { AdminQueue } from '@tradecircle/domain';

/** What each queue (a team's permission) is called on screen. */
export const ADMIN_QUEUE_LABELS = {
  payouts: 'Payout details',
  sebi: 'SEBI registrations',
  groups: 'Group verification',
  videos: 'Videos',
  moderation: 'Moderation',
  performance: 'Performance',
  margins: 'Margins',
} as const satisfies Record<AdminQueue, string>;
