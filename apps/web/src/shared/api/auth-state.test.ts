import { describe, expect, it } from 'vitest';
import { HOUR, makeJwt, storeValidLogin } from '../../test-utils.ts';
import { hasStoredLogin, isLoginValid, pickBearerToken } from './auth-state.ts';
import { isJwtUsable, readJwtExpiry } from './jwt.ts';
import { readSession } from './session.ts';

describe('readJwtExpiry', () => {
  it('reads exp from a base64url payload containing - and _', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = makeJwt(60, now);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readJwtExpiry(token)).toBe(now / 1000 + 60);
  });

  it('returns null for tokens that are not JWTs', () => {
    expect(readJwtExpiry('not-a-token')).toBeNull();
    expect(readJwtExpiry('a.%%%.c')).toBeNull();
    expect(isJwtUsable('a.b.c')).toBe(false);
  });
});

describe('isLoginValid', () => {
  it('is valid with an unexpired access token and user id, verified and profile id stored', () => {
    storeValidLogin();
    expect(isLoginValid()).toBe(true);
  });

  it('stays valid on the refresh token alone once the access token has expired', () => {
    storeValidLogin({ access: makeJwt(-60) });
    expect(isLoginValid()).toBe(true);
    expect(pickBearerToken()).toBe(readSession().refresh);
  });

  it('is invalid when both tokens have expired', () => {
    storeValidLogin({ access: makeJwt(-60), refresh: makeJwt(-1) });
    expect(isLoginValid()).toBe(false);
  });

  it.each([
    ['user id', { userId: null }],
    ['verified', { verified: null }],
    ['profile id', { profileId: null }],
  ])('is invalid without %s', (_, missing) => {
    storeValidLogin(missing);
    expect(isLoginValid()).toBe(false);
  });

  it('treats a stored verified=false as not logged in', () => {
    storeValidLogin({ verified: false });
    expect(hasStoredLogin()).toBe(false);
  });

  it('judges expiry against the given clock', () => {
    const now = Date.now();
    storeValidLogin({ access: makeJwt(HOUR, now), refresh: makeJwt(2 * HOUR, now) });
    expect(isLoginValid(readSession(), now + 3 * HOUR * 1000)).toBe(false);
  });
});
