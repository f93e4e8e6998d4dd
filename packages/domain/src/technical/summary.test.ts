import { describe, expect, it } from 'vitest';
import { ratingFor, rsiZone, technicalSummary } from './summary.ts';

const rising = Array.from({ length: 250 }, (_, i) => 100 + (i * i) / 100);
const falling = Array.from({ length: 250 }, (_, i) => 1000 - (i * i) / 100);

describe('technicalSummary', () => {
  it('reads an accelerating rise as Strong Buy with RSI overbought', () => {
    const summary = technicalSummary(rising);
    expect(summary.price).toBe(rising.at(-1));
    expect(summary.movingAverages.map((reading) => [reading.name, reading.signal])).toEqual([
      ['SMA 20', 'Buy'],
      ['SMA 50', 'Buy'],
      ['SMA 200', 'Buy'],
      ['EMA 20', 'Buy'],
      ['EMA 50', 'Buy'],
    ]);
    // SMA 20 of the last 20 closes (i = 230..249): 100 + mean(i^2)/100.
    const meanSquares = Array.from({ length: 20 }, (_, k) => (230 + k) ** 2).reduce((a, b) => a + b) / 20;
    expect(summary.movingAverages[0]?.value).toBeCloseTo(100 + meanSquares / 100, 9);
    expect(summary.rsi).toMatchObject({ value: 100, zone: 'Overbought', signal: 'Sell' });
    expect(summary.macd.signal).toBe('Buy');
    expect(summary.macd.histogram).toBeGreaterThan(0);
    expect(summary.counts).toEqual({ buy: 6, sell: 1, neutral: 0 });
    expect(summary.score).toBeCloseTo(5 / 7, 10);
    expect(summary.rating).toBe('Strong Buy');
  });

  it('reads an accelerating fall as Strong Sell with RSI oversold', () => {
    const summary = technicalSummary(falling);
    expect(summary.movingAverages.every((reading) => reading.signal === 'Sell')).toBe(true);
    expect(summary.rsi).toMatchObject({ value: 0, zone: 'Oversold', signal: 'Buy' });
    expect(summary.macd.signal).toBe('Sell');
    expect(summary.counts).toEqual({ buy: 1, sell: 6, neutral: 0 });
    expect(summary.rating).toBe('Strong Sell');
  });

  it('counts only indicators the history is long enough for', () => {
    const summary = technicalSummary(rising.slice(0, 30));
    expect(summary.movingAverages.map((reading) => reading.value === null)).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
    expect(summary.macd.value).toBeNull();
    expect(summary.counts).toEqual({ buy: 2, sell: 1, neutral: 0 });
    expect(summary.rating).toBe('Buy');
  });

  it('is Neutral with no history', () => {
    const summary = technicalSummary([]);
    expect(summary.price).toBeNull();
    expect(summary.rsi.zone).toBeNull();
    expect(summary.counts).toEqual({ buy: 0, sell: 0, neutral: 0 });
    expect(summary.score).toBe(0);
    expect(summary.rating).toBe('Neutral');
  });
});

describe('ratingFor and rsiZone', () => {
  it.each([
    [1, 'Strong Buy'],
    [0.5, 'Strong Buy'],
    [0.49, 'Buy'],
    [0.1, 'Buy'],
    [0.09, 'Neutral'],
    [0, 'Neutral'],
    [-0.09, 'Neutral'],
    [-0.1, 'Sell'],
    [-0.49, 'Sell'],
    [-0.5, 'Strong Sell'],
    [-1, 'Strong Sell'],
  ])('score %d is %s', (score, rating) => {
    expect(ratingFor(score)).toBe(rating);
  });

  it('puts 30 and 70 in the neutral zone', () => {
    expect(rsiZone(29.99)).toBe('Oversold');
    expect(rsiZone(30)).toBe('Neutral');
    expect(rsiZone(70)).toBe('Neutral');
    expect(rsiZone(70.01)).toBe('Overbought');
  });
});
