import type { TradeType } from '../constants/trades.ts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../format/money.ts';
import { tradePnl } from '../trades/pnl.ts';

/** A closed copy, as the copy stop reads it; the list comes in closing order. */
export type ClosedCopy = {
  tradeType: TradeType;
  entryPrice: number;
  /** Where a virtual copy's entry filled: its P&L is measured from there (trades/pnl.ts). */
  entryFillPrice: number | null;
  exitPrice: number;
  lots: number;
  lotSize: number;
};

export type CopyDrawdown = {
  /** The cumulative realised P&L after the last copy, in paise. */
  cumulativePaise: number;
  /** The highest the cumulative P&L reached (0 at the start: the guardrail's setting). */
  peakPaise: number;
  /** The largest fall from a running peak to a later cumulative P&L, in paise (0 or more). */
  drawdownPaise: number;
  /** drawdownPaise as percent of the base (the maximum open exposure), two decimals. */
  percent: number;
};

/** A closed copy's realised P&L in paise (entry fill to exit; Sell reverses the sign). */
export function closedCopyPnlPaise(copy: ClosedCopy): number {
  const pnl = tradePnl({
    trade_type: copy.tradeType,
    status: 'Closed',
    entry_price: copy.entryPrice,
    entry_fill_price: copy.entryFillPrice,
    exit_price: copy.exitPrice,
    lots: copy.lots,
    lot_size: copy.lotSize,
  });
  return rupeesToPaise(pnl?.amount ?? 0);
}

/**
 * The copy stop's drawdown: the cumulative realised P&L of the copies closed since the guardrail was
 * set, in closing order, starts at 0 (the first peak); the drawdown is the largest fall from a
 * running peak to a later point, as percent of `maxOpenExposure` (the most the follower lets these
 * copies hold at once, and so the scale of what they may lose).
 */
export function copyDrawdown(copies: readonly ClosedCopy[], maxOpenExposure: number): CopyDrawdown {
  let cumulative = 0;
  let peak = 0;
  let drawdown = 0;
  for (const copy of copies) {
    cumulative += closedCopyPnlPaise(copy);
    peak = Math.max(peak, cumulative);
    drawdown = Math.max(drawdown, peak - cumulative);
  }
  const base = rupeesToPaise(maxOpenExposure);
  const percent = base > 0 ? Math.round((drawdown * 10_000) / base) / 100 : 0;
  return { cumulativePaise: cumulative, peakPaise: peak, drawdownPaise: drawdown, percent };
}

/**
 * Whether the copy stop trips: the drawdown passes (is more than) `copyStopPercent` of the base;
 * compared in paise, not on the rounded percent. No copy stop (null) never trips.
 */
export function isCopyStopTripped(
  drawdown: Pick<CopyDrawdown, 'drawdownPaise'>,
  copyStopPercent: number | null,
  maxOpenExposure: number,
): boolean {
  if (copyStopPercent === null) return false;
  const limitHundredths = Math.round(copyStopPercent * 100) * rupeesToPaise(maxOpenExposure);
  return drawdown.drawdownPaise * 10_000 > limitHundredths;
}

/** The refusal of a copy while the copy stop has tripped. */
export function copyStoppedMessage(trippedDrawdownPercent: number, copyStopPercent: number): string {
  return `Copying stopped: your copies of this expert's calls fell ${trippedDrawdownPercent}% from their peak, past your copy stop of ${copyStopPercent}%. Set the guardrail again to resume copying`;
}

/** The notification of a tripped copy stop, naming the expert. */
export function copyStoppedText(
  expertName: string,
  drawdown: Pick<CopyDrawdown, 'percent' | 'drawdownPaise'>,
  copyStopPercent: number,
): string {
  return `Copying stopped: your copies of ${expertName}'s calls fell ${drawdown.percent}% (${formatRupees(paiseToRupees(drawdown.drawdownPaise))}) from their peak, past your copy stop of ${copyStopPercent}%`;
}
