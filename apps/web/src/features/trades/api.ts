/** The trade calls of trades.md §7, typed by the server contract in the domain package (base `/backend/`). */
import type {
  AddCommentBody,
  AllTradeListResponse,
  Comment,
  CommentOrder,
  CommentPage,
  CommentsQuery,
  CreateTradeBody,
  DurationOption,
  FeatureTradeBody,
  LivePrice,
  LivePriceRequest,
  MessageResponse,
  ProfileDetailsResponse,
  Trade,
  TradeActionResult,
  TradeCounts,
  TradeDetail,
  TradeIdBody,
  TradeListResponse,
  TradeStatus,
  TradeType,
  UpdateReasoningBody,
  UpdateReasoningResult,
  UpdateTradeBody,
} from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/**
 * Profile trade tab filters (trades.md §2): any number of statuses, sides and durations, a date range.
 * The server reads a status segment as stored values or labels (Closed also lists expired trades).
 */
export interface TradeFilters {
  status: readonly TradeStatus[];
  sides: readonly TradeType[];
  durations: readonly number[];
  /** Inclusive IST dates, YYYY-MM-DD. */
  dates: { from: string; to: string } | null;
}

export interface AllTradeFilters {
  status: TradeStatus | null;
  buySell: TradeType | null;
  duration: number | null;
}

/** The Home feed with no filter chosen (the first page the route starts loading). */
export const NO_FEED_FILTERS: AllTradeFilters = { status: null, buySell: null, duration: null };

/** The word `null` stands for an empty filter in list paths. */
const EMPTY_FILTER = 'null';

function listSegment(values: readonly (string | number)[]): string {
  return values.length === 0 ? EMPTY_FILTER : values.map((value) => encodeURIComponent(value)).join(',');
}

function valueSegment(value: string | number | null): string {
  return value === null ? EMPTY_FILTER : encodeURIComponent(String(value));
}

/** The filter-trades path segments after the page: status, sides, durations, dates (`from,to`). */
export function filterSegments(filters: TradeFilters): string {
  const dates = filters.dates ? [filters.dates.from, filters.dates.to] : [];
  return [
    listSegment(filters.status),
    listSegment(filters.sides),
    listSegment(filters.durations),
    listSegment(dates),
  ].join('/');
}

export function fetchDurationList(signal?: AbortSignal) {
  return request<DurationOption[]>('api/trade/duration-list', { auth: 'optional', signal });
}

/** The trade with its comments; a 404 (hidden or deleted) is the detail dialog's to explain. */
export function fetchTradeDetail(id: number, signal?: AbortSignal) {
  return request<TradeDetail>(`api/trade/user-trade-detail/${id}/`, {
    auth: 'optional',
    signal,
    handledStatuses: [404],
  });
}

/**
 * A page of a trade's comments (the detail carries page 1, oldest first). A 404 (the trade was hidden
 * or deleted meanwhile) is the caller's to show.
 */
export function fetchTradeComments(tradeId: number, page: number, order: CommentOrder, signal?: AbortSignal) {
  const query: CommentsQuery = { page, order };
  return request<CommentPage>(`api/trade/comments/${tradeId}/`, {
    auth: 'optional',
    query,
    // Several dialogs' pages may load side by side.
    keepPrevious: true,
    signal,
    handledStatuses: [404],
  });
}

/** update-live-price: a security's live price and previous close, until the live channel ticks. */
export function fetchLivePrice(securityId: number, signal?: AbortSignal) {
  const body: LivePriceRequest = { id: securityId };
  return request<LivePrice>('api/trade/update-live-price/', {
    method: 'POST',
    body,
    auth: 'none',
    abortKey: `update-live-price ${securityId}`,
    signal,
    // A security that has gone shows no price, and no snackbar either.
    handledStatuses: [404],
  });
}

export function fetchTrade(id: number, signal?: AbortSignal) {
  return request<Trade>(`api/trade/get-trade/${id}`, { auth: 'optional', signal });
}

// Posting and owner actions: a 403 is a business refusal (not a member, not the owner) with a
// message, not a lost session, so callers show it instead of the catalogue signing the user out.
const REFUSABLE = [403] as const;

export function createTrade(body: CreateTradeBody) {
  return request<Trade>('api/trade/create-trade/', {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function postGroupTrade(groupId: number, body: CreateTradeBody) {
  return request<Trade>(`api/own-groups/${groupId}/post-trade/`, {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function updateTradeDetail(body: UpdateTradeBody) {
  return request<Trade>('api/trade/update-trade-detail/', {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** `quiet` for the silent cleanup after a failed real trade (trades.md §4): no snackbar at all. */
export function deleteTrade(id: number, { quiet = false }: { quiet?: boolean } = {}) {
  const body: TradeIdBody = { id };
  return request<MessageResponse>('api/trade/delete-trade/', {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: quiet ? [400, 403, 404, 440] : REFUSABLE,
  });
}

export function exitTrade(id: number) {
  const body: TradeIdBody = { id };
  return request<TradeActionResult>('api/trade/exit-trade', {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Equity trades go through the trade detail patch, futures-and-options trades through fando-trade-patch. */
export function setTradeFeatured(id: number, isFeatured: boolean, isFno = false) {
  const body: FeatureTradeBody = { id, is_featured: isFeatured, request_type: 'featured' };
  return request<TradeActionResult>(
    isFno ? 'api/trade/fando-trade-patch' : 'api/trade/trade-detail-patch-featured',
    {
      method: 'PATCH',
      body,
      keepPrevious: true,
      handledStatuses: REFUSABLE,
    },
  );
}

export function updateReasoning(tradeId: number, reason: string) {
  const body: UpdateReasoningBody = { reason };
  return request<UpdateReasoningResult>(`api/trade/update-reasoning/${tradeId}`, {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** `profileId` is the commenter's profile id (trades.md §3 Comment: sent as user_id). */
export function addTradeComment(tradeId: number, comment: string, profileId: number, isFno = false) {
  const path = isFno ? `add_fno_comment/${tradeId}/` : `api/trade/update-comment/${tradeId}/`;
  const body: AddCommentBody = { comment, user_id: profileId };
  return request<Comment>(path, {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function fetchUserTradeList(userId: number, tab: number, page: number, signal?: AbortSignal) {
  return request<TradeListResponse>(`api/trade/trade-list/${userId}/${tab}/${page}`, {
    auth: 'optional',
    signal,
  });
}

export function fetchFilteredTrades(
  userId: number,
  tab: number,
  page: number,
  filters: TradeFilters,
  signal?: AbortSignal,
) {
  return request<TradeListResponse>(
    `api/trade/filter-trades/${tab}/${userId}/${page}/${filterSegments(filters)}`,
    // Changing a filter replaces the list: the older filter's answer is not wanted any more.
    { auth: 'optional', abortKey: `filter-trades ${userId} ${tab} ${page}`, signal },
  );
}

export function fetchAllTradeList(
  userId: number,
  page: number,
  filters: AllTradeFilters,
  signal?: AbortSignal,
) {
  const segments = [filters.status, filters.buySell, filters.duration].map(valueSegment).join('/');
  return request<AllTradeListResponse>(`api/trade/all-trade-list/${userId}/${page}/${segments}`, {
    auth: 'optional',
    abortKey: `all-trade-list ${userId} ${page}`,
    signal,
  });
}

export function fetchTradeCounts(userId: number, signal?: AbortSignal) {
  return request<TradeCounts>(`api/trade/get-trades-count/${userId}`, { auth: 'optional', signal });
}

/** `requestUser` is the viewer's user id (the spec's query; the server also reads the bearer token). */
export async function fetchProfileDetails(userId: number, requestUser: number | null, signal?: AbortSignal) {
  const answer = await request<ProfileDetailsResponse>(`api/profile-details/${userId}`, {
    auth: 'optional',
    query: { request_user: requestUser },
    signal,
  });
  return answer.result;
}
