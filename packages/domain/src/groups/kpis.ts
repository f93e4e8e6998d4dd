import type { TrackRecordFigures } from '../metrics/track-record-metrics.ts';

/**
 * A group's figures in the spec's shapes (groups-and-payments.md §2 cards, §3 Group KPIs), taken
 * from the track record's figures of the group's calls (issue 16): nothing is computed here. Each
 * value is null when no call gives it (the cards show '-'); `calls` and `small_sample` go with them.
 */
export interface GroupKpis {
  closed_trades: number;
  accuracy: number | null;
  holding_period: number | null;
  risk_reward: number | null;
  avg_trade_return: number | null;
  roi: number | null;
  small_sample: boolean;
}

export function groupKpis(figures: TrackRecordFigures): GroupKpis {
  return {
    closed_trades: figures.closed_trades,
    accuracy: figures.accuracy.value,
    holding_period: figures.holding_period_hours.value,
    risk_reward: figures.risk_reward.value,
    avg_trade_return: figures.avg_trade_return.value,
    roi: figures.roi.value,
    small_sample: figures.small_sample,
  };
}

/** A group card's metrics (closed_trades, accuracy, avg_trade_return). */
export function groupCardMetrics(figures: TrackRecordFigures) {
  const { closed_trades, accuracy, avg_trade_return, small_sample } = groupKpis(figures);
  return { closed_trades, accuracy, avg_trade_return, small_sample };
}

/** The KPIs a call's charges change, net of them (docs/metrics.md "Net of charges"). */
export interface GroupNetKpis {
  accuracy: number | null;
  avg_trade_return: number | null;
  roi: number | null;
}

export function groupNetKpis(net: TrackRecordFigures): GroupNetKpis {
  return { accuracy: net.accuracy.value, avg_trade_return: net.avg_trade_return.value, roi: net.roi.value };
}
