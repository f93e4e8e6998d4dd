/**
 * Every column that names a user (users.id) or a profile (profiles.id), with what deleting and
 * merging an account do to it (account-erasure.ts, account-merge.ts; docs/operations.md). A test
 * reads the database's foreign keys and fails when one is missing here, so a new table cannot be
 * forgotten; the columns without a foreign key (notifications, the track record) are listed too.
 */
export type AccountRelation = {
  table: string;
  column: string;
  /**
   * erased: deleted or set null; kept: the row stays, linked to the anonymised account; recounted:
   * a derived count computed again from the rows.
   */
  onDelete: 'erased' | 'kept' | 'anonymised' | 'recounted';
  /** moved to the surviving account (deduplicated where a unique key allows one row), or erased/kept with the merged account. */
  onMerge: 'moved' | 'erased' | 'kept' | 'recounted';
};

const r = (
  table: string,
  column: string,
  onDelete: AccountRelation['onDelete'],
  onMerge: AccountRelation['onMerge'],
): AccountRelation => ({ table, column, onDelete, onMerge });

export const ACCOUNT_RELATIONS: readonly AccountRelation[] = [
  // Merge: kept by the merged account, or moved whole when the surviving account has no profile.
  r('profiles', 'user_id', 'anonymised', 'kept'),
  r('refresh_tokens', 'user_id', 'erased', 'erased'),
  r('otp_codes', 'user_id', 'erased', 'erased'),
  r('user_follows', 'follower_id', 'erased', 'moved'),
  r('user_follows', 'followee_id', 'erased', 'moved'),
  r('follow_counts', 'user_id', 'recounted', 'recounted'),
  r('user_blocks', 'blocked_by_user_id', 'erased', 'moved'),
  r('user_blocks', 'blocked_user_id', 'erased', 'moved'),
  r('user_blocks', 'blocked_profile_id', 'erased', 'moved'),
  r('watchlists', 'profile_id', 'erased', 'moved'),
  r('recent_searches', 'user_id', 'erased', 'moved'),
  r('payout_accounts', 'user_id', 'erased', 'moved'),
  r('broker_accounts', 'user_id', 'erased', 'moved'),
  r('expert_contacts', 'user_id', 'erased', 'moved'),
  r('staff_members', 'user_id', 'erased', 'erased'),
  r('contact_detail_views', 'viewer_user_id', 'erased', 'moved'),
  r('contact_detail_views', 'expert_user_id', 'kept', 'moved'),
  r('visitor_sessions', 'user_id', 'erased', 'moved'),
  r('notifications', 'recipient_id', 'erased', 'erased'),
  r('notification_counters', 'user_id', 'erased', 'erased'),
  r('trades', 'posted_by_user_id', 'kept', 'moved'),
  r('trades', 'posted_by_profile_id', 'kept', 'moved'),
  r('trade_comments', 'profile_id', 'kept', 'moved'),
  r('stock_reports', 'author_profile_id', 'kept', 'moved'),
  r('report_purchases', 'profile_id', 'kept', 'moved'),
  r('report_downloads', 'profile_id', 'kept', 'moved'),
  r('polls', 'posted_by_user_id', 'kept', 'moved'),
  r('poll_votes', 'user_id', 'kept', 'moved'),
  r('groups', 'admin_user_id', 'kept', 'moved'),
  r('group_members', 'user_id', 'kept', 'moved'),
  r('group_members', 'referred_by', 'kept', 'moved'),
  r('group_subscriptions', 'user_id', 'kept', 'moved'),
  r('coupons', 'admin_user_id', 'kept', 'moved'),
  r('playlists', 'owner_user_id', 'kept', 'moved'),
  r('videos', 'owner_user_id', 'kept', 'moved'),
  r('webinars', 'owner_user_id', 'kept', 'moved'),
  r('webinar_registrations', 'user_id', 'erased', 'moved'),
  r('video_purchases', 'user_id', 'kept', 'moved'),
  r('video_views', 'viewer_user_id', 'erased', 'moved'),
  r('video_progress', 'viewer_user_id', 'erased', 'moved'),
  r('payment_orders', 'user_id', 'kept', 'moved'),
  r('payment_orders', 'payee_user_id', 'kept', 'moved'),
  r('payout_ledger', 'expert_user_id', 'kept', 'moved'),
  r('broker_transactions', 'user_id', 'kept', 'moved'),
  // Coins (issue 32): the merged account keeps its own ledger and balance (references are unique per user).
  r('coin_ledger', 'user_id', 'kept', 'kept'),
  r('coin_accounts', 'user_id', 'kept', 'kept'),
  r('trade_unlocks', 'user_id', 'kept', 'kept'),
  r('active_days', 'user_id', 'erased', 'kept'),
  r('trade_shares', 'user_id', 'erased', 'kept'),
  // The risk profile (issue 33): personal answers, erased; on a merge each account keeps its own.
  r('risk_profiles', 'user_id', 'erased', 'kept'),
  // The imported portfolio (issue 33): erased with the account; on a merge each keeps its own.
  r('portfolios', 'user_id', 'erased', 'kept'),
  r('portfolio_imports', 'user_id', 'erased', 'kept'),
  // Copy guardrails and price alerts (issue 34): the follower's settings, erased with the account; on
  // a merge each account keeps its own (a guardrail on a merged expert waits on an account that posts
  // no more calls).
  r('copy_guardrails', 'follower_user_id', 'erased', 'kept'),
  r('copy_guardrails', 'expert_user_id', 'erased', 'kept'),
  r('price_alerts', 'user_id', 'erased', 'kept'),
  // Claimed versus achievable (issue 34): derived from the record, which stays (no foreign key).
  r('call_comparisons', 'expert_user_id', 'kept', 'kept'),
  r('trending_experts', 'user_id', 'kept', 'kept'),
  r('track_record_entries', 'expert_user_id', 'kept', 'kept'),
  r('track_record_heads', 'expert_user_id', 'kept', 'kept'),
  r('track_record_calls', 'expert_user_id', 'kept', 'kept'),
];
