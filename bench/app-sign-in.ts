import type { FastifyInstance } from 'fastify';

/**
 * A signed-in user with a profile, through the app's own OTP flow (developer SMS outbox), for the
 * benchmarks that drive the real app with app.inject.
 */
export async function signInThroughApp(app: FastifyInstance, phone: string, name: string) {
  const login = await app.inject({ method: 'POST', url: '/backend/api/login/', payload: { phone } });
  const outbox = await app.inject({ url: `/backend/api/dev/sms-outbox/${phone}` });
  const verified = await app.inject({
    method: 'POST',
    url: `/backend/api/verify_otp/${login.json().user_id}/`,
    payload: { otp: outbox.json()[0].otp },
  });
  const token = verified.json().token.access as string;
  const userId = verified.json().user_id as number;
  const headers = { authorization: `Bearer ${token}` };
  const profile = await app.inject({
    method: 'POST',
    url: '/backend/api/create-profile/',
    headers,
    payload: { name, user_id: userId },
  });
  return { userId, profileId: profile.json().profile_detail.id as number, token, headers };
}
