/**
 * The kinds of notification (platform.md §3 Notification), as `notification_type` carries them.
 * The group kinds: group_join_request (to a private group's admin), request_accepted and
 * group_joined (to the member), new_group_trade (to the group's members). The payment kinds:
 * membership_expiring (to the member, three days before a paid membership ends) and payment_received
 * (to the group admin or report author who was paid). payment_info_verified and payment_info_rejected:
 * to the owner of payout information staff reviewed (the rejection with its remark). margin_changed:
 * to an expert whose platform fee staff set or cleared, for them or for one of their groups.
 * video_verified, video_rejected, playlist_verified, playlist_rejected: to the owner of what staff
 * reviewed (the rejection with its remark). webinar_reminder: to the users registered for a webinar
 * (signed in when they registered), once, WEBINAR_REMINDER_BEFORE_MS before it starts.
 * copy_stopped: to a follower whose copy stop for an expert tripped (the expert as the actor).
 * price_alert: to the user whose price alert fired (themself as the actor), once per alert.
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
  'group_join_request',
  'request_accepted',
  'group_joined',
  'new_group_trade',
  'membership_expiring',
  'payment_received',
  'payment_info_verified',
  'payment_info_rejected',
  'sebi_registration_verified',
  'sebi_registration_rejected',
  'performance_verified',
  'performance_unverified',
  'group_verified',
  'group_rejected',
  'account_warned',
  'comment_hidden',
  'reasoning_hidden',
  'account_suspended',
  'account_unsuspended',
  'accounts_merged',
  'margin_changed',
  'video_verified',
  'video_rejected',
  'playlist_verified',
  'playlist_rejected',
  'webinar_reminder',
  'copy_stopped',
  'price_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * group_request_status of a group_join_request, read when the list is read: the requester's
 * standing in the group now. Pending (still a request: the admin may accept or decline it),
 * Accepted (a member), Cancelled (the request was declined or withdrawn, the requester
 * left, or the group is gone).
 */
export const GROUP_REQUEST_STATUSES = ['Pending', 'Accepted', 'Cancelled'] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];
