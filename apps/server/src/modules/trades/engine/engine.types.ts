/**
 * An open trade as the lifecycle engine holds it. Prices are rupees; the ladder's row 0 is the first
 * target and first stop loss, later rows the intermediate rows in order, and the last target is the
 * final target.
 */
export type EngineTrade = {
  id: number;
  securityId: number;
  tradeType: 'Buy' | 'Sell';
  status: 'Inactive' | 'Active';
  entryPrice: number;
  /** The ladder row in force while Active; 0 while Inactive. */
  step: number;
  targets: readonly number[];
  /** Same length as `targets` (at least 1). */
  stopLosses: readonly number[];
  /** Epoch ms when the trade's duration window ends. */
  expiresAt: number;
  /** The entry is a market order: it pays the engine's slippage when it fills (default false). */
  entryIsMarket?: boolean;
  /**
   * An Active trade entered "now" whose entry has not filled yet: it fills at the next tick, as a
   * market order (the domain's order-fills.ts). Only for Active trades (default false).
   */
  awaitingFill?: boolean;
};

/** What the engine is built with. */
export type LifecycleOptions = {
  /** The rupee slippage a market order pays when the market prints `price` (default none). */
  slippage?: (price: number) => number;
};

/**
 * `price` is where the order filled (the domain's order-fills.ts): an entry at the tick that reached
 * it (plus slippage for a market entry), a target at the tick, a stop loss or a window's end at the
 * price plus slippage. `target_reached` tells the tick's price.
 */
export type Transition =
  | { kind: 'activated'; tradeId: number; securityId: number; price: number; at: number }
  /** An Active trade entered "now" got its entry fill at this tick. */
  | { kind: 'entry_filled'; tradeId: number; securityId: number; price: number; at: number }
  | {
      kind: 'target_reached';
      tradeId: number;
      securityId: number;
      /** The new ladder row, with its target and stop loss now current. */
      step: number;
      targetPrice: number;
      stopLoss: number;
      price: number;
      at: number;
    }
  | {
      kind: 'closed';
      tradeId: number;
      securityId: number;
      /** `expiry` is never the engine's: the contract-expiry pass closes at the settlement price. */
      reason: 'target' | 'stop_loss' | 'window_end' | 'expiry';
      price: number;
      at: number;
    }
  | { kind: 'expired'; tradeId: number; securityId: number; at: number };

/**
 * What both engines (the index and the naive scan) answer. Transitions come back already applied.
 * One trade's transitions are contiguous and in the order they happen; the order between trades is
 * each engine's own.
 */
export interface Lifecycle {
  /** Adds or replaces a trade. `referencePrice` seeds the security's last price if it has none yet. */
  add(trade: EngineTrade, referencePrice: number): void;
  remove(tradeId: number): boolean;
  has(tradeId: number): boolean;
  readonly size: number;
  lastPrice(securityId: number): number | undefined;
  onTick(securityId: number, price: number, at: number): Transition[];
  /** Ends every open trade whose window ended at or before `now`. */
  expire(now: number): Transition[];
  snapshot(tradeId: number): EngineTrade | undefined;
}
