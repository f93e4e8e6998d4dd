export { type CallTerms, callTermsOf } from './call-terms.ts';
export { type CopiedTradeRoutesOptions, copiedTradeRoutes } from './copied-trades.routes.ts';
export {
  type CopyGuards,
  closedCopiesSince,
  copyPartiesOf,
  type EditedCopy,
  type GuardedCopy,
  openCopiesOf,
} from './copy-book.ts';
export { type FollowedCallsOnSecurity, followedCallsOnSecurities } from './followed-calls.ts';
export {
  type ContractExpiryPass,
  type SettlementPrices,
  settleExpiredContracts,
} from './lifecycle/contract-expiry.ts';
export { type LifecycleEngine, startLifecycleEngine } from './lifecycle/lifecycle.service.ts';
export {
  hasOpenRealTrade,
  ownRealTrades,
  RECENT_CLOSED_REAL_TRADES,
  type RealTradeBook,
} from './real-trade-book.ts';
export { tradeAudiences } from './trade.audiences.ts';
export { createTradeChangesPush } from './trade-changes.push.ts';
export { tradeDisclosure } from './trade-disclosure.ts';
export { type TradeEvent, tradeChanged } from './trade-events.ts';
export { type TradeExportRoutesOptions, tradeExportRoutes } from './trade-export/trade-export.routes.ts';
export {
  alreadyReadable,
  grantUnlock,
  isUnlockableFor,
  type UnlockableCall,
  unlockableCalls,
} from './trade-grants.ts';
export {
  hideTradeReasoning,
  lockTradeForModeration,
  recentTradesBy,
  type TradeForModeration,
} from './trade-moderation.ts';
export {
  findSharedTrade,
  trackRecordTrades,
  tradeCommentSubjects,
  tradesForWatchlists,
} from './trade-ports.ts';
export {
  mostFollowedUpcomingCalls,
  publicCallCountsBySecurity,
  publicCallsInProfit,
  type RankedCall,
  visibleTradesInOrder,
} from './trade-rankings.ts';
export { postedDraft, stepDraft } from './trade-record-drafts.ts';
export { tradeReportRoutes } from './trade-report/trade-report.routes.ts';
export {
  activateRealTradeAtFill,
  awaitsBroker,
  closeLiveTradeByHand,
  copiersOf,
  deleteUnplacedRealTrade,
  existingTradeId,
  findTradeWithSecurity,
  findVisibleTrade,
  realTradesAwaitingBroker,
  type TradeRecord,
} from './trades.repository.ts';
export { type TradeRoutesOptions, tradeRoutes } from './trades.routes.ts';
export { setFeatured, type TradeReadDeps } from './trades.service.ts';
export { tradeOwnerOnly } from './trades.who-may-act.ts';
