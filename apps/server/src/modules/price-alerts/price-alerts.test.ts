/**
 * Price alerts (issue 34, part 3): the caller's own (401 before the body, 400 for bad input changing
 * nothing, 404 for someone else's), fired once by the tick stream with an in-app notification, and
 * the limit of waiting alerts under concurrent creates. Runs on the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { MAX_ACTIVE_PRICE_ALERTS, PRICE_ALERT_MESSAGES, SECURITY_TICKS } from '@tradecircle/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { notifications, priceAlerts, securities } from '../../db/schema/index.ts';
import { firePriceAlerts, mergeTicks } from './price-alert-watcher.ts';

let ctx: TestContext;
let owner: Session;
let other: Session;
let crowd: Session;
let listing: { id: number; symbol: string };

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, other, crowd] = await Promise.all([
    signInWithProfile(ctx.app, 'Alert Owner'),
    signInWithProfile(ctx.app, 'Alert Stranger'),
    signInWithProfile(ctx.app, 'Alert Crowd'),
  ]);
  // Added after the market feed started: only this file's ticks move it.
  const [row] = await ctx.database.db
    .insert(securities)
    .values({ name: 'Alert Listing Ltd', symbol: 'ALERTLST', exchange: 'NSE', instrumentType: 'EQ' })
    .returning({ id: securities.id, symbol: securities.symbol });
  listing = row!;
});
afterAll(() => ctx.close());

const create = (session: Session | null, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/price-alerts/',
    headers: session ? bearer(session.token.access) : {},
    payload: body as object,
  });
const listOf = (session: Session) =>
  ctx.app.inject({ url: '/backend/api/price-alerts/', headers: bearer(session.token.access) });
const remove = (session: Session | null, id: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/backend/api/price-alerts/${id}/`,
    headers: session ? bearer(session.token.access) : {},
  });
const tick = (price: number) =>
  ctx.bus.publish(SECURITY_TICKS, [
    {
      pk: listing.id,
      fields: {
        live_price: price,
        close_price: 100,
        up_down_price: price - 100,
        up_down_percent: price - 100,
        day_high: price,
        day_low: price,
        updated_at: new Date().toISOString(),
      },
    },
  ]);
const alertsOf = (session: Session) =>
  ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.userId, session.user_id));
const notificationsOf = (session: Session) =>
  ctx.database.db
    .select({ text: notifications.notificationText, actor: notifications.actorId })
    .from(notifications)
    .where(
      and(eq(notifications.recipientId, session.user_id), eq(notifications.notificationType, 'price_alert')),
    );

describe('price alerts', () => {
  it('answer 401 without a session, before looking at the body', async () => {
    expect((await create(null, { security: 'x' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/backend/api/price-alerts/' })).statusCode).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
  });

  it('answer 400 with a clear message to bad input, and store nothing', async () => {
    const bad = await create(owner, { security: listing.id, condition: 'near', price: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PRICE_ALERT_MESSAGES.condition);
    const unknown = await create(owner, { security: 2_000_000_000, condition: 'above', price: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PRICE_ALERT_MESSAGES.securityNotFound);
    expect(await alertsOf(owner)).toEqual([]);
  });

  it('are listed to their owner alone, and deleted by them alone', async () => {
    const made = await create(owner, { security: listing.id, condition: 'below', price: 50 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      security: { id: listing.id, symbol: 'ALERTLST' },
      condition: 'below',
      price: 50,
      status: 'active',
      triggered_at: null,
    });
    expect((await listOf(owner)).json().map((alert: { id: number }) => alert.id)).toEqual([made.json().id]);
    expect((await listOf(other)).json()).toEqual([]);
    const stranger = await remove(other, made.json().id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(PRICE_ALERT_MESSAGES.notFound);
    expect((await remove(owner, made.json().id)).statusCode).toBe(204);
    expect(await alertsOf(owner)).toEqual([]);
  });

  it('fire once when a tick meets them, and tell the owner in the app', async () => {
    const above = (await create(owner, { security: listing.id, condition: 'above', price: 120 })).json();
    const below = (await create(owner, { security: listing.id, condition: 'below', price: 80 })).json();
    await tick(119.95);
    await tick(121.5);
    await vi.waitFor(
      async () => {
        const rows = await alertsOf(owner);
        expect(rows.find((row) => row.id === above.id)?.triggeredPrice).toBe(121.5);
      },
      { timeout: 10_000, interval: 25 },
    );
    await tick(122);
    await ctx.app.priceAlerts.settled();
    await eventsApplied(ctx.app);
    const listed = (await listOf(owner)).json() as {
      id: number;
      status: string;
      triggered_price: number | null;
    }[];
    expect(listed.find((alert) => alert.id === above.id)).toMatchObject({
      status: 'triggered',
      triggered_price: 121.5,
    });
    expect(listed.find((alert) => alert.id === below.id)).toMatchObject({
      status: 'active',
      triggered_price: null,
    });
    expect(await notificationsOf(owner)).toEqual([
      { text: 'ALERTLST is at ₹121.50, at or above your alert of ₹120.00', actor: owner.user_id },
    ]);
  });

  it('are checked when made on another instance too, once the watcher reads them again', async () => {
    // Written as another instance's create would: this instance's watcher was not told.
    const [row] = await ctx.database.db
      .insert(priceAlerts)
      .values({ userId: other.user_id, securityId: listing.id, condition: 'above', price: 130 })
      .returning();
    await vi.waitFor(
      async () => {
        await tick(131);
        const [now] = await ctx.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, row!.id));
        expect(now!.triggeredPrice).toBe(131);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it("merge the batches heard while a check runs into each security's highest and lowest price", () => {
    const ranges = new Map();
    const at = (pk: number, price: number) => ({
      pk,
      fields: {
        live_price: price,
        close_price: 100,
        up_down_price: 0,
        up_down_percent: 0,
        day_high: price,
        day_low: price,
        updated_at: '2026-12-01T04:00:00.000Z',
      },
    });
    mergeTicks(ranges, [at(1, 100), at(2, 50)]);
    mergeTicks(ranges, [at(1, 104)]);
    mergeTicks(ranges, [at(1, 98), at(2, 51)]);
    expect(Object.fromEntries(ranges)).toEqual({ 1: { high: 104, low: 98 }, 2: { high: 51, low: 50 } });
  });

  it('fire once even when two checks of the same prices run at once', async () => {
    const made = (await create(other, { security: listing.id, condition: 'below', price: 90 })).json();
    const ranges = new Map([[listing.id, { high: 95, low: 89.5 }]]);
    const at = new Date();
    const [first, second] = await Promise.all([
      firePriceAlerts(ctx.database.db, ranges, at),
      firePriceAlerts(ctx.database.db, ranges, at),
    ]);
    const fired = [...first, ...second].filter((alert) => alert.userId === other.user_id);
    expect(fired).toEqual([
      {
        id: made.id,
        userId: other.user_id,
        securityId: listing.id,
        condition: 'below',
        price: 90,
        triggeredPrice: 89.5,
      },
    ]);
  });

  it(`keep at most ${MAX_ACTIVE_PRICE_ALERTS} waiting per user under concurrent creates`, async () => {
    await ctx.database.db.insert(priceAlerts).values(
      Array.from({ length: MAX_ACTIVE_PRICE_ALERTS - 2 }, (_, n) => ({
        userId: crowd.user_id,
        securityId: listing.id,
        condition: 'above' as const,
        price: 10_000 + n,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        create(crowd, { security: listing.id, condition: 'above', price: 20_000 + n }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(8);
    for (const answer of refused) expect(answer.json().message).toBe(PRICE_ALERT_MESSAGES.limit);
    const [waiting] = await ctx.database.db
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, crowd.user_id), isNull(priceAlerts.triggeredAt)));
    expect(waiting!.n).toBe(MAX_ACTIVE_PRICE_ALERTS);
  });
});
