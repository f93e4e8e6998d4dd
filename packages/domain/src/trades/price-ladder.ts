import type { TradeStatus, TradeType } from '../constants/trades.ts';

/**
 * What the ladder needs from a trade. The trade entity keeps the current target and stop loss in
 * target_price / stop_loss (they move as intermediate targets are hit) and the posted stop loss in
 * first_stop_loss; `targets` is every target in order, first to final.
 */
export interface LadderTrade {
  trade_type: TradeType;
  status: TradeStatus;
  entry_price: number;
  first_stop_loss: number;
  /** Current stop loss. */
  stop_loss: number;
  /** Current target. */
  target_price: number;
  targets: readonly number[];
}

export type LadderStepKind = 'stop_loss' | 'entry' | 'target';

export interface LadderStep {
  kind: LadderStepKind;
  label: string;
  price: number;
  /** Where the step sits, 0 at the stop loss and 1 at the final target, proportional to price. */
  position: number;
  /** Targets only: reached (its dot turns green). Always false for the stop loss and entry. */
  isReached: boolean;
}

export interface PriceLadder {
  steps: LadderStep[];
  isMultiTarget: boolean;
  /** Multi-target trades only (null otherwise): the current stop loss and current target to mark. */
  currentStopLoss: number | null;
  currentTarget: number | null;
  /** The price is at or beyond the current stop loss (the stop-loss part turns red). */
  isStopLossBreached: boolean;
  /** Shown only while the price lies inside the ladder (ends included) and the trade is not Closed. */
  liveMarker: { price: number; position: number } | null;
}

function targetLabel(index: number, count: number): string {
  return count === 1 ? 'Target' : `TP${index + 1}`;
}

/**
 * The price ladder of trades.md §4: stop loss, entry, then the targets. `price` is the live price
 * (or null when unknown), the exit price for a Closed trade, which never shows the live marker.
 */
export function priceLadder(trade: LadderTrade, price: number | null | undefined): PriceLadder {
  const isBuy = trade.trade_type === 'Buy';
  const isMultiTarget = trade.targets.length > 1;
  const start = trade.first_stop_loss;
  const end = trade.targets.at(-1) ?? trade.entry_price;
  const span = end - start;
  const positionOf = (value: number) => (span === 0 ? 0 : (value - start) / span);
  // A target is done once the current target has moved past it (Buy: above it; Sell: below it), or,
  // for a Closed trade, once its exit price got to it: the final target closes without moving on.
  const isPast = (a: number, b: number) => (isBuy ? a > b : a < b);
  const hasPrice = typeof price === 'number' && Number.isFinite(price);
  const closedAtOrBeyond = (target: number) =>
    trade.status === 'Closed' && hasPrice && (isBuy ? price >= target : price <= target);

  const steps: LadderStep[] = [
    {
      kind: 'stop_loss',
      label: isMultiTarget ? 'SL' : 'Stop Loss',
      price: start,
      position: 0,
      isReached: false,
    },
    {
      kind: 'entry',
      label: isMultiTarget ? 'EP' : 'Entry',
      price: trade.entry_price,
      position: positionOf(trade.entry_price),
      isReached: false,
    },
    ...trade.targets.map((target, index) => ({
      kind: 'target' as const,
      label: targetLabel(index, trade.targets.length),
      price: target,
      position: positionOf(target),
      isReached: isPast(trade.target_price, target) || closedAtOrBeyond(target),
    })),
  ];

  const isStopLossBreached = hasPrice && (isBuy ? price <= trade.stop_loss : price >= trade.stop_loss);
  const prices = steps.map((step) => step.price);
  const isInside = hasPrice && price >= Math.min(...prices) && price <= Math.max(...prices);
  const liveMarker =
    isInside && trade.status !== 'Closed' ? { price, position: clamp01(positionOf(price)) } : null;

  return {
    steps,
    isMultiTarget,
    currentStopLoss: isMultiTarget ? trade.stop_loss : null,
    currentTarget: isMultiTarget ? trade.target_price : null,
    isStopLossBreached,
    liveMarker,
  };
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
