/**
 * Paid webinars, videos and playlists through their calls (issue 31): rows written as the webinars
 * and videos modules leave them, the orders through create-webinar-payment and video-payment, and
 * the outcome through update-webinar-payment or order-payment's PATCH.
 */
import type { OrderAnswer } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import type { SignedIn } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/support.ts';
import { playlists, videoPurchases, videos, webinarRegistrations, webinars } from '../../db/schema/index.ts';

const HOUR = 60 * 60 * 1000;
export const MEETING = 'https://meet.example.com/paid-session';

/** A webinar row of `owner` (paid ₹299 two days ahead unless told). */
export async function insertWebinar(
  ctx: TestContext,
  owner: SignedIn,
  values: { pricePaise?: number; startsAt?: Date; durationHours?: number; title?: string } = {},
) {
  const [row] = await ctx.database.db
    .insert(webinars)
    .values({
      ownerUserId: owner.user_id,
      title: values.title ?? 'Paid options masterclass',
      descriptionHtml: '<p>Paid</p>',
      level: 'Advanced',
      startsAt: values.startsAt ?? new Date(Date.now() + 48 * HOUR),
      durationHours: values.durationHours ?? 1,
      pricePaise: values.pricePaise ?? 29_900,
      meetingUrl: MEETING,
    })
    .returning();
  return row!;
}

/** A playlist row of `owner` (Verified, ₹999 unless told). */
export async function insertPlaylist(
  ctx: TestContext,
  owner: SignedIn,
  values: {
    title?: string;
    pricePaise?: number | null;
    status?: 'Draft' | 'Pending' | 'Verified' | 'Rejected';
  } = {},
) {
  const [row] = await ctx.database.db
    .insert(playlists)
    .values({
      ownerUserId: owner.user_id,
      title: values.title ?? 'Swing trading course',
      pricePaise: values.pricePaise === undefined ? 99_900 : values.pricePaise,
      status: values.status ?? 'Verified',
    })
    .returning();
  return row!;
}

/** A video row of `owner` (Verified, ₹149 unless told), in a playlist when given. */
export async function insertVideo(
  ctx: TestContext,
  owner: SignedIn,
  values: {
    title?: string;
    pricePaise?: number | null;
    status?: 'Draft' | 'Pending' | 'Verified' | 'Rejected';
    playlistId?: number;
  } = {},
) {
  const title = values.title ?? 'Reading candlesticks';
  const [row] = await ctx.database.db
    .insert(videos)
    .values({
      ownerUserId: owner.user_id,
      title,
      description: `${title}, explained`,
      language: 'English',
      pricePaise: values.pricePaise === undefined ? 14_900 : values.pricePaise,
      playlistId: values.playlistId ?? null,
      fileKey: `videos/${title.replace(/\W+/g, '-')}.mp4`,
      contentType: 'video/mp4',
      sizeBytes: 1_000,
      durationSeconds: 3,
      status: values.status ?? 'Verified',
    })
    .returning();
  return row!;
}

export function webinarOrderRequest(ctx: TestContext, buyer: SignedIn | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/trending/create-webinar-payment/',
    headers: buyer ? bearer(buyer.token.access) : {},
    remoteAddress: uniqueIp(),
    payload: payload as Record<string, unknown>,
  });
}

export async function webinarOrderFor(
  ctx: TestContext,
  buyer: SignedIn,
  webinarId: number,
): Promise<OrderAnswer> {
  const response = await webinarOrderRequest(ctx, buyer, { webinar: webinarId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function updateWebinarPayment(ctx: TestContext, buyer: SignedIn | null, payload: unknown) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/backend/trending/update-webinar-payment/',
    headers: buyer ? bearer(buyer.token.access) : {},
    payload: payload as Record<string, unknown>,
  });
}

export function videoOrderRequest(ctx: TestContext, buyer: SignedIn | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/video/video-payment/',
    headers: buyer ? bearer(buyer.token.access) : {},
    remoteAddress: uniqueIp(),
    payload: payload as Record<string, unknown>,
  });
}

export async function videoOrderFor(
  ctx: TestContext,
  buyer: SignedIn,
  product: { video: number } | { playlist: number },
): Promise<OrderAnswer> {
  const response = await videoOrderRequest(ctx, buyer, product);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const registrationsOf = (ctx: TestContext, webinarId: number) =>
  ctx.database.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, webinarId));

export const videoPurchasesOf = (ctx: TestContext, userId: number) =>
  ctx.database.db.select().from(videoPurchases).where(eq(videoPurchases.userId, userId));
