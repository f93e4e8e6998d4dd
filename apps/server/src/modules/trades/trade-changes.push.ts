import {
  canSeeTrade,
  isTradeChange,
  type TradeChangeEvent,
  type TradesFrame,
  toTradeChangeFrame,
} from '@tradecircle/domain';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { defineStreamPush, type LivePush, type LiveSockets } from '../../realtime/live-push.ts';
import { activeMembershipsAmong } from '../groups/index.ts';
import { trades } from './trades.tables.ts';

/** The groups each watching user is a member of now (only the groups of the batch's group trades). */
type Memberships = Map<number, number[]>;

/** What one batch needs looked up: its group trades' groups, and the users of the sockets watching them. */
function groupTradesOf(events: TradeChangeEvent[], sockets: LiveSockets) {
  const groupEvents = events.filter((event) => event.visibility === 'group');
  const userIds = new Set<number>();
  for (const event of groupEvents) {
    for (const socket of sockets.watching(event.security_id)) {
      // The owner sees their own trade without a lookup.
      if (socket.userId !== undefined && socket.userId !== event.posted_by_id) userIds.add(socket.userId);
    }
  }
  return { groupEvents, userIds: [...userIds] };
}

/**
 * One batch's lookups: a group trade's group from the event (the trade calls put it there) or, for
 * an event without one (the lifecycle engine's), from the trade's row; then which of the watching
 * users are the groups' members now, in one statement. A member who left is not among them from
 * the commit of the leave on, so the next batch no longer reaches them.
 */
async function lookUpMemberships(
  db: AppDb,
  groupEvents: TradeChangeEvent[],
  userIds: number[],
): Promise<{ groupOf: Map<number, number>; memberships: Memberships }> {
  const groupOf = new Map<number, number>();
  const unknown: number[] = [];
  for (const event of groupEvents) {
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
  const memberships: Memberships = new Map();
  const rows = await activeMembershipsAmong(db, [...new Set(groupOf.values())], userIds);
  for (const row of rows) memberships.set(row.userId, [...(memberships.get(row.userId) ?? []), row.groupId]);
  return { groupOf, memberships };
}

function send(
  events: TradeChangeEvent[],
  sockets: LiveSockets,
  groupOf: Map<number, number> = new Map(),
  memberships: Memberships = new Map(),
): void {
  sockets.sendBatched<TradeChangeEvent>(
    (add) => {
      for (const event of events) {
        const trade = { ...event, group_id: event.group_id ?? groupOf.get(event.trade_id) ?? null };
        for (const socket of sockets.watching(event.security_id)) {
          const viewer =
            socket.userId === undefined
              ? null
              : { userId: socket.userId, groupIds: memberships.get(socket.userId) ?? [] };
          if (canSeeTrade(trade, viewer)) add(socket, event);
        }
      }
    },
    (forSocket) => JSON.stringify({ type: 'trades', events: forSocket } satisfies TradesFrame),
  );
}

/**
 * Trade changes on /ws/security/: `{"type":"trades","events":[...]}` to the sockets watching the
 * trade's security whose user may see the trade (the domain's canSeeTrade: public trades to
 * everyone, private ones to their owner, group ones to their owner and the group's members now),
 * one frame per socket per batch of the change stream (the trade's events, told as frames).
 *
 * A batch without group trades goes out at once, synchronously, as before. A batch with one waits
 * for one lookup of the watching users' memberships in those groups (lookUpMemberships: per batch,
 * so a leave or an accepted request counts from the next batch on, with no cache to invalidate).
 * Batches keep the bus's order: while a lookup runs, later batches queue behind it (a socket must
 * not get "closed" before "activated"), and the synchronous path resumes once the queue is empty.
 * A failed lookup sends the batch's public changes and owners' own (never a group trade to a
 * non-owner) and reports the error.
 */
export function createTradeChangesPush(db: AppDb, onError: (error: unknown) => void): LivePush {
  let queued = 0;
  let previous: Promise<void> = Promise.resolve();
  return defineStreamPush((stream, sockets) => {
    const events = stream.filter(isTradeChange).map(toTradeChangeFrame);
    if (events.length === 0) return;
    if (queued === 0 && !events.some((event) => event.visibility === 'group')) {
      send(events, sockets);
      return;
    }
    queued += 1;
    previous = previous
      .then(async () => {
        const { groupEvents, userIds } = groupTradesOf(events, sockets);
        if (userIds.length === 0) return send(events, sockets);
        try {
          const { groupOf, memberships } = await lookUpMemberships(db, groupEvents, userIds);
          send(events, sockets, groupOf, memberships);
        } catch (error) {
          send(events, sockets);
          throw error;
        }
      })
      .catch(onError)
      .finally(() => {
        queued -= 1;
      });
  });
}
