import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { findSecurity, livePriceOf, type Session, signInWithProfile } from '../../../test/trade-helpers.ts';

/**
 * A client written from trades.md's call tables alone (§2 form defaults, §4 lifecycle, §7 paths and
 * payloads): it sends the form's default order type with a typed entry below the market and expects
 * the §4 flow, Upcoming until the price reaches the entry, then Live; an Upcoming trade can be modified
 * and deleted; a Live one is exited with trade-patch. Runs on PGlite and, in CI, on PostgreSQL.
 */
let ctx: TestContext;
let expert: Session;
let security: { id: number; name: string };
let price: number;

const round = (value: number) => Math.round(value * 100) / 100;
const call = (session: Session, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { ...bearer(session.token.access), ...options.headers } });

/** The §7 create-trade payload as the form builds it: defaults of §2 and §9 (Buy, 1 lot, virtual, market_order). */
function specPayload(entry: number) {
  return {
    entry_price: entry,
    stop_loss: round(entry * 0.96),
    target_price: round(entry * 1.07),
    duration: 1,
    security_name: security.name,
    security: security.id,
    trade_type: 'Buy',
    reasonings: 'Support retest on the daily chart',
    posted_by: expert.profile_id,
    duration_type: [{ id: 1, name: 'Intra-day-BTST' }],
    lots: 1,
    target_stop_loss_list: [],
    is_trade_private: false,
    is_real: false,
    order_type: 'market_order',
  };
}

/** create-trade as the §7 table shapes it; the created trade. */
async function createTrade(entry: number) {
  const created = await call(expert, {
    method: 'POST',
    url: '/backend/api/trade/create-trade/',
    payload: specPayload(entry),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const getTrade = async (id: number) =>
  ctx.app.inject({ url: `/backend/api/trade/get-trade/${id}`, headers: bearer(expert.token.access) });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  expert = await signInWithProfile(ctx.app, 'Spec Client');
  security = await findSecurity(ctx.database.db, 'HDFCBANK');
  price = await livePriceOf(ctx.app, security.id);
});
afterAll(() => ctx.close());

describe('a spec-built client: the default order type with an entry below the market', () => {
  it('is Upcoming at the typed entry, goes Live when the price reaches it, and exits with trade-patch', async () => {
    const entry = round(price * 0.9);
    const created = await createTrade(entry);
    const id: number = created.id;
    expect(created).toMatchObject({
      status: 'Inactive',
      entry_price: entry,
      order_type: 'market_order',
    });
    expect((await getTrade(id)).json()).toMatchObject({ status: 'Inactive', entry_price: entry });

    // Move the price to the entry. The engine hears of a new trade over the bus (Redis in CI), so a
    // tick that came before it did is missed, as a real market tick would be: move it again then.
    await expect
      .poll(
        async () => {
          const moved = await ctx.app.inject({
            method: 'POST',
            url: '/backend/api/dev/market/price',
            payload: { id: security.id, price: entry },
          });
          expect(moved.statusCode).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await ctx.app.tradeLifecycle.settled();
          return (await getTrade(id)).json().status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe('Active');
    expect((await getTrade(id)).json()).toMatchObject({
      entry_price: entry,
      trade_live_time: expect.any(String),
    });

    // §7 trade-patch with its three fields; "Closed when exiting".
    const exited = await call(expert, {
      method: 'PATCH',
      url: '/backend/api/trade/trade-patch',
      payload: { id, entry_price: entry, status: 'Closed' },
    });
    expect(exited.statusCode, exited.body).toBe(200);
    expect(exited.json().trade_detail).toMatchObject({ id, status: 'Closed', trade_exit_type: true });
  });

  it('modifies and deletes an Upcoming trade with the §7 calls', async () => {
    const created = await createTrade(round(price * 0.85));
    const id: number = created.id;
    expect(created.status).toBe('Inactive');

    const newEntry = round(price * 0.8);
    const updated = await call(expert, {
      method: 'POST',
      url: '/backend/api/trade/update-trade-detail/',
      payload: {
        id,
        entry_price: newEntry,
        stop_loss: round(newEntry * 0.95),
        target_price: round(newEntry * 1.1),
        target_stop_loss_list: [],
        trade_type: 'Buy',
        lots: 2,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id, status: 'Inactive', entry_price: newEntry, lots: 2 });

    const deleted = await call(expert, {
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      payload: { id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getTrade(id)).statusCode).toBe(404);
  });
});
