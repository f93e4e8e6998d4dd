import { type GROUP_TRADE_STATUS_FILTERS, PAGE_SIZE, type Trade } from '@tradecircle/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../http/app-error.ts';
import { pageInfo, standingIn } from '../groups/index.ts';
import type { Viewer } from '../users/index.ts';
import { filterConditions, type ListDeps, parseFilters } from './trade-lists.service.ts';
import { presentTrade } from './trades.presenter.ts';
import { visibleTrades } from './trades.repository.ts';
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
};

/** A featured trade a visitor or non-member is shown: that it exists, never what it says. */
export type LockedTrade = {
  id: number;
  is_locked: true;
  status: string;
  created: string;
  is_featured: true;
  posted_by_group: { id: number; name: string; group_type: string };
};

/** How far past the page asked for a filtered view counts its trades (page_info then says at least). */
export const GROUP_PAGES_AHEAD = 10;

const STATUS_WORD: Record<GroupTradeQuery['tradeStatus'], string | undefined> = {
  ALL: undefined,
  Inactive: 'upcoming',
  Active: 'live',
  Closed: 'closed',
};

function conditions(query: GroupTradeQuery): SQL[] {
  if (query.startDate && !query.endDate) throw badRequest('end_date goes with start_date');
  const filters = parseFilters({
    status: STATUS_WORD[query.tradeStatus],
    sides: query.side,
    durations: query.durations,
    dates: query.startDate && query.endDate ? `${query.startDate},${query.endDate}` : undefined,
  });
  return [
    eq(trades.groupId, query.groupId),
    eq(trades.visibility, 'group'),
    ...(query.featured ? [eq(trades.isFeatured, true)] : []),
    ...filterConditions(filters),
  ];
}

/**
 * trade-list-view and groups/{id}/trades: a group's trades, newest first, for its admin and members
 * (through visibleTrades, so the member check is the one every read applies). Anyone else sees no
 * trade; of the featured ones they learn only that they exist (the page shows them locked).
 */
export async function listGroupTrades(
  deps: ListDeps,
  viewer: Viewer,
  query: GroupTradeQuery,
): Promise<{ results: (Trade | LockedTrade)[]; page_info: ReturnType<typeof pageInfo>; is_member: boolean }> {
  const { db } = deps;
  const standing = await standingIn(db, query.groupId, viewer?.userId ?? null);
  const where = and(...conditions(query));
  const offset = (query.page - 1) * query.pageSize;
  if (!standing.isAdmin && !standing.isMember) {
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
  const unfiltered =
    !query.featured && query.tradeStatus === 'ALL' && !query.side && !query.durations && !query.startDate;
  const [rows, counted] = await Promise.all([
    visible.rows(where).orderBy(desc(trades.createdAt), desc(trades.id)).limit(query.pageSize).offset(offset),
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
