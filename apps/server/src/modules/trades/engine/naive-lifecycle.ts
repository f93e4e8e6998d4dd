import type { EngineTrade, Lifecycle, LifecycleOptions, Transition } from './engine.types.ts';
import {
  advance,
  appendLadderTransitions,
  assertEngineTrade,
  entryCrossed,
  entryTransition,
  isClosedResult,
  noSlippage,
  readLadder,
  resultStep,
  windowEndFill,
  writeLadder,
} from './ladder-rules.ts';
import { fillFlags } from './trade-store.ts';

type NaiveTrade = {
  id: number;
  securityId: number;
  isBuy: boolean;
  isActive: boolean;
  entryIsMarket: boolean;
  awaitingFill: boolean;
  entryPrice: number;
  step: number;
  ladder: Float64Array;
  rows: number;
  expiresAt: number;
};

/**
 * The reference engine: the same rules as LifecycleIndex, applied by scanning every open trade on
 * each tick and each expiry. Used by the differential tests and as the benchmark's baseline.
 */
export class NaiveLifecycle implements Lifecycle {
  private readonly open = new Map<number, NaiveTrade>();
  private readonly prices = new Map<number, number>();
  private readonly slippage: (price: number) => number;

  constructor(options: LifecycleOptions = {}) {
    this.slippage = options.slippage ?? noSlippage;
  }

  get size(): number {
    return this.open.size;
  }

  add(trade: EngineTrade, referencePrice: number): void {
    assertEngineTrade(trade);
    this.open.delete(trade.id);
    if (!this.prices.has(trade.securityId)) this.prices.set(trade.securityId, referencePrice);
    const rows = trade.targets.length;
    const ladder = new Float64Array(2 * rows);
    writeLadder(trade, ladder, 0);
    this.open.set(trade.id, {
      id: trade.id,
      securityId: trade.securityId,
      isBuy: trade.tradeType === 'Buy',
      isActive: trade.status === 'Active',
      entryIsMarket: trade.entryIsMarket === true,
      awaitingFill: trade.awaitingFill === true && trade.status === 'Active',
      entryPrice: trade.entryPrice,
      step: trade.step,
      ladder,
      rows,
      expiresAt: trade.expiresAt,
    });
  }

  remove(tradeId: number): boolean {
    return this.open.delete(tradeId);
  }

  has(tradeId: number): boolean {
    return this.open.has(tradeId);
  }

  lastPrice(securityId: number): number | undefined {
    return this.prices.get(securityId);
  }

  snapshot(tradeId: number): EngineTrade | undefined {
    const t = this.open.get(tradeId);
    if (t === undefined) return undefined;
    return {
      id: t.id,
      securityId: t.securityId,
      tradeType: t.isBuy ? 'Buy' : 'Sell',
      status: t.isActive ? 'Active' : 'Inactive',
      entryPrice: t.entryPrice,
      step: t.step,
      ...readLadder(t.ladder, 0, t.rows),
      expiresAt: t.expiresAt,
      ...fillFlags(t.entryIsMarket, t.awaitingFill),
    };
  }

  onTick(securityId: number, price: number, at: number): Transition[] {
    if (!Number.isFinite(price)) throw new RangeError(`security ${securityId}: price ${price} is not finite`);
    const prev = this.prices.get(securityId);
    this.prices.set(securityId, price);
    const out: Transition[] = [];
    if (prev === undefined) return out;
    for (const t of this.open.values()) {
      if (t.securityId !== securityId) continue;
      if (!t.isActive || t.awaitingFill) {
        if (!t.isActive && !entryCrossed(t.entryPrice, prev, price)) continue;
        out.push(
          entryTransition(t.isActive, t.isBuy, t.entryIsMarket, t.id, securityId, price, this.slippage, at),
        );
        t.isActive = true;
        t.awaitingFill = false;
      }
      const result = advance(t.isBuy, t.ladder, 0, t.rows, t.step, price);
      appendLadderTransitions(
        out,
        t.id,
        securityId,
        t.isBuy,
        t.ladder,
        0,
        t.step,
        result,
        price,
        this.slippage,
        at,
      );
      if (isClosedResult(result)) this.open.delete(t.id);
      else t.step = resultStep(result);
    }
    return out;
  }

  expire(now: number): Transition[] {
    if (Number.isNaN(now)) throw new RangeError('expire: now is NaN');
    const out: Transition[] = [];
    for (const t of this.open.values()) {
      if (t.expiresAt > now) continue;
      const tradeId = t.id;
      const securityId = t.securityId;
      if (t.isActive && !t.awaitingFill) {
        const price = windowEndFill(t.isBuy, this.prices.get(securityId)!, this.slippage);
        out.push({ kind: 'closed', tradeId, securityId, reason: 'window_end', price, at: now });
      } else {
        out.push({ kind: 'expired', tradeId, securityId, at: now });
      }
      this.open.delete(tradeId);
    }
    return out;
  }
}
