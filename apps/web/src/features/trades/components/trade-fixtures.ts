/** Sample trades for the trade components' tests and the web-feed benchmark (not shipped in the app). */
import {
  type CallDisclosure,
  type Comment,
  callDisclosure,
  type SebiRegistration,
  type Trade,
  type TradeDetail,
  TradeSchema,
} from '@tradecircle/domain';

export const OWNER_USER_ID = 42;
export const RELIANCE_ID = 37;

/**
 * A complete upcoming Buy trade on RELIANCE (entry 1,500, stop loss 1,450, one target 1,600),
 * checked against the wire schema so the fixture follows the API.
 */
export function makeTrade(overrides: Partial<Trade> = {}): Trade {
  const trade: Trade = {
    id: 101,
    is_real: false,
    status: 'Inactive',
    created: '2026-05-04T04:05:00.000Z',
    trade_live_time: null,
    trade_closing_time: null,
    expires_at: '2026-05-18T04:05:00.000Z',
    security: { id: RELIANCE_ID, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' },
    security_symbol: 'RELIANCE',
    security_name: 'Reliance Industries Ltd',
    security_exchange: 'NSE',
    security_logo: null,
    instrument_type: 'EQ',
    lot_size: 1,
    is_equity_trade: true,
    product: null,
    trade_type: 'Buy',
    entry_price: 1500,
    entry_fill_price: null,
    target_price: 1600,
    stop_loss: 1450,
    first_target: 1600,
    first_stop_loss: 1450,
    final_target: 1600,
    target_stop_loss_list: [],
    current_step: 0,
    lots: 2,
    duration: 3,
    duration_type: [{ id: 3, name: 'Intermediate' }],
    duration_name: 'Intermediate',
    live_price: 1520,
    closing_live_price: null,
    exit_price: null,
    price_up_down: 20,
    profit_percent: 1.33,
    pl_data: 200,
    pl_percent: 6.67,
    trade_exit_type: false,
    closing_reason: null,
    order_type: 'market_order',
    reasoning: { content: 'Breakout above the 200-day average on rising volume.' },
    report: '/backend/api/trade/trade-report/101/',
    comments_count: 3,
    is_featured: false,
    is_trade_private: false,
    visibility: 'followers',
    is_trade_saved: false,
    is_security_saved: false,
    is_follower: false,
    is_follower_security: false,
    is_following_user: false,
    copy_origin: null,
    copy_origin_name: null,
    posted_by: 7,
    posted_by_id: OWNER_USER_ID,
    posted_by_name: 'Ravi Kumar Sharma',
    posted_by_group: null,
    user_image: null,
    is_sebi_registered: false,
    holds_position: false,
    ...overrides,
  };
  return TradeSchema.parse(trade);
}

/** A research analyst's registration, self-declared, as the registration route records it. */
export const ANALYST_REGISTRATION: SebiRegistration = {
  sebi_user_type: 'registered_analyst',
  sebi_registration_num: 'INH000012345',
  valid_until: '2030-03-31',
  verification: 'self_declared',
};

/** The disclosure the server sends with a trade's detail (the domain's callDisclosure, as the server builds it). */
export function makeDisclosure(
  trade: Trade,
  registration: SebiRegistration | null = trade.is_sebi_registered ? ANALYST_REGISTRATION : null,
): CallDisclosure {
  return callDisclosure({
    registration,
    holdsPosition: trade.holds_position,
    symbol: trade.security_symbol,
    today: '2026-05-04',
  });
}

/** A trade's detail (user-trade-detail): the trade, its first comments and its disclosure. */
export function makeTradeDetail(
  trade: Trade,
  comments: Comment[] = [],
  overrides: Partial<TradeDetail> = {},
): TradeDetail {
  return { ...trade, comments, disclosure: makeDisclosure(trade), ...overrides };
}

/**
 * A Buy trade with three targets (1,600 / 1,700 / 1,800). `step` is how many targets were reached:
 * the current target and stop loss move up the ladder as the engine trails them.
 */
export function makeMultiTargetTrade(step: 0 | 1 | 2, overrides: Partial<Trade> = {}): Trade {
  const rows = [
    { target_price: 1700, stop_loss: 1500 },
    { target_price: 1800, stop_loss: 1600 },
  ];
  const current = step === 0 ? { target_price: 1600, stop_loss: 1450 } : rows[step - 1]!;
  return makeTrade({
    status: 'Active',
    target_stop_loss_list: rows,
    final_target: 1800,
    current_step: step,
    target_price: current.target_price,
    stop_loss: current.stop_loss,
    ...overrides,
  });
}
