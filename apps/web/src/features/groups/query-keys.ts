/**
 * The groups area's query keys: everything about groups lives under groupKeys.all; a group's trade
 * lists live under the trades area's lists, so posting, editing or deleting a trade (and the live
 * channel's new or deleted trades) refreshes them with every other trade list.
 */
import type { TrackRecordPeriod } from '@tradecircle/domain';
import { tradeKeys } from '../trades/index.ts';
import type { GroupTradeFilters, GroupTradeView } from './api.ts';

export const groupKeys = {
  all: ['groups'] as const,
  /** group-detail (or the visitors' get-group-detail) of one group. */
  detail: (id: number) => [...groupKeys.all, 'detail', id] as const,
  group: (id: number) => [...groupKeys.all, 'group', id] as const,
  kpis: (id: number, period: TrackRecordPeriod) => [...groupKeys.all, 'kpis', id, period] as const,
  /** own-groups: the signed-in user's groups (the profile row, My Groups, the trade form's dropdown). */
  own: () => [...groupKeys.all, 'own'] as const,
  ownDropdown: () => [...groupKeys.own(), 'dropdown'] as const,
  ownList: () => [...groupKeys.own(), 'list'] as const,
  userGroups: (userId: number) => [...groupKeys.all, 'user', userId] as const,
  updates: () => [...groupKeys.all, 'updates'] as const,
  premium: (myGroup: boolean) => [...groupKeys.all, 'premium', myGroup] as const,
  participants: (id: number) => [...groupKeys.all, 'participants', id] as const,
  participantList: (id: number, status: 'member' | 'requested', asAdmin: boolean) =>
    [...groupKeys.participants(id), status, asAdmin] as const,
  watchlist: (watchlistId: number) => [...groupKeys.all, 'watchlist', watchlistId] as const,
  watchlistSearch: (watchlistId: number, text: string) =>
    [...groupKeys.watchlist(watchlistId), 'search', text] as const,
  /** Every trade list of one group. */
  tradesOf: (id: number) => [...tradeKeys.lists(), 'group', id] as const,
  trades: (id: number, view: GroupTradeView, filters: GroupTradeFilters) =>
    [...groupKeys.tradesOf(id), view, filters] as const,
};
