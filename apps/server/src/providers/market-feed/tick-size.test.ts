import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstrumentType } from './market-feed.types.ts';
import { roundToTick, tickSize, tickSizePaise, toTickPaise } from './tick-size.ts';

describe('tickSize', () => {
  it.each<[number, number]>([
    [0.01, 0.01],
    [249.99, 0.01],
    [250, 0.05],
    [999.95, 0.05],
    [1000, 0.05],
    [1000.01, 0.1],
    [5000, 0.1],
    [5000.01, 0.5],
    [10_000, 0.5],
    [10_000.01, 1],
    [20_000, 1],
    [20_000.01, 5],
    [150_000, 5],
  ])('stock at %d trades in ticks of %d', (price, tick) => {
    expect(tickSize(price, 'EQ')).toBe(tick);
  });

  it.each<[number, number]>([
    [100, 0.05],
    [15_000, 0.05],
    [15_000.05, 0.1],
    [30_000, 0.1],
    [30_000.01, 0.2],
    [70_000, 0.2],
  ])('index at %d trades in ticks of %d', (price, tick) => {
    expect(tickSize(price, 'INDEX')).toBe(tick);
  });
});

describe('roundToTick', () => {
  it.each<[number, InstrumentType, number]>([
    [123.456, 'EQ', 123.46],
    [249.996, 'EQ', 250],
    [250.02, 'EQ', 250],
    [250.03, 'EQ', 250.05],
    [999.98, 'EQ', 1000],
    [1000.04, 'EQ', 1000],
    [1000.06, 'EQ', 1000.1],
    [2415.33, 'EQ', 2415.3],
    [7488.74, 'EQ', 7488.5],
    [7488.76, 'EQ', 7489],
    [20_002.4, 'EQ', 20_000],
    [20_002.6, 'EQ', 20_005],
    [25_910.05, 'INDEX', 25_910.1],
    [69_850.7, 'INDEX', 69_850.8],
    [0.001, 'EQ', 0.01],
  ])('rounds %d (%s) to %d', (price, type, expected) => {
    expect(roundToTick(price, type)).toBe(expected);
  });

  const price = fc.double({ min: 0.005, max: 500_000, noNaN: true });
  const type = fc.constantFrom<InstrumentType>('EQ', 'INDEX');

  it('lands on the grid of its own band, as an exact paise value', () => {
    fc.assert(
      fc.property(price, type, (p, t) => {
        const rounded = roundToTick(p, t);
        const paise = Math.round(rounded * 100);
        expect(rounded).toBe(paise / 100);
        expect(paise % tickSizePaise(rounded, t)).toBe(0);
        expect(paise).toBe(toTickPaise(p, t));
      }),
    );
  });

  it('moves a price by at most half a tick (or up to the one-tick minimum)', () => {
    fc.assert(
      fc.property(price, type, (p, t) => {
        const rounded = roundToTick(p, t);
        const bound = Math.max(tickSize(p, t) / 2, tickSize(p, t) - p);
        expect(Math.abs(rounded - p)).toBeLessThanOrEqual(bound + 1e-9);
      }),
    );
  });

  it('is idempotent and monotone, so rounding never drifts', () => {
    fc.assert(
      fc.property(price, price, type, (a, b, t) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(roundToTick(roundToTick(a, t), t)).toBe(roundToTick(a, t));
        expect(roundToTick(lo, t)).toBeLessThanOrEqual(roundToTick(hi, t));
      }),
    );
  });

  it('gives the same grid price however many times a value is re-rounded after tiny float noise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), type, (paise, t) => {
        const onGrid = roundToTick(paise / 100, t);
        let x = onGrid;
        for (let i = 0; i < 100; i++) x = roundToTick(x * (1 + 1e-13) + 1e-12, t);
        expect(x).toBe(onGrid);
      }),
    );
  });
});
