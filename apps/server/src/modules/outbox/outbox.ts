import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/client.ts';
import { outboxEvents } from './outbox.tables.ts';

/** Trade events that tell only which trade and whose. */
type TradeOutboxType = 'trade.posted' | 'trade.activated' | 'trade.closed' | 'trade.reasoning_updated';

/**
 * What a change tells the rest of the system through the outbox. Ids are user ids (not profile ids).
 * trade.deleted carries what the deletion takes with it: the security's symbol and the users who had
 * bookmarked or copied the trade (their rows go with the trade, so the worker could not find them later).
 */
export type OutboxEvent =
  | { type: 'user.followed'; followerUserId: number; followeeUserId: number }
  | { type: 'user.blocked'; blockerUserId: number; blockedUserId: number }
  | { type: 'trade.copied'; tradeId: number; copyTradeId: number; copierUserId: number; ownerUserId: number }
  | {
      type: 'trade.commented';
      tradeId: number;
      commentId: number;
      commenterUserId: number;
      ownerUserId: number;
    }
  | { type: TradeOutboxType; tradeId: number; ownerUserId: number }
  /** A private group's join request (to its admin), an accepted request and a join (to the member). */
  | {
      type: 'group.join_requested' | 'group.request_accepted' | 'group.joined';
      groupId: number;
      memberUserId: number;
      adminUserId: number;
    }
  /** A successful payment (to the payee) and a membership ending within three days (to the member). */
  | {
      type: 'payment.received';
      paymentOrderId: number;
      payerUserId: number;
      payeeUserId: number;
      amountPaise: number;
      groupId: number | null;
      reportId: number | null;
    }
  | {
      type: 'membership.expiring';
      subscriptionId: number;
      memberUserId: number;
      groupId: number;
      endDate: string;
    }
  | {
      type: 'trade.deleted';
      tradeId: number;
      ownerUserId: number;
      symbol: string;
      audienceUserIds: number[];
    };

export type OutboxEventType = OutboxEvent['type'];

/** A stored outbox row: its id (the order of events) and the event. */
export type StoredOutboxEvent = { id: number; createdAt: Date; event: OutboxEvent };

/** The PostgreSQL NOTIFY channel a commit with outbox rows signals; the worker LISTENs on it. */
export const OUTBOX_NOTIFY_CHANNEL = 'outbox_events';

/**
 * Appends events to the outbox. Call it INSIDE the transaction of the change: the rows commit with it.
 * The NOTIFY is transactional too (PostgreSQL delivers it at commit, never for a rolled-back
 * transaction), so the worker wakes exactly when there is something committed to read.
 */
export async function appendOutbox(tx: AppDb, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Column arrays through unnest, APPEND_CHUNK rows a statement: an engine storm closes 100,000
  // trades in one transaction, which row-by-row VALUES would pass PostgreSQL's 65,535 bind
  // parameters with (and overflow the query builder).
  for (let start = 0; start < events.length; start += APPEND_CHUNK) {
    const chunk = events.slice(start, start + APPEND_CHUNK);
    const types = chunk.map((event) => event.type);
    const payloads = chunk.map(({ type: _type, ...payload }) => JSON.stringify(payload));
    await tx.execute(sql`
      insert into ${outboxEvents} (type, payload)
      select * from unnest(${sql.param(types)}::varchar[], ${sql.param(payloads)}::jsonb[])`);
  }
  await tx.execute(sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '')`);
}

const APPEND_CHUNK = 20_000;

function toStored(row: typeof outboxEvents.$inferSelect): StoredOutboxEvent {
  return { id: row.id, createdAt: row.createdAt, event: { ...row.payload, type: row.type } as OutboxEvent };
}

/**
 * The oldest unprocessed events, at most `limit`, locked for this transaction. On PostgreSQL,
 * FOR UPDATE SKIP LOCKED: a second drainer (a leader change still settling) skips rows another
 * transaction holds instead of waiting and then applying them twice. Call it inside the transaction
 * that applies the events and marks them with markOutboxProcessed.
 */
export async function claimOutboxBatch(tx: AppDb, limit: number): Promise<StoredOutboxEvent[]> {
  const rows = await tx
    .select()
    .from(outboxEvents)
    .where(isNull(outboxEvents.processedAt))
    .orderBy(asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map(toStored);
}

/** Marks claimed events processed; answers how many were still unprocessed (a replay marks none). */
export async function markOutboxProcessed(tx: AppDb, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const marked = await tx
    .update(outboxEvents)
    .set({ processedAt: new Date() })
    .where(and(inArray(outboxEvents.id, [...ids]), isNull(outboxEvents.processedAt)))
    .returning({ id: outboxEvents.id });
  return marked.length;
}

/** Deletes events processed more than `olderThanMs` ago (their effects are written); answers how many. */
export async function purgeProcessedOutbox(db: AppDb, olderThanMs: number): Promise<number> {
  const purged = await db
    .delete(outboxEvents)
    .where(lt(outboxEvents.processedAt, new Date(Date.now() - olderThanMs)))
    .returning({ id: outboxEvents.id });
  return purged.length;
}

/** How many events wait (tests, health and the benchmark). */
export async function outboxBacklog(db: AppDb): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEvents)
    .where(isNull(outboxEvents.processedAt));
  return row?.n ?? 0;
}

/**
 * Calls `onCommit` whenever a transaction that appended outbox rows commits (on any instance
 * sharing the database). Answers the function that stops listening.
 */
export function listenForOutbox(database: Database, onCommit: () => void): Promise<() => Promise<void>> {
  return database.listen(OUTBOX_NOTIFY_CHANNEL, onCommit);
}
