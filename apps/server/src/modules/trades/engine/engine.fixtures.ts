import type { EngineTrade, Lifecycle, Transition } from './engine.types.ts';
import { LifecycleIndex } from './lifecycle-index.ts';
import { NaiveLifecycle } from './naive-lifecycle.ts';

export const ENGINES: ReadonlyArray<readonly [string, () => Lifecycle]> = [
  ['LifecycleIndex', () => new LifecycleIndex()],
  ['NaiveLifecycle', () => new NaiveLifecycle()],
];

/** A one-row Buy trade: stop loss 90, entry 100, target 110, Inactive, on security 1. */
export function buyTrade(overrides: Partial<EngineTrade> = {}): EngineTrade {
  return {
    id: 1,
    securityId: 1,
    tradeType: 'Buy',
    status: 'Inactive',
    entryPrice: 100,
    step: 0,
    targets: [110],
    stopLosses: [90],
    expiresAt: 1_000_000,
    ...overrides,
  };
}

/** The mirror of buyTrade: stop loss 110, entry 100, target 90. */
export function sellTrade(overrides: Partial<EngineTrade> = {}): EngineTrade {
  return buyTrade({ tradeType: 'Sell', targets: [90], stopLosses: [110], ...overrides });
}

/** One trade's transitions stay in their order; trades are put in id order. */
export function canonical(transitions: readonly Transition[]): Transition[] {
  return [...transitions].sort((a, b) => a.tradeId - b.tradeId);
}

export const kinds = (transitions: readonly Transition[]): string[] =>
  transitions.map((t) => (t.kind === 'closed' ? `closed:${t.reason}` : t.kind));
