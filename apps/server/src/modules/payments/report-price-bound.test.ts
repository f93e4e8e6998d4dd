/**
 * One bound on a research report's price, at upload and at checkout (issue 27, point 13): the upload
 * refused nothing, and a report above about ₹2.14 crore could not be bought (its amount in paise
 * does not fit the orders' integers: a 500). MAX_REPORT_PRICE_PAISE (₹10,00,000) now refuses a higher price at upload
 * with a 400, a report at the bound is bought like any other, and one priced above it before the
 * bound existed is refused at checkout with a 400 rather than failing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_REPORT_PRICE_PAISE, ORDER_MESSAGES, STOCK_REPORT_MESSAGES } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { MINIMAL_PDF, multipartBody } from '../../../test/multipart.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { profiles, securities, stockReports } from '../../db/schema/index.ts';
import {
  createPaymentsTestApp,
  ledgerOf,
  patchOrder,
  payInCheckout,
  successPatch,
} from './payments.fixtures.ts';

let ctx: TestContext;
let filesRoot: string;
let author: Session;
let buyer: Session;
let securityId: number;

beforeAll(async () => {
  filesRoot = await mkdtemp(path.join(tmpdir(), 'report-bound-'));
  ctx = await createPaymentsTestApp({ DATA_DIR: filesRoot });
  [author, buyer] = await Promise.all([
    signInWithProfile(ctx.app, 'Bound Author'),
    signInWithProfile(ctx.app, 'Bound Buyer'),
  ]);
  await ctx.database.db
    .update(profiles)
    .set({ isSebiRegistered: true })
    .where(eq(profiles.id, author.profile_id));
  const [security] = await ctx.database.db
    .insert(securities)
    .values({ name: 'Bound Test Ltd', symbol: 'BOUNDT', exchange: 'NSE' })
    .returning();
  securityId = security!.id;
});
afterAll(async () => {
  await ctx.close();
  await rm(filesRoot, { recursive: true, force: true });
});

const upload = (fields: Record<string, string>) => {
  const body = multipartBody(
    { stock: String(securityId), valid_till: '6', ...fields },
    { field: 'report_pdf', filename: 'bound.pdf', contentType: 'application/pdf', data: MINIMAL_PDF },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/api/trade/create-stock-report/',
    headers: { ...body.headers, ...bearer(author.token.access) },
    payload: body.payload,
  });
};
const order = (reportId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/trade/report-payment/',
    headers: bearer(buyer.token.access),
    payload: { report_id: reportId },
  });

describe('a research report’s price', () => {
  it('is refused at upload above ₹10,00,000, with a clear 400 naming the field', async () => {
    const tooHigh: Record<string, string>[] = [
      { price: '1000000.01' },
      { price: '21000000' },
      { price: '99999999999999' },
      { price: '1000000', discount_price: '1000000.50' },
    ];
    for (const fields of tooHigh) {
      const refused = await upload(fields);
      expect(refused.statusCode, refused.body).toBe(400);
      const field = 'discount_price' in fields ? 'discount_price' : 'price';
      expect(refused.json()).toMatchObject({
        message: STOCK_REPORT_MESSAGES.priceTooHigh,
        errors: { [field]: [STOCK_REPORT_MESSAGES.priceTooHigh] },
      });
    }
    expect(STOCK_REPORT_MESSAGES.priceTooHigh).toBe('Price should be at most ₹10,00,000');
    const stored = await ctx.database.db
      .select()
      .from(stockReports)
      .where(eq(stockReports.securityId, securityId));
    expect(stored).toHaveLength(0);
  });

  it('at the bound, is uploaded and bought: one order of the whole amount, granted, credited', async () => {
    const uploaded = await upload({ price: '1000000' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const ordered = await order(uploaded.json().id);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const answer = ordered.json();
    expect(answer.order_detail).toMatchObject({ amount: MAX_REPORT_PRICE_PAISE, total_price: 1_000_000 });
    const paid = await payInCheckout(ctx, answer);
    const patched = await patchOrder(ctx, buyer, successPatch(answer, paid));
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'successful', report_id: uploaded.json().id });
    const credits = (await ledgerOf(ctx, author.user_id)).filter(
      (entry) => entry.paymentOrderId === answer.order_detail.id,
    );
    expect(credits.map((entry) => entry.amountPaise)).toEqual([90_000_000]);
  });

  it('above the bound from before it existed, is refused at checkout with a 400, not a failure', async () => {
    const [legacy] = await ctx.database.db
      .insert(stockReports)
      .values({
        securityId,
        authorProfileId: author.profile_id,
        fileKey: 'reports/legacy.pdf',
        price: '25000000.00',
        validTillMonths: 6,
        expiresAt: new Date(Date.now() + 90 * 86_400_000),
      })
      .returning();
    const refused = await order(legacy!.id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.reportAboveMaximum);
  });
});
