import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/seed.ts';

/**
 * Migrate once, copy many. A test run builds each template once (vitest's global setup) and every
 * test file starts from its own copy:
 * - PGlite: a dump of the migrated data directory, loaded into a fresh in-memory instance
 *   (skips initdb, which is most of a fresh PGlite's ~5 s start);
 * - PostgreSQL: a template database, copied with `CREATE DATABASE ... TEMPLATE` per file.
 */
export type TemplateKind = 'migrated' | 'seeded';

export type DatabaseTemplates =
  | { driver: 'pglite'; dumps: Record<TemplateKind, string>; folder: string }
  | { driver: 'postgres'; serverUrl: string; databases: Record<TemplateKind, string> };

const TEMPLATE_KINDS: TemplateKind[] = ['migrated', 'seeded'];

/** Builds the migrated and seeded templates: dumps of PGlite, or databases on the PostgreSQL server. */
export async function buildDatabaseTemplates(serverUrl: string | undefined): Promise<DatabaseTemplates> {
  return serverUrl ? buildPostgresTemplates(serverUrl) : buildPgliteTemplates();
}

export async function disposeDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  if (templates.driver === 'pglite') {
    rmSync(templates.folder, { recursive: true, force: true });
    return;
  }
  await withAdminClient(templates.serverUrl, async (client) => {
    for (const name of Object.values(templates.databases)) {
      await client.query(`alter database ${name} is_template false`);
      await client.query(`drop database if exists ${name} with (force)`);
    }
  });
}

async function buildPgliteTemplates(): Promise<DatabaseTemplates> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tradecircle-test-templates-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined, thread: false });
  const dumps = {} as Record<TemplateKind, string>;
  try {
    await database.migrate();
    // Tests use only the `postgres` database; without template0 and template1 a copy holds a third
    // of the files and loads about 30% faster.
    for (const name of ['template0', 'template1']) {
      await database.db.execute(sql.raw(`alter database ${name} is_template false`));
      await database.db.execute(sql.raw(`drop database ${name}`));
    }
    for (const kind of TEMPLATE_KINDS) {
      if (kind === 'seeded') await seedDemoData(database.db);
      const file = path.join(folder, `${kind}.tar`);
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('the embedded database cannot dump its data directory');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      dumps[kind] = file;
    }
  } finally {
    await database.close();
  }
  return { driver: 'pglite', dumps, folder };
}

async function buildPostgresTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const run = randomBytes(4).toString('hex');
  const databases = {} as Record<TemplateKind, string>;
  for (const kind of TEMPLATE_KINDS) {
    const name = `tc_template_${run}_${kind}`;
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
    databases[kind] = name;
    const database = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(serverUrl, name),
      poolSize: 2,
    });
    try {
      await database.migrate();
      if (kind === 'seeded') await seedDemoData(database.db);
    } finally {
      // A template must have no open sessions while it is copied.
      await database.close();
    }
    await withAdminClient(serverUrl, (client) => client.query(`alter database ${name} is_template true`));
  }
  return { driver: 'postgres', serverUrl, databases };
}

const dumpCache = new Map<string, Blob>();

/** The template's data directory dump, read once per worker process. */
export function readTemplateDump(file: string): Blob {
  let dump = dumpCache.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumpCache.set(file, dump);
  }
  return dump;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
