import type { DomainEvent } from '@tradecircle/domain';
import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/client.ts';
import { outboxEvents } from './outbox.tables.ts';

/** A stored outbox row: its id (the order of events) and the event. */
export type StoredOutboxEvent = { id: number; createdAt: Date; event: DomainEvent };

/** The PostgreSQL NOTIFY channel a commit with outbox rows signals; the worker LISTENs on it. */
export const OUTBOX_NOTIFY_CHANNEL = 'outbox_events';

/**
 * Records a change's domain events: the one thing a service does to tell the rest of the system.
 * Call it INSIDE the transaction of the change, and nothing after its commit: the rows commit with
 * the change (or vanish with it), and the outbox relay and the notifications fan-out read them from
 * there. The NOTIFY is transactional too (PostgreSQL delivers it at commit, never for a rolled-back
 * transaction), so the readers wake exactly when there is something committed to read.
 */
export async function recordEvents(tx: AppDb, events: readonly DomainEvent[]): Promise<void> {
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
  return { id: row.id, createdAt: row.createdAt, event: { ...row.payload, type: row.type } as DomainEvent };
}

/**
 * The oldest published events the notifications fan-out has not applied, at most `limit`, locked for
 * this transaction. Only published ones: the relay holds row locks on the unpublished rows it is
 * publishing, which SKIP LOCKED would otherwise pass over (and apply later events first). On PostgreSQL,
 * FOR UPDATE SKIP LOCKED: a second drainer (a leader change still settling) skips rows another
 * transaction holds instead of waiting and then applying them twice. Call it inside the transaction
 * that applies the events and marks them with markOutboxProcessed.
 */
export async function claimOutboxBatch(tx: AppDb, limit: number): Promise<StoredOutboxEvent[]> {
  const rows = await tx
    .select()
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.processedAt), isNotNull(outboxEvents.publishedAt)))
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

/**
 * The oldest events the relay has not published, at most `limit`, locked for this transaction
 * (FOR UPDATE SKIP LOCKED, as claimOutboxBatch). Call it inside the transaction that publishes them
 * and marks them with markOutboxPublished.
 */
export async function claimUnpublished(tx: AppDb, limit: number): Promise<StoredOutboxEvent[]> {
  const rows = await tx
    .select()
    .from(outboxEvents)
    .where(isNull(outboxEvents.publishedAt))
    .orderBy(asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map(toStored);
}

/**
 * Marks claimed events published. The notifications fan-out reads only published events, so the
 * mark's commit signals the NOTIFY again: the fan-out wakes when there is something for it.
 */
export async function markOutboxPublished(tx: AppDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(outboxEvents)
    .set({ publishedAt: new Date() })
    .where(and(inArray(outboxEvents.id, [...ids]), isNull(outboxEvents.publishedAt)));
  await tx.execute(sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '')`);
}

/**
 * Deletes events both published and processed more than `olderThanMs` ago (their effects are
 * written); answers how many.
 */
export async function purgeProcessedOutbox(db: AppDb, olderThanMs: number): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const purged = await db
    .delete(outboxEvents)
    .where(and(lt(outboxEvents.processedAt, before), lt(outboxEvents.publishedAt, before)))
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
