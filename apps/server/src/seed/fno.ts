import {
  earliestLiveExpiry,
  expiryInstant,
  type FnoContractKind,
  type FnoUnderlyingType,
  fnoDisplayName,
  fnoFairValue,
  fnoTradingSymbol,
  formatDate,
  formatStrike,
  monthlyExpiriesFrom,
  strikeStep,
  strikesAround,
  yearsToExpiry,
} from '@tradecircle/domain';
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { CONFIG_DEFAULTS } from '../config.ts';
import type { AppDb } from '../db/client.ts';
import { securities } from '../db/schema/index.ts';
import { roundToTick, toContractTickPaise } from '../providers/market-feed/index.ts';

/**
 * Demo F&O contracts: futures on the four NSE F&O indices and eight liquid NIFTY 50 stocks for the
 * current and next monthly expiry, and option chains (ATM +- 5 strikes, calls and puts) on NIFTY,
 * BANKNIFTY, RELIANCE, HDFCBANK and INFY for the current expiry. The current expiry is the first
 * whose contracts still trade today (demoExpiries), never before the market anchor date, the day the
 * seeded close prices belong to: the demo always lists live contracts, and the trade sweep adds the
 * next series when one expires.
 */
export const FUTURES_UNDERLYINGS = [
  'NIFTY',
  'BANKNIFTY',
  'FINNIFTY',
  'MIDCPNIFTY',
  'RELIANCE',
  'TCS',
  'HDFCBANK',
  'INFY',
  'ICICIBANK',
  'SBIN',
  'ITC',
  'AXISBANK',
] as const;

export const OPTION_CHAIN_UNDERLYINGS = ['NIFTY', 'BANKNIFTY', 'RELIANCE', 'HDFCBANK', 'INFY'] as const;

export const STRIKES_EACH_SIDE = 5;

/**
 * Lot sizes of underlyings whose seeded row has none; every other contract takes its underlying's
 * seeded lot_size (securities.data.ts: indices from integrations.md §7.4, stocks from the contract
 * master for the Jan 2026 series). ITC 1600: NSE's lot revision of 30 Sep 2022 (3200 -> 1600 from
 * the Nov 2022 series). AXISBANK 625: NSE contract master as shown for the Aug 2025 series. Neither
 * was among the stocks NSE revised in its 29 Oct 2025 review.
 */
export const LOT_SIZES_NOT_SEEDED: Readonly<Record<string, number>> = { ITC: 1600, AXISBANK: 625 };

export type UnderlyingRow = Pick<
  typeof securities.$inferSelect,
  'id' | 'symbol' | 'name' | 'instrumentType' | 'industry' | 'sector' | 'logo' | 'lotSize' | 'closePrice'
>;

type NewSecurity = typeof securities.$inferInsert;

/**
 * The instant the seeded close prices belong to: 15:30 IST on the weekday before the anchor date
 * (holidays ignored), which is the simulator's previous close on the anchor day in 'nse' mode.
 */
export function referenceCloseInstant(anchorDate: string): Date {
  const day = new Date(`${anchorDate}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return new Date(`${day.toISOString().slice(0, 10)}T15:30:00+05:30`);
}

function describeContract(
  underlying: UnderlyingRow,
  contract: { name: string; kind: FnoContractKind; expiry: string; strike: number | null; lotSize: number },
): string {
  const isIndex = underlying.instrumentType === 'INDEX';
  const expires = `${formatDate(expiryInstant(contract.expiry))} at 15:30 IST`;
  const lot = `One lot is ${contract.lotSize} ${isIndex ? 'units of the index' : 'shares'}.`;
  const settlement = isIndex
    ? 'Index derivatives are cash-settled against the final settlement price of the index.'
    : 'Stock derivatives are physically settled: positions left open at expiry end in delivery of the shares.';
  if (contract.kind === 'FUT') {
    return [
      `${contract.name} is the NSE monthly futures contract on ${underlying.name}, expiring on ${expires}.`,
      lot,
      `Until expiry its price tracks ${underlying.symbol} plus the cost of carry to the expiry date.`,
      settlement,
    ].join(' ');
  }
  const side = contract.kind === 'CE' ? 'call' : 'put';
  const payoff = contract.kind === 'CE' ? 'above' : 'below';
  return [
    `${contract.name} is the NSE monthly ${side} option on ${underlying.name} at a strike of ₹${formatStrike(contract.strike!)},`,
    `expiring on ${expires}.`,
    lot,
    `It is European-style: exercised only at expiry, when it is worth what ${underlying.symbol} settles ${payoff} the strike, or nothing.`,
    settlement,
  ].join(' ');
}

function underlyingTypeOf(underlying: UnderlyingRow): FnoUnderlyingType {
  const type = underlying.instrumentType;
  if (type !== 'INDEX' && type !== 'EQ') throw new Error(`${underlying.symbol} cannot be an underlying`);
  return type;
}

/**
 * The current and next monthly expiries the demo lists at `now`: from the first expiry whose
 * contracts still trade (15:30 IST on its date: earliestLiveExpiry), and never before the anchor date.
 */
export function demoExpiries(anchorDate: string, now: Date): [string, string] {
  const live = earliestLiveExpiry(now);
  return monthlyExpiriesFrom(live > anchorDate ? live : anchorDate, 2) as [string, string];
}

/** A series of one underlying: its futures, or its option chain, of one expiry. */
const seriesKey = (underlyingId: number, expiry: string, kind: FnoContractKind) =>
  `${underlyingId}:${expiry}:${kind === 'FUT' ? 'FUT' : 'OPT'}`;

export type FnoPlanOptions = {
  /** The instant the series are chosen for (default: now). */
  now?: Date;
  /** Series already listed (seriesKey), left as they are: a chain is never widened around a new price. */
  listed?: ReadonlySet<string>;
  /** Where to centre a new option chain (the live price); default: the underlying's seeded close. */
  spotOf?: (underlying: UnderlyingRow) => number | undefined;
};

/**
 * The contract rows for these underlyings (rows that are not in the plan are ignored). Each contract's
 * close price is its model value at the anchor's reference close, from the seeded close of its
 * underlying (the feed prices it from the underlying's live price anyway).
 */
export function buildFnoContracts(
  underlyings: readonly UnderlyingRow[],
  anchorDate: string,
  options: FnoPlanOptions = {},
): NewSecurity[] {
  const [current, next] = demoExpiries(anchorDate, options.now ?? new Date());
  const closedAt = referenceCloseInstant(anchorDate);
  const rows: NewSecurity[] = [];
  const isListed = (underlying: UnderlyingRow, expiry: string, kind: FnoContractKind) =>
    options.listed?.has(seriesKey(underlying.id, expiry, kind)) ?? false;
  const add = (underlying: UnderlyingRow, kind: FnoContractKind, expiry: string, strike: number | null) => {
    const type = underlyingTypeOf(underlying);
    const lotSize = underlying.lotSize ?? LOT_SIZES_NOT_SEEDED[underlying.symbol];
    if (!lotSize) throw new Error(`No lot size for ${underlying.symbol}`);
    // On the tick grid, as the simulator anchors it, so the close agrees with the feed's.
    const spot = roundToTick(Number(underlying.closePrice), type);
    const value = fnoFairValue({
      kind,
      underlyingType: type,
      spot,
      strike,
      years: yearsToExpiry(expiry, closedAt),
    });
    const terms = { underlying: underlying.symbol, expiry, kind, strike };
    const name = fnoDisplayName(terms);
    rows.push({
      symbol: fnoTradingSymbol(terms),
      name,
      exchange: 'NSE',
      instrumentType: kind,
      industry: underlying.industry,
      sector: underlying.sector,
      logo: underlying.logo,
      lotSize,
      closePrice: (toContractTickPaise(kind, type, value) / 100).toFixed(2),
      description: describeContract(underlying, { name, kind, expiry, strike, lotSize }),
      underlyingId: underlying.id,
      expiry,
      strikePrice: strike === null ? null : strike.toFixed(2),
    });
  };
  const bySymbol = new Map(underlyings.map((row) => [row.symbol, row]));
  for (const symbol of FUTURES_UNDERLYINGS) {
    const underlying = bySymbol.get(symbol);
    if (!underlying) continue;
    for (const expiry of [current, next]) {
      if (!isListed(underlying, expiry, 'FUT')) add(underlying, 'FUT', expiry, null);
    }
  }
  for (const symbol of OPTION_CHAIN_UNDERLYINGS) {
    const underlying = bySymbol.get(symbol);
    if (!underlying || isListed(underlying, current, 'CE')) continue;
    const spot = options.spotOf?.(underlying) ?? Number(underlying.closePrice);
    const step = strikeStep({ symbol, type: underlyingTypeOf(underlying) }, spot);
    for (const strike of strikesAround(spot, step, STRIKES_EACH_SIDE)) {
      add(underlying, 'CE', current, strike);
      add(underlying, 'PE', current, strike);
    }
  }
  return rows;
}

/**
 * Adds the demo series live at `now` that are not listed yet (each contract on conflict do nothing,
 * like the rest of the seed): at start, and from the trade sweep when a series has expired. Runs
 * after the underlyings are seeded; pass the transaction. The anchor date defaults to the
 * configuration's default MARKET_ANCHOR_DATE (the seed is not handed the loaded configuration).
 * Answers how many contracts it added.
 */
export async function seedFnoContracts(
  tx: AppDb,
  anchorDate: string = CONFIG_DEFAULTS.MARKET_ANCHOR_DATE!,
  options: Omit<FnoPlanOptions, 'listed'> = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const symbols = [...new Set<string>([...FUTURES_UNDERLYINGS, ...OPTION_CHAIN_UNDERLYINGS])];
  const underlyings = await tx
    .select({
      id: securities.id,
      symbol: securities.symbol,
      name: securities.name,
      instrumentType: securities.instrumentType,
      industry: securities.industry,
      sector: securities.sector,
      logo: securities.logo,
      lotSize: securities.lotSize,
      closePrice: securities.closePrice,
    })
    .from(securities)
    .where(and(eq(securities.exchange, 'NSE'), inArray(securities.symbol, symbols)));
  const series = await tx
    .selectDistinct({
      underlyingId: securities.underlyingId,
      expiry: securities.expiry,
      instrumentType: securities.instrumentType,
    })
    .from(securities)
    .where(and(isNotNull(securities.underlyingId), gte(securities.expiry, demoExpiries(anchorDate, now)[0])));
  const listed = new Set(
    series.map((row) => seriesKey(row.underlyingId!, row.expiry!, row.instrumentType as FnoContractKind)),
  );
  const contracts = buildFnoContracts(underlyings, anchorDate, { ...options, now, listed });
  if (contracts.length === 0) return 0;
  const added = await tx
    .insert(securities)
    .values(contracts)
    .onConflictDoNothing({ target: [securities.symbol, securities.exchange] })
    .returning({ id: securities.id });
  return added.length;
}
