/** The trade calls of trades.md §7, typed by the server contract in the domain package (base `/backend/`). */
import {
  type AddCommentBody,
  COMMENT_ENDPOINTS,
  type CommentOrder,
  type CreateTradeBody,
  type FeatureTradeBody,
  GAMIFICATION_ENDPOINTS,
  type LivePriceRequest,
  MARKET_ENDPOINTS,
  TRADE_ENDPOINTS,
  type TradeStatus,
  type TradeType,
  type UpdateTradeBody,
  USER_ENDPOINTS,
} from '@tradecircle/domain';
import { isLoginValid } from '../../shared/api/auth-state.ts';
import { call } from '../../shared/api/call.ts';

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

/** A list filter's path param: its values joined by commas (the call encodes it), or the word null. */
function listParam(values: readonly (string | number)[]): string {
  return values.length === 0 ? EMPTY_FILTER : values.join(',');
}

function valueParam(value: string | number | null): string {
  return value === null ? EMPTY_FILTER : String(value);
}

/** The filter-trades path params after the page: status, sides, durations, dates (`from,to`). */
function filterParams(filters: TradeFilters) {
  return {
    status: listParam(filters.status),
    sides: listParam(filters.sides),
    durations: listParam(filters.durations),
    dates: listParam(filters.dates ? [filters.dates.from, filters.dates.to] : []),
  };
}

/** The filter-trades path segments after the page, as the call writes them. */
export function filterSegments(filters: TradeFilters): string {
  return Object.values(filterParams(filters)).map(encodeURIComponent).join('/');
}

export function fetchDurationList(signal?: AbortSignal) {
  return call(TRADE_ENDPOINTS.durationList, { auth: 'optional', signal });
}

/** The trade with its comments; a 404 (hidden or deleted) is the detail dialog's to explain. */
export function fetchTradeDetail(id: number, signal?: AbortSignal) {
  return call(TRADE_ENDPOINTS.tradeDetail, {
    params: { id },
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
  return call(COMMENT_ENDPOINTS.tradeComments, {
    params: { trade_id: tradeId },
    auth: 'optional',
    query: { page, order },
    // Several dialogs' pages may load side by side.
    keepPrevious: true,
    signal,
    handledStatuses: [404],
  });
}

/** update-live-price: a security's live price and previous close, until the live channel ticks. */
export function fetchLivePrice(securityId: number, signal?: AbortSignal) {
  const body: LivePriceRequest = { id: securityId };
  return call(MARKET_ENDPOINTS.livePrice, {
    body,
    auth: 'none',
    abortKey: `update-live-price ${securityId}`,
    signal,
    // A security that has gone shows no price, and no snackbar either.
    handledStatuses: [404],
  });
}

export function fetchTrade(id: number, signal?: AbortSignal) {
  return call(TRADE_ENDPOINTS.trade, { params: { id }, auth: 'optional', signal });
}

// Posting and owner actions: a 403 is a business refusal (not a member, not the owner) with a
// message, not a lost session, so callers show it instead of the catalogue signing the user out.
const REFUSABLE = [403] as const;

export function createTrade(body: CreateTradeBody) {
  return call(TRADE_ENDPOINTS.createTrade, { body, keepPrevious: true, handledStatuses: REFUSABLE });
}

export function postGroupTrade(groupId: number, body: CreateTradeBody) {
  return call(TRADE_ENDPOINTS.postGroupTrade, {
    params: { groupId },
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function updateTradeDetail(body: UpdateTradeBody) {
  return call(TRADE_ENDPOINTS.updateTrade, { body, keepPrevious: true, handledStatuses: REFUSABLE });
}

/** `quiet` for the silent cleanup after a failed real trade (trades.md §4): no snackbar at all. */
export function deleteTrade(id: number, { quiet = false }: { quiet?: boolean } = {}) {
  return call(TRADE_ENDPOINTS.deleteTrade, {
    body: { id },
    keepPrevious: true,
    handledStatuses: quiet ? [400, 403, 404, 440] : REFUSABLE,
  });
}

export function exitTrade(id: number) {
  return call(TRADE_ENDPOINTS.exitTrade, { body: { id }, keepPrevious: true, handledStatuses: REFUSABLE });
}

/** Equity trades go through the trade detail patch, futures-and-options trades through fando-trade-patch. */
export function setTradeFeatured(id: number, isFeatured: boolean, isFno = false) {
  const body: FeatureTradeBody = { id, is_featured: isFeatured, request_type: 'featured' };
  return call(isFno ? TRADE_ENDPOINTS.featureFnoTrade : TRADE_ENDPOINTS.featureTrade, {
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function updateReasoning(tradeId: number, reason: string) {
  return call(TRADE_ENDPOINTS.updateReasoning, {
    params: { trade_id: tradeId },
    body: { reason },
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** `profileId` is the commenter's profile id (trades.md §3 Comment: sent as user_id). */
export function addTradeComment(tradeId: number, comment: string, profileId: number, isFno = false) {
  const body: AddCommentBody = { comment, user_id: profileId };
  const options = { body, keepPrevious: true, handledStatuses: REFUSABLE };
  return isFno
    ? call(COMMENT_ENDPOINTS.addFnoComment, { params: { id: tradeId }, ...options })
    : call(COMMENT_ENDPOINTS.addTradeComment, { params: { trade_id: tradeId }, ...options });
}

export function fetchUserTradeList(userId: number, tab: number, page: number, signal?: AbortSignal) {
  return call(TRADE_ENDPOINTS.tradeList, { params: { userId, tab, page }, auth: 'optional', signal });
}

export function fetchFilteredTrades(
  userId: number,
  tab: number,
  page: number,
  filters: TradeFilters,
  signal?: AbortSignal,
) {
  return call(TRADE_ENDPOINTS.filterTrades, {
    params: { tab, userId, page, ...filterParams(filters) },
    // Changing a filter replaces the list: the older filter's answer is not wanted any more.
    auth: 'optional',
    abortKey: `filter-trades ${userId} ${tab} ${page}`,
    signal,
  });
}

export function fetchAllTradeList(
  userId: number,
  page: number,
  filters: AllTradeFilters,
  signal?: AbortSignal,
) {
  return call(TRADE_ENDPOINTS.allTradeList, {
    params: {
      userId: String(userId),
      page,
      status: valueParam(filters.status),
      buySell: valueParam(filters.buySell),
      duration: valueParam(filters.duration),
    },
    auth: 'optional',
    abortKey: `all-trade-list ${userId} ${page}`,
    signal,
  });
}

export function fetchTradeCounts(userId: number, signal?: AbortSignal) {
  return call(TRADE_ENDPOINTS.tradeCounts, { params: { userId }, auth: 'optional', signal });
}

/** `requestUser` is the viewer's user id (the spec's query; the server also reads the bearer token). */
export async function fetchProfileDetails(userId: number, requestUser: number | null, signal?: AbortSignal) {
  const answer = await call(USER_ENDPOINTS.profileDetails, {
    params: { userId },
    auth: 'optional',
    query: { request_user: requestUser === null ? undefined : String(requestUser) },
    signal,
  });
  return answer.result;
}

/** Every status the shared error catalogue would react to: a share report's failure is nobody's business. */
const SILENT_STATUSES = [400, 401, 403, 404, 440] as const;

/**
 * Tells the server a signed-in user shared a trade (its Share a trade task pays coins). Fire and
 * forget: a visitor's share sends nothing, and a failure changes nothing on screen.
 */
export function reportTradeShared(tradeId: number): void {
  if (!isLoginValid()) return;
  call(GAMIFICATION_ENDPOINTS.shareTrade, {
    params: { trade_id: tradeId },
    auth: 'optional',
    keepPrevious: true,
    handledStatuses: SILENT_STATUSES,
  }).catch(() => {});
}
