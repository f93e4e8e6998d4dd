/** Demo webinars (webinars.ts): seeded once, around the start, one running, Priya registered. */
import { webinarStatusAt } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { users, webinarRegistrations, webinars } from '../db/schema/index.ts';
import { SEED_WEBINARS, seedDemoWebinars } from './webinars.ts';

let ctx: TestContext;
const now = new Date('2026-12-01T09:10:00.000Z');
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await seedDemoWebinars(ctx.database.db, { now });
});
afterAll(() => ctx.close());

describe('demo webinars', () => {
  it('seeds each once: one running, two to come, at IST half-hours', async () => {
    const db = ctx.database.db;
    await seedDemoWebinars(db, { now });
    const rows = await db.select().from(webinars).orderBy(webinars.startsAt);
    expect(rows.map((row) => row.title)).toEqual(SEED_WEBINARS.map((webinar) => webinar.title));
    expect(rows.map((row) => webinarStatusAt(row.startsAt, row.durationHours, now))).toEqual([
      'Ongoing',
      'Upcoming',
      'Upcoming',
    ]);
    for (const row of rows) expect(row.startsAt.getTime() % (30 * 60_000)).toBe(0);
    expect(rows.map((row) => row.pricePaise)).toEqual([0, 0, 49_900]);
  });

  it('registers Priya, the demo follower, for the two free ones under her name', async () => {
    const db = ctx.database.db;
    const [priya] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000005'));
    const registered = await db
      .select({ title: webinars.title, name: webinarRegistrations.name })
      .from(webinarRegistrations)
      .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
      .where(eq(webinarRegistrations.userId, priya!.id))
      .orderBy(webinars.startsAt);
    expect(registered).toEqual([
      { title: 'Sector rotation, live', name: 'Priya Nair' },
      { title: 'Swing trading with price action', name: 'Priya Nair' },
    ]);
  });
});
