import { MAX_RECORD_ID } from '@tradecircle/domain';
/** No route lets an id past PostgreSQL's integer range reach the database (which answers it with a 500). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { type Session, signInWithProfile } from '../../test/trade-helpers.ts';
import { users } from '../db/schema/index.ts';

/** The admin panel's routes answer anyone but staff 403 before their input: a super admin probes them. */
const ADMIN_PATHS = '/backend/api/admin/';

type Parameter = {
  in: 'path' | 'query';
  name: string;
  schema?: { type?: string; enum?: string[]; maximum?: number };
};
type Operation = { parameters?: Parameter[] };

/** Valid values of the text parameters that share a route with an integer one. */
const SAMPLE_VALUES: Record<string, string> = {
  query: 'TCS-NSE',
  // transaction-history's page sizes are a fixed set (5, 10, 15, 20, 30, 50, 100); 5 suits every route.
  detail_count: '5',
  ...Object.fromEntries(
    ['status', 'sides', 'durations', 'dates', 'buySell', 'duration'].map((name) => [name, 'null']),
  ),
};

const USER_ID_PARAMETERS = new Set(['user_id', 'userId']);

let ctx: TestContext;
let user: Session;
let superAdmin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [user, superAdmin] = await Promise.all([
    signInWithProfile(ctx.app, 'Ishaan Ids'),
    signInWithProfile(ctx.app, 'Sudha Super'),
  ]);
  await ctx.database.db.update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
});
afterAll(() => ctx.close());

describe('ids past the database integer range', () => {
  it('answer 400 for an id one past the largest record id, on every documented route', async () => {
    const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json();
    const tried: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const integers = (operation.parameters ?? []).filter(
          (parameter) => parameter.schema?.type === 'integer',
        );
        for (const target of integers) {
          // A 64-bit id (notifications) declares its own maximum; every other id is a PostgreSQL integer.
          const largest = Math.max(MAX_RECORD_ID, target.schema?.maximum ?? MAX_RECORD_ID);
          // The other parameters get a valid value, so the refusal can only be about `target`; a
          // user id names the caller, whom a route for the user themself lets act (http/who-may-act.ts).
          const valueFor = (parameter: Parameter) =>
            parameter === target
              ? String(largest + 1)
              : USER_ID_PARAMETERS.has(parameter.name)
                ? String(user.user_id)
                : (parameter.schema?.enum?.[0] ?? SAMPLE_VALUES[parameter.name] ?? '1');
          let url = path;
          const query = new URLSearchParams();
          for (const parameter of operation.parameters ?? []) {
            if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, valueFor(parameter));
            else query.set(parameter.name, valueFor(parameter));
          }
          const label = `${method.toUpperCase()} ${path} ${target.name}`;
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${url}?${query}`,
            headers: bearer((path.startsWith(ADMIN_PATHS) ? superAdmin : user).token.access),
            remoteAddress: uniqueIp(),
            ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
          });
          expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
          expect(response.json().message.toLowerCase(), label).toContain(target.name.toLowerCase());
          tried.push(label);
        }
      }
    }
    // Trades, watchlists, market, reports, auth and the broker all take ids.
    expect(tried.length).toBeGreaterThan(20);
  });

  it('answer 400 for an out-of-range id in the update-live-price body too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/update-live-price/',
      payload: { id: MAX_RECORD_ID + 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^id: /);
  });
});
