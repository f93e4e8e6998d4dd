/**
 * One test database, the old way against the new, in the same run: a fresh PGlite that runs initdb
 * and every migration (and the demo seed) against a copy loaded from the run's template dump; with
 * TEST_DATABASE_URL, CREATE DATABASE + migrate against CREATE DATABASE ... TEMPLATE.
 * Usage: npm run test-database -w @tradecircle/bench [-- rounds]
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import {
  buildDatabaseTemplates,
  databaseUrl,
  disposeDatabaseTemplates,
  readTemplateDump,
  type TemplateKind,
  withAdminClient,
} from '../../apps/server/test/database-templates.ts';
import { percentile } from '../stats.ts';

const rounds = Number(process.argv[2] ?? 5);
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function freshDatabase(kind: TemplateKind): Promise<void> {
  if (!serverUrl) {
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await database.migrate();
    if (kind === 'seeded') await seedDemoData(database.db);
    await database.db.execute('select count(*) from securities');
    await database.close();
    return;
  }
  const name = `tc_bench_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
  await database.migrate();
  if (kind === 'seeded') await seedDemoData(database.db);
  await database.close();
  await withAdminClient(serverUrl, (client) => client.query(`drop database ${name} with (force)`));
}

const templates = await buildDatabaseTemplates(serverUrl);
async function copiedDatabase(kind: TemplateKind): Promise<void> {
  if (templates.driver === 'pglite') {
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: undefined,
      loadDataDir: readTemplateDump(templates.dumps[kind]),
    });
    await database.db.execute('select count(*) from securities');
    await database.close();
    return;
  }
  const name = `tc_bench_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl as string, (client) =>
    client.query(`create database ${name} template ${templates.databases[kind]}`),
  );
  const database = await openDatabase({
    driver: 'postgres',
    url: databaseUrl(serverUrl as string, name),
    poolSize: 2,
  });
  await database.db.execute('select count(*) from securities');
  await database.close();
  await withAdminClient(serverUrl as string, (client) => client.query(`drop database ${name} with (force)`));
}

const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );
console.log(`driver: ${serverUrl ? 'postgres' : 'pglite'}, ${rounds} rounds each (median ms)`);
console.log('| database | fresh (initdb, migrate, seed) | copy of template | ratio |');
console.log('|---|---|---|---|');
try {
  for (const kind of ['migrated', 'seeded'] as const) {
    const fresh: number[] = [];
    const copied: number[] = [];
    for (let round = 0; round < rounds; round++) {
      fresh.push(await timed(() => freshDatabase(kind)));
      copied.push(await timed(() => copiedDatabase(kind)));
    }
    const [f, c] = [median(fresh), median(copied)];
    console.log(`| ${kind} | ${f.toFixed(0)} | ${c.toFixed(0)} | ${(f / c).toFixed(1)}x |`);
  }
} finally {
  await disposeDatabaseTemplates(templates);
}
