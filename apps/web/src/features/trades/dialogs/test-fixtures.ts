/** Trades and answers for the dialog tests (not shipped: only *.test files import it). */
import { type DurationOption, TRADE_DURATIONS, type Trade } from '@tradecircle/domain';
import { json } from '../../../test-render.tsx';
import { makeTrade } from '../components/trade-fixtures.ts';

export const DURATION_LIST: DurationOption[] = TRADE_DURATIONS.map(({ id, name, name_to_show }) => ({
  id,
  name,
  name_to_show,
}));

export const durationListAnswer = () => json(200, DURATION_LIST);

/** The card tests' trade with the dialog tests' own ladder: RELIANCE Buy at 2,500, two targets, 3 lots. */
export function buildTrade(overrides: Partial<Trade> = {}): Trade {
  return makeTrade({
    id: 81,
    created: '2026-11-20T04:30:00.000Z',
    expires_at: '2026-12-20T04:30:00.000Z',
    security: { id: 31, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' },
    entry_price: 2500,
    target_price: 2600,
    stop_loss: 2450,
    first_target: 2600,
    first_stop_loss: 2450,
    final_target: 2700,
    target_stop_loss_list: [{ target_price: 2700, stop_loss: 2600 }],
    lots: 3,
    live_price: 2520,
    price_up_down: null,
    profit_percent: null,
    pl_data: null,
    pl_percent: null,
    reasoning: { content: 'Breakout above the 200-day average' },
    report: '',
    comments_count: 0,
    posted_by_name: 'Ananya Rao',
    ...overrides,
  });
}
