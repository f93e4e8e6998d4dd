import type { AppDb } from '../../db/client.ts';

/** A security's live price as every module reads it (the market module keeps it current). */
export type LiveQuote = {
  securityId: number;
  livePrice: number;
  previousClose: number;
  change: number;
  changePercent: number;
  updatedAt: Date;
};

export type QuoteBook = {
  getQuote(securityId: number): LiveQuote | undefined;
};

/**
 * What the market module asks of trades (a port: trades depends on market, so trades implements it
 * and app.ts hands it over): per security, the public calls posted since `since` plus the copies made
 * since then of public calls, for the movers' most active list.
 */
export type MarketTradeActivity = {
  callsSince(db: AppDb, since: Date): Promise<Map<number, number>>;
};
