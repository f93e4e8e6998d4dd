import { type DomainEvent, isAwaitingBroker } from '@tradecircle/domain';
import { type AnyColumn, and, asc, eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { parseIntArray } from '../../db/driver-results.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { commentCountOf } from '../comments/index.ts';
import { followedBy } from '../follows/index.ts';
import { activeMembership, countGroupTrade, groupJoin } from '../groups/index.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { securityJoin } from '../securities/index.ts';
import { profileJoin, type Viewer } from '../users/index.ts';
import { profilesSavingTrade, securitySavedBy, tradeSavedBy } from '../watchlists/index.ts';
import { recordTradeChange } from './trade-change-record.ts';
import { type TradeEvent, tradeChanged, tradeFacts } from './trade-events.ts';
import { unlockedBy } from './trade-grants.ts';
import { deletedDraft, postedDraft, stepDraft } from './trade-record-drafts.ts';
import { trades } from './trades.tables.ts';

export type TradeRecord = typeof trades.$inferSelect;

const originTrades = alias(trades, 'origin_trades');
const originProfiles = alias(profileJoin.table, 'origin_profiles');

type VisibilityColumns = {
  id: AnyColumn;
  visibility: AnyColumn;
  postedByUserId: AnyColumn;
  groupId: AnyColumn;
  isReal: AnyColumn;
  status: AnyColumn;
};

/**
 * A real trade whose entry the broker has confirmed, or a virtual one: not the domain's
 * isAwaitingBroker (a real trade still Upcoming, whose order has not filled). Only its owner sees
 * one awaiting the broker; it may never reach one (the broker's sweep removes it after
 * REAL_TRADE_CONFIRM_MINUTES).
 */
export function confirmedTrade(table: Pick<VisibilityColumns, 'isReal' | 'status'> = trades): SQL {
  return sql`not (${table.isReal} and ${table.status} = 'Inactive')`;
}

/**
 * Who may read a trade, inside the query: the same rule as the domain's canSeeTrade (public
 * `followers` trades to everyone, private ones to their owner, group ones to their owner and the
 * group's members now: one probe of group_members' unique (group, user) index, so a member who
 * leaves loses them with the commit; a closed premium call also to a user who unlocked it with coins,
 * trade-grants.ts; a real trade awaiting its broker to its owner only). Only
 * visibleTrades below and the copy-origin join use it: every read goes through visibleTrades. A
 * user the viewer blocked (report-and-block) is gone from all of them: their trades, and the origin
 * of a copy of theirs.
 */
function visibleTo(viewer: Viewer, table: VisibilityColumns = trades): SQL {
  if (!viewer) return sql`(${table.visibility} = 'followers' and ${confirmedTrade(table)})`;
  return sql`((${table.postedByUserId} = ${viewer.userId}
    or ((${table.visibility} = 'followers'
      or (${table.visibility} = 'group' and (${activeMembership(viewer.userId, table.groupId)}
        or ${unlockedBy(viewer.userId, table.id)})))
      and ${confirmedTrade(table)}))
    and ${notBlockedBy(viewer.userId, table.postedByUserId)})`;
}

/**
 * The public calls (what a visitor may see: followers-visible, and not a real trade awaiting its
 * broker), for scans that rank or count calls outside any viewer (trending, the movers).
 */
export function publicCall(): SQL {
  return sql`(${trades.visibility} = 'followers' and ${confirmedTrade()})`;
}

function savedByViewer(viewer: Viewer, column: 'trade' | 'stock'): SQL<boolean> {
  if (!viewer?.profileId) return sql<boolean>`false`;
  return column === 'trade'
    ? tradeSavedBy(viewer.profileId, trades.id)
    : securitySavedBy(viewer.profileId, trades.securityId);
}

/**
 * The viewer's follow flags: is_following_user (the viewer follows the poster) and is_follower (the
 * viewer copied this trade: a trade of theirs has it as copy origin, trades_copy_origin_idx).
 */
function followFlags(viewer: Viewer) {
  if (!viewer) return { isFollowingUser: sql<boolean>`false`, isFollower: sql<boolean>`false` };
  return {
    isFollowingUser: followedBy(viewer.userId, trades.postedByUserId),
    // offset 0 keeps this a probe per listed row: without it the planner may hash every trade the
    // viewer ever posted first (45 ms for an expert with 100,000 trades; bench/README.md, Groups).
    isFollower: sql<boolean>`exists (select 1 from ${trades} as viewer_copies where viewer_copies.copy_origin_id = ${trades.id} and viewer_copies.posted_by_user_id = ${viewer.userId} offset 0)`,
  };
}

/** The trade columns every trade answer needs, joined once. */
export function tradeSelection(viewer: Viewer) {
  return {
    trade: trades,
    security: {
      id: securityJoin.id,
      name: securityJoin.name,
      symbol: securityJoin.symbol,
      exchange: securityJoin.exchange,
      logo: securityJoin.logo,
      instrumentType: securityJoin.instrumentType,
      lotSize: securityJoin.lotSize,
    },
    poster: {
      name: profileJoin.name,
      image: profileJoin.image,
      isSebiRegistered: profileJoin.isSebiRegistered,
    },
    copyOriginName: originProfiles.name,
    group: { id: groupJoin.id, name: groupJoin.name, groupType: groupJoin.groupType },
    commentsCount: commentCountOf('trade', trades.id, viewer?.userId),
    isTradeSaved: savedByViewer(viewer, 'trade'),
    isSecuritySaved: savedByViewer(viewer, 'stock'),
    ...followFlags(viewer),
  };
}

function selectTrades(db: AppDb, viewer: Viewer) {
  return (
    db
      .select(tradeSelection(viewer))
      .from(trades)
      .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
      .innerJoin(profileJoin.table, eq(profileJoin.id, trades.postedByProfileId))
      // A copy names its origin's poster only while the viewer may still see the origin.
      .leftJoin(originTrades, and(eq(originTrades.id, trades.copyOriginId), visibleTo(viewer, originTrades)))
      .leftJoin(originProfiles, eq(originProfiles.id, originTrades.postedByProfileId))
      .leftJoin(groupJoin.table, eq(groupJoin.id, trades.groupId))
      .$dynamic()
  );
}

export type TradeRow = Awaited<ReturnType<ReturnType<typeof selectTrades>['execute']>>[number];

/**
 * The one way to read trades for a user: every query it builds carries the viewer's visibility
 * condition, and the conditions a caller passes are added to it, never put in its place. Reads
 * that bypass it are the owner's own actions (findTradeRecord, findTradeWithSecurity: the caller
 * checks who asks) and the lifecycle engine's.
 */
export function visibleTrades(db: AppDb, viewer: Viewer) {
  const visibility = visibleTo(viewer);
  return {
    /** Trade rows with their security, poster and the viewer's flags; order and page it as you like. */
    rows: (...conditions: (SQL | undefined)[]) =>
      selectTrades(db, viewer)
        .where(and(visibility, ...conditions))
        .$dynamic(),
    /** Aggregates (counts) over the same trades. */
    aggregate: <Fields extends SelectedFields>(fields: Fields, ...conditions: (SQL | undefined)[]) =>
      db
        .select(fields)
        .from(trades)
        .where(and(visibility, ...conditions)),
  };
}

/** What a statement's text depends on of its viewer: whether there is one, and whether they have a profile. */
export type ViewerShape = 'visitor' | 'user' | 'profile';
export const viewerShapeOf = (viewer: Viewer): ViewerShape =>
  !viewer ? 'visitor' : viewer.profileId ? 'profile' : 'user';

/** The trades whose id is among `ids` (a value or a placeholder: one parameter, whatever the count). */
export const tradeIdAmong = (ids: readonly number[] | ReturnType<typeof sql.placeholder>): SQL =>
  sql`${trades.id} = any(${Array.isArray(ids) ? sql.param([...ids]) : ids}::int[])`;

/**
 * A viewer of this shape whose ids are placeholders, for statements built once per shape: the
 * visibility and flag conditions only interpolate the ids into SQL, where Drizzle takes a placeholder
 * as it takes a value (the type says number; only the statements built here see this viewer).
 */
export function placeholderViewer(shape: ViewerShape): Viewer {
  if (shape === 'visitor') return null;
  return {
    userId: sql.placeholder('viewerUserId'),
    profileId: shape === 'profile' ? sql.placeholder('viewerProfileId') : null,
  } as unknown as Viewer;
}

/** The values of placeholderViewer's placeholders. */
export const viewerValues = (viewer: Viewer) => ({
  viewerUserId: viewer?.userId,
  viewerProfileId: viewer?.profileId,
});

const rowsByIds = preparedOnce((db: AppDb, name: string, shape: ViewerShape) => {
  const viewer = placeholderViewer(shape);
  return selectTrades(db, viewer)
    .where(and(visibleTo(viewer), tradeIdAmong(sql.placeholder('ids'))))
    .prepare(name);
});

/**
 * The trades of `ids` that `viewer` may see, in the order of `ids` (a list's page once its ids are
 * known: the Home feed, the trending lists), prepared once per viewer shape (preparedOnce).
 */
export async function visibleTradeRowsByIds(
  db: AppDb,
  viewer: Viewer,
  ids: readonly number[],
): Promise<TradeRow[]> {
  if (ids.length === 0) return [];
  const shape = viewerShapeOf(viewer);
  const rows: TradeRow[] = await rowsByIds(db, `visible_trades_by_ids_${shape}`, shape).execute({
    ...viewerValues(viewer),
    ids: [...ids],
  });
  const byId = new Map(rows.map((row) => [row.trade.id, row] as const));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const idsAmong = preparedOnce((db: AppDb, name: string, shape: ViewerShape) =>
  visibleTrades(db, placeholderViewer(shape))
    .aggregate({ id: trades.id }, tradeIdAmong(sql.placeholder('ids')))
    .prepare(name),
);

/** Which of `ids` `viewer` may see (a ranked list's reach), prepared once per viewer shape. */
export async function visibleTradeIdsAmong(
  db: AppDb,
  viewer: Viewer,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const shape = viewerShapeOf(viewer);
  const rows: { id: number }[] = await idsAmong(db, `visible_trade_ids_among_${shape}`, shape).execute({
    ...viewerValues(viewer),
    ids: [...ids],
  });
  return new Set(rows.map((row) => row.id));
}

/** One trade as the viewer may see it, or undefined when it does not exist or is not visible. */
export async function findVisibleTrade(
  db: AppDb,
  viewer: Viewer,
  tradeId: number,
): Promise<TradeRow | undefined> {
  const [row] = await visibleTrades(db, viewer).rows(eq(trades.id, tradeId));
  return row;
}

export async function findTradeRecord(db: AppDb, tradeId: number): Promise<TradeRecord | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, tradeId));
  return row;
}

/** Trades whatever their visibility, each with what a broker order needs of its security. */
function tradesWithOrderSecurity(db: AppDb) {
  return db
    .select({
      trade: trades,
      security: {
        id: securityJoin.id,
        symbol: securityJoin.symbol,
        exchange: securityJoin.exchange,
        instrumentType: securityJoin.instrumentType,
        lotSize: securityJoin.lotSize,
      },
    })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId));
}

/** A trade whatever its visibility, with what a broker order needs of its security (the owner's calls check who asks). */
export async function findTradeWithSecurity(db: AppDb, tradeId: number) {
  const [row] = await tradesWithOrderSecurity(db).where(eq(trades.id, tradeId));
  return row;
}

/**
 * Real trades still awaiting their broker that were created before `createdBefore`, oldest first, at
 * most `limit`, with what a broker order needs of their security (trades_awaiting_broker_idx): the
 * broker's sweep settles them.
 */
export async function realTradesAwaitingBroker(db: AppDb, createdBefore: Date, limit: number) {
  return tradesWithOrderSecurity(db)
    .where(and(eq(trades.isReal, true), eq(trades.status, 'Inactive'), lt(trades.createdAt, createdBefore)))
    .orderBy(asc(trades.createdAt), asc(trades.id))
    .limit(limit);
}

export type ManualExit = {
  tradeId: number;
  price: number;
  at: Date;
  /** What the owner asked for: a plain exit, or a real trade squared off at its stop loss or target. */
  closingReason: 'manual' | 'stop_loss' | 'target';
  /** Only a trade of this kind (virtual exits and broker exits each close their own). */
  isReal: boolean;
};

/**
 * Closes a Live trade by the owner's hand (trade_exit_type) and records the `exited` step in the
 * track record; call it inside a transaction. Undefined when the trade is not Live (any more), so
 * nothing is written twice.
 */
export async function closeLiveTradeByHand(tx: AppDb, exit: ManualExit): Promise<TradeRecord | undefined> {
  const [row] = await tx
    .update(trades)
    .set({
      status: 'Closed',
      exitPrice: exit.price,
      isManualExit: true,
      closingReason: exit.closingReason,
      closedAt: exit.at,
      version: sql`${trades.version} + 1`,
    })
    .where(and(eq(trades.id, exit.tradeId), eq(trades.status, 'Active'), eq(trades.isReal, exit.isReal)))
    .returning();
  if (!row) return undefined;
  await recordTradeChange(tx, {
    record: [
      stepDraft(row, 'exited', exit.at, { status: 'Closed', step: row.currentStep, price: exit.price }),
    ],
    events: [
      exit.isReal
        ? tradeChanged(row, 'trade.closed', { price: exit.price, step: row.currentStep })
        : tradeChanged(row, 'trade.exited', {
            price: exit.price,
            // Everything the exit changed, so live cards patch the trade in place instead of refetching.
            fields: {
              current_step: row.currentStep,
              exit_price: row.exitPrice,
              closing_reason: row.closingReason,
              trade_closing_time: row.closedAt?.toISOString() ?? null,
              trade_exit_type: row.isManualExit,
            },
          }),
    ],
  });
  return row;
}

/**
 * The broker filled a real Upcoming trade's entry: it goes Live at the fill price, with its
 * `activated` event; call it inside a transaction. Undefined when it is no longer a real Upcoming trade.
 * Only now does anyone but its owner see it (awaitsBroker), so only now is it posted as far as the
 * others are concerned: the track record's `posted` entry (its terms as they are now,
 * at its creation time), the group's count, and the notifications of a new trade (and of a copy)
 * before the one of going Live, as a virtual trade entering at the market tells them.
 */
export async function activateRealTradeAtFill(
  tx: AppDb,
  fill: { tradeId: number; price: number; at: Date },
): Promise<TradeRecord | undefined> {
  const [row] = await tx
    .update(trades)
    .set({ status: 'Active', entryPrice: fill.price, liveAt: fill.at, version: sql`${trades.version} + 1` })
    .where(and(eq(trades.id, fill.tradeId), eq(trades.status, 'Inactive'), eq(trades.isReal, true)))
    .returning();
  if (!row) return undefined;
  if (row.groupId !== null) await countGroupTrade(tx, row.groupId, 1, fill.at);
  await recordTradeChange(tx, {
    record: [
      postedDraft(row),
      stepDraft(row, 'activated', fill.at, { status: 'Active', step: row.currentStep, price: fill.price }),
    ],
    events: [
      ...(await postedEvents(tx, row)),
      tradeChanged(row, 'trade.activated', { price: fill.price, step: row.currentStep }),
    ],
  });
  return row;
}

/**
 * What posting a trade tells the others (notifications): a new trade, and the copy of another's.
 * A real trade tells it when its broker confirms the entry (activateRealTradeAtFill), not before.
 */
async function postedEvents(tx: AppDb, trade: TradeRecord): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [tradeChanged(trade, 'trade.posted')];
  if (trade.copyOriginId === null) return events;
  const [origin] = await tx
    .select({ ownerUserId: trades.postedByUserId })
    .from(trades)
    .where(eq(trades.id, trade.copyOriginId));
  if (origin) {
    events.push({
      type: 'trade.copied',
      tradeId: trade.copyOriginId,
      copyTradeId: trade.id,
      copierUserId: trade.postedByUserId,
      ownerUserId: origin.ownerUserId,
    });
  }
  return events;
}

/**
 * A real trade awaiting its broker (the domain's isAwaitingBroker): only its owner sees it, and
 * until its entry fills its edits and its deletion are their business alone (no track record entry
 * that tells, nobody notified).
 */
export const awaitsBroker = (trade: Pick<TradeRecord, 'isReal' | 'status'>) =>
  isAwaitingBroker({ is_real: trade.isReal, status: trade.status });

/**
 * The track record's entry of deleting a trade. A real trade awaiting its broker was never posted
 * to the record (its fold ignores the entry), except one recorded before the record waited for the
 * broker: its entry marks it deleted, showing only its hashes as the call did.
 */
export function deletedRecordDraft(trade: TradeRecord, at: Date) {
  return deletedDraft(awaitsBroker(trade) ? { ...trade, visibility: 'private' } : trade, at);
}

/** Deletes a real trade that never went Live (the broker did not place it). True when it went. */
export async function deleteUnplacedRealTrade(tx: AppDb, tradeId: number): Promise<boolean> {
  const event = await tradeDeletedEvent(tx, tradeId);
  const deleted = await tx
    .delete(trades)
    .where(and(eq(trades.id, tradeId), eq(trades.status, 'Inactive'), eq(trades.isReal, true)))
    .returning();
  if (deleted.length === 0) return false;
  await recordTradeChange(tx, {
    record: [deletedRecordDraft(deleted[0]!, new Date())],
    events: event ? [event] : [],
  });
  return true;
}

/** The trade's id while it exists, else null, for the outer query's trade id column (notifications of deleted trades). */
export function existingTradeId(tradeIdColumn: AnyColumn): SQL<number | null> {
  return sql<number | null>`(select ${trades.id} from ${trades} where ${trades.id} = ${tradeIdColumn})`;
}

/**
 * The users who copied the trade (posted a trade with it as copy origin), as a subquery for
 * `column in (...)` (trades_copy_origin_idx): the notifications fan-out reads it.
 */
export function copiersOf(tradeId: number | AnyColumn): SQL {
  return sql`select ${trades.postedByUserId} from ${trades} where ${trades.copyOriginId} = ${tradeId}`;
}

/**
 * The outbox event of deleting a trade, read before the delete inside its transaction: the
 * bookmarks and the copies' link to it go with the trade, so the event carries the users they name
 * (none for a private trade or a real one awaiting its broker: nobody but its owner saw it) and the
 * security's symbol.
 */
export async function tradeDeletedEvent(tx: AppDb, tradeId: number): Promise<TradeEvent | undefined> {
  const [row] = await tx
    .select({
      trade: getTableColumns(trades),
      symbol: securityJoin.symbol,
      // Those who may still see it: anyone for a public trade, the group's members now for a group one.
      audience: sql<
        number[] | string | null
      >`case when ${trades.visibility} in ('followers', 'group') and ${confirmedTrade()} then (
        select array_agg(distinct audience.user_id) from (
          select ${profileJoin.userId} as user_id from ${profileJoin.table}
            where ${profileJoin.id} in (${profilesSavingTrade(tradeId)})
          union select copier.user_id from (${copiersOf(tradeId)}) as copier(user_id)
        ) as audience where audience.user_id <> ${trades.postedByUserId}
          and (${trades.visibility} = 'followers' or ${activeMembership(sql`audience.user_id`, trades.groupId)})
      ) end`,
    })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(eq(trades.id, tradeId));
  if (!row) return undefined;
  return {
    type: 'trade.deleted',
    ...tradeFacts(row.trade),
    status: 'deleted',
    symbol: row.symbol,
    audienceUserIds: parseIntArray(row.audience),
  };
}
