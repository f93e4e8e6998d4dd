import {
  MARKET_RISK_WARNING,
  NOT_INVESTMENT_ADVICE,
  REGISTRATION_RISK_WARNING,
  TradeDetailSchema,
} from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';

let ctx: TestContext;
let analyst: Session;
let amateur: Session;
let stockId: number;
let price: number;

const as = (session: Session) => bearer(session.token.access);
const REGISTRATION = {
  sebi_user_type: 'registered_analyst',
  sebi_registration_num: 'INH000777001',
  valid_until: '2030-03-31',
};

/** An Upcoming call whose entry sits 25% above the live price, so the lifecycle engine leaves it alone. */
async function postCall(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await postTrade(ctx.app, session, buyTradeBody(stockId, price * 1.25, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function detail(tradeId: number, session?: Session) {
  const response = await ctx.app.inject({
    url: `/backend/api/trade/user-trade-detail/${tradeId}/`,
    headers: session ? as(session) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return TradeDetailSchema.parse(response.json());
}

const register = (session: Session, body: Record<string, unknown> = REGISTRATION) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/backend/api/profile/sebi-registration/',
    headers: as(session),
    payload: body,
  });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [analyst, amateur] = await Promise.all([
    signInWithProfile(ctx.app, 'Reg Analyst'),
    signInWithProfile(ctx.app, 'Una Registered'),
  ]);
  expect((await register(analyst)).statusCode).toBe(200);
  stockId = (await findSecurity(ctx.database.db, 'RELIANCE', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('the disclosure block in the trade detail', () => {
  it("carries a registered analyst's registration, declared position, both warnings and the charter, to visitors too", async () => {
    const call = await postCall(analyst, { holds_position: true });
    expect(call.holds_position).toBe(true);
    const expected = {
      kind: 'registered',
      headline: 'SEBI Reg. No. INH000777001 (RA, valid until 31 Mar 2030, self-declared)',
      registration: {
        sebi_user_type: 'registered_analyst',
        sebi_registration_num: 'INH000777001',
        valid_until: '2030-03-31',
        verification: 'self_declared',
        is_expired: false,
      },
      holds_position: true,
      position: 'The analyst holds a position in RELIANCE.',
      risk_warnings: [MARKET_RISK_WARNING, REGISTRATION_RISK_WARNING],
      investor_charter: { label: 'Investor charter', path: '/investor-charter' },
    };
    expect((await detail(call.id, analyst)).disclosure).toEqual(expected);
    expect((await detail(call.id)).disclosure).toEqual(expected);
    expect((await detail(call.id, amateur)).disclosure).toEqual(expected);
  });

  it("marks an unregistered poster's call as not investment advice, position false by default", async () => {
    const call = await postCall(amateur);
    expect(call.holds_position).toBe(false);
    expect((await detail(call.id)).disclosure).toEqual({
      kind: 'unregistered',
      headline: NOT_INVESTMENT_ADVICE,
      registration: null,
      holds_position: false,
      position: 'The poster holds no position in RELIANCE.',
      risk_warnings: [MARKET_RISK_WARNING],
      investor_charter: null,
    });
    expect(NOT_INVESTMENT_ADVICE).toBe('Not investment advice: posted by an unregistered user');
  });

  it('follows an edit while Upcoming; an edit that leaves holds_position out keeps it', async () => {
    const call = await postCall(analyst);
    const edit = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/trade/update-trade-detail/',
        headers: as(analyst),
        payload: { id: call.id, ...buyTradeBody(stockId, price * 1.25), ...body },
      });
    const declared = await edit({ holds_position: true });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().holds_position).toBe(true);
    expect((await detail(call.id)).disclosure.position).toBe('The analyst holds a position in RELIANCE.');
    expect((await edit({ lots: 3 })).json()).toMatchObject({ lots: 3, holds_position: true });
    expect((await edit({ holds_position: false })).json().holds_position).toBe(false);
    expect((await detail(call.id)).disclosure.position).toBe('The analyst holds no position in RELIANCE.');
  });

  it('refuses a holds_position that is not true or false', async () => {
    const response = await postTrade(
      ctx.app,
      amateur,
      buyTradeBody(stockId, price * 1.25, { holds_position: 'yes' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('holds_position must be true or false');
  });

  it("shows the poster's registration as recorded now: a cleared one turns the block unregistered", async () => {
    const former = await signInWithProfile(ctx.app, 'Former Analyst');
    expect(
      (await register(former, { ...REGISTRATION, sebi_registration_num: 'INH000777002' })).statusCode,
    ).toBe(200);
    const call = await postCall(former, { holds_position: true });
    expect((await detail(call.id)).disclosure.kind).toBe('registered');
    await ctx.app.inject({
      method: 'DELETE',
      url: '/backend/api/profile/sebi-registration/',
      headers: as(former),
    });
    const after = (await detail(call.id)).disclosure;
    expect(after.headline).toBe(NOT_INVESTMENT_ADVICE);
    expect(after.position).toBe('The poster holds a position in RELIANCE.');
  });
});
