import {
  type HeatmapSector,
  indiaDayStart,
  type MarketIndex,
  type MarketMover,
  type MarketMoversResponse,
  type SectorHeatmapResponse,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { listIndices, listMarketEquities } from '../securities/index.ts';
import type { LiveQuote, MarketTradeActivity, QuoteBook } from './market.types.ts';

/** Market capitalisation is shown in ₹ crore (1 crore = 10^7). */
const RUPEES_PER_CRORE = 1e7;
/** The headline indices lead the ticker strip; the rest follow in seed order. */
const HEADLINE_INDICES = ['NIFTY', 'SENSEX', 'BANKNIFTY'];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Rows with their live quote; a security the feed does not price (none of the seeded ones) is left out. */
function withQuotes<Row extends { id: number }>(rows: Row[], quotes: QuoteBook) {
  return rows.flatMap((row) => {
    const quote = quotes.getQuote(row.id);
    return quote ? [{ row, quote }] : [];
  });
}

/** Every index with its live quote. Simulated: the simulator is the only feed so far. */
export async function listMarketIndices(db: AppDb, quotes: QuoteBook): Promise<MarketIndex[]> {
  const rank = (symbol: string) => {
    const at = HEADLINE_INDICES.indexOf(symbol);
    return at === -1 ? HEADLINE_INDICES.length : at;
  };
  const indices = withQuotes(await listIndices(db), quotes);
  return indices
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => rank(a.row.symbol) - rank(b.row.symbol) || a.order - b.order)
    .map(({ row, quote }) => ({
      id: row.id,
      symbol: row.symbol,
      name: row.name,
      exchange: row.exchange,
      live_price: quote.livePrice,
      change: quote.change,
      up_down_percent: quote.changePercent,
      is_simulated: true,
    }));
}

export type MoverCandidate = {
  security: { id: number; name: string; symbol: string; exchange: 'NSE' | 'BSE'; logo: string | null };
  quote: LiveQuote;
  activity: number;
};

function presentMover({ security, quote, activity }: MoverCandidate): MarketMover {
  return {
    id: security.id,
    name: security.name,
    symbol: security.symbol,
    exchange: security.exchange,
    logo: security.logo,
    live_price: quote.livePrice,
    change: quote.change,
    up_down_percent: quote.changePercent,
    activity,
  };
}

/**
 * Gainers (rising only, biggest first), losers (falling only, biggest fall first) and the most active
 * (most calls today, then the bigger move; filled up with the day's biggest movers when fewer than
 * `limit` had calls, their activity 0). Remaining ties go by symbol, so the lists are stable.
 */
export function rankMovers(candidates: MoverCandidate[], limit: number): MarketMoversResponse {
  const bySymbol = (a: MoverCandidate, b: MoverCandidate) =>
    a.security.symbol.localeCompare(b.security.symbol);
  const move = (candidate: MoverCandidate) => candidate.quote.changePercent;
  const gainers = candidates
    .filter((candidate) => move(candidate) > 0)
    .sort((a, b) => move(b) - move(a) || bySymbol(a, b));
  const losers = candidates
    .filter((candidate) => move(candidate) < 0)
    .sort((a, b) => move(a) - move(b) || bySymbol(a, b));
  const mostActive = [...candidates].sort(
    (a, b) => b.activity - a.activity || Math.abs(move(b)) - Math.abs(move(a)) || bySymbol(a, b),
  );
  return {
    gainers: gainers.slice(0, limit).map(presentMover),
    losers: losers.slice(0, limit).map(presentMover),
    most_active: mostActive.slice(0, limit).map(presentMover),
  };
}

/** Our NSE equities ranked by today's move and by today's calls on TradeCircle. */
export async function listMarketMovers(options: {
  db: AppDb;
  quotes: QuoteBook;
  activity: MarketTradeActivity;
  limit: number;
  now: Date;
}): Promise<MarketMoversResponse> {
  const { db, quotes, activity, limit, now } = options;
  const [equities, calls] = await Promise.all([
    listMarketEquities(db),
    activity.callsSince(db, indiaDayStart(now)),
  ]);
  const candidates = withQuotes(equities, quotes).map(({ row, quote }) => ({
    security: row,
    quote,
    activity: calls.get(row.id) ?? 0,
  }));
  return rankMovers(candidates, limit);
}

export type HeatmapCandidate = {
  security: {
    id: number;
    symbol: string;
    name: string;
    sector: string | null;
    sharesOutstanding: number | null;
  };
  quote: LiveQuote;
};

/**
 * Sectors by market capitalisation (₹ crore = shares outstanding × live price / 10^7), largest first,
 * each with its securities largest first. A sector's change is market-cap weighted: the change of its
 * total capitalisation since the previous close, i.e. each security's percent weighted by its
 * capitalisation at that close (as an index is). Securities without a sector or shares outstanding are
 * left out.
 */
export function buildSectorHeatmap(candidates: HeatmapCandidate[]): HeatmapSector[] {
  const sectors = new Map<string, { cap: number; previousCap: number; securities: HeatmapCandidate[] }>();
  for (const candidate of candidates) {
    const { sector, sharesOutstanding } = candidate.security;
    if (!sector || !sharesOutstanding || sharesOutstanding <= 0) continue;
    const entry = sectors.get(sector) ?? { cap: 0, previousCap: 0, securities: [] };
    entry.cap += (sharesOutstanding * candidate.quote.livePrice) / RUPEES_PER_CRORE;
    entry.previousCap += (sharesOutstanding * candidate.quote.previousClose) / RUPEES_PER_CRORE;
    entry.securities.push(candidate);
    sectors.set(sector, entry);
  }
  const capOf = ({ security, quote }: HeatmapCandidate) =>
    ((security.sharesOutstanding ?? 0) * quote.livePrice) / RUPEES_PER_CRORE;
  return [...sectors.entries()]
    .sort(([nameA, a], [nameB, b]) => b.cap - a.cap || nameA.localeCompare(nameB))
    .map(([sector, entry]) => ({
      sector,
      market_cap: round2(entry.cap),
      change_percent:
        entry.previousCap > 0 ? round2(((entry.cap - entry.previousCap) / entry.previousCap) * 100) : 0,
      securities: entry.securities
        .map((candidate) => ({ candidate, cap: capOf(candidate) }))
        .sort(
          (a, b) => b.cap - a.cap || a.candidate.security.symbol.localeCompare(b.candidate.security.symbol),
        )
        .map(({ candidate: { security, quote }, cap }) => ({
          id: security.id,
          symbol: security.symbol,
          name: security.name,
          market_cap: round2(cap),
          live_price: quote.livePrice,
          up_down_percent: quote.changePercent,
        })),
    }));
}

/** The heatmap over our NSE equities at their live prices; `as_of` is the newest quote's time. */
export async function sectorHeatmap(db: AppDb, quotes: QuoteBook, now: Date): Promise<SectorHeatmapResponse> {
  const candidates = withQuotes(await listMarketEquities(db), quotes).map(({ row, quote }) => ({
    security: row,
    quote,
  }));
  const newest = candidates.reduce<Date | undefined>(
    (latest, { quote }) => (!latest || quote.updatedAt > latest ? quote.updatedAt : latest),
    undefined,
  );
  return { as_of: (newest ?? now).toISOString(), sectors: buildSectorHeatmap(candidates) };
}
