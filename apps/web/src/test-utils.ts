/** Helpers shared by the web tests (not shipped: only *.test files import them). */
import { writeSession } from './shared/api/session.ts';

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token expiring `secondsFromNow` after `nowMs`. The name forces '-' and '_' into the payload. */
export function makeJwt(secondsFromNow: number, nowMs = Date.now()): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({
    sub: '42',
    name: 'Ānanya ~~~??? >>>',
    exp: Math.floor(nowMs / 1000) + secondsFromNow,
  });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export const HOUR = 3600;

/** Stores a complete, valid login as verify-OTP leaves it. */
export function storeValidLogin(overrides: Parameters<typeof writeSession>[0] = {}): void {
  writeSession({
    userId: '42',
    profileId: '7',
    verified: true,
    access: makeJwt(HOUR),
    refresh: makeJwt(24 * HOUR),
    ...overrides,
  });
}
