/**
 * The groups calls of docs/api.md ("Groups") (base `/backend/`), typed by the domain's wire
 * schemas. A 403 from a group call is a business refusal (not a member, not the admin), not a lost
 * session, so these calls handle it themselves instead of letting the catalogue sign the user out.
 */
import {
  type GROUP_TRADE_STATUS_FILTERS,
  type Group,
  type GroupDetailResponse,
  type GroupKpisAnswer,
  type GroupList,
  type GroupSavedAnswer,
  type GroupWatchlistItem,
  type JoinGroupAnswer,
  type MessageResponse,
  PAGE_SIZE,
  type PageInfo,
  type ParticipantListSchema,
  type PremiumGroupListSchema,
  type SecuritySummary,
  type TrackRecordPeriod,
  type Trade,
  type TradeStatus,
} from '@tradecircle/domain';
import type { z } from 'zod';
import { request } from '../../shared/api/request.ts';

export type ParticipantList = z.infer<typeof ParticipantListSchema>;
export type PremiumGroupList = z.infer<typeof PremiumGroupListSchema>;

/** Refusals the caller shows itself; 404 for a group that is gone. */
const REFUSABLE = [403] as const;
const QUIET = [403, 404] as const;

/** A non-member's featured trade: its place in the list, without the call (contract, LockedTradeSchema). */
export interface LockedTrade {
  id: number;
  is_locked: true;
  status: TradeStatus;
  created: string;
  is_featured: boolean;
  posted_by_group: Trade['posted_by_group'];
}
export type GroupTradeItem = Trade | LockedTrade;

export function isLockedTrade(item: GroupTradeItem): item is LockedTrade {
  return 'is_locked' in item && item.is_locked === true;
}

export interface GroupTradePage {
  results: GroupTradeItem[];
  page_info: PageInfo;
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

export interface WatchlistAnswer {
  items: GroupWatchlistItem[];
  count: number;
  max: number;
}

/** A security the group watchlist search offers (the domain's security summary). */
export type WatchlistSearchResult = SecuritySummary;

// ---- reading groups ----

/** The detail with the contact card, key offerings and watchlist; a token goes along when there is one. */
export function fetchGroupDetail(id: number, signal?: AbortSignal) {
  return request<GroupDetailResponse>('api/group-detail/', {
    auth: 'optional',
    query: { id },
    handledStatuses: QUIET,
    abortKey: `group-detail ${id}`,
    signal,
  });
}

/** The visitors' variant (no token): the group alone. */
export function fetchVisitorGroupDetail(id: number, signal?: AbortSignal) {
  return request<{ group_detail: Group }>('api/get-group-detail/', {
    auth: 'none',
    query: { id },
    handledStatuses: QUIET,
    abortKey: `get-group-detail ${id}`,
    signal,
  });
}

export function fetchGroup(id: number, signal?: AbortSignal) {
  return request<Group>(`api/groups/${id}/`, { auth: 'optional', handledStatuses: QUIET, signal });
}

export function fetchGroupKpis(groupId: number, period: TrackRecordPeriod, signal?: AbortSignal) {
  return request<{ result: GroupKpisAnswer }>('api/group-kpis/', {
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
  return request<GroupTradePage>('api/trade/trade-list-view/', {
    auth: 'optional',
    query: {
      group_id: groupId,
      res_type: view,
      trade_status: filters.status,
      page_number: page,
      detail_count: PAGE_SIZE.groupTrades,
      filter_by: filters.side,
      duration: filters.duration,
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
  return request<GroupList>('api/own-groups/', {
    query: { page, detail_count: detailCount },
    abortKey: `own-groups ${page} ${detailCount ?? ''}`,
    signal,
  });
}

/** The groups a user created. */
export function fetchUserGroups(userId: number, page: number, signal?: AbortSignal) {
  return request<GroupList>(`api/user-groups/${userId}/`, {
    auth: 'optional',
    query: { page },
    handledStatuses: [404],
    signal,
  });
}

/** Groups You Follow: the caller's memberships, latest group trade first. */
export function fetchGroupUpdates(page: number, signal?: AbortSignal) {
  return request<GroupList>('api/groups/updates/', { query: { page }, handledStatuses: [404], signal });
}

export function fetchPremiumGroups(page: number, myGroup: boolean, signal?: AbortSignal) {
  return request<PremiumGroupList>('api/premium-groups/', {
    auth: 'optional',
    query: { page_number: page, detail_count: PAGE_SIZE.groups, my_group: myGroup || undefined },
    handledStatuses: [404],
    signal,
  });
}

/** Members (members and the admin may read them). */
export function fetchParticipants(groupId: number, page: number, signal?: AbortSignal) {
  return request<ParticipantList>(`api/groups/${groupId}/participants/`, {
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
  return request<ParticipantList>(`api/own-groups/${groupId}/users/`, {
    query: { page, status: status === 'requested' ? 'requested' : undefined },
    abortKey: `own-groups users ${groupId} ${status} ${page}`,
    handledStatuses: QUIET,
    signal,
  });
}

export function fetchGroupWatchlist(watchlistId: number, signal?: AbortSignal) {
  return request<WatchlistAnswer>('api/watchlist/detail/', {
    query: { watchlist: watchlistId },
    abortKey: `group watchlist ${watchlistId}`,
    handledStatuses: QUIET,
    signal,
  });
}

export function searchGroupWatchlist(watchlistId: number, search: string, signal?: AbortSignal) {
  return request<{ results: WatchlistSearchResult[] }>('api/group_watchlist/search/', {
    query: { search, watchlist: watchlistId },
    abortKey: `group watchlist search ${watchlistId}`,
    handledStatuses: QUIET,
    signal,
  });
}

// ---- changing groups ----

/** Create (POST) or edit (PUT) a group: multipart, as the pictures and the PDF travel with it. */
export function saveGroup(form: FormData, groupId?: number) {
  return request<GroupSavedAnswer>(groupId ? `api/own-groups/${groupId}/` : 'api/own-groups/', {
    method: groupId ? 'PUT' : 'POST',
    body: form,
    keepPrevious: true,
    // Field errors (400) go under the fields, so the catalogue's snackbar stays out of it.
    handledStatuses: [400, 403],
  });
}

export function deleteGroup(groupId: number) {
  return request<MessageResponse>(`api/own-groups/${groupId}/`, {
    method: 'DELETE',
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function addAllFollowers(groupId: number) {
  return request<{ message: string; added: number }>(`api/own-groups/${groupId}/add-all-followers/`, {
    method: 'POST',
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Join a public group, request a private one, or start a premium group's free trial. */
export function joinGroup(groupId: number, utmSource: string | null) {
  return request<JoinAnswer>(`api/groups/${groupId}/join/`, {
    method: 'POST',
    query: { utm_source: utmSource },
    keepPrevious: true,
    // A premium group without active payments answers 400 with the spec's warning: shown by the caller.
    handledStatuses: [400, 403],
  });
}

export function leaveGroup(groupId: number) {
  return request<MessageResponse>(`api/groups/${groupId}/leave/`, {
    method: 'POST',
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** join-leave POST: a membership (`member`) or a request to join (`request`). */
export function requestMembership(groupId: number, membershipType: 'member' | 'request', utmSource?: string) {
  return request<MessageResponse>('api/join-leave/', {
    method: 'POST',
    body: { membership_type: membershipType, group: groupId, utm_source: utmSource },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Cancel one's own request, or (the admin, with `member`) decline someone's request. */
export function cancelMembershipRequest(groupId: number, member?: number) {
  return request<MessageResponse>('api/join-leave/', {
    method: 'DELETE',
    body: { membership_type: 'request', group: groupId, member },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** The admin accepts `member`'s request. */
export function acceptMembershipRequest(groupId: number, member: number) {
  return request<MessageResponse>('api/join-leave/', {
    method: 'PATCH',
    body: { membership_type: 'member', group: groupId, member },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function addToGroupWatchlist(watchlistId: number, stock: number) {
  return request<{ id: number; message: string }>('api/watchlist/detail/', {
    method: 'POST',
    body: { watchlist: watchlistId, stock },
    keepPrevious: true,
    handledStatuses: [400, 403],
  });
}

export function removeFromGroupWatchlist(itemId: number) {
  return request<MessageResponse>('api/watchlist/detail/', {
    method: 'DELETE',
    query: { id: itemId },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Logs a view of the expert's contact card (`user` is the admin's user id). */
export function logContactView(userId: number) {
  return request<MessageResponse>('api/view-contact-detail/', {
    method: 'POST',
    body: { user: userId },
    auth: 'optional',
    keepPrevious: true,
    handledStatuses: [400, 403, 404],
  });
}
