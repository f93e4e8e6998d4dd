import {
  indiaDayStart,
  MarketIndicesResponseSchema,
  MarketMoversResponseSchema,
  type SectorHeatmapResponse,
  SectorHeatmapResponseSchema,
} from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { securities, trades } from '../../db/schema/index.ts';

let ctx: TestContext;
let poster: Session;
let copier: Session;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  poster = await signInWithProfile(ctx.app, 'Mover Poster');
  copier = await signInWithProfile(ctx.app, 'Mover Copier');
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.app.inject({ url: `/backend/api/market/${url}` });
  return { status: response.statusCode, body: response.json() };
};
const movers = async (limit = 10) =>
  MarketMoversResponseSchema.parse((await get(`movers/?limit=${limit}`)).body);
const heatmap = async () => SectorHeatmapResponseSchema.parse((await get('sector-heatmap/')).body);

/** Makes `price` (rounded to the tick) the security's next tick and waits until the quote book has it. */
async function movePrice(securityId: number, price: number) {
  const set = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/dev/market/price',
    payload: { id: securityId, price },
  });
  expect(set.statusCode).toBe(200);
  await vi.waitFor(
    () => expect(Math.abs(ctx.app.quotes.getQuote(securityId)!.livePrice / price - 1)).toBeLessThan(0.003),
    { timeout: 5000, interval: 20 },
  );
}
const previousClose = (securityId: number) => ctx.app.quotes.getQuote(securityId)!.previousClose;
const sectorOf = (map: SectorHeatmapResponse, name: string) => {
  const sector = map.sectors.find((entry) => entry.sector === name);
  if (!sector) throw new Error(`no sector ${name}`);
  return sector;
};

describe('GET /backend/api/market/indices/', () => {
  it('answers every seeded index, headline ones first, with its live simulated quote', async () => {
    const { status, body } = await get('indices/');
    expect(status).toBe(200);
    const { indices } = MarketIndicesResponseSchema.parse(body);
    const seeded = await ctx.database.db
      .select({ id: securities.id })
      .from(securities)
      .where(eq(securities.instrumentType, 'INDEX'));
    expect(indices.map((index) => index.id).sort()).toEqual(seeded.map((row) => row.id).sort());
    expect(indices.slice(0, 3).map((index) => index.symbol)).toEqual(['NIFTY', 'SENSEX', 'BANKNIFTY']);
    expect(indices[0]).toMatchObject({ name: 'NIFTY 50', exchange: 'NSE', is_simulated: true });
    for (const index of indices) {
      const quote = ctx.app.quotes.getQuote(index.id)!;
      expect(index.is_simulated).toBe(true);
      expect(index.live_price).toBeGreaterThan(0);
      expect(index.change).toBeCloseTo(index.live_price - quote.previousClose, 1);
    }
  });

  it('follows the quote book', async () => {
    const nifty = await findSecurity(ctx.database.db, 'NIFTY');
    const target = Math.round(previousClose(nifty.id) * 1.03);
    await movePrice(nifty.id, target);
    const { body } = await get('indices/');
    const answered = body.indices.find((index: { id: number }) => index.id === nifty.id);
    expect(answered.live_price / target).toBeCloseTo(1, 2);
    expect(answered.up_down_percent).toBeGreaterThan(2.5);
  });
});

describe('GET /backend/api/market/movers/', () => {
  it('lists gainers rising and losers falling, biggest first, at most limit, and refuses a bad limit', async () => {
    const { gainers, losers, most_active } = await movers(5);
    expect(gainers.length).toBeLessThanOrEqual(5);
    expect(losers.length).toBeLessThanOrEqual(5);
    expect(most_active).toHaveLength(5);
    expect(gainers.every((entry) => entry.up_down_percent > 0 && entry.exchange === 'NSE')).toBe(true);
    expect(losers.every((entry) => entry.up_down_percent < 0 && entry.exchange === 'NSE')).toBe(true);
    const gains = gainers.map((entry) => entry.up_down_percent);
    expect([...gains].sort((a, b) => b - a)).toEqual(gains);
    const falls = losers.map((entry) => entry.up_down_percent);
    expect([...falls].sort((a, b) => a - b)).toEqual(falls);

    for (const limit of ['0', '51', 'x']) {
      const refused = await get(`movers/?limit=${limit}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/limit/);
    }
    expect((await movers()).most_active).toHaveLength(10);
  });

  it('moves a stock to the top of the gainers, then of the losers, as its price moves', async () => {
    const reliance = await findSecurity(ctx.database.db, 'RELIANCE');
    await movePrice(reliance.id, previousClose(reliance.id) * 1.09);
    const up = await movers();
    expect(up.gainers[0]).toMatchObject({
      id: reliance.id,
      symbol: 'RELIANCE',
      name: 'Reliance Industries Ltd',
    });
    expect(up.gainers[0]!.up_down_percent).toBeGreaterThan(8.5);
    expect(up.losers.some((entry) => entry.id === reliance.id)).toBe(false);

    await movePrice(reliance.id, previousClose(reliance.id) * 0.91);
    const down = await movers();
    expect(down.losers[0]).toMatchObject({ id: reliance.id });
    expect(down.losers[0]!.change).toBeLessThan(0);
    expect(down.gainers.some((entry) => entry.id === reliance.id)).toBe(false);
  });

  it("ranks the most active by today's public calls and copies, ties by the size of the move", async () => {
    const db = ctx.database.db;
    const [infy, tcs, wipro, hdfc, itc] = await Promise.all(
      ['INFY', 'TCS', 'WIPRO', 'HDFCBANK', 'ITC'].map((symbol) => findSecurity(db, symbol)),
    );
    const call = async (session: Session, securityId: number, overrides: Record<string, unknown> = {}) => {
      const response = await postTrade(
        ctx.app,
        session,
        buyTradeBody(securityId, await livePriceOf(ctx.app, securityId), overrides),
      );
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as { id: number };
    };
    // INFY: a public call and a copy of it (2). TCS and WIPRO: one public call each (1).
    const original = await call(poster, infy!.id);
    await call(copier, infy!.id, { copy_origin: original.id });
    await call(poster, tcs!.id);
    await call(poster, wipro!.id);
    // Not counted: a private call (ITC) and a public call posted yesterday (HDFCBANK), twice each.
    await call(poster, itc!.id, { visibility: 'private' });
    await call(copier, itc!.id, { visibility: 'private' });
    for (const session of [poster, copier]) {
      const old = await call(session, hdfc!.id);
      await db
        .update(trades)
        .set({ createdAt: new Date(indiaDayStart(new Date()).getTime() - 3_600_000) })
        .where(eq(trades.id, old.id));
    }
    // WIPRO moves more than TCS today, so it leads their tie.
    await movePrice(wipro!.id, previousClose(wipro!.id) * 0.93);
    await movePrice(tcs!.id, previousClose(tcs!.id) * 1.002);

    const { most_active } = await movers(10);
    expect(most_active.slice(0, 3).map((entry) => [entry.symbol, entry.activity])).toEqual([
      ['INFY', 2],
      ['WIPRO', 1],
      ['TCS', 1],
    ]);
    const activityOf = (id: number) => most_active.find((entry) => entry.id === id)?.activity ?? 0;
    expect(activityOf(itc!.id)).toBe(0);
    expect(activityOf(hdfc!.id)).toBe(0);
    // The rest are filled up by the size of the move.
    const rest = most_active.slice(3).map((entry) => Math.abs(entry.up_down_percent));
    expect([...rest].sort((a, b) => b - a)).toEqual(rest);
    expect(most_active.slice(3).every((entry) => entry.activity === 0)).toBe(true);
  });
});

describe('GET /backend/api/market/sector-heatmap/', () => {
  it('sizes sectors and their stocks by shares outstanding x live price in crore, largest first', async () => {
    const map = await heatmap();
    expect(Date.parse(map.as_of)).toBeGreaterThan(Date.now() - 60_000);
    const caps = map.sectors.map((sector) => sector.market_cap);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    const rows = await ctx.database.db
      .select({ id: securities.id, shares: securities.sharesOutstanding })
      .from(securities)
      .where(and(eq(securities.exchange, 'NSE'), eq(securities.instrumentType, 'EQ')));
    const shares = new Map(rows.map((row) => [row.id, row.shares!]));
    expect(map.sectors.flatMap((sector) => sector.securities)).toHaveLength(50);
    for (const sector of map.sectors) {
      const inside = sector.securities.map((security) => security.market_cap);
      expect([...inside].sort((a, b) => b - a)).toEqual(inside);
      for (const security of sector.securities) {
        expect(security.market_cap).toBeCloseTo((shares.get(security.id)! * security.live_price) / 1e7, 1);
      }
      const sum = sector.securities.reduce((total, security) => total + security.market_cap, 0);
      expect(Math.abs(sector.market_cap - sum)).toBeLessThan(0.01 * sector.securities.length + 0.01);
      // The change weighted by each stock's capitalisation at the previous close.
      const previousCaps = sector.securities.map(
        (security) => security.market_cap / (1 + security.up_down_percent / 100),
      );
      const previousTotal = previousCaps.reduce((total, cap) => total + cap, 0);
      expect(sector.change_percent).toBeCloseTo(((sum - previousTotal) / previousTotal) * 100, 1);
    }
  });

  it("moves a sector's figures with a stock's price", async () => {
    const reliance = await findSecurity(ctx.database.db, 'RELIANCE');
    await movePrice(reliance.id, previousClose(reliance.id));
    const before = sectorOf(await heatmap(), reliance.sector!);
    const target = previousClose(reliance.id) * 1.08;
    await movePrice(reliance.id, target);
    const after = sectorOf(await heatmap(), reliance.sector!);
    const relianceAfter = after.securities.find((security) => security.id === reliance.id)!;
    expect(relianceAfter.market_cap).toBeCloseTo(
      (reliance.sharesOutstanding! * relianceAfter.live_price) / 1e7,
      1,
    );
    expect(relianceAfter.market_cap / ((reliance.sharesOutstanding! * target) / 1e7)).toBeCloseTo(1, 2);
    // RELIANCE is most of its sector's capitalisation: +8% on it lifts the sector by several points.
    expect(after.change_percent - before.change_percent).toBeGreaterThan(4);
    expect(after.market_cap).toBeGreaterThan(before.market_cap * 1.04);
  });

  it('leaves out stocks without shares outstanding', async () => {
    const titan = await findSecurity(ctx.database.db, 'TITAN');
    await ctx.database.db
      .update(securities)
      .set({ sharesOutstanding: null })
      .where(eq(securities.id, titan.id));
    try {
      const map = await heatmap();
      const ids = map.sectors.flatMap((sector) => sector.securities.map((security) => security.id));
      expect(ids).not.toContain(titan.id);
      expect(ids).toHaveLength(49);
    } finally {
      await ctx.database.db
        .update(securities)
        .set({ sharesOutstanding: titan.sharesOutstanding })
        .where(eq(securities.id, titan.id));
    }
  });
});
