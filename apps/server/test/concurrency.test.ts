import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorSessions } from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { createTestApp, type TestContext } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

describe('64 concurrent mixed requests on one database session', () => {
  it('answers every one correctly, with no hang and no lost write', async () => {
    const symbols = ['INFY', 'TCS', 'SBIN', 'ITC', 'WIPRO', 'HDFCBANK', 'ICICIBANK', 'RELIANCE'];
    const requests = Array.from({ length: 64 }, (_, i) => {
      const kind = i % 4;
      if (kind === 0 || kind === 2) {
        return ctx.app
          .inject({
            method: 'PATCH',
            url: '/backend/api/update-user-session/',
            payload: { source: `burst-${i}`, device: { os: `os-${i}` } },
            remoteAddress: `10.1.${i}.1`,
          })
          .then((response) => ({ i, kind: 'write' as const, response }));
      }
      if (kind === 1) {
        const symbol = symbols[i % symbols.length]!;
        return ctx.app
          .inject({ url: `/backend/api/trade/security_search/${symbol.toLowerCase()}` })
          .then((response) => ({ i, kind: 'search' as const, symbol, response }));
      }
      return ctx.app
        .inject({ url: '/backend/health' })
        .then((response) => ({ i, kind: 'health' as const, response }));
    });
    // A seed transaction runs in the middle of the burst: it must not interleave with the requests.
    const seedAgain = seedDemoData(ctx.database.db);

    const results = await Promise.race([
      Promise.all([Promise.all(requests), seedAgain]).then(([answers]) => answers),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('requests hung')), 20_000)),
    ]);

    expect(results).toHaveLength(64);
    const writtenIds: string[] = [];
    for (const result of results) {
      expect(result.response.statusCode, `request ${result.i}`).toBe(200);
      const body = result.response.json();
      if (result.kind === 'write') writtenIds.push(body.session_id);
      if (result.kind === 'search') expect(body[0].symbol).toBe(result.symbol);
      if (result.kind === 'health') expect(body.status).toBe('ok');
    }

    expect(new Set(writtenIds).size).toBe(32);
    const rows = await ctx.database.db
      .select({ id: visitorSessions.id, source: visitorSessions.source })
      .from(visitorSessions)
      .where(inArray(visitorSessions.id, writtenIds));
    expect(rows).toHaveLength(32);
    const [{ n }] = (await ctx.database.db.select({ n: count() }).from(visitorSessions)) as [{ n: number }];
    expect(n).toBe(32);
  });
});
