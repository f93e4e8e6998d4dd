/** Lengths, cuts and page sizes from the spec's constant tables. */
export const OTP_LENGTH = 4;
export const MOBILE_NUMBER_LENGTH = 10;
export const MOBILE_COUNTRY_PREFIX = '+91';
export const OTP_RESEND_TIMER_SECONDS = 120;

export const TRADE_REASONING_PREVIEW_CHARS = 85;
export const HOME_REASONING_PREVIEW_CHARS = 80;
export const SECURITY_DESCRIPTION_PREVIEW_CHARS = 330;
export const NEWS_DESCRIPTION_PREVIEW_CHARS = 170;
export const GROUP_DESCRIPTION_PREVIEW_CHARS = 200;

export const TRADE_DIALOG_WIDTH_PX = 700;
export const CROPPER_DIALOG_WIDTH_PX = 600;
export const PAYMENT_DIALOG_WIDTH_PX = 423;

export const MAX_WATCHLIST_ITEMS = 50;
export const MAX_WATCHLIST_NAME_LENGTH = 40;
export const MAX_FEATURED_TRADES = 10;
export const MAX_POLL_OPTIONS = 6;

/**
 * Targets a trade may have: the first target plus the rows of target_stop_loss_list, so the list
 * holds at most MAX_LADDER_ROWS - 1 rows.
 */
export const MAX_LADDER_ROWS = 10;
export const MAX_REASONING_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
/**
 * A comment body longer than this is refused before it is read; between MAX_COMMENT_LENGTH and this
 * the comment is trimmed first, then refused when still too long.
 */
export const MAX_COMMENT_BODY_LENGTH = 5000;

/** The highest page number a list call takes (pages start at 1; past the last a list is empty). */
export const MAX_PAGE = 100_000;

export const MAX_REPORT_BYTES = 10 * 1024 * 1024;
export const MIN_REPORT_VALID_MONTHS = 1;
export const MAX_REPORT_VALID_MONTHS = 36;
export const MAX_REPORT_DESCRIPTION_LENGTH = 2000;

/** How many trending securities the strip asks for, and the most the call answers. */
export const TRENDING_SECURITIES_DEFAULT_LIMIT = 10;
export const MAX_TRENDING_SECURITIES = 50;

/** The search box's text (search/?q= and a recent search). */
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Recent searches kept per user; adding one more drops the oldest. */
export const MAX_RECENT_SEARCHES = 10;
/** How many securities and how many experts one search answers. */
export const SEARCH_RESULTS_PER_SECTION = 10;

/** The most notifications one my-notifications call answers (detail_count grows by PAGE_SIZE.notificationsStep). */
export const MAX_NOTIFICATIONS_DETAIL_COUNT = 1000;

export const PAGE_SIZE = {
  groups: 12,
  followers: 12,
  memberships: 12,
  groupTrades: 18,
  trendingProfitableTrades: 2,
  performingTradersMobile: 4,
  performingTradersDesktop: 6,
  upcomingTrades: 3,
  news: 10,
  notificationsStep: 10,
  trendingVideos: 20,
  groupDropdown: 10,
  transactionsDefault: 5,
  homePreview: 5,
} as const;

export const TRANSACTION_PAGE_SIZE_OPTIONS = [5, 10, 15, 20, 30, 50, 100] as const;
