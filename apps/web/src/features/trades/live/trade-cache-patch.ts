/**
 * What a pushed trade change does to the query cache: the copies of the trade are patched in place
 * by id (detail, bare trade, every cached list page holding it), the owner's cached counts move from
 * the old status to the new, and what cannot be patched in place (a new, edited or deleted trade; a
 * trade leaving or entering a filtered list) is answered with the query keys to invalidate.
 */
import type { InfiniteData, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  applyTradeChange,
  isPatchableTradeChange,
  type PatchableTradeChange,
  type ProfileDetails,
  type Trade,
  type TradeChangeEvent,
  type TradeCounts,
  type TradeListResponse,
  type TradeStatus,
} from '@tradecircle/domain';
import type { AllTradeFilters, TradeFilters } from '../api.ts';
import { tradeKeys } from '../query-keys.ts';

type ListPage = Partial<Pick<TradeListResponse, 'result' | 'today' | 'past_week' | 'other'>>;
const LIST_PARTS = ['result', 'today', 'past_week', 'other'] as const;

/** Where each cached list lives under tradeKeys.lists(), and which statuses it shows. */
type ListQuery =
  | { kind: 'trades'; ownerId: number; statuses: readonly TradeStatus[] }
  | { kind: 'reports' }
  | { kind: 'other' };

function describeList(key: QueryKey): ListQuery {
  const [, , kind, ownerId, tabOrFilters, filters] = key as readonly unknown[];
  if (kind === 'user') return { kind: 'trades', ownerId: ownerId as number, statuses: [] };
  if (kind === 'filtered') {
    return { kind: 'trades', ownerId: ownerId as number, statuses: (filters as TradeFilters).status };
  }
  if (kind === 'all') {
    const status = (tabOrFilters as AllTradeFilters).status;
    return { kind: 'trades', ownerId: ownerId as number, statuses: status ? [status] : [] };
  }
  if (kind === 'reports') return { kind: 'reports' };
  return { kind: 'other' };
}

/** As the list calls filter: no statuses is every status, and Closed also lists expired trades. */
function showsStatus(statuses: readonly TradeStatus[], status: TradeStatus): boolean {
  return (
    statuses.length === 0 ||
    statuses.includes(status) ||
    (status === 'expired' && statuses.includes('Closed'))
  );
}

/** The status before a change, for a trade no cached copy shows: what each transition starts from. */
const STARTS_FROM: Partial<Record<TradeChangeEvent['type'], TradeStatus>> = {
  'trade.activated': 'Inactive',
  'trade.target_reached': 'Active',
  'trade.closed': 'Active',
  'trade.exited': 'Active',
  // The engine expires Upcoming trades only; a Live one past its window is closed at the live price.
  'trade.expired': 'Inactive',
};

const COUNT_OF: Record<TradeStatus, keyof TradeCounts> = {
  Inactive: 'inactive_count',
  Active: 'active_count',
  Closed: 'closed_count',
  expired: 'closed_count',
};

/** Applies one pushed change to the cache; answers the query keys only a refetch can bring up to date. */
export function patchTradeCaches(queryClient: QueryClient, event: TradeChangeEvent): QueryKey[] {
  if (!isPatchableTradeChange(event)) return refetchAfter(queryClient, event);
  const previous = cachedStatus(queryClient, event.trade_id) ?? STARTS_FROM[event.type];
  const toInvalidate: QueryKey[] = [];

  const patch = <T extends Trade>(trade: T | undefined) =>
    trade && trade.id === event.trade_id ? applyTradeChange(trade, event) : trade;
  queryClient.setQueryData<Trade>(tradeKeys.detail(event.trade_id), patch);
  queryClient.setQueryData<Trade>(tradeKeys.trade(event.trade_id), patch);

  for (const query of listQueries(queryClient)) {
    const list = describeList(query.queryKey);
    const holdsTrade = listHolds(query.state.data, event.trade_id);
    if (list.kind === 'reports') {
      if (holdsTrade) toInvalidate.push(query.queryKey);
      continue;
    }
    if (list.kind !== 'trades') continue;
    const showsNow = showsStatus(list.statuses, event.status);
    if (holdsTrade && showsNow) {
      queryClient.setQueryData<InfiniteData<ListPage>>(query.queryKey, (data) => patchPages(data, event));
    } else if (holdsTrade) {
      toInvalidate.push(query.queryKey);
    } else if (
      showsNow &&
      list.ownerId === event.posted_by_id &&
      (previous === undefined || !showsStatus(list.statuses, previous))
    ) {
      // The trade enters a list that filters by status: where it goes in the order is the server's call.
      toInvalidate.push(query.queryKey);
    }
  }

  if (previous === undefined) toInvalidate.push(...countKeys(event.posted_by_id));
  else if (previous !== event.status) moveCounts(queryClient, event.posted_by_id, previous, event.status);
  return toInvalidate;
}

/** A new, edited or deleted trade, or a change without its fields: the server's answer is needed. */
function refetchAfter(queryClient: QueryClient, event: TradeChangeEvent): QueryKey[] {
  const single = [tradeKeys.detail(event.trade_id), tradeKeys.trade(event.trade_id)];
  if (event.type === 'trade.deleted') {
    for (const key of single) queryClient.removeQueries({ queryKey: key, exact: true });
  }
  const lists = event.type === 'trade.deleted' ? [tradeKeys.lists()] : [...single, tradeKeys.lists()];
  // An edit keeps the status; the others may change what the counts count.
  return event.type === 'trade.updated' ? lists : [...lists, ...countKeys(event.posted_by_id)];
}

function countKeys(ownerId: number): QueryKey[] {
  return [tradeKeys.countsOf(ownerId), [...tradeKeys.profiles(), 'details', ownerId]];
}

function moveCounts(queryClient: QueryClient, ownerId: number, from: TradeStatus, to: TradeStatus): void {
  const move = (counts: TradeCounts): TradeCounts => {
    if (COUNT_OF[from] === COUNT_OF[to]) return counts;
    return {
      ...counts,
      [COUNT_OF[from]]: Math.max(0, counts[COUNT_OF[from]] - 1),
      [COUNT_OF[to]]: counts[COUNT_OF[to]] + 1,
    };
  };
  queryClient.setQueryData<TradeCounts>(tradeKeys.countsOf(ownerId), (counts) => counts && move(counts));
  queryClient.setQueriesData<ProfileDetails>(
    { queryKey: [...tradeKeys.profiles(), 'details', ownerId] },
    (profile) => profile && { ...profile, trade_counts: move(profile.trade_counts) },
  );
}

function cachedStatus(queryClient: QueryClient, tradeId: number): TradeStatus | undefined {
  const single =
    queryClient.getQueryData<Trade>(tradeKeys.detail(tradeId)) ??
    queryClient.getQueryData<Trade>(tradeKeys.trade(tradeId));
  if (single) return single.status;
  for (const query of listQueries(queryClient)) {
    if (describeList(query.queryKey).kind !== 'trades') continue;
    const found = tradesOf(query.state.data).find((trade) => trade.id === tradeId);
    if (found) return found.status;
  }
  return undefined;
}

function listQueries(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().findAll({ queryKey: tradeKeys.lists() });
}

function pagesOf(data: unknown): unknown[] {
  const pages = (data as InfiniteData<unknown> | undefined)?.pages;
  return Array.isArray(pages) ? pages : data === undefined ? [] : [data];
}

function tradesOf(data: unknown): Trade[] {
  return pagesOf(data).flatMap((page) => (page as ListPage).result ?? []);
}

/** Trade lists and report pages alike keep their rows, each with the trade's id, in these parts. */
function listHolds(data: unknown, tradeId: number): boolean {
  return pagesOf(data).some((page) =>
    LIST_PARTS.some((part) => ((page as ListPage)[part] ?? []).some((row) => row.id === tradeId)),
  );
}

/** The pages with the trade replaced wherever it appears; untouched arrays keep their identity. */
function patchPages(
  data: InfiniteData<ListPage> | undefined,
  event: PatchableTradeChange,
): InfiniteData<ListPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      let next = page;
      for (const part of LIST_PARTS) {
        const trades = page[part];
        if (!trades?.some((trade) => trade.id === event.trade_id)) continue;
        next = {
          ...next,
          [part]: trades.map((trade) =>
            trade.id === event.trade_id ? applyTradeChange(trade, event) : trade,
          ),
        };
      }
      return next;
    }),
  };
}
