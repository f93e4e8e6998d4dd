import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  type TestContext,
  type TestDatabase,
} from '../../test/support.ts';
import { type Admission, BUSY_MESSAGE, registerAdmission } from './admission.ts';

/** Requests to /backend/api/hold/:key wait until the test lets them go. */
function holds() {
  const waiting = new Map<string, () => void>();
  return {
    route: (app: FastifyInstance) =>
      app.get<{ Params: { key: string } }>('/backend/api/hold/:key', async (request) => {
        await new Promise<void>((resolve) => waiting.set(request.params.key, resolve));
        return { held: request.params.key };
      }),
    release: (key: string) => {
      const resolve = waiting.get(key);
      if (!resolve) throw new Error(`nothing holds ${key}`);
      waiting.delete(key);
      resolve();
    },
    releaseAll: () => {
      for (const key of [...waiting.keys()]) waiting.get(key)!();
      waiting.clear();
    },
  };
}

/** Resolves once `admission` holds this state (checked every few ms, up to 5 s). */
async function until(admission: Admission, wanted: { working?: number; waiting?: number }) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const state = admission.state();
    if (
      (wanted.working === undefined || state.working === wanted.working) &&
      (wanted.waiting === undefined || state.waiting === wanted.waiting)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`admission never reached ${JSON.stringify(wanted)}: ${JSON.stringify(admission.state())}`);
}

const expectBusy = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(response.json()).toEqual({ message: BUSY_MESSAGE });
};

describe('the line of API requests (a bare server)', () => {
  let app: FastifyInstance;
  let admission: Admission;
  const held = holds();

  async function start(options: { concurrency: number; maxWaitMs: number }) {
    app = Fastify();
    admission = registerAdmission(app, options);
    held.route(app);
    app.get('/backend/health', async () => ({ status: 'ok' }));
    app.get('/backend/api/quick', async () => ({ quick: true }));
    await app.ready();
  }
  afterEach(async () => {
    held.releaseAll();
    await app.close();
  });

  it('admits waiting requests first come, first served as slots free', async () => {
    await start({ concurrency: 1, maxWaitMs: 60_000 });
    const first = app.inject('/backend/api/hold/first');
    await until(admission, { working: 1 });
    const second = app.inject('/backend/api/hold/second');
    await until(admission, { waiting: 1 });
    const third = app.inject('/backend/api/hold/third');
    await until(admission, { waiting: 2 });

    held.release('first');
    expect((await first).json()).toEqual({ held: 'first' });
    await until(admission, { working: 1, waiting: 1 });
    // The second came before the third, so the slot is the second's.
    held.release('second');
    expect((await second).json()).toEqual({ held: 'second' });
    held.release('third');
    expect((await third).json()).toEqual({ held: 'third' });
    expect(admission.state()).toMatchObject({
      working: 0,
      waiting: 0,
      refused: { atOnce: 0, afterWaiting: 0 },
    });
  });

  it('answers 503 with Retry-After to a request still waiting at the bound, then serves again', async () => {
    await start({ concurrency: 1, maxWaitMs: 30 });
    const holding = app.inject('/backend/api/hold/slot');
    await until(admission, { working: 1 });

    expectBusy(await app.inject('/backend/api/quick'));
    expect(admission.state().refused).toEqual({ atOnce: 0, afterWaiting: 1 });
    // Health and everything outside the API never wait in line.
    expect((await app.inject('/backend/health')).statusCode).toBe(200);

    held.release('slot');
    expect((await holding).statusCode).toBe(200);
    expect((await app.inject('/backend/api/quick')).statusCode).toBe(200);
    expect(admission.state()).toMatchObject({ working: 0, waiting: 0 });
  });

  it('refuses at once when the line ahead would take longer than the bound', async () => {
    await start({ concurrency: 1, maxWaitMs: 40 });
    // One request served in about 100 ms: the mean service time is now longer than the bound.
    const slow = app.inject('/backend/api/hold/slow');
    await until(admission, { working: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    held.release('slow');
    await slow;
    expect(admission.state().meanServiceMs).toBeGreaterThan(40);

    const holding = app.inject('/backend/api/hold/slot');
    await until(admission, { working: 1 });
    expectBusy(await app.inject('/backend/api/quick'));
    expect(admission.state()).toMatchObject({ waiting: 0, refused: { atOnce: 1, afterWaiting: 0 } });
    held.release('slot');
    await holding;
  });

  it('takes a waiting request whose client went away out of the line, so no slot is lost', async () => {
    await start({ concurrency: 1, maxWaitMs: 60_000 });
    const holding = app.inject('/backend/api/hold/slot');
    await until(admission, { working: 1 });
    const controller = new AbortController();
    const abandoned = app
      .inject({ url: '/backend/api/hold/never', signal: controller.signal })
      .catch(() => 'aborted');
    await until(admission, { waiting: 1 });
    controller.abort();
    await abandoned;
    await until(admission, { waiting: 0 });

    held.release('slot');
    await holding;
    await until(admission, { working: 0 });
    expect((await app.inject('/backend/api/quick')).statusCode).toBe(200);
    expect(admission.state()).toMatchObject({ working: 0, waiting: 0 });
  });

  it('frees the slot of a request whose client went away', async () => {
    await start({ concurrency: 1, maxWaitMs: 60_000 });
    const controller = new AbortController();
    const abandoned = app
      .inject({ url: '/backend/api/hold/abandoned', signal: controller.signal })
      .catch(() => 'aborted');
    await until(admission, { working: 1 });
    controller.abort();
    await abandoned;
    await until(admission, { working: 0 });
    expect((await app.inject('/backend/api/quick')).statusCode).toBe(200);
  });
});

describe('the app past capacity', () => {
  let ctx: TestContext;
  const held = holds();
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: true,
      env: { ADMISSION_CONCURRENCY: '2', ADMISSION_MAX_WAIT_MS: '50' },
      extend: held.route,
    });
  });
  afterAll(async () => {
    held.releaseAll();
    await ctx.close();
  });

  it('answers 503 with Retry-After while every slot is taken, health 200, and serves again after', async () => {
    const one = ctx.app.inject('/backend/api/hold/one');
    const two = ctx.app.inject('/backend/api/hold/two');
    await until(ctx.app.admission, { working: 2 });

    expectBusy(await ctx.app.inject('/backend/api/trade/security_search/tcs'));
    const health = await ctx.app.inject('/backend/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });

    held.release('one');
    held.release('two');
    expect((await one).statusCode).toBe(200);
    expect((await two).statusCode).toBe(200);
    const search = await ctx.app.inject('/backend/api/trade/security_search/tcs');
    expect(search.statusCode).toBe(200);
    expect(search.json()[0]).toMatchObject({ symbol: 'TCS' });
  });
});

describe('health while the database is saturated', () => {
  let ctx: TestContext;
  let database: TestDatabase;
  beforeAll(async () => {
    // The embedded database as the server runs it: on a thread of its own.
    database = await createTestDatabase({ seed: true, thread: true });
    ctx = await createTestApp({ shared: { database, redisPrefix: randomRedisPrefix() } });
  });
  afterAll(async () => {
    await ctx.close();
    await database.close();
  });

  it('answers up without waiting behind the requests queued for the database', async () => {
    let unlock = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The securities table locked: every search waits, on PostgreSQL holding the pool's
    // connections (5 in tests) and queueing for them, on the embedded database queueing behind it.
    const holding = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table securities in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => {
        unlock = resolve;
      });
    });
    await isLocked;
    let searchesDone = 0;
    const searches = Array.from({ length: 8 }, () =>
      ctx.app.inject('/backend/api/trade/security_search/tcs').then((response) => {
        searchesDone++;
        return response;
      }),
    );

    const health = await ctx.app.inject('/backend/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(searchesDone).toBe(0);

    unlock();
    await holding;
    for (const search of await Promise.all(searches)) expect(search.statusCode).toBe(200);
  });
});
