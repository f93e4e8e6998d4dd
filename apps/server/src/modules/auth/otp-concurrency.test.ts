import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestOtp, uniquePhone, verify } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { OTP_POLICY } from './otp.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const outboxOf = async (phone: string) => {
  const response = await ctx.app.inject({ url: `/backend/api/dev/sms-outbox/${phone}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { otp: string }[];
};

/** 20 logins for the number at once; on PostgreSQL (TEST_DATABASE_URL) they run on several connections. */
async function loginBurst(phone: string) {
  const logins = await Promise.all(Array.from({ length: 20 }, () => requestOtp(ctx.app, phone)));
  const sent = logins.filter((login) => login.statusCode === 200);
  expect(sent).toHaveLength(1);
  for (const refused of logins.filter((login) => login.statusCode !== 200)) {
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Please wait (2:00|1:\d\d) minutes before requesting a new OTP$/);
  }
  return sent[0]!.json().user_id as number;
}

describe('simultaneous logins for one number', () => {
  it('send one text per resend window, and the code sent is the code that works', async () => {
    const phone = uniquePhone();
    const userId = await loginBurst(phone);
    expect(await outboxOf(phone)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_POLICY.resendAfterSeconds + 1) * 1000 });
    expect(await loginBurst(phone)).toBe(userId);
    const [newest, first] = await outboxOf(phone);
    expect(first).toBeDefined();
    if (first!.otp !== newest!.otp) {
      expect((await verify(ctx.app, userId, first!.otp)).json()).toEqual({ message: 'Invalid OTP' });
    }
    const signedIn = await verify(ctx.app, userId, newest!.otp);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user_id).toBe(userId);
  });
});
