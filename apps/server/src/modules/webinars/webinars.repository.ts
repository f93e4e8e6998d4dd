import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { liveAccount, profileJoin } from '../users/index.ts';
import { webinarRegistrations, webinars } from './webinars.tables.ts';

/** How long a closed webinar stays in the list, shown as Closed. */
export const CLOSED_WEBINARS_LISTED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whose view a read is: the signed-in caller (their registration, their own webinars), and for a
 * guest who just registered, that registration (they have no session to be recognised by).
 */
export type WebinarViewer = { userId: number | null; registrationId?: number };

const endsAt = sql`(${webinars.startsAt} + ${webinars.durationHours} * interval '1 hour')`;

/**
 * Webinars with what the viewer may see of them. The joining link and the registrations count are
 * decided here, in the statement: the link is read only for the owner and a registered viewer, the
 * count only for the owner, so no other answer can carry them.
 */
function webinarsFor(db: AppDb, viewer: WebinarViewer) {
  const ownerIsViewer = viewer.userId === null ? sql`false` : sql`${webinars.ownerUserId} = ${viewer.userId}`;
  const viewersRegistration: SQL[] = [];
  if (viewer.userId !== null) viewersRegistration.push(eq(webinarRegistrations.userId, viewer.userId));
  if (viewer.registrationId !== undefined)
    viewersRegistration.push(eq(webinarRegistrations.id, viewer.registrationId));
  return db
    .select({
      id: webinars.id,
      ownerUserId: webinars.ownerUserId,
      ownerName: profileJoin.name,
      title: webinars.title,
      descriptionHtml: webinars.descriptionHtml,
      level: webinars.level,
      startsAt: webinars.startsAt,
      durationHours: webinars.durationHours,
      pricePaise: webinars.pricePaise,
      picture: webinars.picture,
      registrationName: webinarRegistrations.name,
      registrationEmail: webinarRegistrations.email,
      registrationPhone: webinarRegistrations.phone,
      joiningLink: sql<
        string | null
      >`case when ${ownerIsViewer} or ${webinarRegistrations.id} is not null then ${webinars.meetingUrl} end`,
      registrationsCount: sql<
        number | null
      >`case when ${ownerIsViewer} then (select count(*) from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${webinars.id})::int end`,
    })
    .from(webinars)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, webinars.ownerUserId))
    .leftJoin(
      webinarRegistrations,
      and(
        eq(webinarRegistrations.webinarId, webinars.id),
        viewersRegistration.length > 0 ? or(...viewersRegistration) : sql`false`,
      ),
    )
    .$dynamic();
}

export type WebinarViewRow = Awaited<ReturnType<ReturnType<typeof webinarsFor>['execute']>>[number];

/**
 * The list: every webinar of a live account not closed for more than a week (nor, for a signed-in
 * viewer, one of a user they blocked). Those still to come or running first, the soonest first;
 * then the closed ones, the latest first.
 */
export async function listedWebinars(db: AppDb, viewer: WebinarViewer, now: Date): Promise<WebinarViewRow[]> {
  const listedSince = new Date(now.getTime() - CLOSED_WEBINARS_LISTED_MS);
  const closed = sql`(${endsAt} <= ${now}::timestamptz)`;
  return await webinarsFor(db, viewer)
    .where(
      and(
        sql`${endsAt} > ${listedSince}::timestamptz`,
        liveAccount(webinars.ownerUserId),
        notBlockedBy(viewer.userId, webinars.ownerUserId),
      ),
    )
    .orderBy(
      asc(closed),
      sql`case when ${closed} then null else ${webinars.startsAt} end asc`,
      desc(webinars.startsAt),
      asc(webinars.id),
    );
}

/** One webinar as the viewer sees it (the create and register answers). */
export async function webinarFor(
  db: AppDb,
  viewer: WebinarViewer,
  webinarId: number,
): Promise<WebinarViewRow | undefined> {
  const [row] = await webinarsFor(db, viewer).where(eq(webinars.id, webinarId));
  return row;
}

/** What registering checks: the webinar of a live account, or undefined. */
export async function findWebinarToRegister(db: AppDb, webinarId: number) {
  const [row] = await db
    .select({
      id: webinars.id,
      ownerUserId: webinars.ownerUserId,
      startsAt: webinars.startsAt,
      durationHours: webinars.durationHours,
      pricePaise: webinars.pricePaise,
    })
    .from(webinars)
    .where(and(eq(webinars.id, webinarId), liveAccount(webinars.ownerUserId)));
  return row;
}

/** Whether the user, or anyone with this phone, is already registered for the webinar. */
export async function isAlreadyRegistered(
  db: AppDb,
  webinarId: number,
  who: { userId: number | null; phone: string | null },
): Promise<boolean> {
  const same: SQL[] = [];
  if (who.userId !== null) same.push(eq(webinarRegistrations.userId, who.userId));
  if (who.phone !== null) same.push(eq(webinarRegistrations.phone, who.phone));
  if (same.length === 0) return false;
  const [row] = await db
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), or(...same)))
    .limit(1);
  return row !== undefined;
}
