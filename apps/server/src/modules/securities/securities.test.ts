import { fnoTradingSymbol, monthlyExpiry } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { CONFIG_DEFAULTS } from '../../config.ts';
import { securities } from '../../db/schema/index.ts';
import { demoExpiries } from '../../seed/fno.ts';
import { searchSecuritiesByPrefix } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const search = async (text: string) => {
  const response = await ctx.app.inject({
    url: `/backend/api/trade/security_search/${encodeURIComponent(text)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string; symbol: string; exchange: string }[];
};

describe('GET /backend/api/trade/security_search/{text}', () => {
  it('matches the beginning of a symbol, case-insensitively, NSE before BSE', async () => {
    const results = await search('reli');
    // The stock on both exchanges first, then its futures and options, nearest expiry and futures
    // first: the series the demo lists today (the seed rolls to it).
    const [current] = demoExpiries(CONFIG_DEFAULTS.MARKET_ANCHOR_DATE!, new Date());
    const future = fnoTradingSymbol({ underlying: 'RELIANCE', expiry: current, kind: 'FUT', strike: null });
    expect(results.slice(0, 3).map((s) => `${s.symbol}-${s.exchange}`)).toEqual([
      'RELIANCE-NSE',
      'RELIANCE-BSE',
      `${future}-NSE`,
    ]);
    expect(results.slice(2).every((s) => /^RELIANCE\d\d[A-Z]{3}/.test(s.symbol))).toBe(true);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      name: 'Reliance Industries Ltd',
      symbol: 'RELIANCE',
      exchange: 'NSE',
    });
  });

  it('leaves out a contract whose expiry has passed (15:30 IST on its expiry date)', async () => {
    const [reliance] = await ctx.database.db
      .select()
      .from(securities)
      .where(and(eq(securities.symbol, 'RELIANCE'), eq(securities.exchange, 'NSE')));
    const contract = (expiry: string) => ({
      symbol: fnoTradingSymbol({ underlying: 'RELIANCE', expiry, kind: 'FUT', strike: null }),
      name: `RELIANCE ${expiry} FUT`,
      exchange: 'NSE' as const,
      instrumentType: 'FUT' as const,
      lotSize: 500,
      closePrice: reliance!.closePrice,
      underlyingId: reliance!.id,
      expiry,
    });
    // Tuesday 27 Oct 2026: expired for good; and beyond the demo's series, live.
    const later = monthlyExpiry(new Date().getUTCFullYear() + 2, 1);
    await ctx.database.db.insert(securities).values([contract('2026-10-27'), contract(later)]);
    expect(await search('reliance26oct')).toEqual([]);
    expect((await search(contract(later).symbol)).map((s) => s.symbol)).toEqual([contract(later).symbol]);
    // Up to 15:30 IST on its expiry date a contract is found; from then on it is not.
    const before = await searchSecuritiesByPrefix(
      ctx.database.db,
      'reliance26oct',
      20,
      new Date('2026-10-27T09:59:59Z'),
    );
    expect(before.map((row) => row.symbol)).toEqual(['RELIANCE26OCTFUT']);
    expect(
      await searchSecuritiesByPrefix(ctx.database.db, 'reliance26oct', 20, new Date('2026-10-27T10:00:00Z')),
    ).toEqual([]);
  });

  it('matches the beginning of a name', async () => {
    const results = await search('tata con');
    expect(results.map((s) => s.symbol)).toEqual(['TATACONSUM', 'TCS', 'TCS']);
  });

  it('puts an exact symbol first', async () => {
    const results = await search('lt');
    expect(results[0]?.symbol).toBe('LT');
  });

  it('does not match the middle of a word', async () => {
    expect(await search('ance')).toEqual([]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect((await search('m&m')).map((s) => s.symbol)).toEqual(['M&M']);
  });

  it('answers an empty or blank text with an empty list', async () => {
    expect(await search(' ')).toEqual([]);
    const empty = await ctx.app.inject({ url: '/backend/api/trade/security_search/' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it('refuses over-long text with 400', async () => {
    const response = await ctx.app.inject({ url: `/backend/api/trade/security_search/${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Search text is too long');
  });
});
