import type { Database } from '../../db/client.ts';
import { startLeaderInterval } from '../../db/leader-interval.ts';
import type { NewsProvider } from '../../providers/news/index.ts';
import { type FeedReport, ingestNews } from './news-ingest.service.ts';
import type { PriceHistory } from './price-at-publication.ts';

const LEADER_LOCK = 'news-refresh';

type JobLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type NewsJob = {
  /** One pass now, if this instance leads; after a running one ends. Undefined when it did not run. */
  runOnce(now?: Date): Promise<FeedReport[] | undefined>;
  isLeader(): boolean;
  stop(): Promise<void>;
};

/**
 * Reads the news provider's feeds every `everyMs` on one instance of a deployment
 * (db/leadership.ts), and once as soon as this instance is elected (so at start on a single
 * instance: the sandbox's demo headlines are there from the first start). `everyMs` 0 turns the
 * schedule off: nothing runs unless runOnce is called (the tests do).
 */
export function startNewsJob(options: {
  database: Database;
  provider: NewsProvider;
  history: PriceHistory;
  everyMs: number;
  log: JobLog;
}): NewsJob {
  const { database, provider, history, everyMs, log } = options;
  return startLeaderInterval({
    database,
    lockName: LEADER_LOCK,
    everyMs,
    runWhenElected: true,
    run: (now) => ingestNews({ db: database.db, provider, history, now }),
    onResult: (reports) => {
      for (const report of reports) {
        if (report.status === 'failed')
          log.warn({ feed: report.feed, error: report.error }, 'news: feed not read');
        else if (report.stored > 0) log.info({ feed: report.feed, stored: report.stored }, 'news: new items');
      }
    },
    onError: (error) => log.warn({ err: error }, 'news: refresh failed'),
  });
}
