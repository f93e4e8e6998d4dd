import type { TradeFormInput } from './validate-trade.ts';

const SECURITY = { id: 7, name: 'Reliance Industries', symbol: 'RELIANCE', exchange: 'NSE' };

/** A valid Buy trade form (entry 100, target 110, stop loss 95) with the given fields changed. */
export function buyForm(overrides: Partial<TradeFormInput> = {}): TradeFormInput {
  return {
    security: SECURITY,
    trade_type: 'Buy',
    entry_price: 100,
    lots: 1,
    target_price: 110,
    stop_loss: 95,
    target_stop_loss_list: [],
    duration: 1,
    visibility: 'followers',
    group: null,
    ...overrides,
  };
}
