/**
 * Groups (groups-and-payments.md §1-§9; issue 17): the kinds, limits and the product's own words.
 * Page sizes are in constants/limits.ts (PAGE_SIZES.groups, groupTrades, groupDropdown).
 */
export const GROUP_TYPES = ['Public', 'Private', 'Premium'] as const;
/** Platform staff's review of a group (issue 30): a Premium group is listed only once Verified. */
export const GROUP_VERIFICATION_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type GroupVerificationStatus = (typeof GROUP_VERIFICATION_STATUSES)[number];
export type GroupType = (typeof GROUP_TYPES)[number];

/** Featured trades per group (§4, §9). */
export const GROUP_FEATURED_TRADES_MAX = 10;
/** Securities in a group's watchlist (§4, §9). */
export const GROUP_WATCHLIST_MAX = 50;

/** trade-list-view's res_type: the featured trades or the paper (all) trades of a group. */
export const GROUP_TRADE_VIEWS = ['featured', 'paper'] as const;
/** trade-list-view's trade_status: ALL, Inactive (Upcoming), Active (Live), Closed. */
export const GROUP_TRADE_STATUS_FILTERS = ['ALL', 'Inactive', 'Active', 'Closed'] as const;

/** The spec's messages about groups, verbatim (§5, §8). */
export const GROUP_MESSAGES = {
  nameRequired: 'This field is required.',
  requestSent: 'Request has been sent to group admin',
  requestCanceled: 'Request Canceled',
  paymentNotActive: 'Payment Process is not active for this group yet',
  deleted: (name: string) => `Successfully deleted ${name}`,
  saved: (name: string) => `Group ${name} saved successfully`,
} as const;

/** A user's standing in a group (§4): a pending request, a member, or one who left. */
export const GROUP_MEMBERSHIP_STATUSES = ['requested', 'member', 'left'] as const;
export type GroupMembershipStatus = (typeof GROUP_MEMBERSHIP_STATUSES)[number];
