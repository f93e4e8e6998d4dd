import { describe, expect, it } from 'vitest';
import { closedTodayPnl, groupCardFiguresOf } from './group-card-figures.ts';
import type { ClosedCall } from './track-record-metrics.ts';

const at = (iso: string) => new Date(`${iso}Z`);

const call = (overrides: Partial<ClosedCall>): ClosedCall => ({
  side: 'Buy',
  entryPrice: 100,
  exitPrice: 110,
  initialStopLoss: 95,
  finalTarget: 110,
  lots: 1,
  outcome: 'target',
  liveAt: at('2026-01-01T00:00:00'),
  closedAt: at('2026-01-01T10:00:00'),
  ...overrides,
});

// 10 Jan 2026, 12:00 IST (06:30 UTC). The IST day began at 9 Jan 18:30 UTC.
const now = at('2026-01-10T06:30:00');

describe('closedTodayPnl', () => {
  it('sums the calls closed since IST midnight by hand: a Buy up 10, a Sell of 2 lots of 25 down 10 each', () => {
    expect(
      closedTodayPnl(
        [
          call({ closedAt: at('2026-01-09T18:30:00') }), // 00:00 IST on 10 Jan: today
          call({
            side: 'Sell',
            entryPrice: 200,
            exitPrice: 210,
            lots: 2,
            lotSize: 25,
            outcome: 'stop_loss',
            closedAt: at('2026-01-10T05:00:00'),
          }),
          call({ exitPrice: 150, closedAt: at('2026-01-09T18:29:59') }), // 23:59:59 IST on 9 Jan
          call({ exitPrice: 150, closedAt: at('2026-01-10T07:00:00') }), // after now
        ],
        now,
      ),
    ).toEqual({
      // 10 - 10 x 50 = -490 on capital 100 + 200 x 50 = 10,100 (as recentPerformance).
      days_pnl: -490,
      days_pnl_percent: -4.85,
    });
  });

  it('is 0 when no call closed today', () => {
    expect(closedTodayPnl([call({})], now)).toEqual({ days_pnl: 0, days_pnl_percent: 0 });
  });
});

describe('groupCardFiguresOf', () => {
  it("gives the card's figures: All's closed calls, accuracy as trade_wins, today's P&L", () => {
    const figures = groupCardFiguresOf(
      [
        call({}),
        call({ exitPrice: 95, outcome: 'stop_loss', closedAt: at('2026-01-10T04:00:00') }),
        call({ exitPrice: 100, outcome: 'manual_exit', closedAt: at('2026-01-05T04:00:00') }),
        call({ exitPrice: 120, closedAt: at('2026-01-11T00:00:00') }), // after now: not yet
      ],
      now,
    );
    expect(figures).toEqual({
      closed_trades: 3,
      accuracy: 33.33,
      avg_trade_return: 1.67,
      trade_wins: 33.33,
      days_pnl: -5,
      days_pnl_percent: -5,
      small_sample: true,
    });
  });

  it('is nulls and 0 calls for a group without a closed call', () => {
    expect(groupCardFiguresOf([], now)).toEqual({
      closed_trades: 0,
      accuracy: null,
      avg_trade_return: null,
      trade_wins: null,
      days_pnl: null,
      days_pnl_percent: null,
      small_sample: true,
    });
  });
});
