/** Portfolio review answers for tests (not shipped: only tests import it), checked against the wire schema. */
import { type PortfolioReview, PortfolioReviewSchema } from '@tradecircle/domain';

export const PORTFOLIO_PATHS = {
  review: '/backend/api/portfolio/',
  importCsv: '/backend/api/portfolio/import-csv/',
  importBroker: '/backend/api/portfolio/import-broker/',
  confirmBrokerImport: '/backend/api/portfolio/import-broker/confirm/',
  gateway: '/backend/api/broker/gateway/',
} as const;

/** Before any import. */
export const emptyReview: PortfolioReview = PortfolioReviewSchema.parse({
  source: null,
  broker: null,
  imported_at: null,
  holdings: [],
  totals: { cost: 0, value: 0, pnl: 0, pnl_percent: null },
  sectors: [],
  market_caps: [],
  concentration: { herfindahl: 0, effective_holdings: 0, largest: [] },
  risk: { volatility: null, nifty_volatility: null, beta: null, days: 0 },
  history: [],
  overlap: [],
  flags: [],
});

/**
 * Three holdings imported from Kite, worked by hand:
 * RELIANCE 10 x 1,500 -> 1,600 = 16,000 (cost 15,000, +1,000, +6.67%);
 * TCS 2 x 3,600 -> 3,500 = 7,000 (cost 7,200, -200, -2.78%);
 * HDFCBANK 1 x 1,700, no live price = 1,700 at cost.
 * Value 24,700, cost 23,900, P&L +800 (+3.35%). Weights 0.6478, 0.2834, 0.0688;
 * Herfindahl 0.4997 (2.0 equal holdings).
 */
export const fullReview: PortfolioReview = PortfolioReviewSchema.parse({
  source: 'broker',
  broker: 'kite',
  imported_at: '2026-11-30T06:00:00.000Z',
  holdings: [
    {
      security_id: 12,
      symbol: 'TCS',
      name: 'Tata Consultancy Services Ltd',
      sector: 'Information Technology',
      market_cap_band: 'Large cap',
      quantity: 2,
      average_price: 3600,
      live_price: 3500,
      cost: 7200,
      value: 7000,
      pnl: -200,
      pnl_percent: -2.78,
      weight: 0.2834,
    },
    {
      security_id: 11,
      symbol: 'RELIANCE',
      name: 'Reliance Industries Ltd',
      sector: 'Energy',
      market_cap_band: 'Large cap',
      quantity: 10,
      average_price: 1500,
      live_price: 1600,
      cost: 15000,
      value: 16000,
      pnl: 1000,
      pnl_percent: 6.67,
      weight: 0.6478,
    },
    {
      security_id: 13,
      symbol: 'HDFCBANK',
      name: 'HDFC Bank Ltd',
      sector: 'Financials',
      market_cap_band: 'Large cap',
      quantity: 1,
      average_price: 1700,
      live_price: null,
      cost: 1700,
      value: 1700,
      pnl: 0,
      pnl_percent: 0,
      weight: 0.0688,
    },
  ],
  totals: { cost: 23900, value: 24700, pnl: 800, pnl_percent: 3.35 },
  sectors: [
    { name: 'Energy', value: 16000, weight: 0.6478 },
    { name: 'Information Technology', value: 7000, weight: 0.2834 },
    { name: 'Financials', value: 1700, weight: 0.0688 },
  ],
  market_caps: [{ name: 'Large cap', value: 24700, weight: 1 }],
  concentration: {
    herfindahl: 0.4997,
    effective_holdings: 2,
    largest: [
      { name: 'RELIANCE', value: 16000, weight: 0.6478 },
      { name: 'TCS', value: 7000, weight: 0.2834 },
      { name: 'HDFCBANK', value: 1700, weight: 0.0688 },
    ],
  },
  risk: { volatility: 0.1825, nifty_volatility: 0.1342, beta: 1.07, days: 248 },
  history: [
    { time: 1733011200, portfolio: 100, nifty: 100 },
    { time: 1733097600, portfolio: 101.2, nifty: 100.4 },
    { time: 1733184000, portfolio: 103.5, nifty: null },
  ],
  overlap: [
    {
      security_id: 11,
      symbol: 'RELIANCE',
      calls: 3,
      open_calls: 1,
      experts: [
        { user_id: 7, name: 'Ravi Kumar Sharma', username: 'ravi' },
        { user_id: 9, name: 'Meera Iyer', username: null },
      ],
      latest: {
        trade_id: 31,
        trade_type: 'Buy',
        status: 'Active',
        created_at: '2026-11-28T04:00:00.000Z',
        expert: 'Ravi Kumar Sharma',
      },
    },
  ],
  flags: [
    {
      code: 'sector_concentration',
      text: 'Over 40% in one sector: Energy is 65% of your portfolio.',
    },
    {
      code: 'holding_concentration',
      text: 'RELIANCE alone is 65% of your portfolio: a fall in it moves the whole.',
    },
  ],
});

/** The same review after a CSV import, with nothing flagged. */
export const csvReview: PortfolioReview = PortfolioReviewSchema.parse({
  ...fullReview,
  source: 'csv',
  broker: null,
  flags: [],
});
