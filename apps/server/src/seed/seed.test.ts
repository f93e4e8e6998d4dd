import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support.ts';
import { profiles, securities, staffMembers, staffTeams, users } from '../db/schema/index.ts';
import { SEED_SECURITIES, SHARES_OUTSTANDING } from './securities.data.ts';
import { SECURITY_DESCRIPTIONS } from './securities.descriptions.ts';
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

/** Every row the seed touches, in a stable order. */
const snapshot = async () => {
  const db = database.db;
  return {
    securities: await db.select().from(securities).orderBy(asc(securities.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    profiles: await db.select().from(profiles).orderBy(asc(profiles.id)),
  };
};

const descriptionOf = async (symbol: string, exchange: 'NSE' | 'BSE') => {
  const [row] = await database.db
    .select({ description: securities.description })
    .from(securities)
    .where(and(eq(securities.symbol, symbol), eq(securities.exchange, exchange)));
  return row!.description;
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

  it('has the staff teams with their queues and one staff member in each', async () => {
    const staff = await database.db
      .select({ phone: users.phone, team: staffTeams.name, permissions: staffTeams.permissions })
      .from(staffMembers)
      .innerJoin(staffTeams, eq(staffTeams.id, staffMembers.teamId))
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .orderBy(asc(users.phone));
    expect(staff).toEqual([
      { phone: '9000000002', team: 'Compliance', permissions: ['payouts', 'sebi', 'performance', 'margins'] },
      { phone: '9000000003', team: 'Content', permissions: ['groups', 'videos'] },
      { phone: '9000000004', team: 'Support', permissions: ['moderation'] },
    ]);
  });

  it('has a superuser and SEBI-registered experts', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.isSuperuser, true));
    expect(admin).toBeDefined();
    const experts = await database.db.select().from(profiles).where(eq(profiles.isSebiRegistered, true));
    expect(experts.length).toBeGreaterThanOrEqual(2);
    expect(experts.every((expert) => expert.sebiUserType && expert.sebiNumber)).toBe(true);
    // Each registration as the registration route records it: an end date, self-declared.
    expect(
      experts.every((expert) => expert.sebiValidUntil && expert.sebiVerification === 'self_declared'),
    ).toBe(true);
  });

  it('gives a registration seeded before end dates existed its end date, and leaves a set one alone', async () => {
    await seedDemoData(database.db);
    const ananya = eq(profiles.sebiNumber, 'INH000012345');
    const rohit = eq(profiles.sebiNumber, 'INA000067890');
    await database.db.update(profiles).set({ sebiValidUntil: null }).where(ananya);
    await database.db.update(profiles).set({ sebiValidUntil: '2035-12-31' }).where(rohit);
    await seedDemoData(database.db);
    const [filled] = await database.db.select().from(profiles).where(ananya);
    const [kept] = await database.db.select().from(profiles).where(rohit);
    expect(filled!.sebiValidUntil).toBe('2030-03-31');
    expect(kept!.sebiValidUntil).toBe('2035-12-31');
  });

  it('has a neutral About text of 350-600 characters for every seeded symbol, and none for unknown symbols', () => {
    const symbols = new Set(SEED_SECURITIES.map((security) => security.symbol));
    for (const symbol of symbols) {
      const description = SECURITY_DESCRIPTIONS[symbol];
      expect(description, symbol).toBeDefined();
      expect(description!.length, symbol).toBeGreaterThanOrEqual(350);
      expect(description!.length, symbol).toBeLessThanOrEqual(600);
    }
    expect(Object.keys(SECURITY_DESCRIPTIONS).sort()).toEqual([...symbols].sort());
  });

  it('gives every seeded security a description of at least 300 characters', async () => {
    await seedDemoData(database.db);
    const rows = await database.db.select().from(securities);
    expect(rows.filter((row) => row.underlyingId === null)).toHaveLength(SEED_SECURITIES.length);
    for (const row of rows) {
      expect(row.description?.length ?? 0, `${row.symbol} ${row.exchange}`).toBeGreaterThanOrEqual(300);
    }
    // A BSE listing shares its NSE text.
    expect(await descriptionOf('RELIANCE', 'BSE')).toBe(await descriptionOf('RELIANCE', 'NSE'));
  });

  it('gives every stock its approximate shares outstanding (none for indices), filling gaps and never overwriting', async () => {
    await seedDemoData(database.db);
    const stocks = await database.db
      .select({ symbol: securities.symbol, shares: securities.sharesOutstanding })
      .from(securities)
      .where(eq(securities.instrumentType, 'EQ'));
    expect(stocks.length).toBeGreaterThanOrEqual(50);
    for (const stock of stocks) expect(stock.shares, stock.symbol).toBe(SHARES_OUTSTANDING[stock.symbol]);
    // Plausible: every NIFTY 50 company between ₹10,000 crore and ₹30 lakh crore at its seed close.
    for (const security of SEED_SECURITIES.filter(
      (entry) => entry.exchange === 'NSE' && !entry.instrumentType,
    )) {
      const crore = (SHARES_OUTSTANDING[security.symbol]! * security.closePrice) / 1e7;
      expect(crore, security.symbol).toBeGreaterThan(10_000);
      expect(crore, security.symbol).toBeLessThan(3_000_000);
    }
    const indices = await database.db
      .select({ shares: securities.sharesOutstanding })
      .from(securities)
      .where(eq(securities.instrumentType, 'INDEX'));
    expect(indices.every((index) => index.shares === null)).toBe(true);

    // As if INFY had been seeded before the column existed, and TCS's figure edited since.
    await database.db
      .update(securities)
      .set({ sharesOutstanding: null })
      .where(eq(securities.symbol, 'INFY'));
    await database.db
      .update(securities)
      .set({ sharesOutstanding: 123 })
      .where(and(eq(securities.symbol, 'TCS'), eq(securities.exchange, 'NSE')));
    await seedDemoData(database.db);
    const after = await database.db
      .select({
        symbol: securities.symbol,
        exchange: securities.exchange,
        shares: securities.sharesOutstanding,
      })
      .from(securities)
      .where(inArray(securities.symbol, ['INFY', 'TCS']));
    expect(
      after.sort((a, b) => `${a.symbol}${a.exchange}`.localeCompare(`${b.symbol}${b.exchange}`)),
    ).toEqual([
      { symbol: 'INFY', exchange: 'BSE', shares: SHARES_OUTSTANDING.INFY },
      { symbol: 'INFY', exchange: 'NSE', shares: SHARES_OUTSTANDING.INFY },
      { symbol: 'TCS', exchange: 'BSE', shares: SHARES_OUTSTANDING.TCS },
      { symbol: 'TCS', exchange: 'NSE', shares: 123 },
    ]);
    await database.db
      .update(securities)
      .set({ sharesOutstanding: SHARES_OUTSTANDING.TCS })
      .where(eq(securities.symbol, 'TCS'));
  });

  it('changes nothing when run again', async () => {
    await seedDemoData(database.db);
    const before = await snapshot();
    await seedDemoData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('fills a missing description on an already-seeded row but never overwrites one already set', async () => {
    await seedDemoData(database.db);
    const edited = 'Edited by an admin; the seed must leave this alone.';
    await database.db
      .update(securities)
      .set({ description: edited })
      .where(and(eq(securities.symbol, 'INFY'), eq(securities.exchange, 'NSE')));
    // As if TCS (on both exchanges) had been seeded before descriptions existed.
    await database.db.update(securities).set({ description: null }).where(eq(securities.symbol, 'TCS'));
    const before = await snapshot();

    await seedDemoData(database.db);

    expect(await descriptionOf('INFY', 'NSE')).toBe(edited);
    expect(await descriptionOf('INFY', 'BSE')).toBe(SECURITY_DESCRIPTIONS.INFY);
    expect(await descriptionOf('TCS', 'NSE')).toBe(SECURITY_DESCRIPTIONS.TCS);
    expect(await descriptionOf('TCS', 'BSE')).toBe(SECURITY_DESCRIPTIONS.TCS);
    const missing = await database.db
      .select({ n: count() })
      .from(securities)
      .where(isNull(securities.description));
    expect(missing[0]!.n).toBe(0);

    // Apart from the two TCS descriptions, every row is exactly as it was.
    const after = await snapshot();
    const withoutTcsDescriptions = (rows: (typeof before)['securities']) =>
      rows.map((row) => (row.symbol === 'TCS' ? { ...row, description: null } : row));
    expect(withoutTcsDescriptions(after.securities)).toEqual(withoutTcsDescriptions(before.securities));
    expect(after.users).toEqual(before.users);
    expect(after.profiles).toEqual(before.profiles);

    await seedDemoData(database.db);
    expect(await snapshot()).toEqual(after);
  });
});
