import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support.ts';
import { securities, trackRecordEntries, tradeComments, trades } from '../db/schema/index.ts';
import type { QuoteBook } from '../modules/market/index.ts';
import { seedDemoData } from './seed.ts';
import { seedDemoTrades } from './trades.ts';

let database: TestDatabase;
let quotes: QuoteBook;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const rows = await database.db.select().from(securities);
  const prices = new Map(rows.map((row) => [row.id, Number(row.closePrice ?? 100)]));
  quotes = {
    getQuote: (securityId) => {
      const price = prices.get(securityId);
      return price === undefined
        ? undefined
        : {
            securityId,
            livePrice: price,
            previousClose: price,
            change: 0,
            changePercent: 0,
            updatedAt: new Date(),
          };
    },
  };
});
afterAll(() => database.close());

describe('demo trades', () => {
  it('seeds trades in every state, with their records, copies and comments, and announces the open ones', async () => {
    const announced = await seedDemoTrades(database.db, quotes, { appOrigin: 'https://demo.example' });
    const rows = await database.db.select().from(trades);
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses).toEqual(new Set(['Inactive', 'Active', 'Closed', 'expired']));
    expect(rows.some((row) => row.status === 'Closed' && row.closingReason === 'target')).toBe(true);
    expect(rows.some((row) => row.status === 'Closed' && row.closingReason === 'stop_loss')).toBe(true);
    expect(rows.some((row) => row.isManualExit)).toBe(true);
    expect(rows.some((row) => row.isReal)).toBe(true);
    expect(rows.some((row) => row.targetStopLossList.length > 0 && row.currentStep === 1)).toBe(true);
    expect(rows.some((row) => row.copyOriginId !== null)).toBe(true);
    expect(rows.some((row) => row.visibility === 'private')).toBe(true);
    // Some calls carry a declared position in their disclosure, others none.
    expect(new Set(rows.map((row) => row.holdsPosition))).toEqual(new Set([true, false]));
    const open = rows.filter((row) => row.status === 'Inactive' || row.status === 'Active');
    expect(announced.map((event) => event.tradeId).sort()).toEqual(open.map((row) => row.id).sort());
    for (const row of open) expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // Every seeded ladder obeys the form's rules, so the demo never shows a trade the form would refuse.
    for (const row of rows) {
      const sign = row.tradeType === 'Buy' ? 1 : -1;
      expect(sign * (row.entryPrice - row.firstStopLoss), `trade ${row.id}`).toBeGreaterThan(0);
      expect(sign * (row.firstTarget - row.entryPrice), `trade ${row.id}`).toBeGreaterThanOrEqual(0);
      // A virtual market order is Live from its posting: a demo trade that waited for its entry is a limit order.
      if (!row.isReal) expect(row.orderType, `trade ${row.id}`).toBe('limit_order');
    }
    const closedEntries = await database.db
      .select()
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.kind, 'closed'));
    expect(closedEntries.length).toBeGreaterThan(0);
    const comments = (await database.db.select().from(tradeComments)).map((row) => row.commentText);
    expect(comments.length).toBeGreaterThan(0);
    // One comment links into the app, so the demo shows a rich link preview.
    expect(comments).toContainEqual(expect.stringContaining('https://demo.example/search/HDFCBANK-NSE'));
  });

  it('runs once: a second run adds nothing', async () => {
    const before = (await database.db.select().from(trades)).length;
    expect(await seedDemoTrades(database.db, quotes)).toEqual([]);
    expect((await database.db.select().from(trades)).length).toBe(before);
  });
});
