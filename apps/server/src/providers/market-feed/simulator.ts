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

/**
 * The default market feed: a deterministic simulated market (see price-path.ts for the model).
 * Prices are a pure function of (seed, anchor, security, time, overrides): ticks, quotes and history
 * all read the same path, so a chart and the live price never disagree. In 'nse' mode the path only
 * moves 09:15-15:30 IST on trading days and rests at the last close otherwise; in 'always' mode every
 * calendar day is one 24-hour session (00:00-24:00 IST) and its midnight close is the next day's open.
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

  const states = new Map<number, LiveState>();
  for (const input of options.securities) {
    if (states.has(input.id)) throw new RangeError(`Duplicate security id ${input.id}`);
    states.set(input.id, {
      path: new SecurityPath(input, ctx),
      walker: null,
      previousClosePaise: 0,
      lastEmittedPaise: -1,
      pendingPaise: null,
    });
  }
  let ticking: LiveState[] = [];
  const setTickingIds = (ids: readonly number[] | null) => {
    ticking = ids === null ? [...states.values()] : ids.flatMap((id) => states.get(id) ?? []);
  };
  setTickingIds(options.tickingIds ?? null);

  let listener: TickListener | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const toPaise = (log: number, path: SecurityPath) => toTickPaise(Math.exp(log), path.instrumentType);

  const locate = (now: Date) => {
    const position = sessionPosition(calendar, epochSeconds(now));
    const idx = ctx.days.indexAtOrBefore(position.day);
    const at = new Date((calendar.sessionOpen(position.day) + position.second) * 1000);
    return { position, idx, at };
  };

  const walkerAt = (state: LiveState, idx: number, position: SessionPosition): DayWalker => {
    let walker = state.walker;
    if (!walker || walker.shape.idx !== idx || walker.second > position.second) {
      const { path } = state;
      walker = new DayWalker(path, idx);
      const previousCloseAt = calendar.sessionOpen(ctx.days.dayAt(idx - 1)) + calendar.sessionSeconds;
      state.previousClosePaise = toPaise(path.closeLog(idx - 1) + path.offsetAt(previousCloseAt), path);
      state.walker = walker;
    }
    walker.advanceTo(position.second);
    return walker;
  };

  /** Shifts the path from this instant on so that it passes exactly through the pending price. */
  const applyOverride = (state: LiveState, pendingPaise: number, idx: number, position: SessionPosition) => {
    const walker = walkerAt(state, idx, position);
    const at = walker.shape.openEpoch + position.second;
    state.path.setOverride(at, Math.log(pendingPaise / 100) - walker.value);
    state.pendingPaise = null;
    state.walker = null;
  };

  const quote = (state: LiveState, walker: DayWalker, livePaise: number, at: Date): Quote => {
    const { path, previousClosePaise } = state;
    const change = livePaise - previousClosePaise;
    return {
      securityId: path.id,
      livePrice: livePaise / 100,
      previousClose: previousClosePaise / 100,
      change: change / 100,
      changePercent: Math.round((change / previousClosePaise) * 10_000) / 100,
      dayOpen: toPaise(walker.open, path) / 100,
      dayHigh: toPaise(walker.high, path) / 100,
      dayLow: toPaise(walker.low, path) / 100,
      updatedAt: at,
    };
  };

  const quoteNow = (state: LiveState, now: Date): Quote => {
    const { position, idx, at } = locate(now);
    const walker = walkerAt(state, idx, position);
    return quote(state, walker, toPaise(walker.current, state.path), at);
  };

  const tickOnce = (): Quote[] => {
    const { position, idx, at } = locate(clock());
    const batch: Quote[] = [];
    for (const state of ticking) {
      const pending = state.pendingPaise;
      if (pending !== null) applyOverride(state, pending, idx, position);
      const walker = walkerAt(state, idx, position);
      const livePaise = toPaise(walker.current, state.path);
      if (livePaise !== state.lastEmittedPaise || pending !== null) {
        state.lastEmittedPaise = livePaise;
        batch.push(quote(state, walker, livePaise, at));
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
      const state = states.get(securityId);
      return state && quoteNow(state, clock());
    },
    getQuotes(securityIds) {
      const now = clock();
      return securityIds.flatMap((id) => {
        const state = states.get(id);
        return state ? [quoteNow(state, now)] : [];
      });
    },
    history(securityId: number, range: HistoryRange, now: Date = clock()): Candle[] {
      const state = states.get(securityId);
      return state ? historyCandles(state.path, range, sessionPosition(calendar, epochSeconds(now))) : [];
    },
    setNextPrice(securityId, price) {
      if (!Number.isFinite(price) || price <= 0) throw new RangeError('price must be a positive number');
      const state = states.get(securityId);
      if (!state) return false;
      state.pendingPaise = toTickPaise(price, state.path.instrumentType);
      return true;
    },
    isMarketOpen(now = clock()) {
      return calendar.isOpen(epochSeconds(now));
    },
  };
}
