import {
  findDuration,
  indiaDayStart,
  indiaMidnightOf,
  performanceVerificationOf,
  type Trade,
  type TradeCounts,
  type TradeListResponse,
  type TradeStatus,
} from '@tradecircle/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { parseIntArray } from '../../db/driver-results.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { followeesOf, followSummary } from '../follows/index.ts';
import { groupsWithMember } from '../groups/index.ts';
import type { QuoteBook } from '../market/index.ts';
import { findProfileByUserId, type Viewer } from '../users/index.ts';
import { stocksFollowedBy } from '../watchlists/index.ts';
import { presentTrade } from './trades.presenter.ts';
import {
  placeholderViewer,
  type TradeRow,
  tradeIdAmong,
  type ViewerShape,
  viewerShapeOf,
  viewerValues,
  visibleTradeRowsByIds,
  visibleTrades,
} from './trades.repository.ts';
import { trades } from './trades.tables.ts';

export const PROFILE_PAGE_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Profile tabs, chosen by index: 0 the trades the user posted, 1 the trades they followed (copied). */
export const PROFILE_TABS = ['posted', 'followed'] as const;

export type TradeFilters = {
  statuses: TradeStatus[];
  sides: ('Buy' | 'Sell')[];
  durations: number[];
  dates: { from: Date; to: Date } | null;
};

export const NO_FILTERS: TradeFilters = { statuses: [], sides: [], durations: [], dates: null };

const STATUS_WORDS: Record<string, TradeStatus[]> = {
  live: ['Active'],
  active: ['Active'],
  upcoming: ['Inactive'],
  inactive: ['Inactive'],
  // Closed lists past trades: closed ones and those that expired before going live.
  closed: ['Closed', 'expired'],
  expired: ['expired'],
};

function listSegment(segment: string | undefined): string[] {
  if (!segment || segment === 'null' || segment === 'undefined') return [];
  return segment
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** IST midnight of a YYYY-MM-DD date; a day the calendar does not have (2026-02-30) is refused, not rolled over. */
function istDayStart(text: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw badRequest(`Dates must look like 2026-11-20 (got ${text})`);
  const date = indiaMidnightOf(text);
  if (!date) throw badRequest(`Invalid date ${text}`);
  return date;
}

/** The path segments of filter-trades and all-trade-list; the word null stands for an empty filter. */
export function parseFilters(segments: {
  status?: string;
  sides?: string;
  durations?: string;
  dates?: string;
}): TradeFilters {
  const statuses = listSegment(segments.status).flatMap((word) => {
    const mapped = STATUS_WORDS[word.toLowerCase()];
    if (!mapped) throw badRequest(`Unknown status filter ${word}: use Live, Upcoming or Closed`);
    return mapped;
  });
  const sides = listSegment(segments.sides).map((word) => {
    const side = word.toLowerCase() === 'buy' ? 'Buy' : word.toLowerCase() === 'sell' ? 'Sell' : null;
    if (!side) throw badRequest(`Unknown side filter ${word}: use Buy or Sell`);
    return side;
  });
  const durations = listSegment(segments.durations).map((word) => {
    const duration = /^\d{1,3}$/.test(word) ? findDuration(Number(word)) : undefined;
    if (!duration) throw badRequest(`Unknown duration filter ${word}: use the ids of duration-list`);
    return duration.id;
  });
  const dateParts = listSegment(segments.dates?.replace(/[_~]/g, ','));
  let dates: TradeFilters['dates'] = null;
  if (dateParts.length > 0) {
    if (dateParts.length !== 2) throw badRequest('The date filter is two dates: from,to');
    const from = istDayStart(dateParts[0]!);
    const to = new Date(istDayStart(dateParts[1]!).getTime() + DAY_MS);
    if (to <= from) throw badRequest('The date range ends before it starts');
    dates = { from, to };
  }
  return { statuses, sides, durations, dates };
}

export function filterConditions(filters: TradeFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.statuses.length > 0) conditions.push(inArray(trades.status, filters.statuses));
  if (filters.sides.length > 0) conditions.push(inArray(trades.tradeType, filters.sides));
  if (filters.durations.length > 0) conditions.push(inArray(trades.durationId, filters.durations));
  if (filters.dates) {
    conditions.push(gte(trades.createdAt, filters.dates.from), lt(trades.createdAt, filters.dates.to));
  }
  return conditions;
}

function tabCondition(tab: number): SQL {
  if (tab === 0) return isNull(trades.copyOriginId);
  if (tab === 1) return isNotNull(trades.copyOriginId);
  throw badRequest('Unknown tab: 0 lists posted trades, 1 followed trades');
}

function pageOffset(page: number): number {
  if (!Number.isInteger(page) || page < 1) throw badRequest('Pages start at 1');
  return (page - 1) * PROFILE_PAGE_SIZE;
}

/** Today and the past week in IST, for the today / past_week / other grouping. */
function dayBoundaries(now: Date) {
  const todayStart = indiaDayStart(now);
  return { todayStart, weekStart: new Date(todayStart.getTime() - 7 * DAY_MS) };
}

export type ListDeps = { db: AppDb; quotes: QuoteBook };

/**
 * A profile tab's two statements, its counts by age and its page, built once per viewer shape, tab
 * and filter shape with placeholders for the values, and prepared (as the feed's are).
 */
const profileTabStatements = preparedOnce(
  (db: AppDb, name: string, shape: ViewerShape, tab: number, filters: TradeFilters) => {
    const owner = sql.placeholder('owner');
    const todayStart = sql.placeholder('todayStart');
    const weekStart = sql.placeholder('weekStart');
    const where = and(
      eq(trades.postedByUserId, owner as unknown as number),
      tabCondition(tab),
      ...filterConditions(placeholderFilters(filters)),
    );
    const visible = visibleTrades(db, placeholderViewer(shape));
    return {
      totals: visible
        .aggregate(
          {
            all: count(),
            today: sql<number>`count(*) filter (where ${trades.createdAt} >= ${todayStart})::int`,
            pastWeek: sql<number>`count(*) filter (where ${trades.createdAt} >= ${weekStart} and ${trades.createdAt} < ${todayStart})::int`,
          },
          where,
        )
        .prepare(`${name}_totals`),
      page: visible
        .rows(where)
        .orderBy(desc(trades.createdAt), desc(trades.id))
        .limit(PROFILE_PAGE_SIZE)
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page`),
    };
  },
);

/** trade-list and filter-trades: a user's trades of one tab as `viewer` may see them, grouped by age. */
export async function listProfileTrades(
  deps: ListDeps,
  viewer: Viewer,
  input: { ownerUserId: number; tab: number; page: number; filters: TradeFilters },
  now = new Date(),
): Promise<TradeListResponse> {
  const { filters } = input;
  tabCondition(input.tab);
  const offset = pageOffset(input.page);
  const shape = viewerShapeOf(viewer);
  const name = `profile_tab_${shape}_${input.tab}_${filterShapeOf(filters)}`;
  const tab = profileTabStatements(deps.db, name, shape, input.tab, filters);
  const { todayStart, weekStart } = dayBoundaries(now);
  const values = {
    ...viewerValues(viewer),
    owner: input.ownerUserId,
    todayStart,
    weekStart,
    offset,
    ...filterValues(filters),
  };
  const [totals] = await tab.totals.execute(values);
  const rows: TradeRow[] = await tab.page.execute(values);
  const result = rows.map((row) => presentTrade(row, deps.quotes));
  const createdAt = (trade: Trade) => new Date(trade.created).getTime();
  return {
    result,
    num: Math.ceil(totals!.all / PROFILE_PAGE_SIZE),
    today: result.filter((trade) => createdAt(trade) >= todayStart.getTime()),
    past_week: result.filter(
      (trade) => createdAt(trade) >= weekStart.getTime() && createdAt(trade) < todayStart.getTime(),
    ),
    other: result.filter((trade) => createdAt(trade) < weekStart.getTime()),
    count: {
      trade_today: totals!.today,
      trade_past_week: totals!.pastWeek,
      trade_other: totals!.all - totals!.today - totals!.pastWeek,
    },
  };
}

/** How many pages past the one asked for all-trade-list counts, at most (its num). */
export const FEED_PAGES_AHEAD = 10;

/**
 * The Home feed's trades for a signed-in viewer: their own, those of the users they follow, those on
 * the securities in their stock tabs, and those posted to the groups they are members of now (a
 * premium group's while their plan or trial runs; visibleTo still decides, inside the same query).
 * The lists are read once per query and hashed, so a newest-first scan of trades_feed_idx tests each
 * row in O(1); a visitor's feed is every public trade.
 */
function feedCondition(viewer: Viewer): SQL | undefined {
  if (!viewer) return undefined;
  const followedStocks = viewer.profileId
    ? sql` or ${trades.securityId} in (${stocksFollowedBy(viewer.profileId)})`
    : sql``;
  const memberGroups = sql` or (${trades.visibility} = 'group' and ${trades.groupId} in (${groupsWithMember(viewer.userId)}))`;
  return sql`(${trades.postedByUserId} = ${viewer.userId} or ${trades.postedByUserId} in (${followeesOf(viewer.userId)})${followedStocks}${memberGroups})`;
}

type Bound = number | ReturnType<typeof sql.placeholder>;
/** The page's place in the scan: its first and last match (1-based) and how far the scan reads. */
type ScanWindow = { first: Bound; last: Bound; reach: Bound };

const scanWindow = (offset: number) => ({
  first: offset + 1,
  last: offset + PROFILE_PAGE_SIZE,
  reach: offset + (FEED_PAGES_AHEAD + 1) * PROFILE_PAGE_SIZE,
});

/**
 * The scan of an all-trade-list page, the Home feed (feedCondition), newest first, with the filters:
 * it walks the feed index (trades_feed_idx, backwards: visibility, follows and filters tested on its
 * entries, no sort) once, up to FEED_PAGES_AHEAD pages past the page asked for, and answers the
 * page's ids and how many it matched (`reach`: exact when the feed ends before that, else a lower
 * bound that grows as the reader scrolls, so no page costs a count of the whole feed).
 */
function feedScan(db: AppDb, viewer: Viewer, filters: TradeFilters, window: ScanWindow) {
  const where = and(feedCondition(viewer), ...filterConditions(filters));
  const matches = visibleTrades(db, viewer)
    .aggregate({ id: trades.id, createdAt: trades.createdAt }, where)
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(window.reach as number)
    .as('matches');
  return db
    .select({
      reach: count(),
      ids: sql<
        number[] | string | null
      >`(array_agg(${matches.id} order by ${matches.createdAt} desc, ${matches.id} desc))[${window.first}:${window.last}]`,
    })
    .from(matches);
}

/** The page's two statements with their values in, for the feed benchmark's EXPLAIN. */
export function feedQueries(db: AppDb, viewer: Viewer, input: { page: number; filters: TradeFilters }) {
  return {
    scan: feedScan(db, viewer, input.filters, scanWindow(pageOffset(input.page))),
    rows: (ids: number[]) => visibleTrades(db, viewer).rows(tradeIdAmong(ids)),
  };
}

/** What a statement's text depends on of the filters: how many values each has. */
export const filterShapeOf = (filters: TradeFilters) =>
  `${filters.statuses.length}_${filters.sides.length}_${filters.durations.length}_${filters.dates ? 1 : 0}`;

/**
 * Filters of the same shape whose values are placeholders (filterValues, with the same prefix,
 * fills them); a statement with two filter sets gives each its own prefix.
 */
export function placeholderFilters(filters: TradeFilters, prefix = ''): TradeFilters {
  const named = (name: string, values: readonly unknown[]) =>
    values.map((_, index) => sql.placeholder(`${prefix}${name}${index}`));
  return {
    statuses: named('status', filters.statuses) as unknown as TradeStatus[],
    sides: named('side', filters.sides) as unknown as TradeFilters['sides'],
    durations: named('duration', filters.durations) as unknown as number[],
    dates: filters.dates
      ? ({
          from: sql.placeholder(`${prefix}from`),
          to: sql.placeholder(`${prefix}to`),
        } as unknown as TradeFilters['dates'])
      : null,
  };
}

export function filterValues(filters: TradeFilters, prefix = ''): Record<string, unknown> {
  const values: Record<string, unknown> = {
    [`${prefix}from`]: filters.dates?.from,
    [`${prefix}to`]: filters.dates?.to,
  };
  const put = (name: string, list: readonly unknown[]) =>
    list.forEach((value, index) => {
      values[`${prefix}${name}${index}`] = value;
    });
  put('status', filters.statuses);
  put('side', filters.sides);
  put('duration', filters.durations);
  return values;
}

const feedScanStatements = preparedOnce(
  (db: AppDb, name: string, shape: ViewerShape, filters: TradeFilters) => {
    const bounds = {
      first: sql.placeholder('first'),
      last: sql.placeholder('last'),
      reach: sql.placeholder('reach'),
    };
    return feedScan(db, placeholderViewer(shape), placeholderFilters(filters), bounds).prepare(name);
  },
);

/**
 * all-trade-list: a page of the feed: the scan (feedScan), then the page's rows
 * (visibleTradeRowsByIds). The scan is built once per viewer shape and filter shape, and prepared,
 * so a request does not rebuild its SQL in Drizzle (issue 29).
 */
export async function listAllTrades(
  deps: ListDeps,
  viewer: Viewer,
  input: { page: number; filters: TradeFilters },
): Promise<{ result: Trade[]; num: number }> {
  const { filters } = input;
  const shape = viewerShapeOf(viewer);
  const scan = feedScanStatements(deps.db, `feed_scan_${shape}_${filterShapeOf(filters)}`, shape, filters);
  const [scanned] = await scan.execute({
    ...viewerValues(viewer),
    ...filterValues(filters),
    ...scanWindow(pageOffset(input.page)),
  });
  const rows = await visibleTradeRowsByIds(deps.db, viewer, parseIntArray(scanned!.ids));
  return {
    result: rows.map((row) => presentTrade(row, deps.quotes)),
    num: Math.ceil(scanned!.reach / PROFILE_PAGE_SIZE),
  };
}

/** get-trades-count: counted over the trades `viewer` may see, like every list. */
export async function countTrades(deps: ListDeps, viewer: Viewer, ownerUserId: number): Promise<TradeCounts> {
  const [row] = await visibleTrades(deps.db, viewer).aggregate(
    {
      posted: sql<number>`count(*) filter (where ${trades.copyOriginId} is null)::int`,
      followed: sql<number>`count(*) filter (where ${trades.copyOriginId} is not null)::int`,
      inactive: sql<number>`count(*) filter (where ${trades.status} = 'Inactive')::int`,
      active: sql<number>`count(*) filter (where ${trades.status} = 'Active')::int`,
      closed: sql<number>`count(*) filter (where ${trades.status} in ('Closed', 'expired'))::int`,
    },
    eq(trades.postedByUserId, ownerUserId),
  );
  return {
    posted_count: row!.posted,
    followed_count: row!.followed,
    inactive_count: row!.inactive,
    active_count: row!.active,
    closed_count: row!.closed,
  };
}

/** profile-details: a profile with the trade counts `viewer` may see. */
export async function getProfileDetails(deps: ListDeps, viewer: Viewer, userId: number) {
  const profile = await findProfileByUserId(deps.db, userId);
  if (!profile) throw notFound('Profile not found');
  const follows = await followSummary(deps.db, viewer?.userId, profile.userId);
  return {
    id: profile.id,
    user_id: profile.userId,
    name: profile.name,
    profile_image: profile.profileImage,
    bio: profile.bio,
    is_sebi_registered: profile.isSebiRegistered,
    sebi_user_type: profile.sebiUserType,
    is_own_profile: viewer?.userId === profile.userId,
    trade_counts: await countTrades(deps, viewer, profile.userId),
    followers_count: follows.followersCount,
    following_count: follows.followingCount,
    is_followed: follows.isFollowed,
    performance_verification: performanceVerificationOf(profile.parrvaReference, profile.parrvaVerifiedOn),
  };
}
