import { MARKET_RISK_WARNING, NOT_INVESTMENT_ADVICE, REGISTRATION_RISK_WARNING } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../../test/support.ts';
import { insertTrade } from '../../../../test/trade-rows.ts';
import { profiles, securities, watchlistItems, watchlists } from '../../../db/schema/index.ts';
import type { LiveQuote, QuoteBook } from '../../market/index.ts';
import type { Viewer } from '../../users/index.ts';
import { pdfText } from './pdf-text.fixture.ts';
import { REAL_DISCLAIMER, VIRTUAL_DISCLAIMER } from './trade-report.pdf.ts';
import { buildTradeReport, TRADE_REPORT_PAGE_SIZE } from './trade-report.service.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

let ctx: TestContext;
let owner: Session;
let member: Session;
let stranger: Session;
let relianceId: number;
const livePrices = new Map<number, number>();
const quotes: QuoteBook = {
  getQuote: (securityId): LiveQuote | undefined => {
    const livePrice = livePrices.get(securityId);
    return livePrice === undefined
      ? undefined
      : {
          securityId,
          livePrice,
          previousClose: livePrice,
          change: 0,
          changePercent: 0,
          updatedAt: new Date(),
        };
  },
};

const at = (iso: string) => new Date(iso);
const APP_ORIGIN = 'https://tradecircle.example';

async function withProfile(name: string): Promise<Session> {
  const session = await signIn(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/create-profile/',
    headers: bearer(session.token.access),
    payload: { name, user_id: session.user_id },
  });
  expect(created.statusCode).toBeLessThan(300);
  return session;
}

beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
  });
  owner = await withProfile('Ananya Owner');
  member = await withProfile('Priya Member');
  stranger = await withProfile('Sam Stranger');
  const registered = await ctx.app.inject({
    method: 'PUT',
    url: '/backend/api/profile/sebi-registration/',
    headers: bearer(owner.token.access),
    payload: {
      sebi_user_type: 'registered_analyst',
      sebi_registration_num: 'INH000888001',
      valid_until: '2030-03-31',
    },
  });
  expect(registered.statusCode).toBe(200);
  const [reliance] = await ctx.database.db
    .select({ id: securities.id })
    .from(securities)
    .where(and(eq(securities.symbol, 'RELIANCE'), eq(securities.exchange, 'NSE')));
  relianceId = reliance!.id;
});
afterAll(() => ctx.close());

const viewerOf = async (session: Session): Promise<Viewer> => {
  const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, session.user_id));
  return { userId: session.user_id, profileId: profile!.id };
};
const download = (id: number | string, session?: Session) =>
  ctx.app.inject({
    url: `/backend/api/trade/trade-report/${id}/`,
    headers: session ? bearer(session.token.access) : {},
  });

/** A Buy trade that went live, reached TP1 and TP2 and closed at its final target TP3. */
function insertClosedTrade(overrides: Parameters<typeof insertTrade>[2] = {}) {
  return insertTrade(
    ctx.database.db,
    { userId: owner.user_id },
    {
      status: 'Closed',
      entryPrice: 2450,
      firstTarget: 2500,
      firstStopLoss: 2400,
      targetStopLossList: [
        { target_price: 2600, stop_loss: 2450 },
        { target_price: 2700, stop_loss: 2550 },
      ],
      finalTarget: 2700,
      currentStep: 2,
      targetPrice: 2700,
      stopLoss: 2550,
      exitPrice: 2700,
      closingReason: 'target',
      reasoning: 'Breakout above ₹2,440 with volume 📈 and रिलायंस news.',
      createdAt: at('2026-03-02T04:00:00Z'),
      liveAt: at('2026-03-02T04:30:00Z'),
      closedAt: at('2026-03-05T09:15:00Z'),
      ...overrides,
    },
    [
      { kind: 'posted', status: 'Inactive', createdAt: at('2026-03-02T04:00:00Z') },
      { kind: 'edited', status: 'Inactive', createdAt: at('2026-03-02T04:10:00Z') },
      { kind: 'activated', status: 'Active', price: 2451, createdAt: at('2026-03-02T04:30:00Z') },
      {
        kind: 'target_reached',
        status: 'Active',
        step: 1,
        price: 2502,
        createdAt: at('2026-03-03T05:00:00Z'),
      },
      { kind: 'reasoning_updated', status: 'Active', step: 1, createdAt: at('2026-03-03T06:00:00Z') },
      {
        kind: 'target_reached',
        status: 'Active',
        step: 2,
        price: 2601.5,
        createdAt: at('2026-03-04T07:45:00Z'),
      },
      { kind: 'closed', status: 'Closed', step: 2, price: 2700, createdAt: at('2026-03-05T09:15:00Z') },
    ],
  );
}

describe('the trade report PDF', () => {
  it('shows the security, the trade, the ladder, the timeline, realized P&L, the reasoning and the disclaimer', async () => {
    const trade = await insertClosedTrade();
    const report = await buildTradeReport(
      { db: ctx.database.db, quotes, appOrigin: APP_ORIGIN, now: () => at('2026-03-06T10:00:00Z') },
      null,
      trade.id,
    );
    expect(report.filename).toBe(`trade-${trade.id}-RELIANCE.pdf`);
    expect(report.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(report.pdf);
    for (const expected of [
      'TradeCircle trade report',
      `VIRTUAL TRADE  ·  Trade ${trade.id}  ·  Generated 3:30 PM 6 Mar 2026 IST`,
      'Reliance Industries Ltd',
      'RELIANCE  ·  NSE',
      'Buy',
      'Closed',
      'Ananya Owner (SEBI registered)',
      '9:30 AM 2 Mar IST',
      'Rs. 2,450.00',
      'Intermediate',
      // The ladder: drawn bar labels, then the table rows with their states.
      'SL',
      'EP',
      'TP3',
      'Rs. 2,700.00',
      'Target reached',
      // The timeline, in order, without edits and reasoning updates.
      'Posted as an upcoming trade',
      'Went live: entry made at Rs. 2,451.00',
      'TP1 reached at Rs. 2,502.00',
      'TP2 reached at Rs. 2,601.50',
      'Closed at Rs. 2,700.00 (target hit)',
      'Realized P&L: +Rs. 500.00 (+10.20%)',
      'Breakout above Rs. 2,440 with volume ? and ',
      VIRTUAL_DISCLAIMER,
      // The disclosure block runs on to a second page, which carries the footer too.
      'Page 1 of 2',
      'Page 2 of 2',
    ]) {
      expect(text).toContain(expected);
    }
    const timeline = ['Posted as', 'Went live', 'TP1 reached', 'TP2 reached', 'Closed at'].map((line) =>
      text.indexOf(line),
    );
    expect(timeline).toEqual([...timeline].sort((a, b) => a - b));
    expect(text.match(/Target reached/g)).toHaveLength(3);
    expect(text).not.toMatch(/edited|reasoning_updated|₹/i);
    expect(text).toContain('1:15 PM 4 Mar IST');
  });

  it("prints the call's disclosure: a registered analyst's registration, position, warnings and charter", async () => {
    const trade = await insertClosedTrade({ holdsPosition: true });
    const report = await buildTradeReport(
      { db: ctx.database.db, quotes, appOrigin: APP_ORIGIN, now: () => at('2026-03-06T10:00:00Z') },
      null,
      trade.id,
    );
    const text = pdfText(report.pdf);
    // Long lines wrap into several drawn strings; joined, they read as the block does.
    const joined = text.replace(/\s*\n\s*/g, ' ');
    const block = [
      'Disclosure',
      'SEBI Reg. No. INH000888001 (RA, valid until 31 Mar 2030, self-declared)',
      'The analyst holds a position in RELIANCE.',
      MARKET_RISK_WARNING,
      REGISTRATION_RISK_WARNING,
      'Investor charter: https://tradecircle.example/investor-charter',
    ];
    for (const line of block) expect(joined).toContain(line);
    const positions = block.map((line) => joined.indexOf(line));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The charter's address is a link in the PDF.
    expect(report.pdf.toString('latin1')).toContain('(https://tradecircle.example/investor-charter)');
  });

  it("prints an unregistered poster's disclosure: not investment advice, no charter", async () => {
    const poster = await withProfile('Una Poster');
    const trade = await insertTrade(ctx.database.db, { userId: poster.user_id }, { status: 'Active' });
    const text = pdfText(
      (await buildTradeReport({ db: ctx.database.db, quotes, appOrigin: APP_ORIGIN }, null, trade.id)).pdf,
    );
    const joined = text.replace(/\s*\n\s*/g, ' ');
    expect(joined).toContain(NOT_INVESTMENT_ADVICE);
    expect(joined).toContain('The poster holds no position in RELIANCE.');
    expect(joined).toContain(MARKET_RISK_WARNING);
    expect(joined).not.toContain(REGISTRATION_RISK_WARNING);
    expect(joined).not.toContain('Investor charter');
    expect(joined).toContain('Una Poster');
    expect(joined).not.toContain('SEBI registered');
  });

  it('shows current P&L and the live marker for a live trade, potential P&L for an upcoming one', async () => {
    livePrices.set(relianceId, 2500);
    const deps = { db: ctx.database.db, quotes, appOrigin: APP_ORIGIN };
    const live = await insertTrade(ctx.database.db, { userId: owner.user_id }, { status: 'Active' }, [
      { kind: 'posted', status: 'Inactive' },
      { kind: 'activated', status: 'Active', price: 2450 },
    ]);
    const liveText = pdfText((await buildTradeReport(deps, null, live.id)).pdf);
    expect(liveText).toContain('Current P&L: +Rs. 100.00 (+2.04%)');
    expect(liveText).toContain('Live Rs. 2,500.00');
    expect(liveText).toContain('Current');
    expect(liveText).toContain('Went live: entry made at Rs. 2,450.00');

    const upcoming = await insertTrade(
      ctx.database.db,
      { userId: owner.user_id },
      {
        tradeType: 'Sell',
        entryPrice: 2450,
        firstTarget: 2300,
        finalTarget: 2300,
        targetPrice: 2300,
        firstStopLoss: 2500,
        stopLoss: 2500,
      },
    );
    const upcomingText = pdfText((await buildTradeReport(deps, null, upcoming.id)).pdf);
    expect(upcomingText).toContain('Potential P&L: +Rs. 300.00 (+6.12%)');
    expect(upcomingText).toContain('Upcoming');
    expect(upcomingText).toContain('Sell');
    expect(upcomingText).toContain('No transitions recorded.');
    livePrices.clear();
  });

  it('shows its owner a real trade awaiting its broker as posted, before the record has it', async () => {
    const awaiting = await insertTrade(
      ctx.database.db,
      { userId: owner.user_id },
      { isReal: true, createdAt: at('2026-03-02T04:00:00Z') },
    );
    const report = await buildTradeReport(
      { db: ctx.database.db, quotes, appOrigin: APP_ORIGIN },
      await viewerOf(owner),
      awaiting.id,
    );
    const text = pdfText(report.pdf);
    expect(text).toContain('REAL TRADE');
    expect(text).toContain('Posted as an upcoming trade');
    expect(text).not.toContain('No transitions recorded.');
    // Its time, in the facts and on the timeline's line.
    expect(text.match(/9:30 AM 2 Mar IST/g)).toHaveLength(2);
  });

  it('carries the real-trade disclaimer and marks a stop-loss exit', async () => {
    const real = await insertClosedTrade({
      isReal: true,
      exitPrice: 2400,
      currentStep: 0,
      targetPrice: 2500,
      stopLoss: 2400,
      closingReason: 'stop_loss',
    });
    const text = pdfText(
      (await buildTradeReport({ db: ctx.database.db, quotes, appOrigin: APP_ORIGIN }, null, real.id)).pdf,
    );
    expect(text).toContain(REAL_DISCLAIMER);
    expect(text).toContain('REAL TRADE');
    expect(text).toContain('Stop loss hit');
    expect(text).toContain('Realized P&L: -Rs. 100.00 (-2.04%)');
  });

  it('runs onto further pages for long reasoning, with the footer on each page', async () => {
    const long = await insertClosedTrade({ reasoning: 'Volume and trend agree. '.repeat(400) });
    const text = pdfText(
      (await buildTradeReport({ db: ctx.database.db, quotes, appOrigin: APP_ORIGIN }, null, long.id)).pdf,
    );
    expect(text).toMatch(/Page 1 of [2-9]/);
    const pages = Number(/Page 1 of (\d)/.exec(text)![1]);
    expect(text.split(VIRTUAL_DISCLAIMER)).toHaveLength(pages + 1);
  });
});

describe('GET /backend/api/trade/trade-report/:id/', () => {
  it('lets a visitor download the report of a public trade as a PDF attachment', async () => {
    const trade = await insertClosedTrade();
    const response = await download(trade.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="trade-${trade.id}-RELIANCE.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('RELIANCE');
    expect(text).toContain('TP2 reached at Rs. 2,601.50');
  });

  it('keeps a private trade to its owner: anyone else gets 404 Trade not found', async () => {
    const secret = await insertTrade(ctx.database.db, { userId: owner.user_id }, { visibility: 'private' });
    expect((await download(secret.id, owner)).statusCode).toBe(200);
    for (const response of [await download(secret.id, stranger), await download(secret.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Trade not found' });
    }
    expect((await download(999_999)).json()).toEqual({ message: 'Trade not found' });
    expect((await download('abc')).statusCode).toBe(400);
  });

  it('makes symbols with symbols safe in the file name', async () => {
    const trade = await insertTrade(
      ctx.database.db,
      { userId: owner.user_id },
      {
        symbol: 'M&M',
        entryPrice: 3000,
        firstTarget: 3100,
        finalTarget: 3100,
        targetPrice: 3100,
        firstStopLoss: 2900,
        stopLoss: 2900,
      },
    );
    const response = await download(trade.id);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="trade-${trade.id}-M_M.pdf"`);
    expect(pdfText(response.rawPayload)).toContain('Mahindra & Mahindra Ltd');
  });
});

describe('GET /backend/api/trade/trade-report-list/', () => {
  const list = (session: Session | undefined, query = '') =>
    ctx.app.inject({
      url: `/backend/api/trade/trade-report-list/${query}`,
      headers: session ? bearer(session.token.access) : {},
    });

  it("pages the caller's own trades and the visible trades in their trade watchlists, newest first", async () => {
    const db = ctx.database.db;
    const day = (n: number) => at(`2026-04-${String(n).padStart(2, '0')}T05:00:00Z`);
    const own = [];
    for (let n = 1; n <= 15; n++) {
      own.push(
        await insertTrade(
          db,
          { userId: member.user_id },
          { createdAt: day(n), visibility: n === 3 ? 'private' : 'followers' },
        ),
      );
    }
    const saved = [];
    for (let n = 16; n <= 19; n++)
      saved.push(await insertTrade(db, { userId: owner.user_id }, { createdAt: day(n) }));
    const closedSaved = await insertClosedTrade({ createdAt: day(20), closedAt: day(21) });
    const hiddenSaved = await insertTrade(
      db,
      { userId: owner.user_id },
      { createdAt: day(22), visibility: 'private' },
    );
    const strangersPrivate = await insertTrade(
      db,
      { userId: stranger.user_id },
      { createdAt: day(23), visibility: 'private' },
    );
    const notSaved = await insertTrade(db, { userId: owner.user_id }, { createdAt: day(24) });
    const savedAsStock = await insertTrade(db, { userId: owner.user_id }, { createdAt: day(25) });

    const memberViewer = await viewerOf(member);
    const [tradeTab] = await db
      .insert(watchlists)
      .values({ profileId: memberViewer!.profileId!, name: 'Ideas', watchlistType: 'trade' })
      .returning();
    const [stockTab] = await db
      .insert(watchlists)
      .values({ profileId: memberViewer!.profileId!, name: 'Stocks', watchlistType: 'stock' })
      .returning();
    await db.insert(watchlistItems).values([
      ...[...saved, closedSaved, hiddenSaved, strangersPrivate].map((trade) => ({
        watchlistId: tradeTab!.id,
        tradeId: trade.id,
      })),
      { watchlistId: stockTab!.id, tradeId: savedAsStock.id },
    ]);

    const first = await list(member, '?page=1');
    expect(first.statusCode).toBe(200);
    const expectedIds = [closedSaved, ...saved.reverse(), ...own.reverse()].map((trade) => trade.id);
    expect(expectedIds).toHaveLength(20);
    expect(first.json().num).toBe(2);
    expect(first.json().result.map((item: { id: number }) => item.id)).toEqual(
      expectedIds.slice(0, TRADE_REPORT_PAGE_SIZE),
    );
    expect(first.json().result[0]).toEqual({
      id: closedSaved.id,
      security_name: 'Reliance Industries Ltd',
      security_symbol: 'RELIANCE',
      trade_type: 'Buy',
      status: 'Closed',
      created: day(20).toISOString(),
      trade_closing_time: day(21).toISOString(),
      pl_percent: 10.2,
      report: `/backend/api/trade/trade-report/${closedSaved.id}/`,
    });

    const second = (await list(member, '?page=2')).json();
    expect(second.result.map((item: { id: number }) => item.id)).toEqual(
      expectedIds.slice(TRADE_REPORT_PAGE_SIZE),
    );
    expect((await list(member)).json().result).toEqual(first.json().result);
    expect((await list(member, '?page=3')).json()).toEqual({ result: [], num: 2 });

    const everyId = [...first.json().result, ...second.result].map((item: { id: number }) => item.id);
    for (const hidden of [hiddenSaved, strangersPrivate, notSaved, savedAsStock])
      expect(everyId).not.toContain(hidden.id);
    expect(everyId).toContain(own[2]!.id);

    const reportLink = await ctx.app.inject({
      url: first.json().result[0].report,
      headers: bearer(member.token.access),
    });
    expect(reportLink.statusCode).toBe(200);
  });

  it('needs a signed-in user and a valid page', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(member, '?page=0')).statusCode).toBe(400);
    expect((await list(member, '?page=two')).statusCode).toBe(400);
    const newcomer = await withProfile('New Comer');
    expect((await list(newcomer)).json()).toEqual({ result: [], num: 0 });
    expect((await list(stranger)).json().result).toEqual([
      expect.objectContaining({ security_symbol: 'RELIANCE', status: 'Inactive' }),
    ]);
  });
});
