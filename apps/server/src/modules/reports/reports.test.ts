import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { MINIMAL_PDF, multipartBody, PNG_BYTES } from '../../../test/multipart.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { stockReports } from '../../db/schema/index.ts';
import {
  HTML_PAGE,
  jsAction,
  pdfKitReport,
  pdfLibReport,
  pdfWithOpenAction,
} from '../../uploads/upload.fixture.ts';

let ctx: TestContext;
let filesRoot: string;
type Session = Awaited<ReturnType<typeof signIn>>;
let expert: Session;
let follower: Session;
let tcsId: number;
let infyId: number;

beforeAll(async () => {
  filesRoot = await mkdtemp(path.join(tmpdir(), 'reports-'));
  // The app keeps files under DATA_DIR/files.
  ctx = await createTestApp({ seed: true, env: { DATA_DIR: filesRoot } });
  expert = await signIn(ctx.app, '9810000001');
  follower = await signIn(ctx.app, '9810000005');
  tcsId = (await ctx.app.inject({ url: '/backend/api/trade/security-info/TCS-NSE' })).json().id;
  // Uploads that only test the file go to another stock, away from the TCS report the download
  // tests read.
  infyId = (await ctx.app.inject({ url: '/backend/api/trade/security-info/INFY-NSE' })).json().id;
});
afterAll(async () => {
  await ctx.close();
  await rm(filesRoot, { recursive: true, force: true });
});

const upload = (
  session: Session | undefined,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) => {
  const body = multipartBody(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/api/trade/create-stock-report/',
    headers: { ...body.headers, ...(session ? bearer(session.token.access) : {}) },
    payload: body.payload,
  });
};
const pdf = (data: Buffer = MINIMAL_PDF, filename = 'tcs.pdf') => ({
  field: 'report_pdf',
  filename,
  contentType: 'application/pdf',
  data,
});
const reportCount = async () => (await ctx.database.db.select({ n: count() }).from(stockReports))[0]!.n;
const storedFileCount = async () =>
  (await readdir(path.join(filesRoot, 'files', 'reports')).catch(() => [])).length;

describe('research report upload', () => {
  it('lets a SEBI-registered expert upload a PDF, which the security page then announces', async () => {
    const response = await upload(
      expert,
      { stock: String(tcsId), price: '499', discount_price: '299', valid_till: '6', description: 'Q3 view' },
      pdf(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), message: 'Report uploaded successfully' });
    const reportId = response.json().id as number;
    expect(
      await recordedEvents(ctx.database.db, 'report.published', (event) => event.reportId === reportId),
    ).toEqual([{ type: 'report.published', reportId, authorUserId: expert.user_id, securityId: tcsId }]);
    const info = (await ctx.app.inject({ url: '/backend/api/trade/security-info/TCS-NSE' })).json();
    expect(info).toMatchObject({ is_report_available: true, minimum_stock_price: 299 });
    const stocks = (await ctx.app.inject({ url: '/backend/api/trade/stock-reports/' })).json().data;
    expect(stocks).toContainEqual(
      expect.objectContaining({ id: tcsId, stock_symbol: 'TCS', minimum_stock_price: 299 }),
    );
  });

  it('refuses a PNG renamed .pdf', async () => {
    const before = await reportCount();
    const published = await recordedEvents(ctx.database.db, 'report.published');
    const response = await upload(
      expert,
      { stock: String(tcsId), price: '100', valid_till: '3' },
      pdf(PNG_BYTES, 'chart.pdf'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Only PDF files are allowed',
      errors: { report_pdf: ['Only PDF files are allowed'] },
    });
    expect(await reportCount()).toBe(before);
    expect(await recordedEvents(ctx.database.db, 'report.published')).toEqual(published);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const before = await reportCount();
    const response = await upload(expert, { stock: String(tcsId), price: '100', valid_till: '3' }, pdf(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
    expect(await reportCount()).toBe(before);
  });

  it('refuses users who are not SEBI registered, and visitors', async () => {
    const before = await reportCount();
    const notSebi = await upload(follower, { stock: String(tcsId), price: '100', valid_till: '3' }, pdf());
    expect(notSebi.statusCode).toBe(403);
    expect(notSebi.json().message).toBe('Only SEBI registered experts can upload research reports');
    const visitor = await upload(undefined, { stock: String(tcsId), price: '100', valid_till: '3' }, pdf());
    expect(visitor.statusCode).toBe(401);
    expect(await reportCount()).toBe(before);
  });

  it('refuses a user who is not SEBI registered before reading the form', async () => {
    const before = await reportCount();
    // No file and a price that is not a number: an expert's would be a 400.
    const fields = { stock: 'x', price: 'lots' };
    const notSebi = await upload(follower, fields);
    expect(notSebi.statusCode).toBe(403);
    expect(notSebi.json().message).toBe('Only SEBI registered experts can upload research reports');
    expect((await upload(expert, fields)).statusCode).toBe(400);
    expect(await reportCount()).toBe(before);
  });

  it.each([
    [{ price: '100', valid_till: '3' }, 'stock', 'This is Required.'],
    [{ stock: 'TCS', price: '100', valid_till: '3' }, 'stock', 'This is Required.'],
    [{ stock: 'ID', price: 'ten', valid_till: '3' }, 'price', 'Only Numbers'],
    [{ stock: 'ID', price: '100' }, 'valid_till', 'This is Required.'],
    [{ stock: 'ID', price: '100', valid_till: 'six' }, 'valid_till', 'Only Numbers'],
    [
      { stock: 'ID', price: '100', valid_till: '3', discount_price: '150' },
      'discount_price',
      'Discounted price should not be more than the actual price',
    ],
  ])('refuses %o on %s', async (fields, field, message) => {
    const filled = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v === 'ID' ? String(tcsId) : v]),
    );
    const response = await upload(expert, filled, pdf());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('takes reports written by common PDF libraries', async () => {
    for (const data of [await pdfKitReport(), await pdfLibReport()]) {
      const before = await storedFileCount();
      const response = await upload(
        expert,
        { stock: String(infyId), price: '100', valid_till: '3' },
        pdf(data),
      );
      expect(response.statusCode).toBe(201);
      expect(await storedFileCount()).toBe(before + 1);
    }
  });

  const withAfterHeader = (data: Buffer, text: string) => {
    const headerEnd = data.indexOf('\n') + 1;
    return Buffer.concat([data.subarray(0, headerEnd), Buffer.from(text), data.subarray(headerEnd)]);
  };
  it.each<[string, () => Promise<Buffer>, string, string?]>([
    [
      'JavaScript run on opening',
      () => pdfWithOpenAction(jsAction()),
      'This PDF contains JavaScript; upload a PDF without scripts',
    ],
    [
      'a Launch action',
      () => pdfWithOpenAction({ S: 'Launch', F: PDFString.of('calc.exe') }),
      'This PDF contains actions that open files, programs or forms; upload a PDF without them',
    ],
    [
      'an attached file',
      () => pdfLibReport((doc) => void doc.attach(Buffer.from('MZ'), 'setup.exe')),
      'This PDF contains attached files; upload a PDF without attachments',
    ],
    [
      'an HTML/PDF polyglot (a script after the header)',
      async () => withAfterHeader(await pdfKitReport(), '%<script>alert(document.cookie)</script>\n'),
      'This PDF also contains web page code (HTML); upload a plain PDF',
    ],
    [
      'an HTML page with a PDF after its start',
      async () => Buffer.concat([HTML_PAGE, await pdfKitReport()]),
      'Only PDF files are allowed',
    ],
    [
      'a truncated PDF',
      async () => (await pdfKitReport()).subarray(0, 600),
      'This PDF could not be read: it is damaged, incomplete or too complex',
    ],
    [
      'an encrypted PDF',
      () => pdfKitReport({ userPassword: 'secret' }),
      'Password-protected PDFs are not allowed; upload the report without a password or restrictions',
    ],
    ['a PDF named .html', () => pdfKitReport(), 'Only PDF files are allowed', 'report.html'],
  ])(
    'refuses %s with a clear message, storing no file and no row',
    async (_label, build, message, filename) => {
      const [rowsBefore, filesBefore] = [await reportCount(), await storedFileCount()];
      const response = await upload(
        expert,
        { stock: String(tcsId), price: '100', valid_till: '3' },
        pdf(await build(), filename),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { report_pdf: [message] } });
      expect(await reportCount()).toBe(rowsBefore);
      expect(await storedFileCount()).toBe(filesBefore);
    },
  );

  it('refuses a request without a file', async () => {
    const response = await upload(expert, { stock: String(tcsId), price: '100', valid_till: '3' });
    expect(response.statusCode).toBe(400);
  });
});

describe('downloading reports', () => {
  it('keeps paid reports closed until payments, opens free ones, and lists downloads with a working link', async () => {
    const [report] = (
      await ctx.app.inject({
        url: `/backend/api/trade/stock-reports/?filter_by=stock&stock=${tcsId}`,
        headers: bearer(follower.token.access),
      })
    ).json().data;
    expect(report).toMatchObject({
      stock_symbol: 'TCS',
      posted_by_name: 'Ananya Sharma',
      price: 499,
      discount_price: 299,
      is_free: false,
      is_author: false,
    });

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/trade/stock-reports/${report.id}/download/`,
      headers: bearer(follower.token.access),
    });
    expect(paid.statusCode).toBe(403);
    expect(paid.json().message).toBe('Buy this report to download it');

    const notAuthor = await ctx.app.inject({
      method: 'PATCH',
      url: `/backend/api/trade/stock-reports/${report.id}/`,
      headers: bearer(follower.token.access),
      payload: { is_free: true },
    });
    expect(notAuthor.statusCode).toBe(403);
    const madeFree = await ctx.app.inject({
      method: 'PATCH',
      url: `/backend/api/trade/stock-reports/${report.id}/`,
      headers: bearer(expert.token.access),
      payload: { is_free: true },
    });
    expect(madeFree.statusCode).toBe(200);

    const download = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/trade/stock-reports/${report.id}/download/`,
      headers: bearer(follower.token.access),
    });
    expect(download.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: download.json().report_pdf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline; filename="research-report.pdf"');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const downloaded = (
      await ctx.app.inject({
        url: '/backend/api/trade/downloaded-reports/',
        headers: bearer(follower.token.access),
      })
    ).json().data;
    expect(downloaded).toEqual([
      expect.objectContaining({
        id: report.id,
        stock_name: 'Tata Consultancy Services Ltd',
        posted_by_name: 'Ananya Sharma',
        report_pdf: expect.any(String),
      }),
    ]);
    expect(new Date(downloaded[0].expiry_date).getTime()).toBeGreaterThan(
      Date.now() + 150 * 24 * 3600 * 1000,
    );
  });

  it('refuses a tampered or expired file link', async () => {
    const [report] = (
      await ctx.app.inject({ url: `/backend/api/trade/stock-reports/?filter_by=stock&stock=${tcsId}` })
    ).json().data;
    const download = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/trade/stock-reports/${report.id}/download/`,
      headers: bearer(expert.token.access),
    });
    const link = new URL(download.json().report_pdf, 'http://x');
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await ctx.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(403);
    const otherFile = download
      .json()
      .report_pdf.replace(/reports\/[0-9a-f-]+\.pdf/, 'reports/00000000-0000-0000-0000-000000000000.pdf');
    expect((await ctx.app.inject({ url: otherFile })).statusCode).toBe(403);
  });
});

describe("the spec's report list calls (groups-and-payments.md §7)", () => {
  const get = (url: string, session?: Session, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { ...headers, ...(session ? bearer(session.token.access) : {}) } });

  it('answers the research report list to filter_by=stock alone, under data, live reports only', async () => {
    const wipro = (await ctx.app.inject({ url: '/backend/api/trade/security-info/WIPRO-NSE' })).json();
    const cheap = await upload(
      expert,
      { stock: String(wipro.id), price: '900', discount_price: '650', valid_till: '2' },
      pdf(),
    );
    const dear = await upload(expert, { stock: String(wipro.id), price: '700', valid_till: '2' }, pdf());
    expect([cheap.statusCode, dear.statusCode]).toEqual([201, 201]);

    const list = await get('/backend/api/trade/stock-reports/?filter_by=stock', follower);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(Object.keys(body)).toEqual(['data']);
    const entry = body.data.find((stock: { id: number }) => stock.id === wipro.id);
    // One entry per stock, at its cheapest report's price (the discounted 650, not 700 or 900).
    expect(entry).toEqual({
      id: wipro.id,
      stock_name: wipro.name,
      stock_symbol: 'WIPRO',
      stock_exchange: 'NSE',
      stock_logo: wipro.logo ?? null,
      minimum_stock_price: 650,
    });
    expect(body.data.filter((stock: { id: number }) => stock.id === wipro.id)).toHaveLength(1);
    // Without filter_by (the web's older call) the same list.
    expect((await get('/backend/api/trade/stock-reports/', follower)).json()).toEqual(body);

    const reports = (await get(`/backend/api/trade/stock-reports/?filter_by=stock&stock=${wipro.id}`)).json();
    expect(Object.keys(reports)).toEqual(['data']);
    expect(reports.data.map((report: { id: number }) => report.id)).toEqual([
      dear.json().id,
      cheap.json().id,
    ]);

    // Expired reports leave both lists: the stock drops out once none is live.
    await ctx.database.db
      .update(stockReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockReports.securityId, wipro.id));
    const after = (await get('/backend/api/trade/stock-reports/?filter_by=stock', follower)).json();
    expect(after.data.map((stock: { id: number }) => stock.id)).not.toContain(wipro.id);
    expect(after.data.length).toBe(body.data.length - 1);
    expect((await get(`/backend/api/trade/stock-reports/?filter_by=stock&stock=${wipro.id}`)).json()).toEqual(
      { data: [] },
    );
  });

  it('refuses an unknown filter_by, a bad stock id and a token that is not valid', async () => {
    const other = await get('/backend/api/trade/stock-reports/?filter_by=author');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('filter_by must be stock');
    const badStock = await get('/backend/api/trade/stock-reports/?filter_by=stock&stock=TCS');
    expect(badStock.statusCode).toBe(400);
    expect(badStock.json().message).toBe('stock must be a stock id');
    const forged = await get('/backend/api/trade/stock-reports/?filter_by=stock', undefined, {
      authorization: 'Bearer not-a-token',
    });
    expect(forged.statusCode).toBe(401);
  });

  it("answers each user's downloaded reports under data, and refuses visitors", async () => {
    const newcomer = await signIn(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/create-profile/',
      headers: bearer(newcomer.token.access),
      payload: { name: 'Nikhil Newcomer', user_id: newcomer.user_id },
    });
    const empty = await get('/backend/api/trade/downloaded-reports/', newcomer);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    // The follower downloaded the TCS report in "downloading reports"; nobody else sees it.
    const mine = (await get('/backend/api/trade/downloaded-reports/', follower)).json();
    expect(Object.keys(mine)).toEqual(['data']);
    expect(mine.data.length).toBeGreaterThan(0);
    for (const report of mine.data) {
      expect(Object.keys(report).sort()).toEqual([
        'expiry_date',
        'id',
        'posted_by_name',
        'report_pdf',
        'stock_name',
      ]);
    }

    expect((await get('/backend/api/trade/downloaded-reports/')).statusCode).toBe(401);
    const forged = await get('/backend/api/trade/downloaded-reports/', undefined, {
      authorization: 'Bearer not-a-token',
    });
    expect(forged.statusCode).toBe(401);
  });
});
