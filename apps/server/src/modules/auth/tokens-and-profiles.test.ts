import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signInWithOtp, uniqueIp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { findSession } from '../sessions/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const refresh = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/token/refresh/',
    payload: { refresh: token },
    remoteAddress: uniqueIp(),
  });
const superUser = (token?: string) =>
  ctx.app.inject({ url: '/backend/api/super-user/', headers: token ? bearer(token) : {} });

describe('tokens', () => {
  it('rotates refresh tokens: each works once, and reusing one revokes the whole family', async () => {
    const { token } = await signInWithOtp(ctx.app);
    const first = await refresh(token.refresh);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh).not.toBe(token.refresh);
    expect((await superUser(next.access)).statusCode).toBe(200);

    const replay = await refresh(token.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Refresh token has been revoked' });
    // The replay burned the family: the token issued by the rotation is dead too.
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });

  it('answers 401 for a missing, forged, expired or wrong-type token', async () => {
    const { token } = await signInWithOtp(ctx.app);
    expect((await superUser()).statusCode).toBe(401);
    expect((await superUser('not-a-jwt')).json()).toEqual({ message: 'Invalid token' });

    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    expect((await superUser(forged)).statusCode).toBe(401);
    // A refresh token is not an access token.
    expect((await superUser(token.refresh)).statusCode).toBe(401);

    // Used once while valid, the token is among the verified ones kept in memory: it still expires.
    expect((await superUser(token.access)).statusCode).toBe(200);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (ctx.app.config.accessTokenTtlSeconds + 5) * 1000,
    });
    const expired = await superUser(token.access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Token has expired' });
  });

  it('logs out by revoking the refresh token', async () => {
    const { token } = await signInWithOtp(ctx.app);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/logout/',
      headers: bearer(token.access),
      payload: { refresh: token.refresh },
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(token.refresh)).statusCode).toBe(401);
  });

  it("refuses to log out someone else's refresh token", async () => {
    const alice = await signInWithOtp(ctx.app);
    const bob = await signInWithOtp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/logout/',
      headers: bearer(alice.token.access),
      payload: { refresh: bob.token.refresh },
    });
    expect(response.statusCode).toBe(403);
    expect((await refresh(bob.token.refresh)).statusCode).toBe(200);
  });
});

describe('profiles and roles', () => {
  it('completes a new user profile; the next sign-in goes straight home', async () => {
    const first = await signInWithOtp(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/create-profile/',
      headers: bearer(first.token.access),
      payload: { name: '  Asha Rao ', user_id: first.user_id },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      verified: true,
      profile_detail: {
        id: expect.any(Number),
        user_id: first.user_id,
        name: 'Asha Rao',
        is_sebi_registered: false,
      },
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
    const again = await signInWithOtp(ctx.app, first.phone);
    expect(again).toMatchObject({
      is_profile_setup_complete: true,
      first_time_user: false,
      profile_id: created.json().profile_detail.id,
    });
  });

  it("refuses to create another user's profile, an empty name, or no token", async () => {
    const me = await signInWithOtp(ctx.app);
    const other = await signInWithOtp(ctx.app);
    const post = (payload: object, headers: Record<string, string> = bearer(me.token.access)) =>
      ctx.app.inject({ method: 'POST', url: '/backend/api/create-profile/', headers, payload });
    expect((await post({ name: 'Mallory', user_id: other.user_id })).statusCode).toBe(403);
    // Another user's id is refused before the name is looked at (an empty one would be the 400).
    const anothers = await post({ name: '   ', user_id: other.user_id });
    expect(anothers.statusCode).toBe(403);
    expect(anothers.json().message).toBe('You can only create your own profile');
    const empty = await post({ name: '   ', user_id: me.user_id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('This is Required.');
    expect((await post({ name: 'Me', user_id: me.user_id }, {})).statusCode).toBe(401);
    const profile = await ctx.database.db.query.profiles.findFirst({
      where: (p, { eq }) => eq(p.userId, other.user_id),
    });
    expect(profile).toBeUndefined();
  });

  it('tells the superuser apart', async () => {
    const admin = await signInWithOtp(ctx.app, '9000000001');
    expect((await superUser(admin.token.access)).json()).toEqual({ is_superuser: true });
    const expert = await signInWithOtp(ctx.app, '9810000002');
    expect((await superUser(expert.token.access)).json()).toEqual({ is_superuser: false });
  });

  it('links a signed-in visitor session to the user, and ignores a visitor without a token', async () => {
    const me = await signInWithOtp(ctx.app);
    const tracked = await ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/update-user-session/',
      headers: bearer(me.token.access),
      payload: { source: 'app' },
      remoteAddress: uniqueIp(),
    });
    expect((await findSession(ctx.database.db, tracked.json().session_id))?.userId).toBe(me.user_id);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/update-user-session/',
      headers: bearer('garbage'),
      payload: {},
      remoteAddress: uniqueIp(),
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers the public IP as the server sees it', async () => {
    const response = await ctx.app.inject({ url: '/backend/api/public-ip/', remoteAddress: '203.0.113.50' });
    expect(response.json()).toEqual({ ip: '203.0.113.50' });
  });
});

describe('provider sign-in through the sandbox identity provider', () => {
  const issue = (email: string, name: string) =>
    ctx.app
      .inject({
        method: 'POST',
        url: '/backend/api/dev/identity/token',
        payload: { provider: 'google', email, name },
      })
      .then((response) => response.json() as { uid: string; id_token: string });
  const providerLogin = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/backend/api/firebase-auth/google/',
      payload,
      remoteAddress: uniqueIp(),
    });

  it('creates the user with a profile on first sign-in, finds them again later', async () => {
    const { uid, id_token } = await issue('neha@example.com', 'Neha Kapoor');
    const first = await providerLogin({
      uid,
      id_token,
      name: 'Neha Kapoor',
      email: 'neha@example.com',
      profile_picture: '',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      first_time_user: true,
      is_profile_setup_complete: true,
      verified: true,
      token: { access: expect.any(String), refresh: expect.any(String) },
    });
    const again = await providerLogin({ uid, id_token });
    expect(again.json()).toMatchObject({ first_time_user: false, user_id: first.json().user_id });
  });

  it('refuses a forged token, a token for another uid, and a token with another audience', async () => {
    const { uid, id_token } = await issue('ravi@example.com', 'Ravi');
    const tampered = `${id_token.slice(0, -4)}AAAA`;
    const forged = await providerLogin({ uid, id_token: tampered });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      non_field_errors: ['Invalid or expired sign-in token, please sign in again'],
    });

    const other = await issue('someone@example.com', 'Someone');
    const mismatch = await providerLogin({ uid, id_token: other.id_token });
    expect(mismatch.json()).toEqual({ non_field_errors: ['The sign-in token does not match this account'] });

    const users = await ctx.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.firebaseUid, uid),
    });
    expect(users).toHaveLength(0);
  });
});

describe('without DEV_ROUTES', () => {
  it('has no sandbox developer routes at all, in production or not', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', DEV_ROUTES: 'false' } });
    try {
      const outbox = await production.app.inject({ url: '/backend/api/dev/sms-outbox/9810000001' });
      expect(outbox.statusCode).toBe(404);
      const identity = await production.app.inject({
        method: 'POST',
        url: '/backend/api/dev/identity/token',
        payload: { provider: 'google', email: 'a@b.co', name: 'A' },
      });
      expect(identity.statusCode).toBe(404);
      // Sign-in itself still works.
      const login = await production.app.inject({
        method: 'POST',
        url: '/backend/api/login/',
        payload: { phone: '9810000003' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
