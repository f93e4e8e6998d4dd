import { DOMAIN_EVENTS } from '@tradecircle/domain';
import type { Database } from '../../db/client.ts';
import { electLeader, type Leadership } from '../../db/leadership.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { claimUnpublished, listenForOutbox, markOutboxPublished, type StoredOutboxEvent } from './outbox.ts';

export type RelayLog = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type OutboxRelayOptions = {
  database: Database;
  bus: EventBus;
  log: RelayLog;
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
const DEFAULT_IDLE_POLL_MS = 5000;
const MAX_RETRY_MS = 30_000;

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
  const { database, bus, log } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  let leader = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let retryMs = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const relayBatch = (): Promise<number> =>
    database.db.transaction(async (tx) => {
      const claimed = await claimUnpublished(tx, batchSize);
      if (claimed.length === 0) return 0;
      await options.beforePublish?.(claimed);
      await bus.publish(DOMAIN_EVENTS, { events: claimed.map(({ id, event }) => ({ id, event })) });
      await options.afterPublish?.(claimed);
      await markOutboxPublished(
        tx,
        claimed.map((stored) => stored.id),
      );
      return claimed.length;
    });

  const loop = async () => {
    do {
      again = false;
      if (stopped || !leader) return;
      try {
        if ((await relayBatch()) === batchSize) again = true;
        retryMs = 0;
      } catch (error) {
        if (stopped) return;
        log.error({ err: error }, 'outbox relay: publishing failed; retrying');
        retryMs = Math.min(MAX_RETRY_MS, retryMs === 0 ? 250 : retryMs * 2);
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void drain(), retryMs).unref();
        return;
      }
    } while (again);
  };

  const drain = (): Promise<void> => {
    if (stopped || !leader) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  };

  const leadership: Leadership = electLeader(database, LEADER_LOCK, {
    onElected: () => {
      leader = true;
      void drain();
    },
    onDemoted: () => {
      leader = false;
    },
  });
  let unlisten = listenForOutbox(database, () => void drain()).catch((error: unknown) => {
    log.error({ err: error }, 'outbox relay: cannot LISTEN for outbox commits; polling only');
    return async () => {};
  });
  const poll = setInterval(() => void drain(), options.idlePollMs ?? DEFAULT_IDLE_POLL_MS);
  poll.unref();

  return {
    drain,
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      await (await unlisten)();
      unlisten = Promise.resolve(async () => {});
      await running?.catch(() => {});
      await leadership.stop();
    },
  };
}
