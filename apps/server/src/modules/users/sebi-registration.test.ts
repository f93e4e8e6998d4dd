import { indiaIsoDate, SEBI_REGISTRATION_MESSAGES } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { SEBI_NUMBER_TAKEN } from './sebi-registration.service.ts';

const ROUTE = '/backend/api/profile/sebi-registration/';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let numberSeed = 100_000;
/** A registration number no other test uses (the numbers are unique across profiles). */
const freshNumber = (prefix: 'INH' | 'INA') => `${prefix}000${String(++numberSeed).padStart(6, '0')}`;

const send = (
  method: 'GET' | 'PUT' | 'DELETE',
  session: { token: { access: string } } | null,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: ROUTE,
    headers: session ? bearer(session.token.access) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const profileOf = async (session: Session) =>
  (await ctx.app.inject({ url: `/backend/api/profile-details/${session.user_id}` })).json().result;

function analystBody(overrides: Record<string, unknown> = {}) {
  return {
    sebi_user_type: 'registered_analyst',
    sebi_registration_num: freshNumber('INH'),
    valid_until: '2030-03-31',
    ...overrides,
  };
}

describe('PUT profile/sebi-registration/', () => {
  it('records the registration, self-declared, and makes the profile SEBI-registered', async () => {
    const expert = await signInWithProfile(ctx.app, 'Asha Analyst');
    expect((await send('GET', expert)).json()).toEqual({
      sebi_registration: null,
      is_sebi_registered: false,
    });
    const number = freshNumber('INH');
    const response = await send(
      'PUT',
      expert,
      analystBody({ sebi_registration_num: ` ${number.toLowerCase()} ` }),
    );
    expect(response.statusCode).toBe(200);
    const recorded = {
      sebi_registration: {
        sebi_user_type: 'registered_analyst',
        sebi_registration_num: number,
        valid_until: '2030-03-31',
        verification: 'self_declared',
      },
      is_sebi_registered: true,
    };
    expect(response.json()).toEqual(recorded);
    expect((await send('GET', expert)).json()).toEqual(recorded);
    expect(await profileOf(expert)).toMatchObject({
      is_sebi_registered: true,
      sebi_user_type: 'registered_analyst',
    });

    // Recorded once, replaced as a whole: an adviser's registration instead.
    const adviser = freshNumber('INA');
    const replaced = await send('PUT', expert, {
      sebi_user_type: 'registered_investment_advisor',
      sebi_registration_num: adviser,
      valid_until: '2029-12-31',
    });
    expect(replaced.json().sebi_registration).toEqual({
      sebi_user_type: 'registered_investment_advisor',
      sebi_registration_num: adviser,
      valid_until: '2029-12-31',
      verification: 'self_declared',
    });
  });

  it('accepts a registration valid until today (IST)', async () => {
    const expert = await signInWithProfile(ctx.app, 'Last Day');
    const today = indiaIsoDate(new Date());
    const response = await send('PUT', expert, analystBody({ valid_until: today }));
    expect(response.statusCode).toBe(200);
    expect(response.json().sebi_registration.valid_until).toBe(today);
  });

  it('refuses a wrong number, type or date with a clear 400, and changes nothing', async () => {
    const expert = await signInWithProfile(ctx.app, 'Careful Expert');
    const kept = analystBody();
    expect((await send('PUT', expert, kept)).statusCode).toBe(200);
    const before = (await send('GET', expert)).json();
    const yesterday = indiaIsoDate(Date.now() - DAY_MS);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        analystBody({ sebi_registration_num: 'INA000012345' }),
        'sebi_registration_num',
        SEBI_REGISTRATION_MESSAGES.number.registered_analyst,
      ],
      [
        analystBody({
          sebi_user_type: 'registered_investment_advisor',
          sebi_registration_num: 'INH000012345',
        }),
        'sebi_registration_num',
        SEBI_REGISTRATION_MESSAGES.number.registered_investment_advisor,
      ],
      [
        analystBody({ sebi_registration_num: 'INH12345' }),
        'sebi_registration_num',
        SEBI_REGISTRATION_MESSAGES.number.registered_analyst,
      ],
      [
        analystBody({ sebi_registration_num: undefined }),
        'sebi_registration_num',
        SEBI_REGISTRATION_MESSAGES.numberRequired,
      ],
      [analystBody({ sebi_user_type: 'RA' }), 'sebi_user_type', SEBI_REGISTRATION_MESSAGES.userType],
      [analystBody({ valid_until: '31/03/2030' }), 'valid_until', SEBI_REGISTRATION_MESSAGES.validUntil],
      [analystBody({ valid_until: '2030-02-30' }), 'valid_until', SEBI_REGISTRATION_MESSAGES.validUntil],
      [analystBody({ valid_until: yesterday }), 'valid_until', SEBI_REGISTRATION_MESSAGES.validUntilPast],
    ];
    for (const [body, field, message] of cases) {
      const response = await send('PUT', expert, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
      expect(response.body).not.toMatch(/stack|at .*\.ts/);
    }
    expect((await send('GET', expert)).json()).toEqual(before);
  });

  it('refuses a number another profile recorded (409), leaving both as they were', async () => {
    const first = await signInWithProfile(ctx.app, 'First Claim');
    const second = await signInWithProfile(ctx.app, 'Second Claim');
    const number = freshNumber('INH');
    expect((await send('PUT', first, analystBody({ sebi_registration_num: number }))).statusCode).toBe(200);
    const taken = await send('PUT', second, analystBody({ sebi_registration_num: number }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: SEBI_NUMBER_TAKEN });
    expect((await send('GET', second)).json()).toEqual({
      sebi_registration: null,
      is_sebi_registered: false,
    });
    expect((await send('GET', first)).json().sebi_registration.sebi_registration_num).toBe(number);
    // Its owner may record it again (an unchanged number is no conflict with itself).
    expect((await send('PUT', first, analystBody({ sebi_registration_num: number }))).statusCode).toBe(200);
  });

  it('needs a signed-in user with a profile', async () => {
    expect((await send('PUT', null, analystBody())).statusCode).toBe(401);
    expect((await send('GET', null)).statusCode).toBe(401);
    expect((await send('DELETE', null)).statusCode).toBe(401);
    const newcomer = await signIn(ctx.app);
    const response = await send('PUT', newcomer, analystBody());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Complete your profile first');
  });
});

describe('DELETE profile/sebi-registration/', () => {
  it('clears the registration and the SEBI flag; clearing again is harmless', async () => {
    const expert = await signInWithProfile(ctx.app, 'Former Analyst');
    const number = freshNumber('INH');
    expect((await send('PUT', expert, analystBody({ sebi_registration_num: number }))).statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      const cleared = await send('DELETE', expert);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toEqual({ sebi_registration: null, is_sebi_registered: false });
    }
    expect(await profileOf(expert)).toMatchObject({ is_sebi_registered: false, sebi_user_type: null });
    // A cleared number is free for whoever holds it.
    const other = await signInWithProfile(ctx.app, 'Rightful Holder');
    expect((await send('PUT', other, analystBody({ sebi_registration_num: number }))).statusCode).toBe(200);
  });
});
