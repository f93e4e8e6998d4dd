/**
 * The trades area's query keys, apart from the hooks so that code holding only keys (the live trade
 * cache in the app's providers) does not bring the request layer into every page's first script.
 */
import type { AllTradeFilters, TradeFilters } from './api.ts';

export const tradeKeys = {
  all: ['trades'] as const,
  durations: () => [...tradeKeys.all, 'durations'] as const,
  details: () => [...tradeKeys.all, 'detail'] as const,
  /** user-trade-detail: the trade with its first page of comments. */
  detail: (id: number) => [...tradeKeys.details(), id] as const,
  /** The comments call's later pages (2 on) of one trade, oldest first. */
  comments: (id: number) => [...tradeKeys.all, 'comments', id] as const,
  /** update-live-price of a security, until the live channel ticks. */
  livePrice: (securityId: number) => [...tradeKeys.all, 'live-price', securityId] as const,
  trades: () => [...tradeKeys.all, 'trade'] as const,
  /** get-trade: the bare trade. */
  trade: (id: number) => [...tradeKeys.trades(), id] as const,
  lists: () => [...tradeKeys.all, 'list'] as const,
  userList: (userId: number, tab: number) => [...tradeKeys.lists(), 'user', userId, tab] as const,
  /** One profile tab's filtered lists, whatever the filters. */
  filteredTab: (userId: number, tab: number) => [...tradeKeys.lists(), 'filtered', userId, tab] as const,
  filtered: (userId: number, tab: number, filters: TradeFilters) =>
    [...tradeKeys.filteredTab(userId, tab), filters] as const,
  /** Every user's Home feed (all-trade-list). */
  feeds: () => [...tradeKeys.lists(), 'all'] as const,
  /** A user's Home feed (all-trade-list), whatever the filters. */
  feedOf: (userId: number) => [...tradeKeys.feeds(), userId] as const,
  allList: (userId: number, filters: AllTradeFilters) => [...tradeKeys.feedOf(userId), filters] as const,
  counts: () => [...tradeKeys.all, 'counts'] as const,
  countsOf: (userId: number) => [...tradeKeys.counts(), userId] as const,
  /** Every profile query; profile details carry trade counts, so trade changes refresh them too. */
  profiles: () => ['profiles'] as const,
  profileDetails: (userId: number, requestUser: number | null) =>
    [...tradeKeys.profiles(), 'details', userId, requestUser] as const,
};
