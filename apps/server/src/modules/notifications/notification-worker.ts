import { NOTIFICATIONS, type NotificationDeliveryBatch } from '@tradecircle/domain';
import type { EveryAudience } from '../../audiences.ts';
import type { Database } from '../../db/client.ts';
import { applyRecorder, type EventRecorders } from '../../event-recorders.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  claimOutboxBatch,
  markOutboxProcessed,
  purgeProcessedOutbox,
  type ReaderLog,
  type StoredOutboxEvent,
  startOutboxReader,
} from '../outbox/index.ts';
import { applyOutboxEvent } from './fan-out.ts';

export type WorkerLog = ReaderLog;

export type NotificationWorkerOptions = {
  database: Database;
  bus: EventBus;
  log: WorkerLog;
  /** Who hears of each event, as every module declares it (src/notification-audiences.ts). */
  audiences: EveryAudience;
  /**
   * What modules keep of some events besides notifications (the admin audit log), written in the same
   * transaction (src/event-recorders.ts).
   */
  recorders?: EventRecorders;
  /** Outbox events applied per transaction. */
  batchSize?: number;
  /** The safety net when idle: a NOTIFY missed (a reconnecting listener) is caught this late. */
  idlePollMs?: number;
  /** Recipients a bus message names at most (fan-out.ts INLINE_DELIVERIES); tests set 0 to try the lookup path. */
  inlineDeliveries?: number;
  /**
   * Resolves once the events committed so far are published (the outbox relay's drain): the fan-out
   * applies published events only, so drain() first waits for them.
   */
  published?: () => Promise<void>;
  /** Tests: runs inside each batch's transaction after its notifications are written, before it commits. */
  beforeCommit?: (events: StoredOutboxEvent[]) => void | Promise<void>;
};

export type NotificationWorker = {
  /** Drains the outbox now (if this instance leads); resolves once it found nothing more to apply. */
  drain(): Promise<void>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

const LEADER_LOCK = 'notifications-outbox';
const DEFAULT_BATCH = 100;
/** An event failing alone this many times in a row is set aside (logged), so it cannot stop the outbox. */
const MAX_ATTEMPTS = 5;
/** Processed events are kept this long (to look into), then purged by the leader, at most once an hour. */
const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The outbox's durable consumer: applies published events in id order, each batch in ONE transaction (the
 * notifications, the counters, what modules record of the events (the admin audit log) and the
 * events' processed mark commit together, so a crash before the commit leaves the events to be
 * applied again and a replay inserts nothing twice), then publishes the new notifications on the
 * bus for the live push (notifications.push.ts). With several instances only the elected leader drains (and FOR UPDATE SKIP LOCKED keeps a second drainer off rows held). It wakes on
 * a commit that appended events (a transactional NOTIFY), on election and on start, and polls
 * slowly while idle; it never spins.
 */
export function startNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { database, bus, log } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const attempts = new Map<number, number>();

  /** One small message per audience (a large one's recipients stay in the database: fan-out.ts). */
  const publish = async (batches: NotificationDeliveryBatch[]) => {
    for (const batch of batches) {
      try {
        await bus.publish(NOTIFICATIONS, batch);
      } catch (error) {
        // The notifications are written; a live push missed is read with the next list.
        log.warn({ err: error }, 'notifications: live publish failed');
      }
    }
  };

  /** One transaction: up to `limit` events. Answers how many it claimed. */
  const applyBatch = async (limit: number): Promise<number> => {
    const { claimed, batches } = await database.db.transaction(async (tx) => {
      const claimed = await claimOutboxBatch(tx, limit);
      const batches: NotificationDeliveryBatch[] = [];
      for (const stored of claimed) {
        batches.push(...(await applyOutboxEvent(tx, stored, options.audiences, options.inlineDeliveries)));
        // After the event's notifications: a recorder may note when they went out (call_deliveries).
        if (options.recorders) await applyRecorder(tx, stored, options.recorders);
      }
      await markOutboxProcessed(
        tx,
        claimed.map((stored) => stored.id),
      );
      await options.beforeCommit?.(claimed);
      return { claimed, batches };
    });
    for (const stored of claimed) attempts.delete(stored.id);
    await publish(batches);
    return claimed.length;
  };

  /**
   * After a failed batch, events go one at a time: the one that fails is then the oldest, and one
   * that keeps failing alone is set aside (logged, marked processed) instead of stopping the outbox.
   */
  const applyOneCarefully = async (): Promise<number> => {
    try {
      return await applyBatch(1);
    } catch (error) {
      const [head] = await database.db.transaction((tx) => claimOutboxBatch(tx, 1));
      if (!head) throw error;
      const failures = (attempts.get(head.id) ?? 0) + 1;
      attempts.set(head.id, failures);
      if (failures < MAX_ATTEMPTS) throw error;
      log.error({ err: error, outboxEventId: head.id, event: head.event }, 'notifications: event set aside');
      await database.db.transaction((tx) => markOutboxProcessed(tx, [head.id]));
      attempts.delete(head.id);
      return 1;
    }
  };

  let lastPurge = 0;
  const purge = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    try {
      await purgeProcessedOutbox(database.db, OUTBOX_RETENTION_MS);
    } catch (error) {
      log.warn({ err: error }, 'notifications: outbox purge failed');
    }
  };

  const reader = startOutboxReader({
    database,
    log,
    name: LEADER_LOCK,
    ...(options.idlePollMs === undefined ? {} : { idlePollMs: options.idlePollMs }),
    // After a failed pass, one event at a time (applyOneCarefully).
    pass: async (afterFailure) =>
      afterFailure ? (await applyOneCarefully()) === 1 : (await applyBatch(batchSize)) === batchSize,
    afterPoll: purge,
  });

  return {
    drain: async () => {
      await options.published?.();
      await reader.drain();
    },
    isLeader: reader.isLeader,
    stop: reader.stop,
  };
}
