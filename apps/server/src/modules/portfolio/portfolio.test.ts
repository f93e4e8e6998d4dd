/**
 * The portfolio import and review (issue 33, /portfolioEvaluation): CSV imports checked row by row
 * and refused whole, the broker gateway's HOLDINGS_IMPORT, the review's figures against the same
 * figures computed by hand from what it reports, the overlap with followed experts' visible calls,
 * and no caller reading or changing another's portfolio.
 */
import { type PortfolioReview, REVIEW_LIMITS } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { createTradeRow, createUser, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { portfolioHoldings, portfolioImports, portfolios } from '../../db/schema/index.ts';
import { insertFollow } from '../follows/index.ts';

const REVIEW = '/backend/api/portfolio/';
const IMPORT_CSV = '/backend/api/portfolio/import-csv/';
const IMPORT_BROKER = '/backend/api/portfolio/import-broker/';
const CONFIRM_BROKER = '/backend/api/portfolio/import-broker/confirm/';

/** Zerodha Kite's holdings download, with a BOM, a quoted thousands separator and INFY on two rows. */
const KITE_CSV = [
  '\uFEFFInstrument,Qty.,Avg. cost,LTP,Cur. val,P&L,Net chg.,Day chg.',
  'RELIANCE,10,"2,400.50",2500,25000,995,4.1,0.2',
  'INFY,20,1500,1600,32000,2000,6.6,0.1',
  'INFY,10,1530,1600,16000,700,4.5,0.1',
  'HDFCBANK,5,1650.25,1700,8500,248.75,3,0.3',
  '',
].join('\r\n');

let ctx: TestContext;
let asha: SignedIn;
let ravi: SignedIn;
let expert: SignedIn;
let stranger: SignedIn;

const review = async (session: SignedIn) => {
  const answer = await injectAs(ctx.app, session, { method: 'GET', url: REVIEW });
  expect(answer.statusCode).toBe(200);
  return answer.json() as PortfolioReview;
};
const importCsv = (session: SignedIn | null, csv: unknown) =>
  injectAs(ctx.app, session, { method: 'POST', url: IMPORT_CSV, payload: { csv } });
const holdingRows = (session: SignedIn) =>
  ctx.database.db.select().from(portfolioHoldings).where(eq(portfolioHoldings.userId, session.user_id));
const shim = (step: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/backend/sandbox/broker/shim/${step}`, payload });
const startBrokerImport = async (session: SignedIn) => {
  const answer = await injectAs(ctx.app, session, { method: 'POST', url: IMPORT_BROKER });
  expect(answer.statusCode).toBe(200);
  const start = answer.json();
  return { gateway: start.gateway, transactionId: start.transactionId, authToken: start.auth_token };
};
const confirmBrokerImport = (session: SignedIn | null, transactionId: string) =>
  injectAs(ctx.app, session, {
    method: 'POST',
    url: CONFIRM_BROKER,
    payload: { transaction_id: transactionId },
  });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [asha, ravi, expert, stranger] = await Promise.all([
    createUser(ctx.app, { name: 'Asha Investor' }),
    createUser(ctx.app, { name: 'Ravi Investor' }),
    createUser(ctx.app, { name: 'Expert Kavya' }),
    createUser(ctx.app, { name: 'Unfollowed Expert' }),
  ]);
});
afterAll(() => ctx.close());

describe('who may call', () => {
  it('answers a visitor 401 on every call, before the body, and changes nothing', async () => {
    for (const [method, url] of [
      ['GET', REVIEW],
      ['POST', IMPORT_CSV],
      ['POST', IMPORT_BROKER],
      ['POST', CONFIRM_BROKER],
      ['DELETE', REVIEW],
    ] as const) {
      const answer = await ctx.app.inject({
        method,
        url,
        payload: '{"unterminated": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await ctx.database.db.select().from(portfolios)).toEqual([]);
  });

  it('gives a user without a portfolio an empty review', async () => {
    const empty = await review(ravi);
    expect(empty).toMatchObject({ source: null, broker: null, imported_at: null, holdings: [], flags: [] });
    expect(empty.totals).toEqual({ cost: 0, value: 0, pnl: 0, pnl_percent: null });
  });
});

describe('importing a CSV', () => {
  it('imports a Kite holdings file, merging a symbol listed twice at its weighted cost', async () => {
    const answer = await importCsv(asha, KITE_CSV);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as PortfolioReview;
    expect(body.source).toBe('csv');
    expect(body.broker).toBeNull();
    const bySymbol = new Map(body.holdings.map((holding) => [holding.symbol, holding]));
    expect([...bySymbol.keys()].sort()).toEqual(['HDFCBANK', 'INFY', 'RELIANCE']);
    expect(bySymbol.get('INFY')).toMatchObject({ quantity: 30, average_price: 1510, cost: 45300 });
    expect(bySymbol.get('RELIANCE')).toMatchObject({ quantity: 10, average_price: 2400.5, cost: 24005 });
    expect(bySymbol.get('HDFCBANK')).toMatchObject({ quantity: 5, average_price: 1650.25, cost: 8251.25 });
    expect(body.totals.cost).toBe(77556.25);
    expect(await holdingRows(asha)).toHaveLength(3);
  });

  it('refuses a file with bad rows whole, naming each row, and keeps the last import', async () => {
    const before = await holdingRows(asha);
    const csv = [
      'Symbol,Quantity,Average Price',
      'TCS,5,3500',
      'NOSUCHCO,5,100',
      'WIPRO,2.5,400',
      'ITC,10,-3',
      ',4,100',
    ].join('\n');
    const answer = await importCsv(asha, csv);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: '4 rows have problems; nothing was imported. Fix them and import the file again',
      errors: {
        'row 3': ['NOSUCHCO is not an NSE equity TradeCircle prices'],
        'row 4': ['The quantity "2.5" must be a whole number of shares above 0'],
        'row 5': ['The average price "-3" must be a number of rupees above 0'],
        'row 6': ['The symbol is empty'],
      },
    });
    expect(await holdingRows(asha)).toEqual(before);
  });

  it('refuses a file without the needed columns, an empty file, and a body without csv', async () => {
    const noColumns = await importCsv(asha, 'Stock,Shares\nTCS,5\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().errors).toEqual({
      'row 1': [
        'The header row needs a column for the average price (for example Instrument, Qty., Avg. cost)',
      ],
    });
    const headerOnly = await importCsv(asha, 'Instrument,Qty.,Avg. cost\n');
    expect(headerOnly.json()).toEqual({
      message: 'The file has a header but no holdings; nothing was imported',
      errors: { csv: ['The file has a header but no holdings'] },
    });
    const empty = await importCsv(asha, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Choose a CSV file of your holdings');
    const missing = await injectAs(ctx.app, asha, { method: 'POST', url: IMPORT_CSV, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await holdingRows(asha)).toHaveLength(3);
  });
});

describe('the review', () => {
  it('reports figures that agree with the same figures computed by hand from its holdings', async () => {
    const body = await review(asha);
    const holdings = body.holdings;
    for (const holding of holdings) {
      const price = holding.live_price ?? holding.average_price;
      expect(holding.value).toBeCloseTo(holding.quantity * price, 2);
      expect(holding.pnl).toBeCloseTo(holding.value - holding.cost, 2);
      expect(holding.market_cap_band).toBe('Large cap');
    }
    const value = holdings.reduce((sum, holding) => sum + holding.quantity * (holding.live_price ?? 0), 0);
    expect(body.totals.value).toBeCloseTo(value, 2);
    expect(body.totals.pnl).toBeCloseTo(value - 77556.25, 2);
    expect(body.totals.pnl_percent).toBeCloseTo(((value - 77556.25) / 77556.25) * 100, 2);
    // Sorted by value, weights summing to one; the sectors and the Herfindahl index from the same weights.
    expect(holdings.map((holding) => holding.value)).toEqual(
      [...holdings.map((holding) => holding.value)].sort((a, b) => b - a),
    );
    expect(holdings.reduce((sum, holding) => sum + holding.weight, 0)).toBeCloseTo(1, 3);
    const sectorTotals = new Map<string, number>();
    for (const holding of holdings) {
      const sector = holding.sector ?? 'Unclassified';
      sectorTotals.set(sector, (sectorTotals.get(sector) ?? 0) + holding.value);
    }
    expect(body.sectors.map((slice) => slice.name).sort()).toEqual([...sectorTotals.keys()].sort());
    for (const slice of body.sectors) expect(slice.value).toBeCloseTo(sectorTotals.get(slice.name)!, 1);
    const weights = holdings.map((holding) => (holding.quantity * holding.live_price!) / value);
    expect(body.concentration.herfindahl).toBeCloseTo(
      weights.reduce((sum, weight) => sum + weight * weight, 0),
      3,
    );
    expect(body.concentration.largest.map((slice) => slice.name)).toEqual(holdings.map((h) => h.symbol));
    expect(body.market_caps).toEqual([{ name: 'Large cap', value: expect.any(Number), weight: 1 }]);
    // Three holdings: the largest is over a quarter and the index says concentrated.
    expect(body.flags.map((flag) => flag.code)).toEqual(
      expect.arrayContaining(['holding_concentration', 'concentrated']),
    );
    expect(body.concentration.herfindahl).toBeGreaterThan(REVIEW_LIMITS.herfindahl);
  });

  it('measures volatility and beta against NIFTY 50 from a year of daily closes', async () => {
    const body = await review(asha);
    expect(body.risk.days).toBeGreaterThan(200);
    expect(body.history).toHaveLength(body.risk.days + 1);
    expect(body.history[0]).toMatchObject({ portfolio: 100, nifty: 100 });
    expect(body.risk.volatility).toBeGreaterThan(0);
    expect(body.risk.nifty_volatility).toBeGreaterThan(0);
    expect(typeof body.risk.beta).toBe('number');
  });

  it('shows only the calls of followed experts that the user may see', async () => {
    await insertFollow(ctx.database.db, asha.user_id, expert.user_id);
    const db = ctx.database.db;
    const visible = await createTradeRow(db, { userId: expert.user_id }, { symbol: 'INFY' });
    await createTradeRow(db, { userId: expert.user_id }, { symbol: 'INFY', status: 'Closed' });
    await createTradeRow(db, { userId: expert.user_id }, { symbol: 'RELIANCE', visibility: 'private' });
    await createTradeRow(db, { userId: stranger.user_id }, { symbol: 'HDFCBANK' });
    await createTradeRow(db, { userId: expert.user_id }, { symbol: 'TCS' });

    const body = await review(asha);
    expect(body.overlap).toHaveLength(1);
    const [infy] = body.overlap;
    expect(infy).toMatchObject({
      symbol: 'INFY',
      calls: 2,
      experts: [{ user_id: expert.user_id, name: 'Expert Kavya' }],
      latest: { expert: 'Expert Kavya', status: 'Closed' },
    });
    expect(infy!.latest!.trade_id).toBeGreaterThan(visible.id);
    expect(infy!.open_calls).toBe(1);
  });

  it('never shows one user another user’s holdings', async () => {
    expect((await review(ravi)).holdings).toEqual([]);
  });
});

describe('importing from the broker gateway', () => {
  it('imports the holdings the gateway reports for a HOLDINGS_IMPORT, once', async () => {
    const ids = await startBrokerImport(ravi);
    expect((await confirmBrokerImport(ravi, ids.transactionId)).json().message).toBe(
      'The holdings import is not finished yet',
    );
    expect((await shim('session', ids)).json()).toMatchObject({ intent: 'HOLDINGS_IMPORT' });
    const login = await shim('login', { ...ids, broker: 'kite', clientId: 'HOLD01' });
    expect(login.json()).toMatchObject({ status: 'COMPLETED' });
    const reported = login.json().response.holdings.securities as { ticker: string; quantity: number }[];
    expect(reported.length).toBeGreaterThanOrEqual(6);

    // Another user cannot confirm it.
    expect((await confirmBrokerImport(asha, ids.transactionId)).statusCode).toBe(404);

    const answer = await confirmBrokerImport(ravi, ids.transactionId);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as PortfolioReview;
    expect(body).toMatchObject({ source: 'broker', broker: 'kite' });
    expect(body.holdings.map((holding) => [holding.symbol, holding.quantity]).sort()).toEqual(
      reported.map((security) => [security.ticker, security.quantity]).sort(),
    );
    const again = await confirmBrokerImport(ravi, ids.transactionId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as PortfolioReview).imported_at).toBe(body.imported_at);
  });

  it('gives the same account the same holdings and reports a cancelled login', async () => {
    const first = await startBrokerImport(asha);
    await shim('session', first);
    const login = await shim('login', { ...first, broker: 'kite', clientId: 'HOLD01' });
    const { securities } = login.json().response.holdings;
    const ravisTickers = (await review(ravi)).holdings.map((holding) => holding.symbol).sort();
    expect(securities.map((security: { ticker: string }) => security.ticker).sort()).toEqual(ravisTickers);

    const cancelled = await startBrokerImport(asha);
    await shim('session', cancelled);
    await shim('cancel', { ...cancelled, stage: 'chooser' });
    const refused = await confirmBrokerImport(asha, cancelled.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The holdings import was cancelled');
    const [row] = await ctx.database.db
      .select()
      .from(portfolioImports)
      .where(eq(portfolioImports.transactionId, cancelled.transactionId));
    expect(row?.state).toBe('failed');
    expect((await review(asha)).source).toBe('csv');
  });

  it('imports once when two confirms of one transaction race', async () => {
    const ids = await startBrokerImport(ravi);
    await shim('session', ids);
    const login = await shim('login', { ...ids, broker: 'upstox', clientId: 'RACE01' });
    const reported = login.json().response.holdings.securities as unknown[];
    const answers = await Promise.all([
      confirmBrokerImport(ravi, ids.transactionId),
      confirmBrokerImport(ravi, ids.transactionId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await holdingRows(ravi)).toHaveLength(reported.length);
    expect((await review(ravi)).broker).toBe('upstox');
  });

  it('refuses a transaction id of the wrong shape and one never started', async () => {
    expect((await confirmBrokerImport(asha, 'TRX_nope')).statusCode).toBe(400);
    expect((await confirmBrokerImport(asha, `TRX_${'0'.repeat(32)}`)).statusCode).toBe(404);
  });
});

describe('clearing', () => {
  it('forgets the caller’s portfolio only', async () => {
    const cleared = await injectAs(ctx.app, ravi, { method: 'DELETE', url: REVIEW });
    expect(cleared.json()).toEqual({ message: 'Your portfolio was cleared' });
    expect((await review(ravi)).source).toBeNull();
    expect(await holdingRows(ravi)).toEqual([]);
    expect((await review(asha)).holdings).toHaveLength(3);
    const again = await injectAs(ctx.app, ravi, { method: 'DELETE', url: REVIEW });
    expect(again.json()).toEqual({ message: 'There was no portfolio to clear' });
  });
});
