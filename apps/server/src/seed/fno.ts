import {
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
import { and, eq, inArray } from 'drizzle-orm';
import { CONFIG_DEFAULTS } from '../config.ts';
import type { AppDb } from '../db/client.ts';
import { securities } from '../db/schema/index.ts';
import { roundToTick, toContractTickPaise } from '../providers/market-feed/index.ts';

/**
 * Demo F&O contracts: futures on the four NSE F&O indices and eight liquid NIFTY 50 stocks for the
 * current and next monthly expiry, and option chains (ATM +- 5 strikes, calls and puts) on NIFTY,
 * BANKNIFTY, RELIANCE, HDFCBANK and INFY for the current expiry. Expiries count from the market
 * anchor date, the day the seeded close prices belong to.
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

/** The contract rows for these underlyings (rows that are not in the plan are ignored). */
export function buildFnoContracts(underlyings: readonly UnderlyingRow[], anchorDate: string): NewSecurity[] {
  const [current, next] = monthlyExpiriesFrom(anchorDate, 2) as [string, string];
  const closedAt = referenceCloseInstant(anchorDate);
  const rows: NewSecurity[] = [];
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
    add(underlying, 'FUT', current, null);
    add(underlying, 'FUT', next, null);
  }
  for (const symbol of OPTION_CHAIN_UNDERLYINGS) {
    const underlying = bySymbol.get(symbol);
    if (!underlying) continue;
    const spot = Number(underlying.closePrice);
    const step = strikeStep({ symbol, type: underlyingTypeOf(underlying) }, spot);
    for (const strike of strikesAround(spot, step, STRIKES_EACH_SIDE)) {
      add(underlying, 'CE', current, strike);
      add(underlying, 'PE', current, strike);
    }
  }
  return rows;
}

/**
 * Adds the demo contracts that are missing (on conflict do nothing, like the rest of the seed).
 * Runs after the underlyings are seeded; pass the transaction. The anchor date defaults to the
 * configuration's default MARKET_ANCHOR_DATE (the seed is not handed the loaded configuration).
 */
export async function seedFnoContracts(
  tx: AppDb,
  anchorDate: string = CONFIG_DEFAULTS.MARKET_ANCHOR_DATE!,
): Promise<void> {
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
  const contracts = buildFnoContracts(underlyings, anchorDate);
  if (contracts.length === 0) return;
  await tx
    .insert(securities)
    .values(contracts)
    .onConflictDoNothing({ target: [securities.symbol, securities.exchange] });
}
