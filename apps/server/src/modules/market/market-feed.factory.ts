import type { AppConfig } from '../../config.ts';
import type { AppDb } from '../../db/client.ts';
import { createMarketSimulator } from '../../providers/market-feed/index.ts';
import type { MarketFeedProvider } from '../../providers/market-feed/market-feed.types.ts';
import { listSecuritiesForFeed } from '../securities/securities.repository.ts';

/** The configured market feed over every security in the table (the simulator is the only feed so far). */
export async function createMarketFeed(config: AppConfig, db: AppDb, onError: (error: unknown) => void) {
  const rows = await listSecuritiesForFeed(db);
  const feed: MarketFeedProvider = createMarketSimulator({
    securities: rows.map((row) => ({
      id: row.id,
      symbol: row.symbol,
      instrumentType: row.instrumentType,
      referencePrice: Number(row.closePrice ?? 100) || 100,
    })),
    seed: config.market.seed,
    mode: config.market.hours,
    tickIntervalMs: config.market.tickMs,
    // Fixed, so that prices and history are the same after every restart and on every instance.
    anchor: new Date(`${config.market.anchorDate}T10:00:00+05:30`),
    onError,
  });
  return feed;
}
