import { type CopiedTrade, compareCopy, type Trade } from '@tradecircle/domain';
import { useMemo } from 'react';
import { useLiveQuote } from '../../../shared/live/use-live-quote.ts';

const isOpen = (trade: Trade | null) => trade?.status === 'Inactive' || trade?.status === 'Active';

/** A Live trade at the tick's price; any other keeps its own (a closed one's is its exit). */
const atTick = (trade: Trade, price: number): Trade =>
  trade.status === 'Active' ? { ...trade, live_price: price } : trade;

/**
 * The copy and its origin as the trade cards move (use-trade-figures.ts): while either side is open
 * it follows its security's ticks and compares again by the domain's rule, as the server did.
 * A copy keeps its origin's security, so one subscription serves both sides.
 */
export function useLiveCopiedTrade(item: CopiedTrade): CopiedTrade {
  const isMoving = isOpen(item.copy) || isOpen(item.origin);
  const tick = useLiveQuote(isMoving ? item.copy.security.id : null)?.live_price;
  return useMemo(() => {
    if (tick === undefined) return item;
    const copy = atTick(item.copy, tick);
    const origin = item.origin && atTick(item.origin, tick);
    return { copy, origin, comparison: compareCopy(copy, origin) };
  }, [item, tick]);
}
