import { HISTORY_RANGES } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { monthsBefore } from './history.ts';
import {
  dailyLogReturnSd,
  expectValidCandles,
  ist,
  SECURITIES,
  simulatorAt,
} from './market-feed.fixtures.ts';
import { dayNumberToIsoDate, isoDateToDayNumber, weekday } from './market-hours.ts';
import { roundToTick, tickSize } from './tick-size.ts';

/** Tuesday 2026-03-17 11:30 IST: the session runs, and Monday's close is the reference price. */
const DURING_SESSION = '2026-03-17T11:30:00';
const DAY = 86_400;
const isoOf = (time: number) => dayNumberToIsoDate(time / DAY);

function weekdaysBetween(fromIso: string, toIso: string): number {
  let count = 0;
  for (let d = isoDateToDayNumber(fromIso); d <= isoDateToDayNumber(toIso); d++) {
    if (weekday(d) !== 0 && weekday(d) !== 6) count++;
  }
  return count;
}

describe('history ranges', () => {
  const { sim } = simulatorAt(DURING_SESSION);

  it.each(HISTORY_RANGES)(
    '%s: time-sorted, OHLC-consistent, on the tick grid, for every security',
    (range) => {
      for (const { id } of SECURITIES) {
        const candles = sim.history(id, range);
        expect(candles.length).toBeGreaterThan(0);
        expectValidCandles(candles, id);
      }
    },
  );

  it.each<[string, number, string]>([
    ['1MONTH', 1, '2026-02-17'],
    ['3MONTH', 3, '2025-12-17'],
    ['6MONTH', 6, '2025-09-17'],
    ['1YEAR', 12, '2025-03-17'],
    ['ALL', 60, '2021-03-17'],
  ])(
    '%s: one daily candle per weekday from the same date %d months back through today',
    (range, _months, from) => {
      const candles = sim.history(1, range as '1MONTH');
      expect(candles.length).toBe(weekdaysBetween(from, '2026-03-17'));
      expect(isoOf(candles[0]!.time) >= from).toBe(true);
      expect(isoOf(candles.at(-1)!.time)).toBe('2026-03-17');
      for (const c of candles) expect(c.time % DAY).toBe(0);
    },
  );

  it('starts on the first trading day on or after the start date when that date is a weekend', () => {
    // 2026-04-22 is a Wednesday; a month earlier, 2026-03-22, is a Sunday.
    const candles = simulatorAt('2026-04-22T11:00:00').sim.history(1, '1MONTH');
    expect(isoOf(candles[0]!.time)).toBe('2026-03-23');
    expect(candles.length).toBe(weekdaysBetween('2026-03-22', '2026-04-22'));
  });

  it('1WEEK: 15-minute candles of the last 5 trading days, today up to now', () => {
    const candles = sim.history(50, '1WEEK');
    // Tue..Fri of last week and Monday are full (25 each), today 09:15-11:30 has 9 full bars + the live one.
    expect(candles.length).toBe(4 * 25 + 10);
    expect(candles[0]!.time).toBe(ist('2026-03-11T09:15:00').getTime() / 1000);
    expect(candles.at(-1)!.time).toBe(ist('2026-03-17T11:30:00').getTime() / 1000);
    const after = simulatorAt('2026-03-17T18:00:00').sim.history(50, '1WEEK');
    expect(after.length).toBe(5 * 25);
    expect(after.at(-1)!.time).toBe(ist('2026-03-17T15:15:00').getTime() / 1000);
  });

  it('skips injected holidays in daily and intraday ranges', () => {
    const { sim: withHoliday } = simulatorAt(DURING_SESSION, { holidays: ['2026-03-13'] });
    const daily = withHoliday.history(1, '1MONTH').map((c) => isoOf(c.time));
    expect(daily).not.toContain('2026-03-13');
    expect(daily.length).toBe(weekdaysBetween('2026-02-17', '2026-03-17') - 1);
    expect(withHoliday.history(1, '1WEEK')[0]!.time).toBe(ist('2026-03-10T09:15:00').getTime() / 1000);
  });

  it('month arithmetic clamps to the end of shorter months', () => {
    const day = (iso: string) => isoDateToDayNumber(iso);
    expect(dayNumberToIsoDate(monthsBefore(day('2026-03-31'), 1))).toBe('2026-02-28');
    expect(dayNumberToIsoDate(monthsBefore(day('2026-01-15'), 3))).toBe('2025-10-15');
    expect(dayNumberToIsoDate(monthsBefore(day('2024-02-29'), 12))).toBe('2023-02-28');
  });
});

describe('history and live prices agree', () => {
  it("each of the last 5 days' daily candle is the OHLC of its intraday candles", () => {
    const { sim } = simulatorAt(DURING_SESSION);
    for (const { id } of SECURITIES) {
      const intraday = sim.history(id, '1WEEK');
      const daily = sim.history(id, '1MONTH').slice(-5);
      for (const day of daily) {
        // 09:15-15:30 IST is 03:45-10:00 UTC: a session's bars share its UTC date.
        const bars = intraday.filter((c) => c.time >= day.time && c.time < day.time + DAY);
        expect(bars.length).toBeGreaterThan(0);
        expect(day.open).toBe(bars[0]!.open);
        expect(day.close).toBe(bars.at(-1)!.close);
        expect(day.high).toBe(Math.max(...bars.map((b) => b.high)));
        expect(day.low).toBe(Math.min(...bars.map((b) => b.low)));
      }
    }
  });

  it("the last close before today is the quote's previousClose; today's candle is the quote's day", () => {
    const { sim } = simulatorAt(DURING_SESSION);
    for (const { id } of SECURITIES) {
      const quote = sim.getQuote(id)!;
      const daily = sim.history(id, '1MONTH');
      const today = daily.at(-1)!;
      expect(daily.at(-2)!.close).toBe(quote.previousClose);
      expect(today).toMatchObject({
        open: quote.dayOpen,
        high: quote.dayHigh,
        low: quote.dayLow,
        close: quote.livePrice,
      });
      expect(sim.history(id, '1WEEK').at(-1)!.close).toBe(quote.livePrice);
    }
  });

  it('on the anchor day previousClose is the reference price on the tick grid', () => {
    const { sim } = simulatorAt(DURING_SESSION);
    for (const s of SECURITIES) {
      expect(sim.getQuote(s.id)!.previousClose).toBe(roundToTick(s.referencePrice, s.instrumentType));
    }
  });

  it('a past instant within the week gives the same agreement (history is a pure function of time)', () => {
    const { sim } = simulatorAt(DURING_SESSION);
    const past = ist('2026-03-12T13:07:42');
    const intraday = sim.history(3, '1WEEK', past);
    const daily = sim.history(3, '1MONTH', past);
    expect(isoOf(daily.at(-1)!.time)).toBe('2026-03-12');
    expect(intraday.at(-1)!.close).toBe(daily.at(-1)!.close);
    const { sim: other } = simulatorAt('2026-03-12T13:07:42', { anchor: ist(DURING_SESSION) });
    expect(other.getQuote(3)!.livePrice).toBe(daily.at(-1)!.close);
  });
});

describe('determinism', () => {
  it('the same seed gives identical history; another seed a different one', () => {
    const a = simulatorAt(DURING_SESSION).sim;
    const b = simulatorAt(DURING_SESSION).sim;
    const c = simulatorAt(DURING_SESSION, { seed: 8 }).sim;
    for (const range of HISTORY_RANGES) {
      expect(a.history(2, range)).toEqual(b.history(2, range));
      expect(a.history(2, range)).not.toEqual(c.history(2, range));
    }
  });

  it('a string seed works and differs from others', () => {
    const a = simulatorAt(DURING_SESSION, { seed: 'demo' }).sim.history(1, '1YEAR');
    expect(simulatorAt(DURING_SESSION, { seed: 'demo' }).sim.history(1, '1YEAR')).toEqual(a);
    expect(simulatorAt(DURING_SESSION, { seed: 'demo2' }).sim.history(1, '1YEAR')).not.toEqual(a);
  });
});

describe('realistic moves', () => {
  const seeds = [1, 2, 3];

  it('stocks: sd of daily log returns over 5 years is within 1.0-2.2%', () => {
    for (const seed of seeds) {
      const { sim } = simulatorAt(DURING_SESSION, { seed });
      for (const s of SECURITIES.filter((x) => x.instrumentType === 'EQ')) {
        const sd = dailyLogReturnSd(sim.history(s.id, 'ALL'));
        expect(sd, `${s.symbol} seed ${seed}`).toBeGreaterThan(0.01);
        expect(sd, `${s.symbol} seed ${seed}`).toBeLessThan(0.022);
      }
    }
  });

  it('indices: sd of daily log returns over 5 years is within 0.5-1.4%', () => {
    for (const seed of seeds) {
      const { sim } = simulatorAt(DURING_SESSION, { seed });
      for (const s of SECURITIES.filter((x) => x.instrumentType === 'INDEX')) {
        const sd = dailyLogReturnSd(sim.history(s.id, 'ALL'));
        expect(sd, `${s.symbol} seed ${seed}`).toBeGreaterThan(0.005);
        expect(sd, `${s.symbol} seed ${seed}`).toBeLessThan(0.014);
      }
    }
  });

  it('an explicit dailyVolatility is honoured', () => {
    const calm = {
      id: 9,
      symbol: 'CALM',
      instrumentType: 'EQ' as const,
      referencePrice: 500,
      dailyVolatility: 0.004,
    };
    const { sim } = simulatorAt(DURING_SESSION, { securities: [calm] });
    const sd = dailyLogReturnSd(sim.history(9, 'ALL'));
    expect(sd).toBeGreaterThan(0.0032);
    expect(sd).toBeLessThan(0.0048);
  });

  it('stock prices never leave the 10% band around the previous close', () => {
    const wild = {
      id: 9,
      symbol: 'WILD',
      instrumentType: 'EQ' as const,
      referencePrice: 800,
      dailyVolatility: 0.08,
    };
    const { sim } = simulatorAt(DURING_SESSION, { securities: [wild] });
    const daily = sim.history(9, 'ALL');
    let capped = 0;
    for (let i = 1; i < daily.length; i++) {
      const prev = daily[i - 1]!.close;
      // Both the previous close and the extreme were rounded: allow about a tick.
      const slack = tickSize(prev * 1.1, 'EQ') * 1.1;
      expect(daily[i]!.high).toBeLessThanOrEqual(prev * 1.1 + slack);
      expect(daily[i]!.low).toBeGreaterThanOrEqual(prev * 0.9 - slack);
      if (Math.abs(daily[i]!.close / prev - 1) > 0.099) capped++;
    }
    expect(capped).toBeGreaterThan(10);
  });
});

describe("'always' mode history", () => {
  const { sim } = simulatorAt('2026-03-21T06:00:00', { mode: 'always' });

  it('has a daily candle for every calendar day, each opening at the previous close', () => {
    const daily = sim.history(50, '1MONTH');
    expect(daily.length).toBe(isoDateToDayNumber('2026-03-21') - isoDateToDayNumber('2026-02-21') + 1);
    for (let i = 1; i < daily.length; i++) expect(daily[i]!.open).toBe(daily[i - 1]!.close);
    expectValidCandles(daily, 50);
  });

  it('1WEEK covers 5 whole days of 96 bars each, today up to now', () => {
    const candles = sim.history(50, '1WEEK');
    expect(candles.length).toBe(4 * 96 + 25);
    expect(candles[0]!.time).toBe(ist('2026-03-17T00:00:00').getTime() / 1000);
    expect(candles.at(-1)!.close).toBe(sim.getQuote(50)!.livePrice);
  });
});
