import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupRows, createTradeRow, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { compileRowMapper, useCompiledRowMappers } from '../../db/compiled-row-mapper.ts';
import { visibleTrades } from './trades.repository.ts';
import { trades } from './trades.tables.ts';

let ctx: TestContext;
let viewer: { userId: number; profileId: number | null };
let posterUserId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const db = ctx.database.db;
  const poster = await createUser(ctx.app, { name: 'Mapper Poster' });
  const reader = await createUser(ctx.app, { name: 'Mapper Reader' });
  posterUserId = poster.user_id;
  viewer = { userId: reader.user_id, profileId: reader.profile_id };
  const group = await createGroupRows(ctx.app, poster, { members: [reader] });
  const origin = await createTradeRow(db, { userId: poster.user_id }, {});
  await createTradeRow(db, { userId: poster.user_id }, { visibility: 'group', groupId: group.id });
  await createTradeRow(db, { userId: poster.user_id }, { status: 'Closed', exitPrice: 2512.5 });
  await createTradeRow(db, { userId: reader.user_id }, { copyOriginId: origin!.id });
});
afterAll(() => ctx.close());

describe('the compiled row mapper', () => {
  it('answers what Drizzle maps, key for key, for trade rows with and without their left joins', async () => {
    const db = ctx.database.db;
    const statement = (name: string) =>
      visibleTrades(db, viewer).rows().orderBy(desc(trades.id)).prepare(name);
    const drizzles = await statement('mapper_test_drizzle').execute();
    const compiled = await useCompiledRowMappers(statement('mapper_test_compiled')).execute();
    expect(drizzles.length).toBeGreaterThanOrEqual(4);
    expect(compiled).toEqual(drizzles);
    // Key order too: the serializer and every JSON answer see the same text.
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(drizzles));
    const kinds = compiled.map((row) => [row.group === null, row.copyOriginName === null]);
    expect(kinds).toContainEqual([true, true]);
    expect(kinds).toContainEqual([false, true]);
    expect(kinds).toContainEqual([true, false]);
    const closed = compiled.find((row) => row.trade.status === 'Closed');
    expect(closed?.trade.exitPrice).toBe(2512.5);
    expect(closed?.trade.createdAt).toBeInstanceOf(Date);
  });

  it('answers the same for aggregates and for SQL fields at the top level', async () => {
    const db = ctx.database.db;
    const statement = (name: string) =>
      visibleTrades(db, viewer)
        .aggregate(
          {
            all: sql<number>`count(*)::int`,
            newest: sql<Date>`max(${trades.createdAt})`.mapWith(trades.createdAt),
          },
          eq(trades.postedByUserId, posterUserId),
        )
        .prepare(name);
    const drizzles = await statement('mapper_test_aggregate_drizzle').execute();
    const compiled = await useCompiledRowMappers(statement('mapper_test_aggregate_compiled')).execute();
    expect(compiled).toEqual(drizzles);
    expect(compiled[0]!.all).toBe(3);
    expect(compiled[0]!.newest).toBeInstanceOf(Date);
  });

  it('nulls an object only when its first column is null and its table was joined nullable', () => {
    const db = ctx.database.db;
    const prepared = visibleTrades(db, viewer).rows().prepare('mapper_test_fields') as unknown as {
      fields: { path: string[]; field: unknown }[];
      joinsNotNullableMap: Record<string, boolean>;
    };
    const groupIndex = prepared.fields.findIndex(({ path }) => path.join('.') === 'group.id');
    const securityIndex = prepared.fields.findIndex(({ path }) => path.join('.') === 'security.id');
    const row = prepared.fields.map(() => null) as unknown[];
    const [mapped] = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)([row]) as Record<
      string,
      unknown
    >[];
    expect(groupIndex).toBeGreaterThan(-1);
    // The group is a left join: an all-null group reads as null. The security is an inner join: its
    // object stays, with null members, as Drizzle leaves it.
    expect(mapped!.group).toBeNull();
    expect(mapped!.security).toEqual(expect.objectContaining({ id: null }));
    expect(securityIndex).toBeGreaterThan(-1);
  });
});
