import type { AppConfig } from '../../config.ts';
import type { AppDb } from '../../db/client.ts';
import { createMarketSimulator } from '../../providers/market-feed/index.ts';
import type {
  DerivativeKind,
  InstrumentType,
  MarketFeedProvider,
  SecurityInput,
} from '../../providers/market-feed/market-feed.types.ts';
import { listSecuritiesForFeed } from '../securities/index.ts';

type FeedRow = Awaited<ReturnType<typeof listSecuritiesForFeed>>[number];

const isUnderlyingType = (type: string): type is InstrumentType => type === 'EQ' || type === 'INDEX';
const DERIVATIVE_KINDS: readonly DerivativeKind[] = ['FUT', 'CE', 'PE'];
const isDerivativeKind = (type: string): type is DerivativeKind =>
  (DERIVATIVE_KINDS as readonly string[]).includes(type);

/**
 * A feed input per row: stocks and indices walk their own path; futures and options are priced from
 * their underlying. A contract whose terms are incomplete, or whose underlying is not a stock or an
 * index, is left out (it then shows its stored close price) rather than stopping the feed.
 */
function toFeedInputs(rows: readonly FeedRow[]): SecurityInput[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.flatMap((row): SecurityInput[] => {
    const base = { id: row.id, symbol: row.symbol, referencePrice: Number(row.closePrice ?? 100) || 100 };
    if (isUnderlyingType(row.instrumentType)) return [{ ...base, instrumentType: row.instrumentType }];
    const underlying = row.underlyingId == null ? undefined : byId.get(row.underlyingId);
    if (!isDerivativeKind(row.instrumentType) || !row.expiry || !underlying) return [];
    if (!isUnderlyingType(underlying.instrumentType)) return [];
    const isOption = row.instrumentType !== 'FUT';
    const strike = Number(row.strikePrice);
    if (isOption && !(strike > 0)) return [];
    return [
      {
        ...base,
        instrumentType: underlying.instrumentType,
        kind: row.instrumentType,
        underlyingId: underlying.id,
        expiry: row.expiry,
        ...(isOption ? { strike } : {}),
      },
    ];
  });
}

/** Every security in the table as the feed takes it. */
export async function feedInputsOf(db: AppDb): Promise<SecurityInput[]> {
  return toFeedInputs(await listSecuritiesForFeed(db));
}

/** The configured market feed over every security in the table (the simulator is the only feed so far). */
export async function createMarketFeed(config: AppConfig, db: AppDb, onError: (error: unknown) => void) {
  const feed: MarketFeedProvider = createMarketSimulator({
    securities: await feedInputsOf(db),
    seed: config.market.seed,
    mode: config.market.hours,
    tickIntervalMs: config.market.tickMs,
    // Fixed, so that prices and history are the same after every restart and on every instance.
    anchor: new Date(`${config.market.anchorDate}T10:00:00+05:30`),
    onError,
  });
  return feed;
}
