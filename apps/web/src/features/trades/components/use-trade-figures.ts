import type { Trade } from '@tradecircle/domain';
import { useMemo } from 'react';
import { useLiveQuote } from '../../../shared/live/use-live-quote.ts';
import { isOpenStatus, type TradeFigures, tradeFigures } from './trade-figures.ts';

/**
 * The card's figures, recomputed on every tick of the trade's security (not while `isPaused`, e.g.
 * off screen). Closed and expired trades show their exit price, so they do not subscribe.
 */
export function useTradeFigures(trade: Trade, isPaused = false): TradeFigures {
  const quote = useLiveQuote(isOpenStatus(trade.status) ? trade.security.id : null, undefined, { isPaused });
  const tickPrice = quote?.live_price;
  return useMemo(() => tradeFigures(trade, tickPrice), [trade, tickPrice]);
}
