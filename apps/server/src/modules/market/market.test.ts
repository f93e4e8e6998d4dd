import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';

let ctx: TestContext;
let relianceId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  relianceId = (await ctx.app.inject({ url: '/backend/api/trade/security-info/RELIANCE-NSE' })).json().id;
});
afterAll(() => ctx.close());

const nextTickOf = (socket: Awaited<ReturnType<TestContext['app']['injectWS']>>, pk: number, price: number) =>
  new Promise<{ pk: number; fields: Record<string, number> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no tick of ${price} for ${pk}`)), 5000);
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      for (const message of Array.isArray(frame) ? frame : [frame]) {
        if (message.pk === pk && message.fields.live_price === price) {
          clearTimeout(timer);
          resolve(message);
        }
      }
    });
  });

describe('security info', () => {
  it('finds a security by symbol or name and exchange, with its live price', async () => {
    const bySymbol = await ctx.app.inject({ url: '/backend/api/trade/security-info/RELIANCE-NSE' });
    expect(bySymbol.statusCode).toBe(200);
    const body = bySymbol.json();
    expect(body).toMatchObject({
      name: 'Reliance Industries Ltd',
      symbol: 'RELIANCE',
      exchange: 'NSE',
      industry: 'Refineries & Marketing',
      lot_size: 500,
      is_added_to_watchlist: false,
      is_report_available: false,
      minimum_stock_price: null,
    });
    expect(body.live_price).toBeGreaterThan(0);
    expect(body.up_down_price).toBeCloseTo(body.live_price - body.close_price, 2);

    const byName = await ctx.app.inject({
      url: `/backend/api/trade/security-info/${encodeURIComponent('reliance industries ltd-BSE')}`,
    });
    expect(byName.json()).toMatchObject({ symbol: 'RELIANCE', exchange: 'BSE' });
    const dashed = await ctx.app.inject({ url: '/backend/api/trade/security-info/BAJAJ-AUTO-NSE' });
    expect(dashed.json()).toMatchObject({ symbol: 'BAJAJ-AUTO' });
  });

  it.each(['RELIANCE', 'RELIANCE-LSE', 'NOPE-NSE'])('answers 404 for %s', async (query) => {
    const response = await ctx.app.inject({ url: `/backend/api/trade/security-info/${query}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Security not found' });
  });

  it("tells the signed-in user (the bearer token's, never user_id's) whether it is in their watchlist", async () => {
    const me = await signIn(ctx.app, '9810000004');
    const other = await signIn(ctx.app);
    const [tab] = (
      await ctx.app.inject({
        url: `/backend/watchlist/detail/?category__watchlist_type=stock&profile__user__id=${me.user_id}`,
        headers: bearer(me.token.access),
      })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/backend/watchlist/items/',
      headers: bearer(me.token.access),
      payload: { watchlist: tab.id, stock: relianceId },
    });
    const infoFor = async (token: string | undefined, userId: number) => {
      const response = await ctx.app.inject({
        url: `/backend/api/trade/security-info/RELIANCE-NSE?user_id=${userId}`,
        ...(token ? { headers: bearer(token) } : {}),
      });
      expect(response.statusCode).toBe(200);
      return response.json().is_added_to_watchlist as boolean;
    };
    expect(await infoFor(me.token.access, me.user_id)).toBe(true);
    // Another user (or a visitor) naming this user's id does not learn their watchlist.
    expect(await infoFor(other.token.access, me.user_id)).toBe(false);
    expect(await infoFor(undefined, me.user_id)).toBe(false);
    // The owner's own flag does not depend on user_id either.
    expect(await infoFor(me.token.access, other.user_id)).toBe(true);
  });
});

describe('live prices', () => {
  it('answers update-live-price with the same quote the security page shows', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/update-live-price/',
      payload: { id: relianceId },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'close_price',
      'id',
      'live_price',
      'up_down_percent',
      'up_down_price',
    ]);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/update-live-price/',
      payload: { id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/update-live-price/',
      payload: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a dev price the next tick, delivered on /ws/security/ and kept by the quote book', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    socket.send(JSON.stringify({ type: 'security', ids: [relianceId] }));
    const tick = nextTickOf(socket, relianceId, 1234.5);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/dev/market/price',
      payload: { id: relianceId, price: 1234.5 },
    });
    expect(set.statusCode).toBe(200);
    const message = await tick;
    expect(message.fields).toMatchObject({ live_price: 1234.5 });
    expect(message.fields.up_down_price).toBeCloseTo(1234.5 - message.fields.close_price!, 2);
    socket.terminate();

    const price = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/update-live-price/',
      payload: { id: relianceId },
    });
    expect(price.json().live_price).toBe(1234.5);
  });

  it('rounds a dev price to the tick size and refuses bad ones', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/dev/market/price',
      payload: { id: relianceId, price: -5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('price must be greater than 0');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/dev/market/price',
      payload: { id: 999999, price: 5 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('ranks trending securities by the size of their move', async () => {
    const response = await ctx.app.inject({ url: '/backend/trending/securities/?limit=5' });
    const list = response.json() as { up_down_percent: number; exchange: string }[];
    expect(list).toHaveLength(5);
    const moves = list.map((s) => Math.abs(s.up_down_percent));
    expect([...moves].sort((a, b) => b - a)).toEqual(moves);
    expect(list.every((s) => s.exchange === 'NSE')).toBe(true);
  });
});

describe('price history', () => {
  it.each([
    ['1WEEK', 60, 900],
    ['1MONTH', 20, 86_400],
    ['1YEAR', 240, 86_400],
    ['ALL', 1200, 86_400],
  ])('serves %s as sorted OHLC candles', async (filters, minimum, step) => {
    const response = await ctx.app.inject({
      url: `/backend/api/trade/time-series-price/?stock_id=${relianceId}&filters=${filters}`,
    });
    expect(response.statusCode).toBe(200);
    const candles = response.json().time_series as {
      time: number;
      open: number;
      high: number;
      low: number;
      close: number;
    }[];
    expect(candles.length).toBeGreaterThanOrEqual(minimum);
    for (let i = 1; i < candles.length; i++) {
      const candle = candles[i]!;
      expect(candle.time - candles[i - 1]!.time).toBeGreaterThanOrEqual(step);
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
    }
  });

  it('refuses an unknown range or stock', async () => {
    const badRange = await ctx.app.inject({
      url: `/backend/api/trade/time-series-price/?stock_id=${relianceId}&filters=2DAYS`,
    });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toBe('filters must be 1WEEK, 1MONTH, 3MONTH, 6MONTH, 1YEAR or ALL');
    const missing = await ctx.app.inject({
      url: '/backend/api/trade/time-series-price/?stock_id=999999&filters=ALL',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('without DEV_ROUTES', () => {
  it('has no dev market route', async () => {
    const production = await createTestApp({
      seed: true,
      env: { NODE_ENV: 'production', DEV_ROUTES: 'false' },
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/backend/api/dev/market/price',
        payload: { id: 1, price: 100 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
