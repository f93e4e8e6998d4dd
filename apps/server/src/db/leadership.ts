import pg from 'pg';
import type { Database } from './client.ts';

export type Leadership = { isLeader(): boolean; stop(): Promise<void> };
export type LeadershipEvents = { onElected: () => void; onDemoted: () => void };

const RETRY_MS = 5000;

/**
 * Exactly one instance runs a singleton job (the market feed, the trade engine). On PostgreSQL the
 * leader holds a session advisory lock on its own connection; if that instance dies its session ends,
 * the lock is released and another instance takes over within RETRY_MS. PGlite is one process: always leader.
 */
export function electLeader(
  database: Database,
  lockName: string,
  events: LeadershipEvents,
  { retryMs = RETRY_MS }: { retryMs?: number } = {},
): Leadership {
  if (database.driver === 'pglite' || !database.url) {
    events.onElected();
    return { isLeader: () => true, stop: async () => events.onDemoted() };
  }
  const url = database.url;
  let client: pg.Client | undefined;
  let leader = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const demote = (): Promise<void> => {
    if (leader) {
      leader = false;
      events.onDemoted();
    }
    const ending = client;
    client = undefined;
    if (!ending) return Promise.resolve();
    ending.removeAllListeners();
    // A closing connection can still report an error (its database dropped, the server shutting
    // down); nobody needs it any more, but an 'error' event without a listener would crash the process.
    ending.on('error', () => {});
    return ending.end().catch(() => {});
  };

  const attempt = async () => {
    if (stopped) return;
    try {
      if (!client) {
        client = new pg.Client({ connectionString: url });
        client.on('error', () => void demote());
        client.on('end', () => void demote());
        await client.connect();
      }
      if (!leader) {
        const result = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [lockName],
        );
        if (result.rows[0]?.locked) {
          leader = true;
          events.onElected();
        }
      }
    } catch {
      await demote();
    }
    if (!stopped) timer = setTimeout(attempt, retryMs).unref() as NodeJS.Timeout;
  };
  void attempt();

  return {
    isLeader: () => leader,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await demote();
    },
  };
}
