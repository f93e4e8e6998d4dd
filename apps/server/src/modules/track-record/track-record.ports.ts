import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * What the record needs to know of trades today: whether a call is hidden now (made private, or
 * posted to a group, after an entry was written as public). Trades implements it
 * (trackRecordTrades) and app.ts hands it over, since trades writes the record and the record may not
 * depend on trades.
 */
export type TrackRecordTrades = {
  /** True when the trade still exists and is not visible to followers (private or group). */
  hiddenNow(tradeIdColumn: AnyColumn): SQL<boolean>;
  /** The last price the lifecycle engine processed for the security (a Live call's P&L is at it). */
  lastPrice(securityIdColumn: AnyColumn): SQL<number | null>;
};
