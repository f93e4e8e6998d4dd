import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import { profiles, securities, users } from '../schema/index.ts';
import { seedDemoData } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const counts = async () => {
  const db = database.db;
  const [s] = await db.select({ n: count() }).from(securities);
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(profiles);
  return { securities: s!.n, users: u!.n, profiles: p!.n };
};

describe('demo seed', () => {
  it('holds the NIFTY 50, some BSE listings, the F&O indices and the demo people, and is idempotent', async () => {
    await seedDemoData(database.db);
    const first = await counts();
    await seedDemoData(database.db);
    expect(await counts()).toEqual(first);

    const nifty = await database.db
      .select({ n: count() })
      .from(securities)
      .where(and(eq(securities.exchange, 'NSE'), eq(securities.instrumentType, 'EQ')));
    expect(nifty[0]!.n).toBe(50);

    const [nifty50Index] = await database.db.select().from(securities).where(eq(securities.symbol, 'NIFTY'));
    expect(nifty50Index).toMatchObject({ instrumentType: 'INDEX', lotSize: 65 });
    const bse = await database.db.select().from(securities).where(eq(securities.exchange, 'BSE'));
    expect(bse.length).toBeGreaterThanOrEqual(5);
  });

  it('has a superuser and SEBI-registered experts', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.isSuperuser, true));
    expect(admin).toBeDefined();
    const experts = await database.db.select().from(profiles).where(eq(profiles.isSebiRegistered, true));
    expect(experts.length).toBeGreaterThanOrEqual(2);
    expect(experts.every((expert) => expert.sebiUserType && expert.sebiNumber)).toBe(true);
  });
});
