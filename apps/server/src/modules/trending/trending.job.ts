import type { Database } from '../../db/client.ts';
import { startLeaderInterval } from '../../db/leader-interval.ts';
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
  return startLeaderInterval({
    database,
    lockName: LEADER_LOCK,
    everyMs,
    runWhenElected: true,
    run: (now) => refreshTrending(database.db, quotes, now),
    onError: (error) => log.warn({ err: error }, 'trending: refresh failed'),
  });
}
