import { DOMAIN_EVENTS } from '@tradecircle/domain';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { claimUnpublished, markOutboxPublished, type StoredOutboxEvent } from './outbox.ts';
import { type ReaderLog, startOutboxReader } from './outbox-reader.ts';

export type OutboxRelayOptions = {
  database: Database;
  bus: EventBus;
  log: ReaderLog;
  /** Events per bus message (and per transaction). */
  batchSize?: number;
  /** The safety net when idle: a NOTIFY missed (a reconnecting listener) is caught this late. */
  idlePollMs?: number;
  /** Tests: runs after a batch is claimed and before it is published. */
  beforePublish?: (events: StoredOutboxEvent[]) => void | Promise<void>;
  /** Tests: runs after a batch is published and before its published mark commits. */
  afterPublish?: (events: StoredOutboxEvent[]) => void | Promise<void>;
};

export type OutboxRelay = {
  /** Publishes what is committed and unpublished now (if this instance leads); resolves once none is left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

const LEADER_LOCK = 'outbox-relay';
const DEFAULT_BATCH = 500;

/**
 * The outbox's road to the bus, and the only after-commit road of a change: publishes committed
 * domain events on DOMAIN_EVENTS in outbox (id) order. Each batch is claimed, published and marked in
 * one transaction, so an event committed and not yet published when a process dies is published by
 * the next leader, and a published one is not published again, except when the process dies between
 * the publish and the mark's commit: the batch then goes out again with the same ids, which the
 * stream's subscribers drop (subscribeToStream). Only the elected leader relays (and SKIP LOCKED
 * keeps a second relay, a leader change still settling, off the rows held); it wakes on a commit that
 * recorded events (the transactional NOTIFY), on election and on start, and polls slowly while idle.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { database, bus } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const reader = startOutboxReader({
    database,
    log: options.log,
    name: LEADER_LOCK,
    firstRetryMs: 250,
    ...(options.idlePollMs === undefined ? {} : { idlePollMs: options.idlePollMs }),
    pass: () =>
      database.db.transaction(async (tx) => {
        const claimed = await claimUnpublished(tx, batchSize);
        if (claimed.length === 0) return false;
        await options.beforePublish?.(claimed);
        await bus.publish(DOMAIN_EVENTS, { events: claimed.map(({ id, event }) => ({ id, event })) });
        await options.afterPublish?.(claimed);
        await markOutboxPublished(
          tx,
          claimed.map((stored) => stored.id),
        );
        return claimed.length === batchSize;
      }),
  });
  return { drain: reader.drain, stop: reader.stop };
}
