import { describe, expect, it } from 'vitest';
import type { LiveQuote } from './market.types.ts';
import {
  buildSectorHeatmap,
  type HeatmapCandidate,
  type MoverCandidate,
  rankMovers,
} from './market-overview.service.ts';

const quote = (securityId: number, previousClose: number, livePrice: number): LiveQuote => ({
  securityId,
  livePrice,
  previousClose,
  change: Math.round((livePrice - previousClose) * 100) / 100,
  changePercent: Math.round(((livePrice - previousClose) / previousClose) * 10_000) / 100,
  updatedAt: new Date('2026-11-27T06:00:00Z'),
});

const stock = (
  id: number,
  symbol: string,
  sector: string | null,
  sharesOutstanding: number | null,
  previousClose: number,
  livePrice: number,
): HeatmapCandidate => ({
  security: { id, symbol, name: `${symbol} Ltd`, sector, sharesOutstanding },
  quote: quote(id, previousClose, livePrice),
});

describe('the sector heatmap', () => {
  it('sizes by shares x live price in crore and weights the sector change by capitalisation', () => {
    const sectors = buildSectorHeatmap([
      // Banks: 2 crore shares at 1,100 (was 1,000) and 10 crore shares at 95 (was 100).
      stock(1, 'BIG', 'Banks', 20_000_000, 1000, 1100),
      stock(2, 'SMALL', 'Banks', 100_000_000, 100, 95),
      stock(3, 'SOLO', 'Power', 50_000_000, 200, 202),
      // Left out: no shares outstanding, no sector.
      stock(4, 'NOSHARES', 'Power', null, 100, 150),
      stock(5, 'NOSECTOR', null, 10_000_000, 100, 150),
    ]);
    expect(sectors).toEqual([
      {
        sector: 'Banks',
        // 2e7 x 1,100 / 1e7 = 2,200 crore; 1e8 x 95 / 1e7 = 950 crore.
        market_cap: 3150,
        // Capitalisation at the close: 2,000 + 1,000 = 3,000 crore; now 3,150: +5% (a plain mean of +10% and -5% would say 2.5%).
        change_percent: 5,
        securities: [
          { id: 1, symbol: 'BIG', name: 'BIG Ltd', market_cap: 2200, live_price: 1100, up_down_percent: 10 },
          { id: 2, symbol: 'SMALL', name: 'SMALL Ltd', market_cap: 950, live_price: 95, up_down_percent: -5 },
        ],
      },
      {
        sector: 'Power',
        market_cap: 1010,
        change_percent: 1,
        securities: [
          { id: 3, symbol: 'SOLO', name: 'SOLO Ltd', market_cap: 1010, live_price: 202, up_down_percent: 1 },
        ],
      },
    ]);
  });

  it('orders securities inside a sector by market cap even when the price order differs', () => {
    const [sector] = buildSectorHeatmap([
      stock(1, 'PRICEY', 'IT', 1_000_000, 5000, 5000),
      stock(2, 'CHEAP', 'IT', 1_000_000_000, 50, 50),
    ]);
    expect(sector!.securities.map((security) => security.symbol)).toEqual(['CHEAP', 'PRICEY']);
    expect(sector!.market_cap).toBe(5500);
  });
});

const mover = (id: number, symbol: string, changePercent: number, activity: number): MoverCandidate => ({
  security: { id, name: symbol, symbol, exchange: 'NSE', logo: null },
  quote: { ...quote(id, 100, 100 + changePercent), changePercent },
  activity,
});

describe('the movers', () => {
  const candidates = [
    mover(1, 'UP2', 2, 0),
    mover(2, 'UP5', 5, 1),
    mover(3, 'FLAT', 0, 0),
    mover(4, 'DOWN1', -1, 3),
    mover(5, 'DOWN4', -4, 1),
    mover(6, 'UP1', 1, 0),
  ];

  it('lists rising stocks as gainers and falling ones as losers, biggest move first, at most limit', () => {
    const movers = rankMovers(candidates, 2);
    expect(movers.gainers.map((entry) => entry.symbol)).toEqual(['UP5', 'UP2']);
    expect(movers.losers.map((entry) => entry.symbol)).toEqual(['DOWN4', 'DOWN1']);
    expect(rankMovers(candidates, 10).gainers.map((entry) => entry.symbol)).toEqual(['UP5', 'UP2', 'UP1']);
  });

  it('ranks the most active by calls today, ties by the size of the move, then fills up with movers', () => {
    const movers = rankMovers(candidates, 5);
    expect(movers.most_active.map((entry) => [entry.symbol, entry.activity])).toEqual([
      ['DOWN1', 3],
      ['UP5', 1],
      ['DOWN4', 1],
      ['UP2', 0],
      ['UP1', 0],
    ]);
  });
});
