import { describe, expect, it } from 'vitest';
import { IST_OFFSET_SECONDS } from '../../shared/ui/indian-date.ts';
import { barTimeFor, highLow, liveBar, toChartBars } from './chart-data.ts';

// 2026-05-04 09:20:00 IST = 03:50:00 UTC.
const TICK = Date.UTC(2026, 4, 4, 3, 50) / 1000;
const DAY = Date.UTC(2026, 4, 4) / 1000;

describe('chart data', () => {
  it('shifts intraday bars to IST and leaves daily bars alone', () => {
    const bar = { time: 1000, open: 1, high: 2, low: 0.5, close: 1.5 };
    expect(toChartBars([bar], true)[0]?.time).toBe(1000 + IST_OFFSET_SECONDS);
    expect(toChartBars([bar], false)[0]?.time).toBe(1000);
  });

  it('puts a tick into its 15-minute IST bar or its IST day', () => {
    expect(barTimeFor(TICK, true)).toBe(Date.UTC(2026, 4, 4, 9, 15) / 1000);
    expect(barTimeFor(TICK, false)).toBe(DAY);
    // 23:00 UTC on 3 May is already 4 May in India.
    expect(barTimeFor(Date.UTC(2026, 4, 3, 23) / 1000, false)).toBe(DAY);
  });

  it('moves the last bar to the live price, widening high and low', () => {
    const last = { time: DAY, open: 100, high: 105, low: 98, close: 101 };
    expect(liveBar(last, 110, TICK, false)).toEqual({ time: DAY, open: 100, high: 110, low: 98, close: 110 });
    expect(liveBar(last, 97, TICK, false)).toEqual({ time: DAY, open: 100, high: 105, low: 97, close: 97 });
  });

  it('opens a new bar for a later period and never goes back in time', () => {
    const yesterday = { time: DAY - 86_400, open: 100, high: 105, low: 98, close: 101 };
    expect(liveBar(yesterday, 102, TICK, false)).toEqual({
      time: DAY,
      open: 102,
      high: 102,
      low: 102,
      close: 102,
    });
    const future = { ...yesterday, time: DAY + 86_400 };
    expect(liveBar(future, 102, TICK, false).time).toBe(DAY + 86_400);
  });

  it('finds the 52-week high and low', () => {
    expect(
      highLow([
        { time: 1, open: 1, high: 10, low: 4, close: 5 },
        { time: 2, open: 1, high: 12, low: 3, close: 5 },
      ]),
    ).toEqual({ high: 12, low: 3 });
    expect(highLow([])).toBeNull();
  });
});
