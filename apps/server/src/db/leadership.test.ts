import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/support.ts';
import { openDatabase } from './client.ts';
import { electLeader, type Leadership } from './leadership.ts';

const RETRY_MS = 50;

/** Records elections and demotions of one candidate. */
function candidate(database: TestDatabase, lockName: string) {
  const log: string[] = [];
  const leadership = electLeader(
    database,
    lockName,
    { onElected: () => log.push('elected'), onDemoted: () => log.push('demoted') },
    { retryMs: RETRY_MS },
  );
  return { leadership, log };
}

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('electLeader on embedded PGlite', () => {
  it('is always the leader: one process', async () => {
    const database = Object.assign(
      await openDatabase({ driver: 'pglite', dataDir: undefined, thread: false }),
      {
        url: undefined,
      },
    );
    const { leadership, log } = candidate(database, 'test-lock');
    expect(leadership.isLeader()).toBe(true);
    await leadership.stop();
    expect(log).toEqual(['elected', 'demoted']);
    await database.close();
  });
});

describe.runIf(TEST_DATABASE_URL)('electLeader on PostgreSQL (runs in the PostgreSQL pass)', () => {
  const stops: Leadership[] = [];
  let database: TestDatabase | undefined;
  afterEach(async () => {
    for (const leadership of stops.splice(0)) await leadership.stop();
    await database?.close();
  });

  it('elects exactly one of several instances, and another takes over when the leader stops', async () => {
    database = await createTestDatabase();
    const lockName = `test-lock-${Date.now()}`;
    const candidates = [0, 1, 2].map(() => candidate(database!, lockName));
    stops.push(...candidates.map((entry) => entry.leadership));
    await until(() => candidates.some((entry) => entry.leadership.isLeader()), 'one is elected');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
    const leaders = candidates.filter((entry) => entry.leadership.isLeader());
    expect(leaders).toHaveLength(1);

    const first = leaders[0]!;
    await first.leadership.stop();
    expect(first.log).toEqual(['elected', 'demoted']);
    await until(
      () => candidates.some((entry) => entry !== first && entry.leadership.isLeader()),
      'another takes over',
    );
    expect(candidates.filter((entry) => entry.leadership.isLeader())).toHaveLength(1);
  });

  it('is demoted, without crashing the process, when its connection is killed, and is elected again', async () => {
    database = await createTestDatabase();
    const lockName = `test-lock-${Date.now()}`;
    const { leadership, log } = candidate(database, lockName);
    stops.push(leadership);
    await until(() => leadership.isLeader(), 'elected');

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // The session holding the advisory lock is the one to end (an instance dying, a failover).
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    await until(() => log.includes('demoted'), 'demoted');
    await until(() => leadership.isLeader(), 'elected again');
    expect(log).toEqual(['elected', 'demoted', 'elected']);
  });
});
