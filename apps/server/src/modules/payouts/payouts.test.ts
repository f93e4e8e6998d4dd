/**
 * Payout information and the payout ledger through the API (docs/api.md "Payments"): masked
 * answers, checkPayoutForm's messages, encryption at rest, the Verified lock, and the ledger.
 */
import { PAYMENT_INFO_MESSAGES, PAYOUT_MESSAGES } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, uniqueIp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { appSecrets, payoutAccounts } from '../../db/schema/index.ts';
import { creditPayment, payoutStatusOf, payoutSummariesOf, recordPayout } from './index.ts';
import { createPayoutCipher } from './payout-crypto.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let expert: Session;
let other: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  [expert, other] = await Promise.all([signIn(ctx.app), signIn(ctx.app)]);
});
afterAll(() => ctx.close());

const FORM = {
  account_holder_name: 'Ananya Sharma',
  bank_name: 'HDFC Bank',
  account_number: '0012 3456 7890',
  ifsc_code: 'hdfc0001234',
  pan_number: 'abcde1234f',
  gst_number: '27ABCDE1234F1Z5',
};

const send = (method: 'GET' | 'POST' | 'PUT', session: Session | null, payload?: object) =>
  ctx.app.inject({
    method,
    url: '/backend/api/payment-info/',
    headers: session ? bearer(session.token.access) : {},
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });
const review = (userId: number, verification_status: string, remark?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/dev/payment-info/verify/',
    payload: { user_id: userId, verification_status, remark },
    remoteAddress: '127.0.0.1',
  });
const rowOf = async (userId: number) =>
  (await ctx.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)))[0];

describe('payment information', () => {
  it('needs sign-in, starts empty, and refuses bad input with the field messages, writing nothing', async () => {
    expect((await send('GET', null)).statusCode).toBe(401);
    expect((await send('POST', null, FORM)).statusCode).toBe(401);
    expect((await send('GET', other)).json()).toEqual({ payment_info: null });

    const bad = await send('POST', other, { ...FORM, account_number: '12345', pan_number: 'ABC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: PAYOUT_MESSAGES.accountNumber,
      errors: { account_number: [PAYOUT_MESSAGES.accountNumber], pan_number: [PAYOUT_MESSAGES.pan] },
    });
    const missing = await send('POST', other, { account_holder_name: 'Ravi' });
    expect(missing.statusCode).toBe(400);
    expect(await rowOf(other.user_id)).toBeUndefined();
  });

  it('saves masked, encrypted at rest with a fresh IV per value, and Pending', async () => {
    const saved = await send('POST', expert, FORM);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      id: expect.any(Number),
      account_holder_name: 'Ananya Sharma',
      bank_name: 'HDFC Bank',
      account_number: 'XXXXXX7890',
      ifsc_code: 'HDFC0001234',
      pan_number: 'XXXXXX234F',
      gst_number: 'XXXXXXF1Z5',
      verification_status: 'Pending',
      remark: null,
    };
    expect(saved.json()).toEqual({ message: PAYMENT_INFO_MESSAGES.saved, payment_info: expected });
    expect((await send('GET', expert)).json()).toEqual({ payment_info: expected });
    expect(saved.body).not.toContain('001234567890');
    expect(saved.body).not.toContain('ABCDE1234F');

    const row = (await rowOf(expert.user_id))!;
    for (const stored of [row.accountNumberEncrypted, row.panEncrypted, row.gstEncrypted!]) {
      expect(stored).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
      expect(stored).not.toContain('001234567890');
      expect(stored).not.toContain('ABCDE1234F');
    }
    expect(row.accountNumberEncrypted.split(':')[1]).not.toBe(row.panEncrypted.split(':')[1]);
    // The key was generated once and kept in the database; it opens what was stored.
    const [secret] = await ctx.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'payout_encryption_key'));
    const cipher = createPayoutCipher(Buffer.from(secret!.value, 'base64'));
    expect(cipher.decrypt(row.accountNumberEncrypted)).toBe('001234567890');
    expect(cipher.decrypt(row.panEncrypted)).toBe('ABCDE1234F');
    const [version, iv, tag, data] = row.panEncrypted.split(':');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0]! ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
  });

  it('a rejection shows its remark; an edit goes back to Pending; Verified is locked', async () => {
    expect((await review(expert.user_id, 'Rejected', 'PAN does not match the name')).statusCode).toBe(200);
    expect(await payoutStatusOf(ctx.database.db, expert.user_id)).toBe('Rejected');
    expect((await send('GET', expert)).json().payment_info.remark).toBe('PAN does not match the name');

    const edited = await send('PUT', expert, { ...FORM, gst_number: '', bank_name: undefined });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payment_info).toMatchObject({
      verification_status: 'Pending',
      remark: null,
      gst_number: null,
      bank_name: '',
    });

    expect((await review(expert.user_id, 'Verified')).statusCode).toBe(200);
    const before = await rowOf(expert.user_id);
    const locked = await send('PUT', expert, { ...FORM, account_number: '999988887777' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ message: PAYMENT_INFO_MESSAGES.verifiedLocked });
    expect(await rowOf(expert.user_id)).toEqual(before);

    const summaries = await payoutSummariesOf(ctx.database.db, [expert.user_id, other.user_id]);
    expect([...summaries.keys()]).toEqual([expert.user_id]);
    expect(summaries.get(expert.user_id)).toMatchObject({ verificationStatus: 'Verified' });
    expect(await payoutStatusOf(ctx.database.db, other.user_id)).toBeNull();
  });

  it('the review route is for this machine only and needs existing information', async () => {
    const remote = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/dev/payment-info/verify/',
      payload: { user_id: expert.user_id, verification_status: 'Rejected' },
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(404);
    expect(await payoutStatusOf(ctx.database.db, expert.user_id)).toBe('Verified');
    expect((await review(other.user_id, 'Verified')).statusCode).toBe(404);
    expect((await review(expert.user_id, 'Maybe')).statusCode).toBe(400);
  });
});

describe('payout ledger', () => {
  it('credits a payment once, debits payouts, and pages newest first', async () => {
    const ledger = (session: Session | null, query = '') =>
      ctx.app.inject({
        url: `/backend/api/payout-ledger/${query}`,
        headers: session ? bearer(session.token.access) : {},
      });
    expect((await ledger(null)).statusCode).toBe(401);
    expect((await ledger(other)).json()).toEqual({
      balance: 0,
      entries: [],
      page_info: { page_number: 1, detail_count: 10, total_page: 0, total_count: 0 },
    });

    const db = ctx.database.db;
    await db.transaction(async (tx) => {
      await creditPayment(tx, { expertUserId: expert.user_id, paymentOrderId: 9001, payablePaise: 44_910 });
      await creditPayment(tx, { expertUserId: expert.user_id, paymentOrderId: 9001, payablePaise: 44_910 });
      await creditPayment(tx, { expertUserId: expert.user_id, paymentOrderId: 9002, payablePaise: 10_005 });
    });
    await recordPayout(db, { expertUserId: expert.user_id, amountPaise: 20_000, reference: 'payout 1' });

    const page = await ledger(expert, '?page_number=1&detail_count=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.balance).toBe(349.15);
    expect(body.page_info).toEqual({ page_number: 1, detail_count: 2, total_page: 2, total_count: 3 });
    expect(body.entries[0]).toMatchObject({ kind: 'payout', amount: -200, reference: 'payout 1' });
    expect((await ledger(other)).json().balance).toBe(0);
    expect((await ledger(expert, '?detail_count=0')).statusCode).toBe(400);
  });
});
