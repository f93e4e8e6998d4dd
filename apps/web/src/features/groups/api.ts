/**
 * The groups calls of docs/api.md ("Groups") (base `/backend/`), typed by the domain's wire
 * schemas. A 403 from a group call is a business refusal (not a member, not the admin), not a lost
 * session, so these calls handle it themselves instead of letting the catalogue sign the user out.
 */
import {
  GAMIFICATION_ENDPOINTS,
  GROUP_ENDPOINTS,
  type GROUP_TRADE_STATUS_FILTERS,
  type GroupTradePage,
  type JoinGroupAnswer,
  type LockedTrade,
  PAGE_SIZE,
  type ParticipantListSchema,
  type PremiumGroupListSchema,
  type ResponseOf,
  TRADE_ENDPOINTS,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import type { z } from 'zod';
import { call } from '../../shared/api/call.ts';

export type ParticipantList = z.infer<typeof ParticipantListSchema>;
export type PremiumGroupList = z.infer<typeof PremiumGroupListSchema>;

/** Refusals the caller shows itself; 404 for a group that is gone. */
const REFUSABLE = [403] as const;
const QUIET = [403, 404] as const;

/** trade-list-view's page; a non-member's featured trade is locked: its place in the list, not the call. */
export type { GroupTradePage, LockedTrade };
export type GroupTradeItem = GroupTradePage['results'][number];

export function isLockedTrade(item: GroupTradeItem): item is LockedTrade {
  return 'is_locked' in item && item.is_locked === true;
}

export type GroupTradeView = 'featured' | 'paper';
export type GroupTradeStatusFilter = (typeof GROUP_TRADE_STATUS_FILTERS)[number];

export interface GroupTradeFilters {
  status: GroupTradeStatusFilter;
  side: 'Buy' | 'Sell' | null;
  duration: number | null;
  /** Inclusive IST dates, YYYY-MM-DD. */
  dates: { from: string; to: string } | null;
}

export const NO_GROUP_TRADE_FILTERS: GroupTradeFilters = {
  status: 'ALL',
  side: null,
  duration: null,
  dates: null,
};

export type JoinAnswer = JoinGroupAnswer;

export type WatchlistAnswer = ResponseOf<typeof GROUP_ENDPOINTS.groupWatchlist>;

/** A security the group watchlist search offers. */
export type WatchlistSearchResult = ResponseOf<
  typeof GROUP_ENDPOINTS.searchGroupWatchlist
>['results'][number];

// ---- reading groups ----

/** The detail with the contact card, key offerings and watchlist; a token goes along when there is one. */
export function fetchGroupDetail(id: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.groupDetail, {
    auth: 'optional',
    query: { id },
    handledStatuses: QUIET,
    abortKey: `group-detail ${id}`,
    signal,
  });
}

/** The visitors' variant (no token): the group alone. */
export function fetchVisitorGroupDetail(id: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.visitorGroupDetail, {
    auth: 'none',
    query: { id },
    handledStatuses: QUIET,
    abortKey: `get-group-detail ${id}`,
    signal,
  });
}

export function fetchGroup(id: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.group, { params: { id }, auth: 'optional', handledStatuses: QUIET, signal });
}

export function fetchGroupKpis(groupId: number, period: TrackRecordPeriod, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.groupKpis, {
    auth: 'optional',
    query: { group_id: groupId, filters: period },
    abortKey: `group-kpis ${groupId} ${period}`,
    handledStatuses: QUIET,
    signal,
  });
}

export function fetchGroupTrades(
  groupId: number,
  view: GroupTradeView,
  filters: GroupTradeFilters,
  page: number,
  signal?: AbortSignal,
) {
  return call(TRADE_ENDPOINTS.tradeListView, {
    auth: 'optional',
    query: {
      group_id: groupId,
      res_type: view,
      trade_status: filters.status,
      page_number: page,
      detail_count: PAGE_SIZE.groupTrades,
      filter_by: filters.side ?? undefined,
      duration: filters.duration === null ? undefined : String(filters.duration),
      start_date: filters.dates?.from,
      end_date: filters.dates?.to,
    },
    abortKey: `trade-list-view ${groupId} ${view} ${page}`,
    handledStatuses: QUIET,
    signal,
  });
}

/** The caller's own groups (bearer); `detailCount` for the trade form's dropdown. */
export function fetchOwnGroups(page: number, detailCount?: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.ownGroups, {
    query: { page, detail_count: detailCount },
    abortKey: `own-groups ${page} ${detailCount ?? ''}`,
    signal,
  });
}

/** The groups a user created. */
export function fetchUserGroups(userId: number, page: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.userGroups, {
    params: { id: userId },
    auth: 'optional',
    query: { page },
    handledStatuses: [404],
    signal,
  });
}

/** Groups You Follow: the caller's memberships, latest group trade first. */
export function fetchGroupUpdates(page: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.groupUpdates, { query: { page }, handledStatuses: [404], signal });
}

export function fetchPremiumGroups(page: number, myGroup: boolean, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.premiumGroups, {
    auth: 'optional',
    query: { page_number: page, detail_count: PAGE_SIZE.groups, my_group: myGroup ? 'true' : undefined },
    handledStatuses: [404],
    signal,
  });
}

/** Members (members and the admin may read them). */
export function fetchParticipants(groupId: number, page: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.participants, {
    params: { id: groupId },
    query: { page },
    handledStatuses: QUIET,
    signal,
  });
}

/** The admin's view: members, or with `requested` the pending requests. */
export function fetchOwnGroupUsers(
  groupId: number,
  page: number,
  status: 'member' | 'requested',
  signal?: AbortSignal,
) {
  return call(GROUP_ENDPOINTS.groupUsers, {
    params: { id: groupId },
    query: { page, status: status === 'requested' ? 'requested' : undefined },
    abortKey: `own-groups users ${groupId} ${status} ${page}`,
    handledStatuses: QUIET,
    signal,
  });
}

export function fetchGroupWatchlist(watchlistId: number, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.groupWatchlist, {
    query: { watchlist: watchlistId },
    abortKey: `group watchlist ${watchlistId}`,
    handledStatuses: QUIET,
    signal,
  });
}

export function searchGroupWatchlist(watchlistId: number, search: string, signal?: AbortSignal) {
  return call(GROUP_ENDPOINTS.searchGroupWatchlist, {
    query: { search, watchlist: watchlistId },
    abortKey: `group watchlist search ${watchlistId}`,
    handledStatuses: QUIET,
    signal,
  });
}

// ---- changing groups ----

/** Create (POST) or edit (PUT) a group: multipart, as the pictures and the PDF travel with it. */
export function saveGroup(form: FormData, groupId?: number) {
  const options = {
    body: form,
    keepPrevious: true,
    // Field errors (400) go under the fields, so the catalogue's snackbar stays out of it.
    handledStatuses: [400, 403],
  };
  return groupId
    ? call(GROUP_ENDPOINTS.updateGroup, { ...options, params: { id: groupId } })
    : call(GROUP_ENDPOINTS.createGroup, options);
}

export function deleteGroup(groupId: number) {
  return call(GROUP_ENDPOINTS.deleteGroup, {
    params: { id: groupId },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Its admin lets coins unlock the Premium group's closed calls, or stops them (docs/operations.md). */
export function setGroupCoinUnlock(groupId: number, enabled: boolean) {
  return call(GAMIFICATION_ENDPOINTS.groupCoinUnlock, {
    params: { id: groupId },
    body: { enabled },
    keepPrevious: true,
    handledStatuses: [400, 403],
  });
}

export function addAllFollowers(groupId: number) {
  return call(GROUP_ENDPOINTS.addAllFollowers, {
    params: { id: groupId },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Join a public group, request a private one, or start a premium group's free trial. */
export function joinGroup(groupId: number, utmSource: string | null) {
  return call(GROUP_ENDPOINTS.joinGroup, {
    params: { id: groupId },
    query: { utm_source: utmSource ?? undefined },
    keepPrevious: true,
    // A premium group without active payments answers 400 with the spec's warning: shown by the caller.
    handledStatuses: [400, 403],
  });
}

export function leaveGroup(groupId: number) {
  return call(GROUP_ENDPOINTS.leaveGroup, {
    params: { id: groupId },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** join-leave POST: a membership (`member`) or a request to join (`request`). */
export function requestMembership(groupId: number, membershipType: 'member' | 'request', utmSource?: string) {
  return call(GROUP_ENDPOINTS.joinOrRequest, {
    body: { membership_type: membershipType, group: groupId, utm_source: utmSource },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Cancel one's own request, or (the admin, with `member`) decline someone's request. */
export function cancelMembershipRequest(groupId: number, member?: number) {
  return call(GROUP_ENDPOINTS.cancelOrDecline, {
    body: { membership_type: 'request', group: groupId, member },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** The admin accepts `member`'s request. */
export function acceptMembershipRequest(groupId: number, member: number) {
  return call(GROUP_ENDPOINTS.leaveOrAccept, {
    body: { membership_type: 'member', group: groupId, member },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function addToGroupWatchlist(watchlistId: number, stock: number) {
  return call(GROUP_ENDPOINTS.addToGroupWatchlist, {
    body: { watchlist: watchlistId, stock },
    keepPrevious: true,
    handledStatuses: [400, 403],
  });
}

export function removeFromGroupWatchlist(itemId: number) {
  return call(GROUP_ENDPOINTS.removeFromGroupWatchlist, {
    query: { id: itemId },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Logs a view of the expert's contact card (`user` is the admin's user id). */
export function logContactView(userId: number) {
  return call(GROUP_ENDPOINTS.viewContactCard, {
    body: { user: userId },
    auth: 'optional',
    keepPrevious: true,
    handledStatuses: [400, 403, 404],
  });
}
