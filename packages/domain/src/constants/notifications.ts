/**
 * The kinds of notification (platform.md §3 Notification), as `notification_type` carries them.
 * The group kinds (group_join_request, request_accepted, group_joined, new_group_trade) and
 * kyc_completed join this list with the groups and payments issues.
 */
export const NOTIFICATION_TYPES = [
  'following_you',
  'following_your_trade',
  'commented',
  'trade_active',
  'trade_closed',
  'reasoning_updated',
  'new_trade',
  'trade_deleted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
