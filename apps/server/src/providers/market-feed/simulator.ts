import {
  type DerivativeContract,
  derivativeFairValue,
  derivativeHistoryCandles,
  derivedQuote,
  toDerivativeContract,
  toDerivativeTickPaise,
  underlyingPriceFor,
} from './derivatives.ts';
import { historyCandles } from './history.ts';
import type {
  Candle,
  HistoryRange,
  MarketFeedProvider,
  MarketMode,
  Quote,
  SecurityInput,
  TickListener,
} from './market-feed.types.ts';
import {
  createTradingCalendar,
  epochSeconds,
  previousTradingDay,
  type SessionPosition,
  sessionPosition,
} from './market-hours.ts';
import { OffsetTimeline } from './offset-timeline.ts';
import { createPathContext, DayWalker, SecurityPath } from './price-path.ts';
import { hashSeed } from './random.ts';
import { toTickPaise } from './tick-size.ts';

export type MarketSimulatorOptions = {
  securities: readonly SecurityInput[];
  /** Same seed (and anchor) -> the same history and the same ticks. */
  seed: number | string;
  mode: MarketMode;
  tickIntervalMs?: number;
  clock?: () => Date;
  /** NSE holidays as IST 'YYYY-MM-DD' ('nse' mode). */
  holidays?: readonly string[];
  /**
   * Each referencePrice becomes the close of the trading day before the session current at this
   * instant, so on that day previousClose = referencePrice. Default: the clock at creation. Pass a
   * fixed instant to get the same price levels across restarts.
   */
  anchor?: Date;
  /** Securities evaluated on each tick (default all); the others are still quoted on request. */
  tickingIds?: readonly number[];
  /** Where errors thrown by the tick timer (e.g. by the listener) go; default: rethrown. */
  onError?: (error: unknown) => void;
};

export interface MarketSimulator extends MarketFeedProvider {
  readonly mode: MarketMode;
  /** One tick now (by the clock): returns the batch, and passes it to the listener when started. */
  tickOnce(): Quote[];
  /** null = every security ticks. Unknown ids are ignored. */
  setTickingIds(ids: readonly number[] | null): void;
}

type LiveState = {
  path: SecurityPath;
  /** Cursor on the current session; replaced on a new day, a clock going back, or an override. */
  walker: DayWalker | null;
  previousClosePaise: number;
  lastEmittedPaise: number;
  pendingPaise: number | null;
};

type DerivativeState = {
  contract: DerivativeContract;
  underlying: LiveState;
  /** Dev overrides: rupees added to the model price from an instant on. */
  offsets: OffsetTimeline;
  lastEmittedPaise: number;
  pendingPaise: number | null;
  /** The quote at the expiry instant, and the override versions it was computed with. */
  settled: { key: string; quote: Quote } | null;
};

type Entry = { derivative: false; state: LiveState } | { derivative: true; state: DerivativeState };

/** Where the path stands for a wall-clock instant. */
type Location = { position: SessionPosition; idx: number; at: Date };

/**
 * The default market feed: a deterministic simulated market (see price-path.ts for the model).
 * Prices are a pure function of (seed, anchor, security, time, overrides): ticks, quotes and history
 * all read the same path, so a chart and the live price never disagree. In 'nse' mode the path only
 * moves 09:15-15:30 IST on trading days and rests at the last close otherwise; in 'always' mode every
 * calendar day is one 24-hour session (00:00-24:00 IST) and its midnight close is the next day's open.
 * Futures and options have no path of their own: they are priced from their underlying at the same
 * instant (derivatives.ts), and go out in the same tick batch.
 */
export function createMarketSimulator(options: MarketSimulatorOptions): MarketSimulator {
  const { mode, tickIntervalMs = 1000, clock = () => new Date(), holidays = [] } = options;
  if (!(tickIntervalMs > 0)) throw new RangeError('tickIntervalMs must be > 0');
  const onError =
    options.onError ??
    ((error: unknown) => {
      throw error;
    });
  const calendar = createTradingCalendar({ mode, holidays });
  const anchorPosition = sessionPosition(calendar, epochSeconds(options.anchor ?? clock()));
  const ctx = createPathContext(
    hashSeed(options.seed),
    calendar,
    previousTradingDay(calendar, anchorPosition.day),
  );

  const inputs = new Map<number, SecurityInput>();
  const states = new Map<number, LiveState>();
  const derivatives = new Map<number, DerivativeState>();
  /** Adds new securities, stocks and indices before the contracts priced from them; validates all first. */
  const addInputs = (added: readonly SecurityInput[]) => {
    const batch = new Map<number, SecurityInput>();
    for (const input of added) {
      if (inputs.has(input.id) || batch.has(input.id))
        throw new RangeError(`Duplicate security id ${input.id}`);
      batch.set(input.id, input);
    }
    const underlyingOf = (input: SecurityInput) =>
      input.underlyingId === undefined
        ? undefined
        : (batch.get(input.underlyingId) ?? inputs.get(input.underlyingId));
    for (const input of batch.values()) {
      if (input.kind) toDerivativeContract(input, underlyingOf(input));
      else if (input.underlyingId !== undefined || input.expiry !== undefined || input.strike !== undefined) {
        throw new RangeError(`Security ${input.id}: underlyingId, expiry and strike need a derivative kind`);
      }
    }
    for (const input of batch.values()) {
      inputs.set(input.id, input);
      if (input.kind) continue;
      states.set(input.id, {
        path: new SecurityPath(input, ctx),
        walker: null,
        previousClosePaise: 0,
        lastEmittedPaise: -1,
        pendingPaise: null,
      });
    }
    for (const input of batch.values()) {
      if (!input.kind) continue;
      const contract = toDerivativeContract(input, underlyingOf(input));
      derivatives.set(input.id, {
        contract,
        underlying: states.get(contract.underlyingId)!,
        offsets: new OffsetTimeline(),
        lastEmittedPaise: -1,
        pendingPaise: null,
        settled: null,
      });
    }
  };
  addInputs(options.securities);
  const entryOf = (id: number): Entry | undefined => {
    const state = states.get(id);
    if (state) return { derivative: false, state };
    const derivative = derivatives.get(id);
    return derivative && { derivative: true, state: derivative };
  };

  let ticking: Entry[] = [];
  /** Underlyings walked on each tick: the ticking ones and those of ticking derivatives. */
  let walked: LiveState[] = [];
  /** The ids asked to tick; null: every security, those added later included. */
  let tickingIds: readonly number[] | null = null;
  const setTickingIds = (ids: readonly number[] | null) => {
    tickingIds = ids;
    ticking = (ids ?? [...inputs.keys()]).flatMap((id) => entryOf(id) ?? []);
    walked = [...new Set(ticking.map((entry) => (entry.derivative ? entry.state.underlying : entry.state)))];
  };
  setTickingIds(options.tickingIds ?? null);

  let listener: TickListener | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const toPaise = (log: number, path: SecurityPath) => toTickPaise(Math.exp(log), path.instrumentType);

  const locateAt = (epoch: number): Location => {
    const position = sessionPosition(calendar, epoch);
    const idx = ctx.days.indexAtOrBefore(position.day);
    const at = new Date((calendar.sessionOpen(position.day) + position.second) * 1000);
    return { position, idx, at };
  };
  const locate = (now: Date) => locateAt(epochSeconds(now));

  const previousCloseAt = (idx: number) =>
    calendar.sessionOpen(ctx.days.dayAt(idx - 1)) + calendar.sessionSeconds;

  const previousClosePaise = (path: SecurityPath, idx: number) =>
    toPaise(path.closeLog(idx - 1) + path.offsetAt(previousCloseAt(idx)), path);

  const walkerAt = (state: LiveState, idx: number, position: SessionPosition): DayWalker => {
    let walker = state.walker;
    if (!walker || walker.shape.idx !== idx || walker.second > position.second) {
      walker = new DayWalker(state.path, idx);
      state.previousClosePaise = previousClosePaise(state.path, idx);
      state.walker = walker;
    }
    walker.advanceTo(position.second);
    return walker;
  };

  /** Shifts the path from this instant on so that it passes exactly through the pending price. */
  const applyOverride = (state: LiveState, pendingPaise: number, { idx, position }: Location) => {
    const walker = walkerAt(state, idx, position);
    const at = walker.shape.openEpoch + position.second;
    state.path.setOverride(at, Math.log(pendingPaise / 100) - walker.value);
    state.pendingPaise = null;
    state.walker = null;
  };

  const quote = (
    path: SecurityPath,
    walker: DayWalker,
    closePaise: number,
    livePaise: number,
    at: Date,
  ): Quote => {
    const change = livePaise - closePaise;
    return {
      securityId: path.id,
      livePrice: livePaise / 100,
      previousClose: closePaise / 100,
      change: change / 100,
      changePercent: Math.round((change / closePaise) * 10_000) / 100,
      dayOpen: toPaise(walker.open, path) / 100,
      dayHigh: toPaise(walker.high, path) / 100,
      dayLow: toPaise(walker.low, path) / 100,
      updatedAt: at,
    };
  };

  const underlyingQuote = (state: LiveState, { idx, position, at }: Location): Quote => {
    const walker = walkerAt(state, idx, position);
    return quote(state.path, walker, state.previousClosePaise, toPaise(walker.current, state.path), at);
  };

  const instantsOf = (idx: number) => ({
    sessionOpen: calendar.sessionOpen(ctx.days.dayAt(idx)),
    previousClose: previousCloseAt(idx),
  });

  /** The quote at the expiry instant, read on a walker of its own so the live cursor stays put. */
  const settledQuote = (state: DerivativeState): Quote => {
    const { path } = state.underlying;
    const key = `${path.overrideVersion}/${state.offsets.version}`;
    if (state.settled?.key === key) return state.settled.quote;
    const { idx, position, at } = locateAt(state.contract.expiresAt);
    const walker = new DayWalker(path, idx);
    walker.advanceTo(position.second);
    const underlying = quote(path, walker, previousClosePaise(path, idx), toPaise(walker.current, path), at);
    const settled = derivedQuote(state.contract, underlying, instantsOf(idx), state.offsets);
    state.settled = { key, quote: settled };
    return settled;
  };

  const derivativeQuote = (state: DerivativeState, location: Location): Quote => {
    if (epochSeconds(location.at) >= state.contract.expiresAt) return settledQuote(state);
    const underlying = underlyingQuote(state.underlying, location);
    return derivedQuote(state.contract, underlying, instantsOf(location.idx), state.offsets);
  };

  const quoteOf = (entry: Entry, location: Location): Quote =>
    entry.derivative ? derivativeQuote(entry.state, location) : underlyingQuote(entry.state, location);

  /**
   * Moves the underlying to where the model gives the pending price, then records the small rest
   * (from the underlying's tick grid) as an offset, so this tick is exactly that price.
   */
  const applyDerivativeOverride = (state: DerivativeState, pendingPaise: number, location: Location) => {
    state.pendingPaise = null;
    const epoch = epochSeconds(location.at);
    const { contract, underlying } = state;
    if (epoch >= contract.expiresAt) return;
    const target = pendingPaise / 100;
    const spot = underlyingPriceFor(contract, target, underlyingQuote(underlying, location).livePrice, epoch);
    applyOverride(underlying, toTickPaise(spot, contract.underlyingType), location);
    const moved = underlyingQuote(underlying, location).livePrice;
    state.offsets.set(epoch, target - derivativeFairValue(contract, moved, epoch));
  };

  const tickOnce = (): Quote[] => {
    const location = locate(clock());
    // Prices set for this tick first, so that derivatives are priced from their moved underlyings.
    const forced = new Set<number>();
    for (const state of walked) {
      if (state.pendingPaise === null) continue;
      applyOverride(state, state.pendingPaise, location);
      forced.add(state.path.id);
    }
    for (const entry of ticking) {
      if (!entry.derivative || entry.state.pendingPaise === null) continue;
      applyDerivativeOverride(entry.state, entry.state.pendingPaise, location);
      forced.add(entry.state.contract.id);
      forced.add(entry.state.contract.underlyingId);
    }
    const batch: Quote[] = [];
    for (const entry of ticking) {
      const next = quoteOf(entry, location);
      const livePaise = Math.round(next.livePrice * 100);
      if (livePaise !== entry.state.lastEmittedPaise || forced.has(next.securityId)) {
        entry.state.lastEmittedPaise = livePaise;
        batch.push(next);
      }
    }
    if (listener && batch.length > 0) listener(batch);
    return batch;
  };

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
    listener = null;
  };

  return {
    mode,
    tickOnce,
    setTickingIds,
    addSecurities(securities) {
      const added = securities.filter((input) => !inputs.has(input.id));
      if (added.length === 0) return 0;
      addInputs(added);
      setTickingIds(tickingIds);
      return added.length;
    },
    start(onTick) {
      stop();
      listener = onTick;
      timer = setInterval(() => {
        try {
          tickOnce();
        } catch (error) {
          onError(error);
        }
      }, tickIntervalMs);
      timer.unref?.();
    },
    stop,
    getQuote(securityId) {
      const entry = entryOf(securityId);
      return entry && quoteOf(entry, locate(clock()));
    },
    getQuotes(securityIds) {
      const location = locate(clock());
      return securityIds.flatMap((id) => {
        const entry = entryOf(id);
        return entry ? [quoteOf(entry, location)] : [];
      });
    },
    history(securityId: number, range: HistoryRange, now: Date = clock()): Candle[] {
      const state = states.get(securityId);
      if (state) return historyCandles(state.path, range, sessionPosition(calendar, epochSeconds(now)));
      const derivative = derivatives.get(securityId);
      if (!derivative) return [];
      const { contract, underlying, offsets } = derivative;
      return derivativeHistoryCandles(contract, underlying.path, range, epochSeconds(now), offsets);
    },
    setNextPrice(securityId, price) {
      if (!Number.isFinite(price) || price <= 0) throw new RangeError('price must be a positive number');
      const state = states.get(securityId);
      if (state) {
        state.pendingPaise = toTickPaise(price, state.path.instrumentType);
        return true;
      }
      const derivative = derivatives.get(securityId);
      if (!derivative || epochSeconds(locate(clock()).at) >= derivative.contract.expiresAt) return false;
      derivative.pendingPaise = toDerivativeTickPaise(derivative.contract, price);
      return true;
    },
    isMarketOpen(now = clock()) {
      return calendar.isOpen(epochSeconds(now));
    },
  };
}
