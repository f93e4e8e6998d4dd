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

type Client = {
  query(text: unknown, params?: unknown[], config?: unknown): Promise<{ rows: Record<string, unknown>[] }>;
};
const clientOf = (database: Database) => (database.db as unknown as { $client: Client }).$client;

export type CapturedStatement = { text: string; params: unknown[] };

/** The statements `work` sends on the database client (not inside transactions), in order. */
export async function captureStatements(
  database: Database,
  work: () => Promise<unknown>,
): Promise<CapturedStatement[]> {
  const client = clientOf(database);
  const original = client.query;
  const statements: CapturedStatement[] = [];
  client.query = function (this: Client, text: unknown, params?: unknown[], config?: unknown) {
    const sqlText = typeof text === 'string' ? text : String((text as { text: string }).text);
    statements.push({ text: sqlText, params: params ?? [] });
    return original.call(this, text, params, config);
  } as Client['query'];
  try {
    await work();
  } finally {
    client.query = original;
  }
  return statements;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement, its plan's lines joined. */
export async function explainStatement(database: Database, statement: CapturedStatement): Promise<string> {
  const result = await clientOf(database).query(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  return result.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}
