import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { namedStatementClient } from './named-statements.ts';
import { asPglite, openPgliteHere, openPgliteThread } from './pglite-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every module sees, whichever driver is underneath. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = {
  db: AppDb;
  driver: DatabaseDriver;
  /** The server's URL when the driver is postgres (leader election opens its own session on it). */
  url: string | undefined;
  migrate(): Promise<void>;
  /**
   * Resolves when the database answers, without waiting behind the requests' queries: PostgreSQL
   * on a connection of its own outside the pool, the embedded database from its thread between two
   * statements.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a NOTIFY channel: `handler` runs for each notification (NOTIFY issued in a transaction
   * arrives at its commit). Answers the function that stops listening.
   */
  listen(channel: string, handler: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tar, loadable with `loadDataDir` (test templates). */
  dumpDataDir?(): Promise<Blob>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests); loadDataDir starts it from a dump of
   * another instance's data directory instead of running initdb.
   */
  | {
      driver: 'pglite';
      dataDir: string | undefined;
      loadDataDir?: Blob;
      /** On a thread of its own (the default; the server), or on the caller's (tests). */
      thread?: boolean;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

/**
 * PGlite is a single Postgres backend: one session for the whole process. Its client serialises
 * every query and holds that lock for a whole `transaction()` (Drizzle's PGlite transactions use it),
 * so concurrent requests queue on it instead of interleaving statements. It runs on a thread of its
 * own (pglite-client.ts), so the HTTP thread keeps answering while it works.
 */
async function openPglite({
  dataDir,
  loadDataDir,
  thread = true,
}: Extract<DatabaseOptions, { driver: 'pglite' }>): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await (thread ? openPgliteThread : openPgliteHere)({
    dataDir,
    loadDataDir,
    // PGlite's default 128 MB of shared buffers is the largest part of its resident memory; the
    // embedded mode serves a demo or a small community, where 32 MB holds the working set.
    postgresqlconf: ['shared_buffers=32MB'],
  });
  const db = drizzlePglite({ client: asPglite(client), schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    url: undefined,
    migrate: () => migratePglite(drizzlePglite({ client: asPglite(client), schema }), { migrationsFolder }),
    ping: () => (closed ? Promise.reject(new Error('PGlite is closed')) : client.ping()),
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, () => handler());
      return async () => {
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    // Flushed first, so a copy starts without replaying the log.
    dumpDataDir: () => client.dumpDataDir(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // JIT off: the app's statements are short, and PostgreSQL compiled any whose estimate passed
  // jit_above_cost on every execution, 15-60 ms each (bench/README.md, Groups: trade-list-view).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off',
    Client: namedStatementClient(),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  const prober = createProbeConnection(url);
  let closed = false;
  return {
    db,
    driver: 'postgres',
    url,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: () => (closed ? Promise.reject(new Error('The database is closed')) : prober.ping()),
    listen: (channel, handler) => listenPostgres(url, channel, handler),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), prober.close()]);
    },
  };
}

/**
 * One connection of its own for health probes: a `select 1` through the pool would wait behind every
 * request queued for a connection. Opened on first use and again after it fails.
 */
function createProbeConnection(url: string) {
  let connecting: Promise<pg.Client> | undefined;
  const open = () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    const forget = () => {
      if (connecting === opened) connecting = undefined;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
    };
    const opened = client.connect().then(() => client);
    client.on('error', forget);
    client.on('end', forget);
    opened.catch(forget);
    return opened;
  };
  return {
    async ping(): Promise<void> {
      connecting ??= open();
      const client = await connecting;
      await client.query('select 1');
    },
    async close(): Promise<void> {
      const client = await connecting?.catch(() => undefined);
      connecting = undefined;
      await client?.end().catch(() => {});
    },
  };
}

const LISTEN_RETRY_MS = 2000;

/**
 * LISTEN needs a session of its own (a pooled connection goes back to the pool). A lost connection is
 * reopened after LISTEN_RETRY_MS, and `handler` runs once on reconnecting, since a notification sent
 * while it was down is gone: the listener catches up as if woken.
 */
async function listenPostgres(
  url: string,
  channel: string,
  handler: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const drop = (ending: pg.Client) => {
    ending.removeAllListeners();
    ending.on('error', () => {});
    return ending.end().catch(() => {});
  };
  const connect = async (isRetry: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const retry = () => {
      if (client !== next) return;
      client = undefined;
      void drop(next);
      if (!stopped) timer = setTimeout(() => void connect(true).catch(() => {}), LISTEN_RETRY_MS).unref();
    };
    client = next;
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === channel) handler();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (isRetry) handler();
    } catch (error) {
      retry();
      if (!isRetry) throw error;
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const ending = client;
    client = undefined;
    if (ending) await drop(ending);
  };
}
