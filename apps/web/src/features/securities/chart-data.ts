/** Pure helpers between the time-series call, live ticks and the chart. */
import type { ChartRange, PriceBar } from '@tradecircle/domain';
import { IST_OFFSET_SECONDS } from '../../shared/ui/indian-date.ts';

const DAY_SECONDS = 86_400;
const INTRADAY_BAR_SECONDS = 15 * 60;

/** 1W is 15-minute bars; every other range is daily bars. */
export function isIntradayRange(range: ChartRange): boolean {
  return range === '1W';
}

/**
 * Bars in chart time: intraday bars are real epoch seconds and get shifted to IST; daily bars are
 * already 00:00 UTC of their IST date, which the chart shows as that date.
 */
export function toChartBars(bars: readonly PriceBar[], intraday: boolean): PriceBar[] {
  if (!intraday) return [...bars];
  return bars.map((bar) => ({ ...bar, time: bar.time + IST_OFFSET_SECONDS }));
}

/** The chart time of the bar a tick at `epochSeconds` belongs to. */
export function barTimeFor(epochSeconds: number, intraday: boolean): number {
  if (intraday) {
    const shifted = epochSeconds + IST_OFFSET_SECONDS;
    return shifted - (shifted % INTRADAY_BAR_SECONDS);
  }
  const istDay = Math.floor((epochSeconds + IST_OFFSET_SECONDS) / DAY_SECONDS);
  return istDay * DAY_SECONDS;
}

/**
 * The bar to pass to `series.update()` for a live price: the last bar moved to `price` (high and
 * low widened), or a new bar when the tick opens a later period. Never earlier than `last`, which
 * the chart would refuse.
 */
export function liveBar(last: PriceBar, price: number, epochSeconds: number, intraday: boolean): PriceBar {
  const time = barTimeFor(epochSeconds, intraday);
  if (time > last.time) return { time, open: price, high: price, low: price, close: price };
  return {
    time: last.time,
    open: last.open,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
    close: price,
  };
}

/** 52-week range from daily bars: the highest high and lowest low. */
export function highLow(bars: readonly PriceBar[]): { high: number; low: number } | null {
  if (bars.length === 0) return null;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (const bar of bars) {
    high = Math.max(high, bar.high);
    low = Math.min(low, bar.low);
  }
  return { high, low };
}
