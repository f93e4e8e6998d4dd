/** The trades feature's public entry: what other features and the shell use at once. Re-exports only. */
export { type AllTradeFilters, NO_FEED_FILTERS, type TradeFilters } from './api.ts';
export { AddTradeButton, AddTradeFab } from './components/add-trade-button.tsx';
export { ALL, durationChoices, SIDE_CHOICES, STATUS_CHOICES } from './components/filter-choices.ts';
export { FilterDateField } from './components/filter-date-field.tsx';
export { FilterSelect } from './components/filter-select.tsx';
export { FnoTradeCard } from './components/fno-trade-card.tsx';
export { SecurityFollowIcon, securityFollowLabel } from './components/security-follow-icon.tsx';
export { TradeCard } from './components/trade-card.tsx';
export type { ReasoningPreview, TradeCardHandlers, TradeViewer } from './components/trade-card-props.ts';
export { TradeFeed, TradeFeedPlaceholder } from './components/trade-feed.tsx';
export type { TradeGroupOption } from './dialogs/trade-form/form-values.ts';
export {
  useAllTradeList,
  useDurationList,
  useFilteredTrades,
  useProfileDetails,
  useTradeCounts,
} from './hooks.ts';
export { TradeActionsProvider } from './pages/trade-actions-provider.tsx';
export { useTradeCardActions } from './pages/use-trade-card-actions.tsx';
export {
  type SecurityFollowMenuProps,
  type TradeActionPorts,
  type TradeGroupOptions,
  type TradePorts,
  TradePortsContext,
} from './ports.ts';
export { allTradeListOptions, durationListOptions, profileDetailsOptions } from './queries.ts';
export { tradeKeys } from './query-keys.ts';
