import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support.ts';
import { followCounts, userFollows, users } from '../db/schema/index.ts';
import { SEED_FOLLOWS } from './follows.ts';
import { seedDemoData } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo follows', () => {
  it('seeds the demo follows once, with counts equal to the rows', async () => {
    await seedDemoData(database.db);
    await seedDemoData(database.db);
    const db = database.db;
    const [rows] = await db.select({ n: count() }).from(userFollows);
    expect(rows!.n).toBe(SEED_FOLLOWS.length);
    const [priya] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000005'));
    const [counts] = await db.select().from(followCounts).where(eq(followCounts.userId, priya!.id));
    expect(counts).toMatchObject({ followersCount: 0, followingCount: 3 });
    const [ananya] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000001'));
    const [ananyaCounts] = await db.select().from(followCounts).where(eq(followCounts.userId, ananya!.id));
    expect(ananyaCounts).toMatchObject({ followersCount: 3, followingCount: 1 });
  });
});
