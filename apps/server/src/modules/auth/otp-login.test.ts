import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  latestOtp,
  requestOtp,
  signInWithOtp,
  uniqueIp,
  uniquePhone,
  verify,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { OTP_POLICY } from './otp.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const wrongCode = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

describe('phone OTP sign-in', () => {
  it('creates a new user, sends a 4-digit OTP through the outbox, and signs in with it', async () => {
    const phone = uniquePhone();
    const login = await requestOtp(ctx.app, `+91 ${phone}`);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      user_id: expect.any(Number),
      profile_id: null,
      message: 'OTP sent successfully',
      resend_after_seconds: 120,
    });

    const outbox = (await ctx.app.inject({ url: `/backend/api/dev/sms-outbox/${phone}` })).json();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].otp).toMatch(/^\d{4}$/);
    expect(outbox[0].message).toContain(`${outbox[0].otp} is your TradeCircle OTP`);

    const result = await verify(ctx.app, login.json().user_id, outbox[0].otp);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({
      user_id: login.json().user_id,
      token: { access: expect.any(String), refresh: expect.any(String) },
      profile_id: null,
      verified: true,
      user_type: 'user',
      is_profile_setup_complete: false,
      first_time_user: true,
      message: 'OTP verified successfully',
    });
  });

  it('signs in a seeded SEBI expert straight to a complete profile', async () => {
    const result = await signInWithOtp(ctx.app, '9810000001');
    expect(result).toMatchObject({
      is_profile_setup_complete: true,
      first_time_user: false,
      user_type: 'expert',
    });
    expect(result.profile_id).toEqual(expect.any(Number));
  });

  it('stores only a hash of the code', async () => {
    const phone = uniquePhone();
    await requestOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    const rows = await ctx.database.db.query.otpCodes.findMany({ where: (t, { eq }) => eq(t.phone, phone) });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(`"${otp}"`);
  });

  it.each([['98765'], ['5876543210'], ['abcdefghij'], ['']])(
    'refuses the phone %j with Invalid Phone Number',
    async (phone) => {
      const response = await requestOtp(ctx.app, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid Phone Number');
    },
  );

  it('answers a wrong OTP with 400 Invalid OTP and a malformed one with All fields are required', async () => {
    const phone = uniquePhone();
    const login = await requestOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    const wrong = await verify(ctx.app, login.json().user_id, wrongCode(otp));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid OTP' });
    for (const malformed of ['12', '12345', 'abcd', '']) {
      const response = await verify(ctx.app, login.json().user_id, malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('All fields are required');
    }
    // The right code still works after one wrong try.
    expect((await verify(ctx.app, login.json().user_id, otp)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const phone = uniquePhone();
    const login = await requestOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    expect((await verify(ctx.app, login.json().user_id, otp)).statusCode).toBe(200);
    const again = await verify(ctx.app, login.json().user_id, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('OTP has expired, please request a new one');
  });

  it('refuses an expired OTP', async () => {
    const phone = uniquePhone();
    const login = await requestOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OTP_POLICY.ttlSeconds * 1000 + 1000 });
    const response = await verify(ctx.app, login.json().user_id, otp);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('OTP has expired, please request a new one');
  });

  it('locks the code after five wrong tries: the sixth is refused even with the right code', async () => {
    const phone = uniquePhone();
    const login = await requestOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(ctx.app, login.json().user_id, wrongCode(otp));
      expect(response.json().message, `attempt ${attempt}`).toBe('Invalid OTP');
    }
    const sixth = await verify(ctx.app, login.json().user_id, otp);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many wrong attempts, please request a new OTP');
  });

  it('compares at most five codes even when guesses arrive all at once', async () => {
    const phone = uniquePhone();
    const login = await requestOtp(ctx.app, phone);
    const otp = await latestOtp(ctx.app, phone);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(otp) + 1 + i) % 10_000).padStart(4, '0'),
    );
    const responses = await Promise.all(guesses.map((guess) => verify(ctx.app, login.json().user_id, guess)));
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(25);
  });

  it('makes a new OTP wait for the resend timer, then replaces the old code', async () => {
    const phone = uniquePhone();
    const first = await requestOtp(ctx.app, phone);
    const firstOtp = await latestOtp(ctx.app, phone);
    const tooSoon = await requestOtp(ctx.app, phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait (2:00 minutes|1:\d\d minutes) before requesting a new OTP$/,
    );

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
    expect((await requestOtp(ctx.app, phone)).statusCode).toBe(200);
    const secondOtp = await latestOtp(ctx.app, phone);
    if (secondOtp !== firstOtp) {
      const old = await verify(ctx.app, first.json().user_id, firstOtp);
      expect(old.json().message).toBe('Invalid OTP');
    }
    expect((await verify(ctx.app, first.json().user_id, secondOtp)).statusCode).toBe(200);
  });

  it('sends at most five OTPs an hour to one number', async () => {
    const phone = uniquePhone();
    const start = Date.now();
    for (let i = 0; i < 5; i++) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + i * 121_000 });
      expect((await requestOtp(ctx.app, phone)).statusCode, `send ${i + 1}`).toBe(200);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: start + 5 * 121_000 });
    const sixth = await requestOtp(ctx.app, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many OTP requests for this number, please try again later');
  });

  it('rate limits one address to 20 OTP requests per 15 minutes with 429', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await requestOtp(ctx.app, uniquePhone(), ip)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await requestOtp(ctx.app, uniquePhone(), ip);
    expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
  });

  it('gives an unknown user id the same answer as a wrong code', async () => {
    const response = await verify(ctx.app, 999_999, '1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid OTP' });
  });

  it('reads the outbox for a phone newest first', async () => {
    const phone = uniquePhone();
    await requestOtp(ctx.app, phone);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
    await requestOtp(ctx.app, phone);
    const outbox = (await ctx.app.inject({ url: `/backend/api/dev/sms-outbox/${phone}` })).json();
    expect(outbox).toHaveLength(2);
    expect(outbox[0].id).toBeGreaterThan(outbox[1].id);
  });
});
