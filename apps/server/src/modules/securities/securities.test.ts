import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';

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
    // The stock on both exchanges first, then its futures and options, nearest expiry and futures first.
    expect(results.slice(0, 3).map((s) => `${s.symbol}-${s.exchange}`)).toEqual([
      'RELIANCE-NSE',
      'RELIANCE-BSE',
      'RELIANCE26NOVFUT-NSE',
    ]);
    expect(results.slice(2).every((s) => s.symbol.startsWith('RELIANCE26'))).toBe(true);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      name: 'Reliance Industries Ltd',
      symbol: 'RELIANCE',
      exchange: 'NSE',
    });
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
