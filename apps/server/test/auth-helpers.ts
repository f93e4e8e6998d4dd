import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createUser, type SignedIn } from './factories.ts';
import { uniqueIp, uniquePhone } from './unique.ts';

export { uniqueIp, uniquePhone } from './unique.ts';

export async function requestOtp(app: FastifyInstance, phone: string, ip = uniqueIp()) {
  return app.inject({ method: 'POST', url: '/backend/api/login/', payload: { phone }, remoteAddress: ip });
}

export async function latestOtp(app: FastifyInstance, phone: string): Promise<string> {
  const outbox = await app.inject({ url: `/backend/api/dev/sms-outbox/${phone}` });
  expect(outbox.statusCode).toBe(200);
  return outbox.json()[0].otp;
}

export async function verify(app: FastifyInstance, userId: number, otp: string, ip = uniqueIp()) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/verify_otp/${userId}/`,
    payload: { otp },
    remoteAddress: ip,
  });
}

/** The whole OTP flow; answers the login result. The auth tests sign in this way. */
export async function signInWithOtp(app: FastifyInstance, phone = uniquePhone()): Promise<SignedIn> {
  const login = await requestOtp(app, phone);
  expect(login.statusCode).toBe(200);
  const otp = await latestOtp(app, phone);
  const result = await verify(app, login.json().user_id, otp);
  expect(result.statusCode).toBe(200);
  return { ...result.json(), phone } as SignedIn;
}

/**
 * A signed-in user (a seeded one for a seeded phone), made by the factory: the tests whose subject
 * is not signing in skip the OTP round trip.
 */
export function signIn(app: FastifyInstance, phone?: string): Promise<SignedIn> {
  return createUser(app, phone === undefined ? {} : { phone });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `app.inject` as `session` (its access token added to the request's headers), or as a visitor for null. */
export const injectAs = (
  app: FastifyInstance,
  session: { token: { access: string } } | null,
  options: InjectOptions,
) =>
  app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(session ? bearer(session.token.access) : {}) },
  });
