export { FNO_TRAILING_TOOLTIP, FnoTradeCard, type FnoTradeCardProps } from './fno-trade-card.tsx';
export { PriceLadderView } from './price-ladder-view.tsx';
export { TradeCard, type TradeCardProps } from './trade-card.tsx';
export {
  isTradeOwner,
  REAL_TRADE_ACTIONS,
  type ReasoningPreview,
  type TradeCardHandlers,
  type TradeHandler,
  type TradeViewer,
} from './trade-card-props.ts';
export { TradeCardSkeleton } from './trade-card-skeleton.tsx';
export { EMPTY_FEED_MESSAGE, TradeFeed, type TradeFeedProps } from './trade-feed.tsx';
export { ladderTargets, type TradeFigures, tradeFigures } from './trade-figures.ts';
export { useTradeFigures } from './use-trade-figures.ts';
