/**
 * The live channel's constants, apart from the schemas so that importing one does not bring zod
 * into a page's first script (the web's live client runs on every page with prices).
 */

/** The live channel's one URL (platform.md §7). */
export const LIVE_CHANNEL_PATH = '/ws/security/';
/** The most securities one socket may watch; a larger set is refused. */
export const MAX_IDS_PER_SOCKET = 500;
export const LIVE_CHANNEL_MESSAGES = {
  badMessage: `Send {"type":"security","ids":[...]} with at most ${MAX_IDS_PER_SOCKET} numeric ids`,
  badToken: 'Invalid or expired token',
  foreignOrigin: 'This page may not open the live channel',
} as const;

/** Why a socket is no longer named as its user (the live channel's `signed_out` frame). */
export const SIGNED_OUT_REASONS = ['session_ended', 'token_expired'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

export const TRADE_CHANGE_TYPES = [
  'trade.posted',
  'trade.updated',
  'trade.deleted',
  'trade.activated',
  'trade.target_reached',
  'trade.closed',
  'trade.expired',
  'trade.exited',
] as const;
export type TradeChangeType = (typeof TRADE_CHANGE_TYPES)[number];
