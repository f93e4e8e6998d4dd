import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { MINIMAL_PDF, multipartBody, PNG_BYTES } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { stockReports } from '../../db/schema/index.ts';

let ctx: TestContext;
type Session = Awaited<ReturnType<typeof signIn>>;
let expert: Session;
let follower: Session;
let tcsId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  expert = await signIn(ctx.app, '9810000001');
  follower = await signIn(ctx.app, '9810000005');
  tcsId = (await ctx.app.inject({ url: '/backend/api/trade/security-info/TCS-NSE' })).json().id;
});
afterAll(() => ctx.close());

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
const pdf = (data = MINIMAL_PDF, filename = 'tcs.pdf') => ({
  field: 'report_pdf',
  filename,
  contentType: 'application/pdf',
  data,
});
const reportCount = async () => (await ctx.database.db.select({ n: count() }).from(stockReports))[0]!.n;

describe('research report upload', () => {
  it('lets a SEBI-registered expert upload a PDF, which the security page then announces', async () => {
    const response = await upload(
      expert,
      { stock: String(tcsId), price: '499', discount_price: '299', valid_till: '6', description: 'Q3 view' },
      pdf(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), message: 'Report uploaded successfully' });
    const info = (await ctx.app.inject({ url: '/backend/api/trade/security-info/TCS-NSE' })).json();
    expect(info).toMatchObject({ is_report_available: true, minimum_stock_price: 299 });
    const stocks = (await ctx.app.inject({ url: '/backend/api/trade/stock-reports/' })).json();
    expect(stocks).toContainEqual(
      expect.objectContaining({ id: tcsId, stock_symbol: 'TCS', minimum_stock_price: 299 }),
    );
  });

  it('refuses a PNG renamed .pdf', async () => {
    const before = await reportCount();
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
    ).json();
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
    expect(paid.json().message).toBe('This report is paid; buying reports opens with online payments');

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
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const downloaded = (
      await ctx.app.inject({
        url: '/backend/api/trade/downloaded-reports/',
        headers: bearer(follower.token.access),
      })
    ).json();
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
    ).json();
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
