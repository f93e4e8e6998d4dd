import { describe, expect, it } from 'vitest';
import type { Trade } from '../schemas/trade.ts';
import { applyTradeChange, isPatchableTradeChange } from './apply-trade-change.ts';
import type { TradeChangeEvent } from './trade-changes.ts';

const base = {
  trade_id: 1,
  security_id: 2,
  posted_by_id: 3,
  visibility: 'followers',
} as const;

/** The fields applyTradeChange reads and writes; the rest of a trade rides along untouched. */
const live = {
  id: 1,
  status: 'Active',
  trade_type: 'Sell',
  entry_price: 200,
  lots: 3,
  lot_size: 1,
  final_target: 180,
  live_price: 190,
  exit_price: null,
  closing_live_price: null,
  price_up_down: 2,
  pl_data: 30,
  pl_percent: 5,
  profit_percent: 5,
  current_step: 0,
  target_price: 180,
  stop_loss: 210,
  closing_reason: null,
  trade_closing_time: null,
  security_name: 'Untouched',
} as unknown as Trade;

describe('isPatchableTradeChange', () => {
  it.each([
    [{ ...base, type: 'trade.activated', status: 'Active', fields: { current_step: 0 } }, true],
    [{ ...base, type: 'trade.activated', status: 'Active' }, false],
    [{ ...base, type: 'trade.posted', status: 'Inactive', fields: {} }, false],
    [{ ...base, type: 'trade.updated', status: 'Inactive', fields: {} }, false],
    [{ ...base, type: 'trade.deleted', status: 'deleted', fields: {} }, false],
  ] as [TradeChangeEvent, boolean][])('%o -> %s', (event, expected) => {
    expect(isPatchableTradeChange(event)).toBe(expected);
  });
});

describe('applyTradeChange', () => {
  it('closes a Sell trade at its exit price with the realised P&L the server would answer', () => {
    const event = {
      ...base,
      type: 'trade.closed',
      status: 'Closed',
      fields: { exit_price: 180, closing_reason: 'target', trade_closing_time: '2026-05-04T10:00:00.000Z' },
    } as const;
    const closed = applyTradeChange(live, event);
    expect(closed).toMatchObject({
      status: 'Closed',
      exit_price: 180,
      closing_live_price: 180,
      live_price: 180,
      price_up_down: null,
      closing_reason: 'target',
      trade_closing_time: '2026-05-04T10:00:00.000Z',
      pl_data: 60,
      pl_percent: 10,
      profit_percent: 10,
      security_name: 'Untouched',
    });
    expect(live.status).toBe('Active');
  });

  it('moves a ladder step and keeps the live figures of an open trade', () => {
    const stepped = applyTradeChange(live, {
      ...base,
      type: 'trade.target_reached',
      status: 'Active',
      fields: { current_step: 1, target_price: 170, stop_loss: 195 },
    });
    expect(stepped).toMatchObject({ current_step: 1, target_price: 170, stop_loss: 195, live_price: 190 });
    expect(stepped.price_up_down).toBe(2);
    expect(stepped.pl_data).toBe(30);
  });
});
