import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  | { driver: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);
}

/**
 * PGlite is a single Postgres backend: one session for the whole process. Its client serialises
 * every query and holds that lock for a whole `transaction()` (Drizzle's PGlite transactions use it),
 * so concurrent requests queue on it instead of interleaving statements.
 */
async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite's default 128 MB of shared buffers is the largest part of its resident memory; the
  // embedded mode serves a demo or a small community, where 32 MB holds the working set.
  // One options object: PGlite ignores a second argument's options when the first is undefined.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    postgresqlconf: ['shared_buffers=32MB'],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    url: undefined,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
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
    dumpDataDir: async () => {
      // Flushed first, so a copy starts without replaying the log.
      await client.query('checkpoint');
      return client.dumpDataDir('none');
    },
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
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    url,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => listenPostgres(url, channel, handler),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
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
