/**
 * Trade export (issue 33, /Download-Trade): the caller's own trades as a preview, a CSV and a PDF
 * statement, filtered by IST days, kind, status and side; never another user's trades.
 */
import {
  cappedNote,
  indiaIsoDate,
  STATEMENT_FIGURES,
  STATEMENT_FIGURES_BASIS,
  statementFigureText,
  TRADE_EXPORT_DOWNLOADS_PER_MINUTE,
  TRADE_EXPORT_MESSAGES,
  TrackRecordFiguresResponseSchema,
  type TradeExportPreview,
  TradeExportQuerySchema,
} from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/auth-helpers.ts';
import { createTradeRow, createUser, type SignedIn } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/support.ts';
import { livePriceOf } from '../../../../test/trade-helpers.ts';
import { securities } from '../../../db/schema/index.ts';
import type { LiveQuote, QuoteBook } from '../../market/index.ts';
import { resolveViewer } from '../../users/index.ts';
import { pdfText } from '../trade-report/pdf-text.fixture.ts';
import { REAL_DISCLAIMER, VIRTUAL_DISCLAIMER } from '../trade-report/trade-report.pdf.ts';
import { TRADE_EXPORT_CSV_COLUMNS, tradeExportCsv } from './trade-export.csv.ts';
import { NO_TRADES_TEXT, renderTradeStatement, STATEMENT_TITLE } from './trade-export.pdf.ts';
import { selectTradeExport, statementFigures } from './trade-export.service.ts';

let ctx: TestContext;
let me: SignedIn;
let other: SignedIn;
let expert: SignedIn;
const ids: Record<string, number> = {};
let infyId: number;

/** An instant written in IST. */
const ist = (local: string) => new Date(`${local}+05:30`);
const APRIL = 'from=2026-04-01&to=2026-04-30';

const get = (path: string, query: string, session: SignedIn | null) =>
  ctx.app.inject({
    url: `/backend/api/trade/export/${path}/?${query}`,
    headers: session ? bearer(session.token.access) : {},
  });

/** RFC 4180 as a spreadsheet reads it: quoted cells, doubled quotes, CRLF rows; the BOM first. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const body = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (body[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  expect(cell).toBe('');
  return rows;
}

type CsvRecord = Record<(typeof TRADE_EXPORT_CSV_COLUMNS)[number], string>;

async function csvOf(query: string, session: SignedIn = me): Promise<CsvRecord[]> {
  const response = await get('csv', query, session);
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = parseCsv(response.body);
  expect(header).toEqual([...TRADE_EXPORT_CSV_COLUMNS]);
  return rows.map(
    (cells) =>
      Object.fromEntries(TRADE_EXPORT_CSV_COLUMNS.map((name, index) => [name, cells[index]])) as CsvRecord,
  );
}

const idsOf = (rows: { id: string | number }[]) => rows.map((row) => Number(row.id));

/**
 * The ids the export of `query` holds, read from the preview (its first rows are the files' first
 * rows): the filter tests read it, so that the downloads' per-minute allowance is left to the tests
 * of the files themselves.
 */
async function exportedIds(query: string, session: SignedIn = me): Promise<number[]> {
  const response = await get('preview', query, session);
  expect(response.statusCode, response.body).toBe(200);
  const preview = response.json() as TradeExportPreview;
  expect(preview.count).toBe(preview.rows.length);
  return idsOf(preview.rows);
}

async function securityId(symbol: string) {
  const [row] = await ctx.database.db
    .select({ id: securities.id })
    .from(securities)
    .where(and(eq(securities.symbol, symbol), eq(securities.exchange, 'NSE')));
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [me, other, expert] = await Promise.all([
    createUser(ctx.app, { name: 'Esha Exporter' }),
    createUser(ctx.app, { name: 'Omar Other' }),
    createUser(ctx.app, { name: 'Origin Expert' }),
  ]);
  infyId = await securityId('INFY');
  // The simulator has a quote for INFY from here on: the Live copy below has a live P&L.
  await livePriceOf(ctx.app, infyId);
  const db = ctx.database.db;
  const mine = { userId: me.user_id };

  // A: the first instant of 1 April (IST), a two-row Buy ladder, closed at its first target.
  ids.A = (
    await createTradeRow(
      db,
      mine,
      {
        createdAt: ist('2026-04-01T00:00:00'),
        liveAt: ist('2026-04-01T10:00:00'),
        closedAt: ist('2026-04-03T10:00:00'),
        status: 'Closed',
        exitPrice: 2600,
        closingReason: 'target',
        finalTarget: 2700,
        targetStopLossList: [{ target_price: 2700, stop_loss: 2450 }],
      },
      [
        { kind: 'posted', status: 'Inactive' },
        { kind: 'activated', status: 'Active', price: 2450, createdAt: ist('2026-04-01T10:00:00') },
        { kind: 'closed', status: 'Closed', price: 2600, createdAt: ist('2026-04-03T10:00:00') },
      ],
    )
  ).id;
  // E: expired before going live.
  ids.E = (
    await createTradeRow(db, mine, {
      createdAt: ist('2026-04-10T09:00:00'),
      status: 'expired',
      symbol: 'TCS',
    })
  ).id;
  // B: a real Sell, closed at its stop loss: a loss.
  ids.B = (
    await createTradeRow(
      db,
      mine,
      {
        symbol: 'ICICIBANK',
        createdAt: ist('2026-04-15T12:00:00'),
        liveAt: ist('2026-04-15T12:00:00'),
        closedAt: ist('2026-04-16T15:00:00'),
        isReal: true,
        tradeType: 'Sell',
        status: 'Closed',
        entryPrice: 1500,
        lots: 3,
        firstTarget: 1400,
        finalTarget: 1400,
        targetPrice: 1400,
        firstStopLoss: 1560,
        stopLoss: 1560,
        exitPrice: 1560,
        closingReason: 'stop_loss',
      },
      [
        { kind: 'posted', status: 'Inactive' },
        { kind: 'activated', status: 'Active', price: 1500, createdAt: ist('2026-04-15T12:00:00') },
        { kind: 'closed', status: 'Closed', price: 1560, createdAt: ist('2026-04-16T15:00:00') },
      ],
    )
  ).id;
  // D: private and Upcoming: the owner's own, so exported; no P&L yet.
  ids.D = (
    await createTradeRow(db, mine, { createdAt: ist('2026-04-20T11:00:00'), visibility: 'private' })
  ).id;
  // The expert's call that C copies.
  ids.origin = (
    await createTradeRow(
      db,
      { userId: expert.user_id },
      {
        symbol: 'INFY',
        createdAt: ist('2026-04-29T10:00:00'),
        entryPrice: 1500,
        firstTarget: 1600,
        finalTarget: 1600,
        targetPrice: 1600,
        firstStopLoss: 1450,
        stopLoss: 1450,
      },
    )
  ).id;
  // C: a Live copy, at the last second of 30 April (IST).
  ids.C = (
    await createTradeRow(db, mine, {
      symbol: 'INFY',
      createdAt: ist('2026-04-30T23:59:59'),
      liveAt: ist('2026-04-30T23:59:59'),
      status: 'Active',
      copyOriginId: ids.origin,
      entryPrice: 1500,
      lots: 4,
      firstTarget: 1600,
      finalTarget: 1600,
      targetPrice: 1600,
      firstStopLoss: 1450,
      stopLoss: 1450,
    })
  ).id;
  // Just outside April on either side.
  ids.F = (await createTradeRow(db, mine, { createdAt: ist('2026-03-31T23:59:59') })).id;
  ids.G = (await createTradeRow(db, mine, { createdAt: ist('2026-05-01T00:00:00') })).id;
  // Another user's public trade in April.
  ids.H = (await createTradeRow(db, { userId: other.user_id }, { createdAt: ist('2026-04-12T10:00:00') })).id;
});
afterAll(() => ctx.close());

describe('the CSV', () => {
  it('holds the caller’s April trades row for row, oldest first, with IST times and plain numbers', async () => {
    const response = await get('csv', APRIL, me);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tradecircle-trades-${indiaIsoDate(new Date())}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const rows = await csvOf(APRIL);
    expect(idsOf(rows)).toEqual([ids.A, ids.E, ids.B, ids.D, ids.C]);
    const [a, e, b, d, c] = rows;

    expect(a).toEqual({
      id: String(ids.A),
      kind: 'posted',
      mode: 'virtual',
      created_ist: '2026-04-01T00:00:00+05:30',
      security_symbol: 'RELIANCE',
      security_name: 'Reliance Industries Ltd',
      exchange: 'NSE',
      instrument_type: 'EQ',
      side: 'Buy',
      lots: '2',
      lot_size: '1',
      entry_price: '2450.00',
      entry_fill_price: '2450.00',
      targets: '2600.00|2700.00',
      stop_losses: '2400.00|2450.00',
      status: 'Closed',
      exit_price: '2600.00',
      closed_at_ist: '2026-04-03T10:00:00+05:30',
      pl_basis: 'realised',
      pl_price: '2600.00',
      // (2600 - 2450) x 2; 150 / 2450 = 6.12%.
      pl_amount: '300.00',
      pl_percent: '6.12',
      // Delivery (Live 1 Apr, closed 3 Apr), legs of 4,900 and 5,200: brokerage 40, STT 4.90 + 5.20,
      // NSE 0.15 + 0.15, SEBI 0.00 + 0.01, GST 18% of 20.15 and 20.16 = 3.63 + 3.63, stamp 0.74
      // (0.015% of the buy) = 58.41 in charges.
      pl_net_amount: '241.59',
      copy_origin_id: '',
    });
    // A Sell that rose to its stop loss: (1500 - 1560) x 3, a loss that stays a number.
    expect(b).toMatchObject({
      mode: 'real',
      side: 'Sell',
      security_symbol: 'ICICIBANK',
      targets: '1400.00',
      stop_losses: '1560.00',
      pl_basis: 'realised',
      pl_amount: '-180.00',
      pl_percent: '-4.00',
      // Legs of 4,500 (sold) and 4,680 (bought back): brokerage 40, STT 4.50 + 4.68, NSE 0.13 +
      // 0.14, GST 3.62 + 3.63, stamp 0.70 on the buy = 57.40 in charges.
      pl_net_amount: '-237.40',
    });
    expect(e).toMatchObject({
      status: 'expired',
      pl_basis: 'none',
      pl_amount: '',
      pl_percent: '',
      pl_price: '',
    });
    expect(d).toMatchObject({
      status: 'Upcoming',
      pl_basis: 'none',
      pl_amount: '',
      exit_price: '',
      closed_at_ist: '',
    });
    expect(c).toMatchObject({
      kind: 'copied',
      copy_origin_id: String(ids.origin),
      created_ist: '2026-04-30T23:59:59+05:30',
      status: 'Live',
      pl_basis: 'live',
    });
    // The live P&L is measured at the price the row names: (price - 1500) x 4.
    const livePrice = Number(c!.pl_price);
    expect(livePrice).toBeGreaterThan(0);
    expect(Number(c!.pl_amount)).toBeCloseTo((livePrice - 1500) * 4, 2);
    expect(Number(c!.pl_percent)).toBeCloseTo(((livePrice - 1500) / 1500) * 100, 1);
  });

  it('filters by kind, status and side (as the files do)', async () => {
    expect(await exportedIds(`${APRIL}&kind=posted`)).toEqual([ids.A, ids.E, ids.B, ids.D]);
    expect(await exportedIds(`${APRIL}&kind=copied`)).toEqual([ids.C]);
    expect(await exportedIds(`${APRIL}&status=Closed`)).toEqual([ids.A, ids.B]);
    // Labels and stored names alike, in any case.
    expect(await exportedIds(`${APRIL}&status=live,Inactive`)).toEqual([ids.D, ids.C]);
    expect(await exportedIds(`${APRIL}&status=expired`)).toEqual([ids.E]);
    expect(await exportedIds(`${APRIL}&side=Sell`)).toEqual([ids.B]);
    expect(await exportedIds(`${APRIL}&side=buy&kind=posted&status=Closed`)).toEqual([ids.A]);
  });

  it('counts IST days: midnight IST opens a day, one second before it still belongs to the day before', async () => {
    expect(await exportedIds('from=2026-04-01&to=2026-04-01')).toEqual([ids.A]);
    expect(await exportedIds('from=2026-03-31&to=2026-03-31')).toEqual([ids.F]);
    expect(await exportedIds('from=2026-04-30&to=2026-04-30')).toEqual([ids.C]);
    expect(await exportedIds('from=2026-05-01&to=2026-05-01')).toEqual([ids.G]);
    expect(await exportedIds('from=2026-03-31&to=2026-05-01')).toEqual([
      ids.F,
      ids.A,
      ids.E,
      ids.B,
      ids.D,
      ids.C,
      ids.G,
    ]);
  });

  it('never holds another user’s trades, whatever the query names', async () => {
    const mine = idsOf(await csvOf(`${APRIL}&user_id=${other.user_id}&posted_by_id=${other.user_id}`));
    expect(mine).not.toContain(ids.H);
    expect(mine).not.toContain(ids.origin);
    expect(await exportedIds(APRIL, other)).toEqual([ids.H]);
    expect(await exportedIds(APRIL, expert)).toEqual([ids.origin]);
  });

  it('keeps formulas as text, and quotes commas and quotes', async () => {
    const db = ctx.database.db;
    const wiproId = await securityId('WIPRO');
    await db
      .update(securities)
      .set({ name: '=HYPERLINK("http://evil.example","Click")', symbol: '@WIPRO' })
      .where(eq(securities.id, wiproId));
    const hdfcId = await securityId('HDFCBANK');
    await db.update(securities).set({ name: 'Acme, "Best" Bank' }).where(eq(securities.id, hdfcId));
    const injected = await createTradeRow(
      db,
      { userId: me.user_id },
      { symbol: '@WIPRO', createdAt: ist('2026-06-02T10:00:00') },
    );
    const quoted = await createTradeRow(
      db,
      { userId: me.user_id },
      { symbol: 'HDFCBANK', createdAt: ist('2026-06-03T10:00:00') },
    );

    const response = await get('csv', 'from=2026-06-01&to=2026-06-30', me);
    expect(response.body).toContain(`,'@WIPRO,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    const [first, second] = await csvOf('from=2026-06-01&to=2026-06-30');
    expect(first).toMatchObject({
      id: String(injected.id),
      security_symbol: "'@WIPRO",
      security_name: `'=HYPERLINK("http://evil.example","Click")`,
    });
    expect(second).toMatchObject({ id: String(quoted.id), security_name: 'Acme, "Best" Bank' });
  });
});

describe('who may export, and bad filters', () => {
  it('asks for a token on every call, before reading the filters', async () => {
    for (const path of ['preview', 'csv', 'pdf']) {
      expect((await get(path, APRIL, null)).statusCode, path).toBe(401);
      expect((await get(path, 'from=junk&kind=mine', null)).statusCode, path).toBe(401);
    }
  });

  it.each([
    ['to=2026-04-30', TRADE_EXPORT_MESSAGES.fromRequired, 'from'],
    ['from=2026-04-01', TRADE_EXPORT_MESSAGES.toRequired, 'to'],
    ['from=2026-02-30&to=2026-03-31', TRADE_EXPORT_MESSAGES.badFrom, 'from'],
    ['from=01/04/2026&to=2026-04-30', TRADE_EXPORT_MESSAGES.badFrom, 'from'],
    ['from=2026-04-01&to=2026-04-31', TRADE_EXPORT_MESSAGES.badTo, 'to'],
    ['from=2026-04-30&to=2026-04-01', TRADE_EXPORT_MESSAGES.toBeforeFrom, 'to'],
    // 1 April 2025 to 2 April 2026 is 367 days.
    ['from=2025-04-01&to=2026-04-02', TRADE_EXPORT_MESSAGES.tooLong, 'to'],
    [`${APRIL}&status=Open`, TRADE_EXPORT_MESSAGES.unknownStatus('Open'), 'status'],
    [`${APRIL}&status=Closed,Won`, TRADE_EXPORT_MESSAGES.unknownStatus('Won'), 'status'],
    [`${APRIL}&side=Hold`, TRADE_EXPORT_MESSAGES.badSide, 'side'],
    [`${APRIL}&kind=mine`, TRADE_EXPORT_MESSAGES.badKind, 'kind'],
  ])('refuses %s with 400 and says why', async (query, message, field) => {
    for (const path of ['preview', 'csv', 'pdf']) {
      const response = await get(path, query, me);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json().message).toBe(message);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('takes a whole leap financial year (366 days) and no more', async () => {
    expect((await get('preview', 'from=2027-04-01&to=2028-03-31', me)).statusCode).toBe(200);
    expect((await get('preview', 'from=2027-04-01&to=2028-04-01', me)).statusCode).toBe(400);
  });

  it(`allows ${TRADE_EXPORT_DOWNLOADS_PER_MINUTE} downloads a minute per user, then 429`, async () => {
    const busy = await createUser(ctx.app, { name: 'Busy Downloader' });
    for (let index = 0; index < TRADE_EXPORT_DOWNLOADS_PER_MINUTE; index++)
      expect((await get('csv', APRIL, busy)).statusCode).toBe(200);
    const refused = await get('csv', APRIL, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests/);
    // Another user's allowance is their own.
    expect((await get('csv', APRIL, other)).statusCode).toBe(200);
  });
});

describe('the preview', () => {
  it('shows the count, the first rows and the totals the files carry', async () => {
    const response = await get('preview', APRIL, me);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as TradeExportPreview;
    expect(preview).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-30',
      kind: 'all',
      statuses: [],
      side: null,
      count: 5,
      capped: false,
      max_rows: 5000,
    });
    expect(idsOf(preview.rows)).toEqual([ids.A, ids.E, ids.B, ids.D, ids.C]);
    expect(preview.totals).toMatchObject({
      trades: 5,
      posted: 4,
      copied: 1,
      upcoming: 1,
      live: 1,
      closed: 2,
      expired: 1,
      buy: 4,
      sell: 1,
      // 300 - 180, and net 241.59 - 237.40.
      realised_pl: 120,
      realised_pl_net: 4.19,
      realised_trades: 2,
      wins: 1,
      losses: 1,
      live_trades: 1,
    });
    expect(preview.totals.live_pl).toBeCloseTo(preview.rows[4]!.pl_amount!, 2);
    expect(preview.totals.live_pl_net).toBeCloseTo(preview.rows[4]!.pl_net_amount!, 2);
    // A round trip's charges are never negative.
    expect(preview.totals.live_pl_net).toBeLessThan(preview.totals.live_pl);
  });

  it('carries the track record’s figures over the period, as the profile’s panel computes them', async () => {
    const preview = (await get('preview', APRIL, me)).json() as TradeExportPreview;
    // Every closed call of the caller ended in April, so April's figures are all-time's.
    const panel = TrackRecordFiguresResponseSchema.parse(
      (await ctx.app.inject({ url: `/backend/api/track-record/${me.user_id}/figures/?period=All` })).json(),
    );
    const { period: _period, ...allTime } = panel.figures;
    expect(preview.figures).toEqual(allTime);
    expect(preview.figures).toMatchObject({
      closed_trades: 2,
      trade_wins: 1,
      accuracy: { value: 50, calls: 2 },
    });
    // (6.12 - 4) / 2, from the record's prices.
    expect(preview.figures.avg_trade_return.value).toBeCloseTo(1.06, 2);
    // May: none of them ended there.
    const may = (await get('preview', 'from=2026-05-01&to=2026-05-31', me)).json() as TradeExportPreview;
    expect(may.figures).toMatchObject({ closed_trades: 0, accuracy: { value: null, calls: 0 } });
    expect(may.count).toBe(1);
  });

  it('reads the Live trades’ P&L from the quote book at the moment', async () => {
    const quotes: QuoteBook = {
      getQuote: (id): LiveQuote | undefined =>
        id === infyId
          ? {
              securityId: id,
              livePrice: 1530.5,
              previousClose: 1500,
              change: 30.5,
              changePercent: 2.03,
              updatedAt: new Date(),
            }
          : undefined,
    };
    const viewer = (await resolveViewer(ctx.database.db, me.user_id))!;
    const query = TradeExportQuerySchema.parse({ from: '2026-04-30', to: '2026-04-30' });
    const selection = await selectTradeExport({ db: ctx.database.db, quotes }, viewer, query);
    expect(selection.rows).toHaveLength(1);
    // (1530.50 - 1500) x 4 = 122; 30.5 / 1500 = 2.03%.
    expect(selection.rows[0]).toMatchObject({
      pl_basis: 'live',
      pl_price: 1530.5,
      pl_amount: 122,
      pl_percent: 2.03,
    });
    expect(selection.totals).toMatchObject({ live_pl: 122, live_trades: 1, realised_trades: 0 });
    // Without a price nothing is measured.
    const priceless = await selectTradeExport(
      { db: ctx.database.db, quotes: { getQuote: () => undefined } },
      viewer,
      query,
    );
    expect(priceless.rows[0]).toMatchObject({ pl_basis: 'none', pl_amount: null, pl_price: null });
  });
});

describe('the PDF statement', () => {
  it('is a PDF with the holder, the period, the filters, the figures, the totals, the trades and the disclaimers', async () => {
    const response = await get('pdf', APRIL, me);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tradecircle-statement-${indiaIsoDate(new Date())}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      STATEMENT_TITLE,
      'Esha Exporter',
      '1 Apr 2026 to 30 Apr 2026',
      'Posted and copied',
      'All statuses',
      'Buy and Sell',
      'Closed calls: 2  ·  Wins: 1',
      'Realised P&L: +Rs. 120.00 (net of charges +Rs. 4.19) over 2 closed trades (1 in profit, 1 in loss)',
      'Rs. 2,450.00',
      '-Rs. 180.00',
      '+6.12%',
      VIRTUAL_DISCLAIMER,
      REAL_DISCLAIMER,
    ])
      expect(text, expected).toContain(expected);
    expect(text.replace(/\n/g, ' ')).toContain(STATEMENT_FIGURES_BASIS.slice(0, 40));
    const preview = (await get('preview', APRIL, me)).json() as TradeExportPreview;
    for (const spec of STATEMENT_FIGURES) {
      expect(text).toContain(spec.label.toUpperCase());
      expect(text).toContain(statementFigureText(spec.key, preview.figures[spec.key].value));
    }
    expect(text).toContain('50.00%');
    for (const id of [ids.A, ids.B, ids.C, ids.D, ids.E]) expect(text).toMatch(new RegExp(`^${id}$`, 'm'));
    expect(text).not.toMatch(new RegExp(`^${ids.H}$`, 'm'));
  });

  it('says so when nothing matches, and names the filters', async () => {
    const response = await get('pdf', `${APRIL}&kind=copied&status=Closed&side=Sell`, me);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(NO_TRADES_TEXT);
    expect(text).toContain('Copied');
    expect(text).toContain('Sell');
  });
});

describe('the cap', () => {
  it('keeps the oldest rows up to the cap and says so in both files', async () => {
    const viewer = (await resolveViewer(ctx.database.db, me.user_id))!;
    const query = TradeExportQuerySchema.parse({ from: '2026-04-01', to: '2026-04-30' });
    const deps = { db: ctx.database.db, quotes: { getQuote: () => undefined }, maxRows: 2 };
    const selection = await selectTradeExport(deps, viewer, query);
    expect(selection).toMatchObject({ count: 5, capped: true, maxRows: 2 });
    expect(idsOf(selection.rows)).toEqual([ids.A, ids.E]);
    expect(selection.totals.trades).toBe(2);

    const lines = tradeExportCsv(selection.rows, selection).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[3]).toBe(`# ${cappedNote(5, 2)}`);
    expect(lines[4]).toBe('');

    const pdf = await renderTradeStatement({
      ...selection,
      holder: 'Esha Exporter',
      figures: await statementFigures(deps, viewer, query, selection.generatedAt),
    });
    expect(pdfText(pdf).replace(/\n/g, ' ')).toContain(cappedNote(5, 2).slice(0, 60));

    const uncapped = await selectTradeExport({ ...deps, maxRows: 5 }, viewer, query);
    expect(uncapped.capped).toBe(false);
    expect(tradeExportCsv(uncapped.rows, uncapped)).not.toContain('#');
  });
});
