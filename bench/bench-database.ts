import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { databaseUrl, withAdminClient } from '../apps/server/test/database-templates.ts';

/**
 * A bench's own empty database: on PostgreSQL a database `name` created afresh on the server of
 * `pgUrl` (dropped by `dispose` unless `keep`, to run EXPLAIN by hand afterwards); on PGlite a new
 * data directory under the system temp folder, removed by `dispose`.
 */
export async function openBenchDatabase(
  driver: 'postgres' | 'pglite',
  options: { name: string; pgUrl: string; keep?: boolean },
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const { name, pgUrl } = options;
  if (driver === 'postgres') {
    const adminQuery = (text: string) => withAdminClient(pgUrl, (client) => client.query(text));
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl(pgUrl, name), poolSize: 10 });
    return {
      database,
      dispose: async () => {
        if (!options.keep) await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name.replace(/_/g, '-')}-pglite-`));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  return { database, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
