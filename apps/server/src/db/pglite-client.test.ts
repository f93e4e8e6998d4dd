import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './driver-results.ts';
import { openPgliteHere, openPgliteThread, type PgliteClient } from './pglite-client.ts';

const OPTIONS = { dataDir: undefined, loadDataDir: undefined, postgresqlconf: [] };
/** Drizzle's parsers: these type ids keep their text (timestamptz here). */
const KEEP_TIMESTAMP_TEXT = { rowMode: 'object' as const, parsers: { 1184: (value: string) => value } };

describe('the embedded database on a thread of its own', () => {
  let threaded: PgliteClient;
  let here: PgliteClient;
  beforeAll(async () => {
    [threaded, here] = await Promise.all([openPgliteThread(OPTIONS), openPgliteHere(OPTIONS)]);
    for (const client of [threaded, here])
      await client.exec('create table items (id int primary key, note text, data jsonb, at timestamptz)');
  });
  afterAll(async () => {
    await Promise.all([threaded.close(), here.close()]);
  });

  it('answers rows as PGlite on the calling thread does: numbers, JSON, arrays, kept text', async () => {
    const text = `select $1::int as n, $2::jsonb as data, array[1, 2, 3] as list, $3::text as note,
      '2026-11-29 10:00:00+00'::timestamptz as at`;
    const params = [7, JSON.stringify({ a: [1, 'b'] }), 'x'];
    const [fromThread, fromHere] = await Promise.all([
      threaded.query(text, params, KEEP_TIMESTAMP_TEXT),
      here.query(text, params, KEEP_TIMESTAMP_TEXT),
    ]);
    expect(fromThread.rows).toEqual(fromHere.rows);
    expect(fromThread.rows[0]).toMatchObject({ n: 7, data: { a: [1, 'b'] }, list: [1, 2, 3] });
    expect(typeof (fromThread.rows[0] as { at: unknown }).at).toBe('string');
    const arrays = await threaded.query('select 1 as a, 2 as b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
  });

  it('commits a transaction whose work succeeds and rolls back one that throws', async () => {
    await threaded.transaction(async (tx) => {
      await tx.query('insert into items (id, note) values ($1, $2)', [1, 'kept']);
    });
    await expect(
      threaded.transaction(async (tx) => {
        await tx.query('insert into items (id, note) values ($1, $2)', [2, 'undone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await threaded.query('select id, note from items order by id');
    expect(rows).toEqual([{ id: 1, note: 'kept' }]);
  });

  it("carries PostgreSQL's error fields across, so a unique violation is recognised", async () => {
    const failure = await threaded
      .query('insert into items (id, note) values ($1, $2)', [1, 'again'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect((failure as { constraint?: string }).constraint).toBe('items_pkey');
  });

  it('runs concurrent transactions one after another, never interleaved', async () => {
    const order: string[] = [];
    const work = (name: string) =>
      threaded.transaction(async (tx) => {
        order.push(`${name} begins`);
        await tx.query('select pg_sleep(0.02)');
        order.push(`${name} ends`);
      });
    await Promise.all([work('a'), work('b'), work('c')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
  });

  it('answers a ping while a transaction holds the database', async () => {
    let finish = () => {};
    let begun = () => {};
    const isBegun = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const holding = threaded.transaction(async (tx) => {
      await tx.query('select 1');
      begun();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await isBegun;
    let queryDone = false;
    const queued = threaded.query('select 1').then(() => {
      queryDone = true;
    });
    await threaded.ping();
    expect(queryDone).toBe(false);
    finish();
    await Promise.all([holding, queued]);
  });

  it('delivers NOTIFY to listeners, and fails every call once closed', async () => {
    const client = await openPgliteThread(OPTIONS);
    let heard = 0;
    const unlisten = await client.listen('changes', () => {
      heard++;
    });
    await client.query("select pg_notify('changes', '')");
    for (let attempt = 0; attempt < 100 && heard === 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toBe(1);
    await unlisten();
    await client.close();
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
    await expect(client.ping()).rejects.toThrow('PGlite is closed');
  });
});
