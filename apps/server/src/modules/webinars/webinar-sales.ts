import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { findProfileByUserId, findUserById, liveAccount } from '../users/index.ts';
import { isAlreadyRegistered } from './webinars.repository.ts';
import { webinarRegistrations, webinars } from './webinars.tables.ts';

/*
 * A paid webinar's seat (issue 31), for the payments module: what an order is priced from, and the
 * registration its successful payment makes inside the grant's transaction.
 */

export type WebinarForSale = {
  id: number;
  title: string;
  ownerUserId: number;
  startsAt: Date;
  durationHours: number;
  pricePaise: number;
};

/** The webinar of a live account as an order prices it, or undefined. */
export async function webinarForSale(db: AppDb, webinarId: number): Promise<WebinarForSale | undefined> {
  const [row] = await db
    .select({
      id: webinars.id,
      title: webinars.title,
      ownerUserId: webinars.ownerUserId,
      startsAt: webinars.startsAt,
      durationHours: webinars.durationHours,
      pricePaise: webinars.pricePaise,
    })
    .from(webinars)
    .where(and(eq(webinars.id, webinarId), liveAccount(webinars.ownerUserId)));
  return row;
}

/** Whether the user already holds a seat (free or paid) for the webinar. */
export const isRegisteredForWebinar = (db: AppDb, webinarId: number, userId: number) =>
  isAlreadyRegistered(db, webinarId, { userId, phone: null });

/** The titles of webinars by id (the transactions list). */
export async function webinarTitles(db: AppDb, webinarIds: number[]): Promise<Map<number, string>> {
  if (webinarIds.length === 0) return new Map();
  const rows = await db
    .select({ id: webinars.id, title: webinars.title })
    .from(webinars)
    .where(inArray(webinars.id, webinarIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The registration a paid webinar's successful payment makes (payments' grant, in its transaction):
 * the buyer's profile name and account phone, the order that paid. Once per order (its unique key);
 * a buyer already registered keeps the seat they have. A phone someone else (a guest) registered
 * with is left off, since the seat is the buyer's account's. Answers whether a row was added.
 */
export async function recordPaidRegistration(
  tx: AppDb,
  input: { webinarId: number; buyerUserId: number; paymentOrderId: number },
): Promise<boolean> {
  const [paid] = await tx
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .where(
      and(
        isNotNull(webinarRegistrations.paymentOrderId),
        eq(webinarRegistrations.paymentOrderId, input.paymentOrderId),
      ),
    );
  if (paid) return false;
  const [profile, user] = await Promise.all([
    findProfileByUserId(tx, input.buyerUserId),
    findUserById(tx, input.buyerUserId),
  ]);
  const values = {
    webinarId: input.webinarId,
    userId: input.buyerUserId,
    name: profile?.name ?? user?.phone ?? 'Member',
    email: user?.email ?? null,
    phone: user?.phone ?? null,
    paymentOrderId: input.paymentOrderId,
  };
  const inserted = await tx
    .insert(webinarRegistrations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webinarRegistrations.id });
  if (inserted.length > 0) return true;
  if (values.phone === null || (await isRegisteredForWebinar(tx, input.webinarId, input.buyerUserId)))
    return false;
  // The phone was a guest's registration: the buyer's seat without it.
  const again = await tx
    .insert(webinarRegistrations)
    .values({ ...values, phone: null })
    .onConflictDoNothing()
    .returning({ id: webinarRegistrations.id });
  return again.length > 0;
}
