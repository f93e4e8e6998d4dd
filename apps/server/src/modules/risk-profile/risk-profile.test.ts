/**
 * The risk profile (issue 33): the caller's questionnaire answers, scored by the domain's rule and
 * stored once per user; refused input stores nothing; no caller reads another's.
 */
import { type RiskProfileAnswers, scoreRiskProfile } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { riskProfiles } from '../../db/schema/index.ts';

const URL = '/backend/api/risk-profile/';

const CAREFUL: RiskProfileAnswers = {
  horizon: '1_to_3_years',
  loss_tolerance: 'sell_some',
  experience: 'under_2_years',
  fno_experience: 'never',
  savings_at_risk: '25_to_50',
  primary_goal: 'income',
};
const BOLD: RiskProfileAnswers = {
  horizon: 'over_5_years',
  loss_tolerance: 'buy_more',
  experience: '2_to_5_years',
  fno_experience: 'regularly',
  savings_at_risk: 'under_10',
  primary_goal: 'high_returns',
};

let ctx: TestContext;
let asha: SignedIn;
let ravi: SignedIn;

const read = (session: SignedIn | null) => injectAs(ctx.app, session, { method: 'GET', url: URL });
const answer = (session: SignedIn | null, payload: unknown) =>
  injectAs(ctx.app, session, {
    method: 'PUT',
    url: URL,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  });
const storedRows = (session: SignedIn) =>
  ctx.database.db.select().from(riskProfiles).where(eq(riskProfiles.userId, session.user_id));

beforeAll(async () => {
  ctx = await createTestApp();
  [asha, ravi] = await Promise.all([
    createUser(ctx.app, { name: 'Asha Investor' }),
    createUser(ctx.app, { name: 'Ravi Investor' }),
  ]);
});
afterAll(() => ctx.close());

describe('who may call', () => {
  it('answers a visitor 401 on both calls, before the body, and stores nothing', async () => {
    expect((await read(null)).statusCode).toBe(401);
    const put = await answer(null, '{"unterminated": ');
    expect(put.statusCode).toBe(401);
    expect((await answer(null, { answers: BOLD })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(riskProfiles)).toEqual([]);
  });
});

describe('reading and answering', () => {
  it('reads all null before the questionnaire is answered', async () => {
    const response = await read(asha);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ category: null, score: null, answers: null, updated_at: null });
  });

  it('stores the answers with the domain’s score and category, and reads them back', async () => {
    const expected = scoreRiskProfile(BOLD);
    expect(expected).toEqual({ score: 16, category: 'aggressive' });
    const saved = await answer(asha, { answers: BOLD });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...expected, answers: BOLD });
    expect(Date.parse(saved.json().updated_at)).not.toBeNaN();

    expect((await read(asha)).json()).toEqual(saved.json());
    const [row] = await storedRows(asha);
    expect(row).toMatchObject({ score: 16, category: 'aggressive', answers: BOLD });
  });

  it('replaces the earlier answers when answered again: one row per user', async () => {
    await answer(asha, { answers: BOLD });
    const again = await answer(asha, { answers: CAREFUL });
    expect(again.statusCode, again.body).toBe(200);
    // 1 + 1 + 1 + 0 + 1 + 1 points: conservative by its band (selling some would cap it at moderate).
    expect(again.json()).toMatchObject({ score: 5, category: 'conservative', answers: CAREFUL });
    expect((await read(asha)).json()).toMatchObject({ score: 5, category: 'conservative' });
    expect(await storedRows(asha)).toHaveLength(1);
  });

  it('keeps each caller’s profile their own: there is no user id to ask for another’s', async () => {
    await answer(asha, { answers: BOLD });
    expect((await read(ravi)).json()).toEqual({
      category: null,
      score: null,
      answers: null,
      updated_at: null,
    });
    await answer(ravi, { answers: CAREFUL });
    expect((await read(asha)).json()).toMatchObject({ category: 'aggressive', answers: BOLD });
    expect((await read(ravi)).json()).toMatchObject({ category: 'conservative', answers: CAREFUL });
    // A user id in the query or body changes nothing: the token names the profile.
    const sneaky = await injectAs(ctx.app, ravi, { method: 'GET', url: `${URL}?user_id=${asha.user_id}` });
    expect(sneaky.json()).toMatchObject({ category: 'conservative' });
  });
});

describe('bad answers', () => {
  let fresh: SignedIn;
  beforeAll(async () => {
    fresh = await createUser(ctx.app, { name: 'Fresh Investor' });
  });

  const { horizon: _left, ...withoutHorizon } = CAREFUL;
  const cases: [string, unknown, string][] = [
    ['no body', undefined, ''],
    ['no answers', {}, 'answers must be an object of question ids to choice ids'],
    [
      'answers not an object',
      { answers: 'aggressive' },
      'answers must be an object of question ids to choice ids',
    ],
    [
      'a missing answer',
      { answers: withoutHorizon },
      'Answer horizon: choose one of under_1_year, 1_to_3_years, 3_to_5_years, over_5_years',
    ],
    [
      'an unknown choice',
      { answers: { ...CAREFUL, loss_tolerance: 'panic' } },
      '"panic" is not an answer to loss_tolerance: choose one of sell_all, sell_some, hold, buy_more',
    ],
    [
      'a number for a choice',
      { answers: { ...CAREFUL, experience: 3 } },
      'That is not an answer to experience: choose one of none, under_2_years, 2_to_5_years, over_5_years',
    ],
    [
      'an unknown question',
      { answers: { ...CAREFUL, mood: 'calm' } },
      '"mood" is not a question of the risk profile',
    ],
    [
      'a flood of keys',
      { answers: Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`q${index}`, 'x'])) },
      'Send one answer per question of the risk profile',
    ],
  ];

  it.each(cases)('refuses %s with 400 and a clear message, storing nothing', async (_, payload, message) => {
    const response =
      payload === undefined
        ? await injectAs(ctx.app, fresh, { method: 'PUT', url: URL })
        : await answer(fresh, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    if (message) expect(body.message).toBe(message);
    expect(response.body).not.toMatch(/stack|select |insert /i);
    expect(await storedRows(fresh)).toEqual([]);
  });

  it('names the field of each problem', async () => {
    const response = await answer(fresh, { answers: { ...withoutHorizon, loss_tolerance: 'panic' } });
    expect(Object.keys(response.json().errors).sort()).toEqual(['answers.horizon', 'answers.loss_tolerance']);
  });

  it('leaves a stored profile as it was when a later answer set is refused', async () => {
    await answer(fresh, { answers: BOLD });
    const refused = await answer(fresh, { answers: { ...BOLD, horizon: 'forever' } });
    expect(refused.statusCode).toBe(400);
    expect((await read(fresh)).json()).toMatchObject({ category: 'aggressive', answers: BOLD });
  });
});
