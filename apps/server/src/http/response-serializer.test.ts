import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { compileFastSerializer, responseSerializerCompiler } from './response-serializer.ts';

const Row = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().nullable(),
  side: z.enum(['Buy', 'Sell']),
  note: z.string().optional(),
  tags: z.array(z.string()),
  owner: z.object({ id: z.number().int(), photo: z.string().nullable() }).nullable(),
  ladder: z.array(z.object({ target_price: z.number(), stop_loss: z.number().nullable() })).nullable(),
  counts: z.record(z.string(), z.number().int()),
  pair: z.tuple([z.number(), z.string()]),
  extra: z.unknown(),
});

const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('compileFastSerializer', () => {
  const write = compileFastSerializer(Row)!;

  it('writes what zod encode and JSON.stringify write, for every kind a response uses', () => {
    const rows = [
      {
        id: 1,
        name: 'Tata "Motors" \u2028 ₹',
        price: 912.35,
        side: 'Buy',
        note: 'n',
        tags: ['a', 'b'],
        owner: { id: 7, photo: null },
        ladder: [{ target_price: 950.5, stop_loss: null }],
        counts: { Live: 3, Closed: 0 },
        pair: [1.5, 'x'],
        extra: { nested: [1, null, 'z'] },
      },
      {
        id: 2,
        name: '',
        price: null,
        side: 'Sell',
        tags: [],
        owner: null,
        ladder: null,
        counts: {},
        pair: [0, ''],
        extra: null,
      },
    ];
    for (const row of rows) expect(JSON.parse(write(row))).toEqual(JSON.parse(zodJson(Row, row)));
  });

  it('leaves out keys the schema does not name, as zod does', () => {
    const schema = z.object({ id: z.number(), secret: z.string().optional() });
    const compiled = compileFastSerializer(schema)!;
    expect(compiled({ id: 1, phone: '9810000001' })).toBe('{"id":1}');
    expect(zodJson(schema, { id: 1, phone: '9810000001' })).toBe('{"id":1}');
  });

  it('keeps zod for what a JSON Schema cannot say', () => {
    expect(compileFastSerializer(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileFastSerializer(z.object({ n: z.number().default(3) }))).toBeUndefined();
    expect(compileFastSerializer(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
    // A union inside an answer: fast-json-stringify would choose its branch by validating with Ajv.
    const State = z.union([
      z.object({ kind: z.literal('open') }),
      z.object({ kind: z.literal('closed'), at: z.string() }),
    ]);
    expect(compileFastSerializer(z.object({ state: State }))).toBeUndefined();
    expect(compileFastSerializer(z.array(z.object({ n: z.number() })))).toBeDefined();
  });

  it('writes a discriminated union by the branch its field names', () => {
    const Page = z.discriminatedUnion('is_member', [
      z.object({
        is_member: z.literal(true),
        results: z.array(z.object({ id: z.number(), entry: z.number() })),
      }),
      z.object({ is_member: z.literal(false), results: z.array(z.object({ id: z.number() })) }),
    ]);
    const write = compileFastSerializer(Page)!;
    const member = { is_member: true, results: [{ id: 1, entry: 912.5 }] };
    const visitor = { is_member: false, results: [{ id: 1, entry: 912.5 }] };
    expect(write(member)).toBe(zodJson(Page, member));
    expect(write(visitor)).toBe('{"is_member":false,"results":[{"id":1}]}');
    expect(write(visitor)).toBe(zodJson(Page, visitor));
  });

  it('writes each element of lists that share one element schema once, and as zod does', () => {
    const Bucketed = z.object({
      result: z.array(Row),
      num: z.number().int(),
      today: z.array(Row),
      other: z.array(Row),
      count: z.object({ today: z.number().int() }),
    });
    const write = compileFastSerializer(Bucketed)!;
    const row = (id: number) => ({
      id,
      name: `row "${id}"`,
      price: id * 1.5,
      side: 'Buy',
      tags: [],
      owner: null,
      ladder: null,
      counts: {},
      pair: [id, 'x'],
      extra: null,
      secret: 'never written',
    });
    const rows = [row(1), row(2), row(3)];
    const page = { result: rows, num: 2, today: [rows[0]], other: rows.slice(1), count: { today: 1 } };
    const written = write(page);
    expect(JSON.parse(written)).toEqual(JSON.parse(zodJson(Bucketed, page)));
    expect(written).not.toContain('never written');
    expect(JSON.parse(written).today).toEqual([JSON.parse(written).result[0]]);
    // A list of something else is refused as zod would refuse it.
    expect(() => write({ ...page, today: 'not a list' })).toThrow(/today is not a list/);
  });
});

describe('the checked serializer', () => {
  const serializer = responseSerializerCompiler({ checkAgainstZod: true });
  const compile = (schema: z.ZodType) =>
    serializer({ schema, method: 'GET', url: '/backend/api/example/', httpStatus: '200' } as never);

  it('refuses an answer that breaks its schema, as zod did', () => {
    const write = compile(z.object({ id: z.number().int() }));
    expect(write({ id: 3 })).toBe('{"id":3}');
    expect(() => write({ id: 'three' })).toThrow(/Response doesn't match the schema/);
    expect(() => write({})).toThrow(/Response doesn't match the schema/);
  });
});

describe('the routes', () => {
  let ctx: TestContext;
  const writers = new Map<string, 'compiled' | 'zod'>();

  beforeAll(async () => {
    ctx = await createTestApp({ serializerReport: (route, writer) => writers.set(route, writer) });
  });
  afterAll(() => ctx.close());

  it('compile the read endpoints a crowd calls', () => {
    for (const route of [
      'GET /backend/api/trade/all-trade-list/:userId/:page/:status/:buySell/:duration 200',
      'GET /backend/api/trade/trade-list/:userId/:tab/:page 200',
      'GET /backend/api/trade/:userId/trending/ 200',
      'GET /backend/api/trade/:userId/trending/upcoming/ 200',
      'GET /backend/api/trade/:userId/trending/profile/ 200',
      'GET /backend/api/groups/:id/trades/ 200',
      'GET /backend/api/trade/trade-list-view/ 200',
    ])
      expect(writers.get(route)).toBe('compiled');
    // Left on zod's writer: answers with a union inside (a transaction of one kind or another, an
    // event's figures, a report's state, the sign-in's two refusals). Every other route compiles.
    const onZod = [...writers]
      .filter(([route, writer]) => writer === 'zod' && !route.startsWith('HEAD '))
      .map(([route]) => route)
      .sort();
    expect(onZod).toEqual([
      'GET /backend/api/economic-calendar/ 200',
      'GET /backend/api/trade/stock-reports/ 200',
      'GET /backend/api/transaction-history/ 200',
      'GET /backend/api/video-transaction-history/ 200',
      'PATCH /backend/api/trade/trade-detail-patch/ 200',
      'POST /backend/api/firebase-auth/:provider/ 400',
    ]);
    expect(writers.size).toBeGreaterThan(250);
  });
});
