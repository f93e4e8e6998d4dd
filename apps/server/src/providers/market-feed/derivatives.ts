import { expiryInstant, fnoFairValue, monthlyContractListingDate, yearsBetween } from '@tradecircle/domain';
import { historyCandles, INTRADAY_BUCKET_SECONDS } from './history.ts';
import type {
  Candle,
  DerivativeKind,
  HistoryRange,
  InstrumentType,
  Quote,
  SecurityInput,
} from './market-feed.types.ts';
import {
  epochSeconds,
  isoDateToDayNumber,
  istDayNumber,
  SECONDS_PER_DAY,
  sessionPosition,
} from './market-hours.ts';
import type { OffsetTimeline } from './offset-timeline.ts';
import type { SecurityPath } from './price-path.ts';
import { toTickPaise } from './tick-size.ts';

/**
 * Futures and options priced from their underlying's simulated price: futures by cost of carry,
 * options by Black-Scholes at the house volatility (packages/domain fno/pricing-assumptions.ts), with
 * time to expiry measured to the instant of the underlying's price. Every price is rounded to the
 * contract's tick: options 0.05, futures the underlying's table (index futures or stock futures,
 * integrations.md §7.2), and never below one tick.
 */

export type DerivativeContract = {
  id: number;
  underlyingId: number;
  kind: DerivativeKind;
  underlyingType: InstrumentType;
  strike: number | null;
  /** Epoch seconds at which trading ends: 15:30 IST on the expiry date. */
  expiresAt: number;
  /** IST day number of the contract's first trading day (as a monthly contract). */
  listedFromDay: number;
};

const OPTION_TICK_PAISE = 5;
/** Bisection bounds for the underlying price that gives an option a requested value. */
const SEARCH_FACTOR = 4;
const SEARCH_STEPS = 60;

export function toDerivativeContract(
  input: SecurityInput,
  underlying: SecurityInput | undefined,
): DerivativeContract {
  const { id, kind, underlyingId, expiry, strike } = input;
  if (!kind) throw new RangeError(`Security ${id} is not a derivative`);
  if (!underlying || underlyingId === undefined) {
    throw new RangeError(`Derivative ${id}: its underlying ${underlyingId} is not in the list`);
  }
  if (underlying.kind) throw new RangeError(`Derivative ${id}: its underlying is itself a derivative`);
  if (input.instrumentType !== underlying.instrumentType) {
    throw new RangeError(`Derivative ${id}: instrumentType must be its underlying's`);
  }
  if (!expiry) throw new RangeError(`Derivative ${id}: expiry is required`);
  const isOption = kind !== 'FUT';
  if (isOption ? !(strike !== undefined && strike > 0) : strike !== undefined) {
    throw new RangeError(
      `Derivative ${id}: ${isOption ? 'an option needs a positive strike' : 'a future has no strike'}`,
    );
  }
  return {
    id,
    underlyingId,
    kind,
    underlyingType: underlying.instrumentType,
    strike: strike ?? null,
    expiresAt: epochSeconds(expiryInstant(expiry)),
    listedFromDay: isoDateToDayNumber(monthlyContractListingDate(expiry)),
  };
}

/** A contract price on its tick grid in integer paise, at least one tick. */
export function toContractTickPaise(
  kind: DerivativeKind,
  underlyingType: InstrumentType,
  price: number,
): number {
  if (kind === 'FUT') return toTickPaise(price, underlyingType);
  const paise = Math.round((price * 100) / OPTION_TICK_PAISE) * OPTION_TICK_PAISE;
  return paise < OPTION_TICK_PAISE ? OPTION_TICK_PAISE : paise;
}

export function toDerivativeTickPaise(contract: DerivativeContract, price: number): number {
  return toContractTickPaise(contract.kind, contract.underlyingType, price);
}

/** The model value (unrounded, rupees) with the underlying at `spot` at instant `epoch` (seconds). */
export function derivativeFairValue(contract: DerivativeContract, spot: number, epoch: number): number {
  return fnoFairValue({
    kind: contract.kind,
    underlyingType: contract.underlyingType,
    spot,
    strike: contract.strike,
    years: yearsBetween(epoch * 1000, contract.expiresAt * 1000),
  });
}

/** Where the underlying must trade at `epoch` for the model to give `target` (options: within spot/4..4 spot). */
export function underlyingPriceFor(
  contract: DerivativeContract,
  target: number,
  spot: number,
  epoch: number,
): number {
  if (contract.kind === 'FUT') return target / derivativeFairValue(contract, 1, epoch);
  const rises = contract.kind === 'CE';
  let lo = Math.log(spot / SEARCH_FACTOR);
  let hi = Math.log(spot * SEARCH_FACTOR);
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (derivativeFairValue(contract, Math.exp(mid), epoch) < target === rises) lo = mid;
    else hi = mid;
  }
  return Math.exp((lo + hi) / 2);
}

type PaiseCandle = { open: number; high: number; low: number; close: number };
type RupeeBar = { open: number; high: number; low: number; close: number };

/**
 * The contract's bar over [from, to] from the underlying's bar over the same span (rupees, on its
 * grid), with dev offsets (rupees) added to the model. Futures and calls rise with the underlying,
 * puts fall, so the underlying's high gives a put's low; high and low are taken at both ends of the
 * span because time to expiry shrinks across it.
 */
function derivedBar(
  contract: DerivativeContract,
  underlying: RupeeBar,
  from: number,
  to: number,
  offsets: OffsetTimeline,
): PaiseCandle {
  const price = (spot: number, epoch: number, offset: number) =>
    toDerivativeTickPaise(contract, derivativeFairValue(contract, spot, epoch) + offset);
  const open = price(underlying.open, from, offsets.at(from));
  const close = price(underlying.close, to, offsets.at(to));
  const [up, down] =
    contract.kind === 'PE' ? [underlying.low, underlying.high] : [underlying.high, underlying.low];
  const highOffset = offsets.max(from, to);
  const lowOffset = offsets.min(from, to);
  return {
    open,
    close,
    high: Math.max(price(up, from, highOffset), price(up, to, highOffset), open, close),
    low: Math.min(price(down, from, lowOffset), price(down, to, lowOffset), open, close),
  };
}

/**
 * A contract's quote from its underlying's quote at the same instant (`updatedAt`): the day's bar
 * runs from the session open, and the previous close is valued at the previous session's close.
 */
export function derivedQuote(
  contract: DerivativeContract,
  underlying: Quote,
  instants: { sessionOpen: number; previousClose: number },
  offsets: OffsetTimeline,
): Quote {
  const at = epochSeconds(underlying.updatedAt);
  const day = derivedBar(
    contract,
    {
      open: underlying.dayOpen,
      high: underlying.dayHigh,
      low: underlying.dayLow,
      close: underlying.livePrice,
    },
    instants.sessionOpen,
    at,
    offsets,
  );
  const { previousClose } = instants;
  const previousClosePaise = toDerivativeTickPaise(
    contract,
    derivativeFairValue(contract, underlying.previousClose, previousClose) + offsets.at(previousClose),
  );
  const change = day.close - previousClosePaise;
  return {
    securityId: contract.id,
    livePrice: day.close / 100,
    previousClose: previousClosePaise / 100,
    change: change / 100,
    changePercent: Math.round((change / previousClosePaise) * 10_000) / 100,
    dayOpen: day.open / 100,
    dayHigh: day.high / 100,
    dayLow: day.low / 100,
    updatedAt: underlying.updatedAt,
  };
}

/**
 * A contract's candles: the underlying's candles for the range, each turned into the contract's over
 * the same span. After expiry the chart ends at the expiry instant (the range counts back from it);
 * days before the contract was listed are left out.
 */
export function derivativeHistoryCandles(
  contract: DerivativeContract,
  underlyingPath: SecurityPath,
  range: HistoryRange,
  nowEpoch: number,
  offsets: OffsetTimeline,
): Candle[] {
  const { calendar } = underlyingPath.context;
  const position = sessionPosition(calendar, Math.min(nowEpoch, contract.expiresAt));
  const end = calendar.sessionOpen(position.day) + position.second;
  const intraday = range === '1WEEK';
  return historyCandles(underlyingPath, range, position).flatMap((bar) => {
    const day = intraday ? istDayNumber(bar.time) : bar.time / SECONDS_PER_DAY;
    if (day < contract.listedFromDay) return [];
    const sessionOpen = calendar.sessionOpen(day);
    const from = intraday ? bar.time : sessionOpen;
    const to = Math.min(
      intraday ? bar.time + INTRADAY_BUCKET_SECONDS : sessionOpen + calendar.sessionSeconds,
      sessionOpen + calendar.sessionSeconds,
      end,
    );
    const paise = derivedBar(contract, bar, from, to, offsets);
    return [
      {
        time: bar.time,
        open: paise.open / 100,
        high: paise.high / 100,
        low: paise.low / 100,
        close: paise.close / 100,
      },
    ];
  });
}
