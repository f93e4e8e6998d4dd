import { describe, expect, it } from 'vitest';
import {
  commonCloses,
  DAILY_CLOSES_TTL_MS,
  marketCapRanks,
  memoisedYearOfCloses,
} from './portfolio-review.service.ts';

const candle = (time: number, close: number) => ({ time, open: close, high: close, low: close, close });

describe('memoisedYearOfCloses', () => {
  it('asks the feed once a minute per security', () => {
    let now = 0;
    const asked: number[] = [];
    const market = {
      getQuote: () => undefined,
      history: (securityId: number) => {
        asked.push(securityId);
        return [candle(asked.length, 100)];
      },
    };
    const closes = memoisedYearOfCloses(market, () => now);
    expect(closes(1)).toEqual([candle(1, 100)]);
    closes(1);
    closes(2);
    now = DAILY_CLOSES_TTL_MS - 1;
    closes(1);
    expect(asked).toEqual([1, 2]);
    now = DAILY_CLOSES_TTL_MS;
    expect(closes(1)).toEqual([candle(3, 100)]);
    expect(asked).toEqual([1, 2, 1]);
  });
});

describe('commonCloses', () => {
  it('keeps the days every series has, oldest first', () => {
    const aligned = commonCloses([
      [candle(1, 10), candle(2, 11), candle(3, 12)],
      [candle(2, 20), candle(3, 21)],
    ]);
    expect(aligned).toEqual({
      times: [2, 3],
      closes: [
        [11, 12],
        [20, 21],
      ],
    });
    expect(commonCloses([])).toEqual({ times: [], closes: [] });
  });
});

describe('marketCapRanks', () => {
  it('ranks by shares times the live price, else the last close, and leaves unknown share counts out', () => {
    const equity = (id: number, sharesOutstanding: number | null, closePrice: number) => ({
      id,
      symbol: `S${id}`,
      name: `S${id}`,
      sector: null,
      sharesOutstanding,
      closePrice,
    });
    const quotes = {
      getQuote: (id: number) =>
        id === 2
          ? {
              securityId: 2,
              livePrice: 500,
              previousClose: 1,
              change: 0,
              changePercent: 0,
              updatedAt: new Date(),
            }
          : undefined,
    };
    // 1: 100 x 10 = 1,000; 2: 10 x 500 (live) = 5,000; 3: no share count.
    const ranks = marketCapRanks([equity(1, 100, 10), equity(2, 10, 1), equity(3, null, 1000)], quotes);
    expect([...ranks]).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });
});
