import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { profiles, users, webinarRegistrations, webinars } from '../db/schema/index.ts';

const HOUR = 3_600_000;

/**
 * Demo webinars by the demo experts, placed around the start: one running now, one free in two days
 * (Priya, the demo follower, registered), one paid in five. Times are whole IST half-hours.
 */
export const SEED_WEBINARS = [
  {
    owner: '9810000002',
    title: 'Sector rotation, live',
    descriptionHtml:
      '<p>We read the NIFTY sector indices week by week and ask which ones money is moving into. <strong>Bring your watchlist.</strong></p>',
    level: 'Advanced',
    /** Hours from the seed's start to the webinar's: negative, already running. */
    startsInHours: -0.5,
    durationHours: 2,
    pricePaise: 0,
    registered: ['9810000005', '9810000004'],
  },
  {
    owner: '9810000001',
    title: 'Swing trading with price action',
    descriptionHtml:
      '<p>Support, resistance and the candles that matter, on three real swing calls from this month.</p><ul><li>Where to put the stop loss</li><li>When to book partial profits</li></ul>',
    level: 'Beginner',
    startsInHours: 48,
    durationHours: 1,
    pricePaise: 0,
    registered: ['9810000005'],
  },
  {
    owner: '9810000003',
    title: 'Option Greeks without the maths',
    descriptionHtml:
      '<p>Delta, theta and vega explained on the NIFTY weekly chain, and why most option buyers lose money to time decay. <em>Not investment advice.</em></p>',
    level: 'Intermediate',
    startsInHours: 120,
    durationHours: 2,
    pricePaise: 49_900,
    registered: [],
  },
] as const;

/** The start rounded to the IST half-hour (IST is UTC+05:30, so UTC half-hours are IST ones). */
function halfHourOf(at: number): Date {
  return new Date(Math.round(at / (HOUR / 2)) * (HOUR / 2));
}

/** The demo webinars once: skipped when the demo experts have any webinar. */
export async function seedDemoWebinars(db: AppDb, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const phones = [...new Set(SEED_WEBINARS.flatMap((webinar) => [webinar.owner, ...webinar.registered]))];
  const people = await db
    .select({ id: users.id, phone: users.phone, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.phone, phones));
  const userIdOf = new Map(people.map((person) => [person.phone ?? '', person.id]));
  const nameOf = new Map(people.map((person) => [person.phone ?? '', person.name ?? 'Demo user']));
  const owners = SEED_WEBINARS.flatMap((webinar) => userIdOf.get(webinar.owner) ?? []);
  if (owners.length === 0) return;
  const [existing] = await db
    .select({ id: webinars.id })
    .from(webinars)
    .where(inArray(webinars.ownerUserId, owners))
    .limit(1);
  if (existing) return;

  await db.transaction(async (tx) => {
    for (const spec of SEED_WEBINARS) {
      const ownerUserId = userIdOf.get(spec.owner);
      if (ownerUserId === undefined) continue;
      const [webinar] = await tx
        .insert(webinars)
        .values({
          ownerUserId,
          title: spec.title,
          descriptionHtml: spec.descriptionHtml,
          level: spec.level,
          startsAt: halfHourOf(now.getTime() + spec.startsInHours * HOUR),
          durationHours: spec.durationHours,
          pricePaise: spec.pricePaise,
          meetingUrl: `https://meet.example.com/tradecircle-demo-${spec.owner.slice(-1)}`,
        })
        .returning({ id: webinars.id });
      const registrants = spec.registered.flatMap((phone) => {
        const userId = userIdOf.get(phone);
        return userId === undefined ? [] : [{ userId, phone }];
      });
      if (registrants.length > 0)
        await tx.insert(webinarRegistrations).values(
          registrants.map(({ userId, phone }) => ({
            webinarId: webinar!.id,
            userId,
            name: nameOf.get(phone)!,
            email: null,
            phone,
          })),
        );
    }
  });
}
