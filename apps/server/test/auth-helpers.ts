import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A fresh mobile per test so limits and users never collide. */
export const uniquePhone = () => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

let ipCounter = 0;
/** A distinct client address per caller keeps per-IP limits out of tests that are not about them. */
export const uniqueIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

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

/** The whole OTP flow; answers the login result. */
export async function signIn(app: FastifyInstance, phone = uniquePhone()) {
  const login = await requestOtp(app, phone);
  expect(login.statusCode).toBe(200);
  const otp = await latestOtp(app, phone);
  const result = await verify(app, login.json().user_id, otp);
  expect(result.statusCode).toBe(200);
  return { ...result.json(), phone } as {
    phone: string;
    user_id: number;
    profile_id: number | null;
    token: { access: string; refresh: string };
    is_profile_setup_complete: boolean;
    first_time_user: boolean;
    user_type: string;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
