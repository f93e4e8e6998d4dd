import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support.ts';
import { resultRows } from './driver-results.ts';
import { createStatementNamer } from './named-statements.ts';

describe('naming statements by their text', () => {
  it('gives one text one name, another text another, and stops naming past the limit', () => {
    const nameOf = createStatementNamer(2);
    const first = nameOf('select $1::int');
    expect(first).toMatch(/^tc_/);
    expect(nameOf('select $1::int')).toBe(first);
    const second = nameOf('select $1::text');
    expect(second).not.toBe(first);
    expect(nameOf('select $1::bigint')).toBeUndefined();
    // Those named before the limit keep their names.
    expect(nameOf('select $1::text')).toBe(second);
  });
});

describe('on the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers parameterised statements, repeated, the same as before', async () => {
    for (const value of [1, 2, 3, 4, 5, 6, 7]) {
      const rows = resultRows<{ doubled: number }>(
        await database.db.execute(sql`select ${value}::int * 2 as doubled`),
      );
      expect(rows).toEqual([{ doubled: value * 2 }]);
    }
  });

  // Only node-postgres prepares; the embedded driver has no pool and no named statements.
  it.runIf(process.env.TEST_DATABASE_URL)('prepares them once per PostgreSQL connection', async () => {
    const probe = sql`select ${'named-statements-test'}::text as marker`;
    const prepared = await database.db.transaction(async (tx) => {
      await tx.execute(probe);
      await tx.execute(probe);
      return resultRows<{ statement: string }>(
        await tx.execute(sql`select statement from pg_prepared_statements where name like 'tc\\_%'`),
      );
    });
    expect(prepared.filter((row) => row.statement.includes('as marker'))).toHaveLength(1);
  });
});
