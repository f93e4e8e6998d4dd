import type { Database } from '../../db/client.ts';
import { electLeader, type Leadership } from '../../db/leadership.ts';
import { listenForOutbox } from './outbox.ts';

export type ReaderLog = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type OutboxReaderOptions = {
  database: Database;
  log: ReaderLog;
  /** Names the reader in its logs and its leader lock. */
  name: string;
  /**
   * One pass over the outbox, in one transaction: answers whether more may be waiting (it took a
   * full batch). `afterFailure`: the pass before this one threw.
   */
  pass(afterFailure: boolean): Promise<boolean>;
  /** The safety net when idle: a NOTIFY missed (a reconnecting listener) is caught this late. */
  idlePollMs?: number;
  /** Runs after each idle poll's drain, on the leader (housekeeping such as the purge). */
  afterPoll?: () => Promise<void>;
  /** The first retry's delay after a failed pass; it doubles up to 30 s. */
  firstRetryMs?: number;
};

export type OutboxReader = {
  /** Runs passes now (if this instance leads) until one finds nothing more. */
  drain(): Promise<void>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

const DEFAULT_IDLE_POLL_MS = 5000;
const MAX_RETRY_MS = 30_000;

/**
 * What every reader of the outbox shares (the relay, the notifications fan-out): only the elected
 * leader reads; it wakes on a commit that recorded events (the transactional NOTIFY), on election
 * and on start, polls slowly while idle, never spins, and retries a failed pass with a growing
 * delay. Passes never overlap: a wake while one runs makes the loop go round once more.
 */
export function startOutboxReader(options: OutboxReaderOptions): OutboxReader {
  const { database, log, name } = options;
  let leader = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let failed = false;
  let retryMs = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const loop = async () => {
    do {
      again = false;
      if (stopped || !leader) return;
      try {
        const more = await options.pass(failed);
        failed = false;
        retryMs = 0;
        if (more) again = true;
      } catch (error) {
        if (stopped) return;
        log.error({ err: error }, `${name}: outbox pass failed`);
        failed = true;
        retryMs = Math.min(MAX_RETRY_MS, retryMs === 0 ? (options.firstRetryMs ?? 500) : retryMs * 2);
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

  const leadership: Leadership = electLeader(database, name, {
    onElected: () => {
      leader = true;
      void drain();
    },
    onDemoted: () => {
      leader = false;
    },
  });
  let unlisten = listenForOutbox(database, () => void drain()).catch((error: unknown) => {
    log.error({ err: error }, `${name}: cannot LISTEN for outbox commits; polling only`);
    return async () => {};
  });
  const poll = setInterval(() => {
    void drain().then(() => (stopped || !leader ? undefined : options.afterPoll?.()));
  }, options.idlePollMs ?? DEFAULT_IDLE_POLL_MS);
  poll.unref();

  return {
    drain,
    isLeader: () => leader,
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
