import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { createEventBus, type EventBus } from '../src/realtime/event-bus.ts';

/** Set both to run the API suite against a PostgreSQL server and Redis instead of PGlite and memory. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    // Fast ticks so live-price tests wait little; prices still follow the deterministic simulator.
    MARKET_TICK_MS: '100',
    ...env,
  });
}

export type TestDatabase = Database & { url: string | undefined };

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await database.migrate();
    return Object.assign(database, { url: undefined });
  }
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  const close = database.close;
  return Object.assign(database, {
    url: url.toString(),
    close: async () => {
      await close();
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  });
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const randomRedisPrefix = () => `tc-test-${randomBytes(6).toString('hex')}`;

export function createTestBus(prefix = randomRedisPrefix()): Promise<EventBus> {
  // A private channel prefix keeps parallel test files apart on a shared Redis.
  return createEventBus({ redisUrl: TEST_REDIS_URL, channelPrefix: prefix });
}

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  bus: EventBus;
  close(): Promise<void>;
};

export type TestAppOptions = {
  seed?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Add routes before the app is made ready (e.g. one that throws, to test error bodies). */
  extend?: (app: FastifyInstance) => void;
  /** A broker (and the prices its routes judge by) instead of the sandbox over the simulator. */
  broker?: BuildAppOptions['broker'];
  /** Share one database and Redis prefix between apps, as several server instances do. */
  shared?: { database: TestDatabase; redisPrefix: string };
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.shared?.database ?? (await createTestDatabase());
  if (options.seed) await seedDemoData(database.db);
  const redisPrefix = options.shared?.redisPrefix ?? randomRedisPrefix();
  const bus = await createTestBus(redisPrefix);
  // A private Redis prefix keeps rate-limit counters apart between test files and between runs.
  const config = testConfig({
    ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
    REDIS_PREFIX: redisPrefix,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    bus,
    ...(options.broker ? { broker: options.broker } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    bus,
    close: async () => {
      await app.close();
      await bus.close();
      if (!options.shared) await database.close();
    },
  };
}
