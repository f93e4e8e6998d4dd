import type { InstrumentType, SecurityInput } from './market-feed.types.ts';
import { dayNumberToIsoDate, nextTradingDay, type TradingCalendar } from './market-hours.ts';
import { OffsetTimeline } from './offset-timeline.ts';
import { hashInts, Rng } from './random.ts';
import { roundToTick } from './tick-size.ts';

/**
 * The price model: one deterministic path per security from which the live quote, daily candles and
 * intraday candles are all read, so they agree by construction.
 *
 * - Daily: log close(d) = close(d-1) + move(d), move = opening gap + drift + sigma_intra * z, each
 *   capped at the price band. move(d) depends only on (seed, security, calendar day), never on the
 *   level, so the path is anchored by setting close(anchor) = log(referencePrice) and summing moves
 *   forwards and backwards from there.
 * - Intraday: a Gaussian bridge from the day's open to its close, one point per minute (375 in an
 *   NSE session), each minute's high and low drawn from the exact distribution of a Brownian bridge's
 *   extremes; inside a minute, a 60-step bridge gives one price per second, kept inside that minute's
 *   high and low. A completed minute therefore costs one normal and two uniforms, whatever its seconds.
 * - Dev overrides (setNextPrice) are log offsets that apply from a path second onwards.
 */

export const DEFAULT_DAILY_VOLATILITY: Record<InstrumentType, number> = { EQ: 0.015, INDEX: 0.009 };
/** F&O-style large caps start with a 10% dynamic band (integrations.md §7.3); indices have none. */
export const DEFAULT_EQ_PRICE_BAND = 0.1;
/** Log drift per year, spread over the calendar's trading days. */
const ANNUAL_LOG_DRIFT = 0.08;
/** Standard deviation of the NSE opening gap as a share of the daily sigma (its variance share is 9%). */
const GAP_SHARE = 0.3;
const HISTORY_YEARS = 5;
/** Trading days before the anchor that are walked minute by minute (>= the 5 days of '1WEEK'). */
const MINUTE_ERA_DAYS = 10;

const DAY_STREAM = 0;
const MINUTE_STREAM = 1;
const VOLATILITY_STREAM = 2;
const SECOND_STREAM_BASE = 16;

/** The trading days of a calendar from a first day onwards, extended lazily as time passes. */
export class TradingDays {
  private readonly days: number[];

  constructor(
    readonly calendar: TradingCalendar,
    firstDay: number,
  ) {
    this.days = [calendar.isTradingDay(firstDay) ? firstDay : nextTradingDay(calendar, firstDay)];
  }

  get length(): number {
    return this.days.length;
  }

  dayAt(idx: number): number {
    const day = this.days[idx];
    if (day === undefined) throw new RangeError(`No trading day at index ${idx}`);
    return day;
  }

  ensureThrough(day: number): void {
    let last = this.days[this.days.length - 1]!;
    while (last < day) {
      last = nextTradingDay(this.calendar, last);
      this.days.push(last);
    }
  }

  /** Index of the latest trading day <= `day`, or -1 when `day` is before the first. */
  indexAtOrBefore(day: number): number {
    this.ensureThrough(day);
    let lo = 0;
    let hi = this.days.length - 1;
    if (this.days[0]! > day) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.days[mid]! <= day) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

export type PathContext = {
  seedHash: number;
  calendar: TradingCalendar;
  days: TradingDays;
  /** Index of the day whose close is the reference price. */
  anchorIdx: number;
  /** Days from this index on get their daily candle from the minute walk; older ones are sampled. */
  minuteEraStartIdx: number;
};

/** The anchor is the trading day before the session current at `anchorDay`'s instant (see simulator). */
export function createPathContext(
  seedHash: number,
  calendar: TradingCalendar,
  anchorDay: number,
): PathContext {
  const days = new TradingDays(calendar, anchorDay - (HISTORY_YEARS * 366 + 60));
  const anchorIdx = days.indexAtOrBefore(anchorDay);
  if (days.dayAt(anchorIdx) !== anchorDay) {
    throw new RangeError(`${dayNumberToIsoDate(anchorDay)} is not a trading day`);
  }
  return { seedHash, calendar, days, anchorIdx, minuteEraStartIdx: anchorIdx - MINUTE_ERA_DAYS };
}

/** One trading day of one security, in log prices without offsets. */
export type DayShape = {
  idx: number;
  day: number;
  openEpoch: number;
  prevClose: number;
  open: number;
  close: number;
  bandLow: number;
  bandHigh: number;
};

export type LogCandle = { open: number; high: number; low: number; close: number };

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

/** sqrt(variance * (r - 1) / r) for r = 0..steps: the bridge step's noise with r steps to go. */
function bridgeNoiseTable(variance: number, steps: number): Float64Array {
  const table = new Float64Array(steps + 1);
  for (let r = 1; r <= steps; r++) table[r] = Math.sqrt((variance * (r - 1)) / r);
  return table;
}

export class SecurityPath {
  readonly id: number;
  readonly instrumentType: InstrumentType;
  readonly dailyVolatility: number;
  readonly priceBand: number | null;
  readonly key: number;
  readonly minutes: number;
  readonly minuteVariance: number;
  readonly minuteNoise: Float64Array;
  readonly secondNoise: Float64Array;
  private readonly ctx: PathContext;
  private readonly bandDown: number;
  private readonly bandUp: number;
  private readonly gapSd: number;
  private readonly intraSd: number;
  private readonly drift: number;
  private closes: Float64Array;
  private filledLow: number;
  private filledHigh: number;
  private readonly overrides = new OffsetTimeline();

  constructor(input: SecurityInput, ctx: PathContext) {
    if (!(input.referencePrice > 0)) throw new RangeError(`Security ${input.id}: referencePrice must be > 0`);
    this.ctx = ctx;
    this.id = input.id;
    this.instrumentType = input.instrumentType;
    this.key = hashInts(ctx.seedHash, input.id);
    // Without an explicit figure, each security gets 0.8-1.2x its type's default, so movers differ.
    const spread = 0.8 + 0.4 * new Rng(hashInts(this.key, 0, VOLATILITY_STREAM)).uniform();
    this.dailyVolatility = input.dailyVolatility ?? DEFAULT_DAILY_VOLATILITY[input.instrumentType] * spread;
    this.priceBand =
      input.priceBand !== undefined
        ? input.priceBand
        : input.instrumentType === 'EQ'
          ? DEFAULT_EQ_PRICE_BAND
          : null;
    this.bandDown = this.priceBand === null ? Number.NEGATIVE_INFINITY : Math.log(1 - this.priceBand);
    this.bandUp = this.priceBand === null ? Number.POSITIVE_INFINITY : Math.log(1 + this.priceBand);
    const continuous = ctx.calendar.mode === 'always';
    this.gapSd = continuous ? 0 : this.dailyVolatility * GAP_SHARE;
    this.intraSd = this.dailyVolatility * Math.sqrt(1 - (continuous ? 0 : GAP_SHARE * GAP_SHARE));
    this.drift = ANNUAL_LOG_DRIFT / (continuous ? 365 : 250);
    this.minutes = ctx.calendar.sessionSeconds / 60;
    this.minuteVariance = (this.intraSd * this.intraSd) / this.minutes;
    this.minuteNoise = bridgeNoiseTable(this.minuteVariance, this.minutes);
    this.secondNoise = bridgeNoiseTable(this.minuteVariance / 60, 60);
    this.closes = new Float64Array(ctx.days.length + 512);
    this.filledLow = this.filledHigh = ctx.anchorIdx;
    // Anchored on the tick grid, so previousClose on the anchor's next day is exactly this price.
    this.closes[ctx.anchorIdx] = Math.log(roundToTick(input.referencePrice, input.instrumentType));
  }

  get context(): PathContext {
    return this.ctx;
  }

  /** Gap and close-to-close move of a day (log), both within the band. */
  private dayMoves(day: number): { gap: number; move: number } {
    const rng = new Rng(hashInts(this.key, day, DAY_STREAM));
    const gap = clamp(this.gapSd * rng.normal(), this.bandDown, this.bandUp);
    const move = clamp(gap + this.drift + this.intraSd * rng.normal(), this.bandDown, this.bandUp);
    return { gap, move };
  }

  /** Base log close of the trading day at `idx`, filled outwards from the anchor on demand. */
  closeLog(idx: number): number {
    const { days } = this.ctx;
    if (idx < 0 || idx >= days.length) throw new RangeError(`No trading day at index ${idx}`);
    if (idx >= this.closes.length) {
      const grown = new Float64Array(Math.max(idx + 1, this.closes.length * 2));
      grown.set(this.closes);
      this.closes = grown;
    }
    while (this.filledHigh < idx) {
      const next = this.filledHigh + 1;
      this.closes[next] = this.closes[this.filledHigh]! + this.dayMoves(days.dayAt(next)).move;
      this.filledHigh = next;
    }
    while (this.filledLow > idx) {
      const current = this.filledLow;
      this.closes[current - 1] = this.closes[current]! - this.dayMoves(days.dayAt(current)).move;
      this.filledLow = current - 1;
    }
    return this.closes[idx]!;
  }

  shape(idx: number): DayShape {
    if (idx < 1) throw new RangeError('The simulated history does not reach that far back');
    const day = this.ctx.days.dayAt(idx);
    const prevClose = this.closeLog(idx - 1);
    return {
      idx,
      day,
      openEpoch: this.ctx.calendar.sessionOpen(day),
      prevClose,
      open: prevClose + this.dayMoves(day).gap,
      close: this.closeLog(idx),
      bandLow: prevClose + this.bandDown,
      bandHigh: prevClose + this.bandUp,
    };
  }

  /**
   * A day's candle drawn directly (no minute walk): high and low from the distribution of a Brownian
   * bridge's extremes between open and close. Used for days before the minute era.
   */
  sampledDayCandle(shape: DayShape): LogCandle {
    const rng = new Rng(hashInts(this.key, shape.day, DAY_STREAM));
    rng.normal();
    rng.normal();
    const variance = this.intraSd * this.intraSd;
    const { open, close } = shape;
    const d = close - open;
    const high = Math.min(
      (open + close + Math.sqrt(d * d - 2 * variance * Math.log(rng.uniform()))) / 2,
      shape.bandHigh,
    );
    const low = Math.max(
      (open + close - Math.sqrt(d * d - 2 * variance * Math.log(rng.uniform()))) / 2,
      shape.bandLow,
    );
    const end = shape.openEpoch + this.ctx.calendar.sessionSeconds;
    return {
      open: open + this.offsetAt(shape.openEpoch),
      high: high + this.offsetMax(shape.openEpoch, end),
      low: low + this.offsetMin(shape.openEpoch, end),
      close: close + this.offsetAt(end),
    };
  }

  minuteRng(day: number): Rng {
    return new Rng(hashInts(this.key, day, MINUTE_STREAM));
  }

  secondSeed(day: number, minute: number): number {
    return hashInts(this.key, day, SECOND_STREAM_BASE + minute);
  }

  get hasOverrides(): boolean {
    return !this.overrides.isEmpty;
  }

  /** Changes whenever an override is set (for caches of prices read from this path). */
  get overrideVersion(): number {
    return this.overrides.version;
  }

  /** From path instant `at` (epoch seconds) on, prices are shifted by `offset` (log); later ones are dropped. */
  setOverride(at: number, offset: number): void {
    this.overrides.set(at, offset);
  }

  offsetAt(at: number): number {
    return this.overrides.at(at);
  }

  /** Largest offset in force anywhere in [from, to]. */
  offsetMax(from: number, to: number): number {
    return this.overrides.max(from, to);
  }

  offsetMin(from: number, to: number): number {
    return this.overrides.min(from, to);
  }
}

/** Receives each completed minute: log open, high, low, close with offsets applied. */
export type MinuteSink = (minute: number, open: number, high: number, low: number, close: number) => void;

/**
 * Walks one trading day of one security forwards, second by second where it must and minute by
 * minute where it can. A walker reads the security's overrides as they are when it steps: discard
 * it when an override is added (the simulator does).
 *
 * Convention: the value at session second s is the price at that instant; second 0 is the open and
 * second `sessionSeconds` the close. A minute covers [60m, 60m + 60], so its close is the next
 * minute's open, and a candle's high/low covers both its ends.
 */
export class DayWalker {
  readonly shape: DayShape;
  /** Session second the walker stands on. */
  second = 0;
  minute = 0;
  /** Base log price at `second`. */
  value: number;
  private readonly path: SecurityPath;
  private readonly minuteRng: Rng;
  private readonly secondRng = new Rng(0);
  private readonly sessionSeconds: number;
  private k = 0;
  private minuteOpen = 0;
  private minuteClose = 0;
  private minuteHigh = 0;
  private minuteLow = 0;
  private doneHigh = Number.NEGATIVE_INFINITY;
  private doneLow = Number.POSITIVE_INFINITY;
  /** Over the seconds walked in the current minute (with offsets). */
  private partOpen = 0;
  private partHigh = Number.NEGATIVE_INFINITY;
  private partLow = Number.POSITIVE_INFINITY;

  constructor(path: SecurityPath, idx: number) {
    this.path = path;
    this.shape = path.shape(idx);
    this.sessionSeconds = path.minutes * 60;
    this.minuteRng = path.minuteRng(this.shape.day);
    this.value = this.shape.open;
    this.beginMinute(this.shape.open);
  }

  /** Log price (with offsets) at the walker's second. */
  get current(): number {
    return this.value + this.offset(this.second);
  }

  get open(): number {
    return this.shape.open + this.offset(0);
  }

  /** High/low (log, with offsets) from the open up to the walker's second. */
  get high(): number {
    return this.doneHigh > this.partHigh ? this.doneHigh : this.partHigh;
  }

  get low(): number {
    return this.doneLow < this.partLow ? this.doneLow : this.partLow;
  }

  /** Open/high/low of the current, unfinished minute so far (meaningless once the day is complete). */
  get partial(): { open: number; high: number; low: number } {
    return { open: this.partOpen, high: this.partHigh, low: this.partLow };
  }

  get isComplete(): boolean {
    return this.second >= this.sessionSeconds;
  }

  /** Moves forwards to session second `target` (clamped to the close); never backwards. */
  advanceTo(target: number, sink?: MinuteSink): void {
    const to = Math.min(target, this.sessionSeconds);
    if (to < this.second) throw new RangeError('DayWalker only moves forwards');
    const targetMinute = Math.floor(to / 60);
    while (this.minute < targetMinute) this.completeMinute(sink);
    while (this.second < to) this.stepSecond();
  }

  private offset(second: number): number {
    return this.path.hasOverrides ? this.path.offsetAt(this.shape.openEpoch + second) : 0;
  }

  /** Draws the minute's close, high and low, and starts its seconds at its open. */
  private beginMinute(open: number): void {
    const { path, shape } = this;
    const remaining = path.minutes - this.minute;
    const z = this.minuteRng.normal();
    const u1 = this.minuteRng.uniform();
    const u2 = this.minuteRng.uniform();
    const close =
      remaining === 1
        ? shape.close
        : clamp(
            open + (shape.close - open) / remaining + path.minuteNoise[remaining]! * z,
            shape.bandLow,
            shape.bandHigh,
          );
    const d = close - open;
    const v2 = 2 * path.minuteVariance;
    this.minuteOpen = open;
    this.minuteClose = close;
    this.minuteHigh = Math.min((open + close + Math.sqrt(d * d - v2 * Math.log(u1))) / 2, shape.bandHigh);
    this.minuteLow = Math.max((open + close - Math.sqrt(d * d - v2 * Math.log(u2))) / 2, shape.bandLow);
    this.secondRng.reseed(path.secondSeed(shape.day, this.minute));
    this.k = 0;
    this.value = open;
    const withOffset = open + this.offset(this.second);
    this.partOpen = this.partHigh = this.partLow = withOffset;
  }

  private completeMinute(sink: MinuteSink | undefined): void {
    const start = this.shape.openEpoch + this.minute * 60;
    let hiOffset = 0;
    let loOffset = 0;
    let openOffset = 0;
    let closeOffset = 0;
    if (this.path.hasOverrides) {
      hiOffset = this.path.offsetMax(start, start + 60);
      loOffset = this.path.offsetMin(start, start + 60);
      openOffset = this.path.offsetAt(start);
      closeOffset = this.path.offsetAt(start + 60);
    }
    const high = this.minuteHigh + hiOffset;
    const low = this.minuteLow + loOffset;
    if (high > this.doneHigh) this.doneHigh = high;
    if (low < this.doneLow) this.doneLow = low;
    sink?.(this.minute, this.minuteOpen + openOffset, high, low, this.minuteClose + closeOffset);
    this.minute++;
    this.second = this.minute * 60;
    if (this.minute < this.path.minutes) {
      this.beginMinute(this.minuteClose);
    } else {
      this.value = this.minuteClose;
      this.partHigh = Number.NEGATIVE_INFINITY;
      this.partLow = Number.POSITIVE_INFINITY;
    }
  }

  private stepSecond(): void {
    if (this.k === 59) {
      this.completeMinute(undefined);
      return;
    }
    const remaining = 60 - this.k;
    this.k++;
    this.second++;
    const next =
      this.value +
      (this.minuteClose - this.value) / remaining +
      this.path.secondNoise[remaining]! * this.secondRng.normal();
    this.value = clamp(next, this.minuteLow, this.minuteHigh);
    const withOffset = this.value + this.offset(this.second);
    if (withOffset > this.partHigh) this.partHigh = withOffset;
    if (withOffset < this.partLow) this.partLow = withOffset;
  }
}
