import type { Database } from '../../db/client.ts';
import { electLeader, type Leadership } from '../../db/leadership.ts';
import type { QuoteBook } from '../market/index.ts';
import { refreshTrending, type TrendingRefresh } from './trending.refresh.ts';

const LEADER_LOCK = 'trending-refresh';

type JobLog = { warn(details: object, message: string): void };

export type TrendingJob = {
  /** One refresh now, if this instance leads (and the job is on); after a running one ends. */
  runOnce(now?: Date): Promise<TrendingRefresh | undefined>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

/**
 * Refreshes the trending lists every `everyMs` on one instance of a deployment (db/leadership.ts),
 * and once as soon as this instance is elected (so at start on a single instance). `everyMs` 0
 * turns the job off: nothing runs unless someone calls refreshTrending (the tests do, with a clock).
 */
export function startTrendingJob(options: {
  database: Database;
  quotes: QuoteBook;
  everyMs: number;
  log: JobLog;
}): TrendingJob {
  const { database, quotes, everyMs, log } = options;
  if (everyMs <= 0) return { runOnce: async () => undefined, isLeader: () => false, stop: async () => {} };
  let leader = false;
  let stopped = false;
  let running: Promise<TrendingRefresh> | undefined;

  const runOnce = async (now: Date = new Date()) => {
    if (stopped || !leader) return undefined;
    while (running) await running.catch(() => undefined);
    running = refreshTrending(database.db, quotes, now).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () =>
    void runOnce().catch((error: unknown) => {
      if (!stopped) log.warn({ err: error }, 'trending: refresh failed');
    });

  const leadership: Leadership = electLeader(database, LEADER_LOCK, {
    onElected: () => {
      leader = true;
      tick();
    },
    onDemoted: () => {
      leader = false;
    },
  });
  const timer = setInterval(tick, everyMs);
  timer.unref();

  return {
    runOnce,
    isLeader: () => leader,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await leadership.stop();
    },
  };
}
