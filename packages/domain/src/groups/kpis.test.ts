import { describe, expect, it } from 'vitest';
import { trackRecordFigures } from '../metrics/track-record-metrics.ts';
import { groupCardMetrics, groupKpis } from './kpis.ts';

const at = (iso: string) => new Date(`${iso}Z`);

describe('groupKpis', () => {
  it("gives the track record's figures of the group's calls under the spec's names", () => {
    const figures = trackRecordFigures(
      [
        {
          side: 'Buy',
          entryPrice: 100,
          exitPrice: 110,
          initialStopLoss: 95,
          finalTarget: 110,
          lots: 1,
          outcome: 'target',
          liveAt: at('2026-01-01T00:00:00'),
          closedAt: at('2026-01-01T10:00:00'),
        },
      ],
      'All',
      at('2026-01-08T00:00:00'),
    );
    expect(groupKpis(figures)).toEqual({
      closed_trades: 1,
      accuracy: 100,
      holding_period: 10,
      risk_reward: 2,
      avg_trade_return: 10,
      roi: 10,
      small_sample: true,
    });
    expect(groupCardMetrics(figures)).toEqual({
      closed_trades: 1,
      accuracy: 100,
      avg_trade_return: 10,
      small_sample: true,
    });
  });

  it('has no figure (null, shown as -) for a group without closed calls', () => {
    expect(groupKpis(trackRecordFigures([], '1M', at('2026-01-08T00:00:00')))).toMatchObject({
      closed_trades: 0,
      accuracy: null,
      roi: null,
    });
  });
});
