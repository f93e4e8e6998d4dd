/** The bench feed: 200 open trades on 200 of the 500 ticking securities, in the mix a real feed has. */
import type { Trade } from '@tradecircle/domain';
import {
  makeMultiTargetTrade,
  makeTrade,
} from '../../../apps/web/src/features/trades/components/trade-fixtures.ts';

export const FEED_SIZE = 200;

/** The price the bench server starts security `id` at (run.ts walks it from there). */
export function startPrice(id: number): number {
  return 100 + id * 7;
}

/** Security ids 1, 3, 5, ... 399: every card on its own security, as a varied feed has. */
export function feedSecurityId(index: number): number {
  return index * 2 + 1;
}

export function feedTrades(): Trade[] {
  return Array.from({ length: FEED_SIZE }, (_, index) => {
    const id = feedSecurityId(index);
    const entry = startPrice(id);
    const isBuy = index % 2 === 0;
    const side = isBuy ? 1 : -1;
    const level = (percent: number) => Math.round(entry * (1 + (side * percent) / 100) * 100) / 100;
    const security = { id, name: `Bench Security ${id}`, symbol: `BENCH${id}`, exchange: 'NSE' as const };
    const common: Partial<Trade> = {
      id: 1000 + index,
      security,
      security_symbol: security.symbol,
      security_name: security.name,
      trade_type: isBuy ? 'Buy' : 'Sell',
      entry_price: entry,
      live_price: entry,
      posted_by_id: 500 + (index % 20),
      posted_by_name: `Expert ${index % 20}`,
      reasoning: {
        content: `Bench trade ${index}: a setup long enough to be collapsed behind Read more on the card.`,
      },
    };
    if (index % 10 === 9) {
      // Three targets, one reached: the ladder's trailing stop loss and reached-target marks.
      const rows = [
        { target_price: level(4), stop_loss: level(1) },
        { target_price: level(6), stop_loss: level(4) },
      ];
      return makeMultiTargetTrade(1, {
        ...common,
        first_target: level(2),
        first_stop_loss: level(-2),
        target_stop_loss_list: rows,
        final_target: level(6),
        target_price: rows[0]!.target_price,
        stop_loss: rows[0]!.stop_loss,
      });
    }
    const targets = { target_price: level(3), first_target: level(3), final_target: level(3) };
    const stops = { stop_loss: level(-3), first_stop_loss: level(-3) };
    return makeTrade({ ...common, ...targets, ...stops, status: index % 3 === 2 ? 'Inactive' : 'Active' });
  });
}
