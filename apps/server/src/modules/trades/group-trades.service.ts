import { type GROUP_TRADE_STATUS_FILTERS, type GroupTradePageAnswer, PAGE_SIZE } from '@tradecircle/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { pageInfo, standingIn } from '../groups/index.ts';
import type { Viewer } from '../users/index.ts';
import {
  filterConditions,
  filterShapeOf,
  filterValues,
  type ListDeps,
  NO_FILTERS,
  parseFilters,
  placeholderFilters,
  type TradeFilters,
} from './trade-lists.service.ts';
import { presentTrade } from './trades.presenter.ts';
import {
  confirmedTrade,
  placeholderViewer,
  type TradeRow,
  type ViewerShape,
  viewerShapeOf,
  viewerValues,
  visibleTrades,
} from './trades.repository.ts';
import { trades } from './trades.tables.ts';

export type GroupTradeQuery = {
  groupId: number;
  /** featured: the group's featured trades; anything else all of them. */
  featured: boolean;
  tradeStatus: (typeof GROUP_TRADE_STATUS_FILTERS)[number];
  page: number;
  pageSize: number;
  side?: string | undefined;
  durations?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The `filters` parameter as sent: a JSON object, read by parseGroupTradeFilters. */
  filters?: string | undefined;
};

/** How far past the page asked for a filtered view counts its trades (page_info then says at least). */
export const GROUP_PAGES_AHEAD = 10;

const STATUS_WORD: Record<GroupTradeQuery['tradeStatus'], string | undefined> = {
  ALL: undefined,
  Inactive: 'upcoming',
  Active: 'live',
  Closed: 'closed',
};

/** The keys `filters` takes: this call's own filter parameters (filter_by is trade_type's other name). */
export const GROUP_TRADE_FILTER_KEYS = [
  'trade_status',
  'trade_type',
  'filter_by',
  'duration',
  'start_date',
  'end_date',
] as const;
type GroupTradeFilterKey = (typeof GROUP_TRADE_FILTER_KEYS)[number];

const FILTERS_SHAPE =
  'filters must be a JSON object such as {"trade_type":"Buy","trade_status":"Live","duration":[1,3],"start_date":"2026-01-01","end_date":"2026-01-31"}';

/** One key's value as words: a word, a number or a list of them; null, "" and ALL filter nothing. */
function filterWords(key: GroupTradeFilterKey, value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (item === undefined || item === null || item === '') return [];
    if (typeof item === 'number') return [String(item)];
    if (typeof item !== 'string')
      throw badRequest(`filters: ${key} must be a word, a number or a list of them`);
    return item.trim().toUpperCase() === 'ALL' ? [] : [item];
  });
}

/**
 * trade-list-view's `filters` (groups-and-payments.md §7): the premium group page's desktop filters
 * (§2: Buy/Sell, status Live/Upcoming/Closed, date range, duration) as one JSON object whose keys
 * are this call's own filter parameters, e.g. {"trade_type":"Sell","trade_status":["Live","Upcoming"]}.
 * Absent, empty, `null` or `{}` filters nothing; anything else that is not such an object is a 400.
 */
export function parseGroupTradeFilters(text: string | undefined): TradeFilters {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined') return NO_FILTERS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw badRequest(FILTERS_SHAPE);
  }
  if (parsed === null) return NO_FILTERS;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(FILTERS_SHAPE);
  const given = parsed as Record<string, unknown>;
  const unknown = Object.keys(given).find(
    (key) => !(GROUP_TRADE_FILTER_KEYS as readonly string[]).includes(key),
  );
  if (unknown !== undefined) {
    throw badRequest(`filters: unknown filter ${unknown}; use ${GROUP_TRADE_FILTER_KEYS.join(', ')}`);
  }
  const words = (key: GroupTradeFilterKey) => filterWords(key, given[key]);
  const [from, to] = [words('start_date'), words('end_date')];
  if (from.length > 1 || to.length > 1)
    throw badRequest('filters: start_date and end_date are one date each');
  if (from.length !== to.length) throw badRequest('filters: start_date and end_date go together');
  const segments = {
    status: words('trade_status').join(','),
    sides: [...words('trade_type'), ...words('filter_by')].join(','),
    durations: words('duration').join(','),
    dates: from.length > 0 ? `${from[0]},${to[0]}` : undefined,
  };
  try {
    return parseFilters(segments);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw badRequest(`filters: ${error.message}`);
    throw error;
  }
}

/** The separate filter parameters (trade_status, filter_by / trade_type, duration, dates). */
function parameterFilters(query: GroupTradeQuery): TradeFilters {
  if (query.startDate && !query.endDate) throw badRequest('end_date goes with start_date');
  return parseFilters({
    status: STATUS_WORD[query.tradeStatus],
    sides: query.side,
    durations: query.durations,
    dates: query.startDate && query.endDate ? `${query.startDate},${query.endDate}` : undefined,
  });
}

/**
 * What a non-member's locked list may be narrowed by: only what it shows (status, posting date).
 * Side and duration are call details, so filtering on them would let an outsider probe them.
 */
const lockedOnly = (filters: TradeFilters): TradeFilters => ({ ...filters, sides: [], durations: [] });

/**
 * A reader's page of the group's trades, built once per viewer shape, featured or not and filter
 * shapes, with placeholders for the values, and prepared (as the feed's are: issue 29). The
 * conditions are the ones listGroupTrades states for a reader.
 */
const readerPageStatement = preparedOnce(
  (db: AppDb, name: string, shape: ViewerShape, featured: boolean, filterSets: TradeFilters[]) => {
    const where = and(
      eq(trades.groupId, sql.placeholder('groupId') as unknown as number),
      eq(trades.visibility, 'group'),
      ...(featured ? [eq(trades.isFeatured, true)] : []),
      ...filterSets.flatMap((filters, index) => filterConditions(placeholderFilters(filters, `f${index}_`))),
    );
    return visibleTrades(db, placeholderViewer(shape))
      .rows(where)
      .orderBy(desc(trades.createdAt), desc(trades.id))
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('offset') as unknown as number)
      .prepare(name);
  },
);

/**
 * trade-list-view and groups/{id}/trades: a group's trades, newest first, for its admin and members
 * (through visibleTrades, so the member check is the one every read applies). Anyone else sees no
 * trade; of the featured ones they learn only that they exist (the page shows them locked).
 */
export async function listGroupTrades(
  deps: ListDeps,
  viewer: Viewer,
  query: GroupTradeQuery,
): Promise<GroupTradePageAnswer> {
  const { db } = deps;
  // Both kinds of filter hold at once: the separate parameters and the `filters` object.
  const filterSets = [parameterFilters(query), parseGroupTradeFilters(query.filters)];
  const standing = await standingIn(db, query.groupId, viewer?.userId ?? null);
  const isReader = standing.isAdmin || standing.isMember;
  const where = and(
    eq(trades.groupId, query.groupId),
    eq(trades.visibility, 'group'),
    // A real trade awaiting its broker is its owner's alone, even as a locked card (visibleTrades
    // shows it to them on the readers' path).
    ...(isReader ? [] : [confirmedTrade()]),
    ...(query.featured ? [eq(trades.isFeatured, true)] : []),
    ...filterSets.flatMap((filters) => filterConditions(isReader ? filters : lockedOnly(filters))),
  );
  const offset = (query.page - 1) * query.pageSize;
  if (!isReader) {
    if (!query.featured)
      return { results: [], page_info: pageInfo(query.page, query.pageSize, 0), is_member: false };
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: trades.id, status: trades.status, createdAt: trades.createdAt })
        .from(trades)
        .where(where)
        .orderBy(desc(trades.createdAt), desc(trades.id))
        .limit(query.pageSize)
        .offset(offset),
      db.select({ n: count() }).from(trades).where(where),
    ]);
    const group = { id: standing.group.id, name: standing.group.name, group_type: standing.group.groupType };
    return {
      results: rows.map((row) => ({
        id: row.id,
        is_locked: true as const,
        status: row.status,
        created: row.createdAt.toISOString(),
        is_featured: true as const,
        posted_by_group: group,
      })),
      page_info: pageInfo(query.page, query.pageSize, total!.n),
      is_member: false,
    };
  }
  const visible = visibleTrades(db, viewer);
  const unfiltered = !query.featured && filterSets.every((filters) => filterConditions(filters).length === 0);
  const shape = viewerShapeOf(viewer);
  const name = `group_trades_${shape}_${query.featured ? 1 : 0}_${filterSets.map(filterShapeOf).join('_')}`;
  const page = readerPageStatement(db, name, shape, query.featured, filterSets);
  const [rows, counted] = await Promise.all([
    page.execute({
      ...viewerValues(viewer),
      ...Object.assign({}, ...filterSets.map((filters, index) => filterValues(filters, `f${index}_`))),
      groupId: query.groupId,
      limit: query.pageSize,
      offset,
    }) as Promise<TradeRow[]>,
    // The whole group: its kept count (posting and deleting keep it in their transactions). A filtered
    // view: counted up to GROUP_PAGES_AHEAD pages past this one, as the Home feed does; counting all
    // 100,000 trades of a large group took 150 ms (bench/README.md, Groups: trade-list-view).
    unfiltered
      ? Promise.resolve(standing.group.tradesCount)
      : db
          .select({ n: count() })
          .from(
            visible
              .aggregate({ one: sql`1` }, where)
              .limit(offset + (GROUP_PAGES_AHEAD + 1) * query.pageSize)
              .as('capped'),
          )
          .then(([row]) => row!.n),
  ]);
  // A reader who sees none of the group's trades (one who blocked its admin) sees a count of none.
  const total = query.page === 1 && rows.length === 0 ? 0 : counted;
  return {
    results: rows.map((row) => presentTrade(row, deps.quotes)),
    page_info: pageInfo(query.page, query.pageSize, total),
    is_member: true,
  };
}

export const GROUP_TRADE_PAGE_SIZE = PAGE_SIZE.groupTrades;
