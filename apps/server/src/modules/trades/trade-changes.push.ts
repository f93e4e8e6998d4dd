import {
  canSeeTrade,
  isTradeChange,
  type TradeChangeEvent,
  type TradesFrame,
  toTradeChangeFrame,
} from '@tradecircle/domain';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  defineStreamPush,
  type LivePush,
  type LiveSocket,
  type LiveSockets,
} from '../../realtime/live-push.ts';
import { followsAmong } from '../follows/index.ts';
import { activeMembershipsAmong } from '../groups/index.ts';
import { trades } from './trades.tables.ts';

/** What one batch needs known about the users signed in on this instance. */
type Audiences = {
  /** A group trade's group (from its event, else its row). */
  groupOf: Map<number, number>;
  /** The groups each signed-in user is a member of now (only the batch's groups). */
  memberships: Map<number, number[]>;
  /** The signed-in users who are members now of each of the batch's groups. */
  membersOf: Map<number, number[]>;
  /** The signed-in users who follow each owner of the batch's public trades. */
  followersOf: Map<number, number[]>;
};

const NOBODY: Audiences = {
  groupOf: new Map(),
  memberships: new Map(),
  membersOf: new Map(),
  followersOf: new Map(),
};

function append(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * One batch's lookups, in one statement each: a group trade's group from the event (the trade calls
 * put it there) or, for one without (the engine's), from the trade's row; which signed-in users of
 * this instance are members now of those groups; and which of them follow the owners of the batch's
 * public trades. A member who left, or a follow undone, counts from the next batch after the commit.
 */
async function lookUpAudiences(db: AppDb, events: TradeChangeEvent[], userIds: number[]): Promise<Audiences> {
  const groupOf = new Map<number, number>();
  const unknown: number[] = [];
  for (const event of events) {
    if (event.visibility !== 'group') continue;
    if (event.group_id != null) groupOf.set(event.trade_id, event.group_id);
    else if (event.group_id === undefined) unknown.push(event.trade_id);
  }
  if (unknown.length > 0) {
    const rows = await db
      .select({ id: trades.id, groupId: trades.groupId })
      .from(trades)
      .where(inArray(trades.id, unknown));
    for (const row of rows) if (row.groupId !== null) groupOf.set(row.id, row.groupId);
  }
  const owners = [
    ...new Set(events.filter((event) => event.visibility === 'followers').map((event) => event.posted_by_id)),
  ];
  const [memberRows, followRows] = await Promise.all([
    activeMembershipsAmong(db, [...new Set(groupOf.values())], userIds),
    followsAmong(db, userIds, owners),
  ]);
  const audiences: Audiences = {
    groupOf,
    memberships: new Map(),
    membersOf: new Map(),
    followersOf: new Map(),
  };
  for (const row of memberRows) {
    append(audiences.memberships, row.userId, row.groupId);
    append(audiences.membersOf, row.groupId, row.userId);
  }
  for (const row of followRows) append(audiences.followersOf, row.followeeId, row.followerId);
  return audiences;
}

/**
 * The sockets that hear of one change: those watching its security, and its audience signed in on
 * this instance (its owner; a public trade's owner's followers, whose Home feed holds it; a group
 * trade's members, whose group page lists it), each once, if canSeeTrade lets its user see it.
 */
function recipientsOf(event: TradeChangeEvent, sockets: LiveSockets, audiences: Audiences): LiveSocket[] {
  const trade = { ...event, group_id: event.group_id ?? audiences.groupOf.get(event.trade_id) ?? null };
  const candidates = new Set<LiveSocket>(sockets.watching(event.security_id));
  const audience = [
    event.posted_by_id,
    ...(event.visibility === 'followers' ? (audiences.followersOf.get(event.posted_by_id) ?? []) : []),
    ...(trade.group_id === null ? [] : (audiences.membersOf.get(trade.group_id) ?? [])),
  ];
  for (const userId of audience) for (const socket of sockets.authenticatedAs(userId)) candidates.add(socket);
  return [...candidates].filter((socket) =>
    canSeeTrade(
      trade,
      socket.userId === undefined
        ? null
        : { userId: socket.userId, groupIds: audiences.memberships.get(socket.userId) ?? [] },
    ),
  );
}

function send(events: TradeChangeEvent[], sockets: LiveSockets, audiences: Audiences): void {
  sockets.sendBatched<TradeChangeEvent>(
    (add) => {
      for (const event of events)
        for (const socket of recipientsOf(event, sockets, audiences)) add(socket, event);
    },
    (forSocket) => JSON.stringify({ type: 'trades', events: forSocket } satisfies TradesFrame),
  );
}

/**
 * Trade changes on /ws/security/, `{"type":"trades","events":[...]}`, from the change stream: to the
 * sockets watching the trade's security and to the trade's audience (recipientsOf), whose user may
 * see the trade (the domain's canSeeTrade: public trades to everyone, private ones to their owner,
 * group ones to their owner and the group's members now), one frame per socket per batch. So a
 * follower's Home feed and a member's group page hear of a new or changed trade from its event.
 *
 * With nobody signed in on this instance the batch goes out at once, synchronously, to the watchers.
 * Otherwise it waits for one lookup of the signed-in users' memberships and follows
 * (lookUpAudiences: per batch, no cache to invalidate). Batches keep the stream's order: while a
 * lookup runs, later batches queue behind it (a socket must not get "closed" before "activated").
 * A failed lookup sends the batch to the watchers and owners as a visitor would see it (never a group
 * trade to a non-owner) and reports the error.
 */
export function createTradeChangesPush(db: AppDb, onError: (error: unknown) => void): LivePush {
  let queued = 0;
  let previous: Promise<void> = Promise.resolve();
  return defineStreamPush((stream, sockets) => {
    const events = stream.filter(isTradeChange).map(toTradeChangeFrame);
    if (events.length === 0) return;
    if (queued === 0 && isEmpty(sockets.authenticatedUserIds())) {
      send(events, sockets, NOBODY);
      return;
    }
    queued += 1;
    previous = previous
      .then(async () => {
        const userIds = [...sockets.authenticatedUserIds()];
        if (userIds.length === 0) return send(events, sockets, NOBODY);
        try {
          send(events, sockets, await lookUpAudiences(db, events, userIds));
        } catch (error) {
          send(events, sockets, NOBODY);
          throw error;
        }
      })
      .catch(onError)
      .finally(() => {
        queued -= 1;
      });
  });
}

function isEmpty(values: Iterable<unknown>): boolean {
  for (const _ of values) return false;
  return true;
}
