/** The trades feature's fixtures and fakes for other features' tests (tests only import this). */
export { makeTrade, makeTradeDetail, RELIANCE_ID } from './components/trade-fixtures.ts';
export { TRADE_DETAIL_TITLE, TradeDetailDialog } from './detail/trade-detail-dialog.tsx';
export { durationListAnswer } from './dialogs/test-fixtures.ts';
