import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signInWithOtp, uniqueIp, uniquePhone } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';

const JWT_SECRET = 'the-revocation-tests-secret-of-at-least-32-chars';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { JWT_SECRET } });
});
afterAll(() => ctx.close());

const superUser = (access: string) =>
  ctx.app.inject({ url: '/backend/api/super-user/', headers: bearer(access) });
/** A route where the token is optional: a revoked one is still refused, not read as a visitor. */
const securityInfo = (access: string) =>
  ctx.app.inject({ url: '/backend/api/trade/security-info/RELIANCE-NSE', headers: bearer(access) });
const refresh = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/token/refresh/',
    payload: { refresh: token },
    remoteAddress: uniqueIp(),
  });
const logout = (access: string, refreshToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/logout/',
    headers: bearer(access),
    payload: { refresh: refreshToken },
  });

/** The live channel's answer to `{type: auth}` with this token. */
async function socketAuth(access: string): Promise<unknown> {
  const socket = await ctx.app.injectWS('/ws/security/');
  try {
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer to auth')), 5000);
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'authenticated' || message.type === 'error') {
          clearTimeout(timer);
          resolve(message);
        }
      });
    });
    socket.send(JSON.stringify({ type: 'auth', token: access }));
    return await answer;
  } finally {
    socket.terminate();
  }
}

describe('revoked sign-ins end their access tokens at once', () => {
  it('logout: the same access token gets 401 everywhere, the same user on another device keeps going', async () => {
    const phone = uniquePhone();
    const laptop = await signInWithOtp(ctx.app, phone);
    // The same user signed in on a second device: another refresh-token family.
    const secondDevice = await signInAgain(phone);

    expect((await superUser(laptop.token.access)).statusCode).toBe(200);
    expect(await socketAuth(laptop.token.access)).toEqual({ type: 'authenticated' });

    const out = await logout(laptop.token.access, laptop.token.refresh);
    expect(out.statusCode).toBe(200);

    const after = await superUser(laptop.token.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Token has been revoked' });
    expect((await securityInfo(laptop.token.access)).statusCode).toBe(401);
    expect(await socketAuth(laptop.token.access)).toEqual({
      type: 'error',
      message: 'Invalid or expired token',
    });

    expect((await superUser(secondDevice.access)).statusCode).toBe(200);
    expect(await socketAuth(secondDevice.access)).toEqual({ type: 'authenticated' });
  });

  it('logout with a refresh token of another of my sign-ins ends both sign-ins', async () => {
    const phone = uniquePhone();
    const first = await signInWithOtp(ctx.app, phone);
    const second = await signInAgain(phone);
    expect((await logout(first.token.access, second.refresh)).statusCode).toBe(200);
    expect((await superUser(first.token.access)).statusCode).toBe(401);
    expect((await superUser(second.access)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('refresh-token reuse: every access token of the family gets 401, other sign-ins keep going', async () => {
    const phone = uniquePhone();
    const victim = await signInWithOtp(ctx.app, phone);
    const other = await signInAgain(phone);
    const rotated = await refresh(victim.token.refresh);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { access: string; refresh: string };
    expect((await superUser(victim.token.access)).statusCode).toBe(200);
    expect((await superUser(next.access)).statusCode).toBe(200);

    // The old refresh token comes back (stolen or replayed): the whole family is revoked.
    expect((await refresh(victim.token.refresh)).statusCode).toBe(401);

    for (const access of [victim.token.access, next.access]) {
      const response = await superUser(access);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Token has been revoked' });
      expect(await socketAuth(access)).toMatchObject({ type: 'error' });
    }
    expect((await superUser(other.access)).statusCode).toBe(200);
  });
});

/** A second sign-in of the same phone (a new refresh-token family), after the resend wait. */
async function signInAgain(phone: string): Promise<{ access: string; refresh: string }> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
  try {
    return (await signInWithOtp(ctx.app, phone)).token;
  } finally {
    vi.useRealTimers();
  }
}

describe('access tokens from before they carried their sign-in', () => {
  const accessToken = (claims: Record<string, unknown>, userId: number, expiresInSeconds: number) =>
    new SignJWT({ typ: 'access', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(new TextEncoder().encode(JWT_SECRET));

  it('work until they expire (no sign-out at the deploy), and a family that is not one is refused', async () => {
    const me = await signInWithOtp(ctx.app);
    expect((await superUser(await accessToken({}, me.user_id, 600))).statusCode).toBe(200);
    expect((await superUser(await accessToken({}, me.user_id, -10))).json()).toEqual({
      message: 'Token has expired',
    });
    const bogus = await superUser(await accessToken({ fam: 'not-a-family' }, me.user_id, 600));
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toEqual({ message: 'Invalid token' });
  });
});
