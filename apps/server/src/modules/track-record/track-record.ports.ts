import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * What the record needs to know of trades today: whether a call is hidden now (made private, or
 * posted to a group, after an entry was written as public) and whom a group call is shared with
 * (whoever may see a call may see its entries' content). Trades implements it
 * (trackRecordTrades) and app.ts hands it over, since trades writes the record and the record may not
 * depend on trades.
 */
export type TrackRecordTrades = {
  /** True when the trade still exists and is not visible to followers (private or group). */
  hiddenNow(tradeIdColumn: AnyColumn): SQL<boolean>;
  /**
   * True when moderators hid the call's reasoning (whether or not it still exists): the entries that carry the
   * reasoning (posted, edited, reasoning_updated) then show their content only to its expert.
   */
  reasoningHiddenNow(tradeIdColumn: AnyColumn): SQL<boolean>;
  /**
   * True when the trade still exists, is a group call, and the user is a member of its group now:
   * the call is theirs to see, so its entries' content (and salts) are too.
   */
  sharedWith(tradeIdColumn: AnyColumn, userId: number): SQL<boolean>;
  /** The last price the lifecycle engine processed for the security (a Live call's P&L is at it). */
  lastPrice(securityIdColumn: AnyColumn): SQL<number | null>;
};
