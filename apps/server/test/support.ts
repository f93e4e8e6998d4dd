import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig, SANDBOXES_BY_NAME } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createEventBus, type EventBus } from '../src/realtime/event-bus.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import {
  buildDatabaseTemplates,
  type DatabaseTemplates,
  databaseUrl,
  disposeDatabaseTemplates,
  readTemplateDump,
  type TemplateKind,
  withAdminClient,
} from './database-templates.ts';

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
    // Every sandbox by name, as production requires (tests that run as production build on these).
    ...SANDBOXES_BY_NAME,
    // The sandbox developer routes (SMS outbox, identity tokens, market price) answer from loopback.
    DEV_ROUTES: 'true',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    // Fast ticks so live-price tests wait little; prices still follow the deterministic simulator.
    MARKET_TICK_MS: '100',
    // No price bars stored (a row per security a second): the tests of the comparison write their
    // own bars, and price-bars.test.ts turns the writer on.
    PRICE_BAR_MS: '0',
    // The app's own origin as the tests write its links (with PORT 0 the default would be localhost:0).
    APP_ORIGINS: 'http://localhost:8080',
    // Tests read the news feeds themselves (app.news.runOnce, ingestNews).
    NEWS_REFRESH_MS: '0',
    // Tests refresh the trending lists themselves, with their own clock (refreshTrending).
    TRENDING_REFRESH_MS: '0',
    // Tests run the webinar reminders' passes themselves, with their own clock (remindWebinars).
    WEBINAR_REMINDER_MS: '0',
    // Tests run the trade sweep's passes themselves, with their own clock (app.tradeSweep.runOnce).
    TRADE_SWEEP_MS: '0',
    // Tests fire bursts at an embedded database on a machine that may be slow; only the tests of
    // shedding (admission.test.ts) want the production bound.
    ADMISSION_MAX_WAIT_MS: '60000',
    ...env,
  });
}

export type TestDatabase = Database & { url: string | undefined };

/**
 * A fresh database of its own for the caller, copied from the run's migrated template (or, with
 * seed, its migrated and demo-seeded one): in-memory PGlite, or a new database on the PostgreSQL
 * server. No file sees another's rows.
 */
export async function createTestDatabase(
  options: { seed?: boolean; thread?: boolean } = {},
): Promise<TestDatabase> {
  const kind: TemplateKind = options.seed ? 'seeded' : 'migrated';
  const templates = await databaseTemplates();
  if (templates.driver === 'pglite') {
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: undefined,
      loadDataDir: readTemplateDump(templates.dumps[kind]),
      // On the test's own thread unless asked: a thread's round trip per statement made the server
      // suite half as slow again (docs/testing.md).
      thread: options.thread ?? false,
    });
    return Object.assign(database, { url: undefined });
  }
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(templates.serverUrl, (client) =>
    client.query(`create database ${name} template ${templates.databases[kind]}`),
  );
  const url = databaseUrl(templates.serverUrl, name);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  const close = database.close;
  return Object.assign(database, {
    url,
    close: async () => {
      await close();
      await withAdminClient(templates.serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  });
}

/**
 * Fills a new data directory with a copy of the migrated template, for a server process on the
 * embedded database: it starts without initdb, and its migrations find nothing to do. In the
 * PostgreSQL pass the run has no embedded template, and the folder stays empty for the server to
 * initialise, as on a first start.
 */
export async function createMigratedDataDir(dataDir: string): Promise<void> {
  const templates = await databaseTemplates();
  if (templates.driver !== 'pglite') return;
  const database = await openDatabase({
    driver: 'pglite',
    dataDir,
    loadDataDir: readTemplateDump(templates.dumps.migrated),
    thread: false,
  });
  await database.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

let ownTemplates: Promise<DatabaseTemplates> | undefined;

/**
 * The templates the test run's global setup built; a script outside Vitest (a benchmark) builds its
 * own once and removes them when it exits.
 */
function databaseTemplates(): Promise<DatabaseTemplates> {
  const provided = providedTemplates();
  if (provided) return Promise.resolve(provided);
  ownTemplates ??= buildDatabaseTemplates(TEST_DATABASE_URL).then((templates) => {
    process.once('beforeExit', () => void disposeDatabaseTemplates(templates));
    return templates;
  });
  return ownTemplates;
}

function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
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
  serializerReport?: BuildAppOptions['serializerReport'];
  /** Share one database and Redis prefix between apps, as several server instances do. */
  shared?: { database: TestDatabase; redisPrefix: string };
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.shared?.database ?? (await createTestDatabase({ seed: options.seed }));
  if (options.seed && options.shared) await seedDemoData(database.db);
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
    ...(options.serializerReport ? { serializerReport: options.serializerReport } : {}),
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
