import { DOMAIN_EVENTS, type DomainEvent } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../src/db/client.ts';
import { resultRows } from '../src/db/driver-results.ts';
import { recordEvents } from '../src/modules/outbox/index.ts';
import { subscribeToStream } from '../src/realtime/stream.ts';
import { spawnServer } from './process.ts';
import {
  createTestBus,
  createTestDatabase,
  randomRedisPrefix,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
} from './support.ts';

const followed = (followerUserId: number): DomainEvent => ({
  type: 'user.followed',
  followerUserId,
  followeeUserId: 1,
});

async function unpublished(db: AppDb): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from outbox_events where published_at is null`,
  );
  return resultRows<{ n: number }>(result)[0]!.n;
}

/**
 * The change stream across a crash (issue 28): a server process whose relay dies by SIGKILL after a
 * change committed, and a restart. Both need the events to cross processes, so this runs in the
 * PostgreSQL + Redis pass.
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)(
  'the change stream across kill -9 (runs in the PostgreSQL + Redis pass)',
  { timeout: 120_000 },
  () => {
    for (const crashAt of ['before-publish', 'after-publish'] as const) {
      it(`publishes a committed event once after the relay is killed ${crashAt}`, async () => {
        const database = await createTestDatabase();
        const prefix = randomRedisPrefix();
        const bus = await createTestBus(prefix);
        const raw: number[] = [];
        const heard: DomainEvent[] = [];
        await bus.subscribe(DOMAIN_EVENTS, (batch) => raw.push(...batch.events.map((stored) => stored.id)));
        await subscribeToStream(bus, (events) => heard.push(...events));
        const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
        try {
          const doomed = await spawnServer({ ...env, OUTBOX_RELAY_CRASH_AT: crashAt });
          // A service's commit: the change's events, recorded in its transaction.
          await database.db.transaction((tx) => recordEvents(tx, [followed(41), followed(42)]));
          // The relay wakes on the commit's NOTIFY, claims the batch and dies where it was told to.
          expect(await doomed.exited).toBeNull();
          expect(doomed.child.signalCode).toBe('SIGKILL');
          // Redis delivers what the killed relay published a moment after its PUBLISH returned.
          await expect.poll(() => raw.length).toBe(crashAt === 'after-publish' ? 2 : 0);

          const restarted = await spawnServer(env);
          try {
            await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(2);
            // The restarted relay marked the batch published: nothing more arrives.
            await expect.poll(() => unpublished(database.db)).toBe(0);
            await new Promise((resolve) => setTimeout(resolve, 500));
            expect(heard).toEqual([followed(41), followed(42)]);
            // After publishing, the killed relay's batch went out again with the same ids (dropped above).
            await expect.poll(() => raw.length).toBe(crashAt === 'after-publish' ? 4 : 2);
            expect(new Set(raw).size).toBe(2);
          } finally {
            restarted.child.kill('SIGTERM');
            await restarted.exited;
          }
        } finally {
          await bus.close();
          await database.close();
        }
      });
    }
  },
);
