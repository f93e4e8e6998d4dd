/** The Unlock Premium Trades page (platform.md §2 route table: /trending/unlockTrade). */
export const UNLOCK_TRADES_PATH = '/trending/unlockTrade';
