/** Product-wide constants from platform.md §9 and trades.md §9. */
export const APP_NAME = 'TradeCircle';
export const TIME_ZONE = 'Asia/Kolkata';
export const MOBILE_BREAKPOINT_PX = 768;

export const SNACKBAR_DEFAULT_MS = 4000;
export const SNACKBAR_MESSAGE_MS = 4500;
export const SNACKBAR_SHORT_MS = 1500;
export const SNACKBAR_WARNING_MS = 2500;

export const QUOTE_ROTATION_MS = 3000;
export const SESSION_UPDATE_INTERVAL_MS = 10_000;
export const REMOTE_CONFIG_INTERVAL_MS = 60 * 60 * 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BANNER_INTERVAL_MS = 4000;
export const BANNER_HEIGHT_DESKTOP_PX = 222;
export const BANNER_HEIGHT_MOBILE_PX = 100;
export const PROFILE_TRADE_LOADING_CLEAR_MS = 500;

/** Marketing parameters saved from the URL and re-appended to later navigations (platform.md §2 guard). */
export const MARKETING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_id',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];

export const SIGNUP_BONUS_CREDITS = 300;
export const UNLOCK_PREMIUM_TRADE_COINS = 100;
export const TRENDING_WINDOW_DAYS = 7;
