import { describe, expect, it } from 'vitest';
import { recentPerformance } from './recent-performance.ts';

describe('recentPerformance', () => {
  it('sums the priced calls by hand: a Buy up 10%, a Sell of 2 lots of 25 down 5%, one not started', () => {
    expect(
      recentPerformance([
        { side: 'Buy', entryPrice: 100, endPrice: 110, lots: 1 },
        { side: 'Sell', entryPrice: 200, endPrice: 210, lots: 2, lotSize: 25 },
        { side: 'Buy', entryPrice: 50, endPrice: null, lots: 1 },
      ]),
    ).toEqual({
      trades_count: 3,
      performance_calls: 2,
      // 10 - 10 x 50 = -490 on capital 100 + 200 x 50 = 10,100.
      days_pnl: -490,
      days_pnl_percent: -4.85,
      percent_last_seven_days: 2.5,
    });
  });

  it('is all zeros without a priced call', () => {
    expect(recentPerformance([])).toEqual({
      trades_count: 0,
      performance_calls: 0,
      days_pnl: 0,
      days_pnl_percent: 0,
      percent_last_seven_days: 0,
    });
  });
});
