import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/auth-helpers.ts';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  type TestContext,
  type TestDatabase,
} from '../../test/support.ts';

/**
 * Who the client is: the developer routes answer only this machine (DEV_ROUTES=true and a loopback
 * socket), and X-Forwarded-For names the client only when it comes from a TRUST_PROXY proxy.
 */
let database: TestDatabase;
let direct: TestContext; // DEV_ROUTES=true (the tests' default), TRUST_PROXY off (the default)
let behindProxy: TestContext; // TRUST_PROXY: the proxy on this machine
let noDevRoutes: TestContext; // DEV_ROUTES=false

beforeAll(async () => {
  database = await createTestDatabase();
  const app = (env: NodeJS.ProcessEnv) =>
    createTestApp({ env, shared: { database, redisPrefix: randomRedisPrefix() } });
  direct = await app({});
  behindProxy = await app({ TRUST_PROXY: '127.0.0.1, ::1' });
  noDevRoutes = await app({ DEV_ROUTES: 'false' });
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindProxy?.close(), noDevRoutes?.close()]);
  await database?.close();
});

const OUTBOX = '/backend/api/dev/sms-outbox/9810000001';
const DEV_REQUESTS = [
  { method: 'GET', url: OUTBOX },
  {
    method: 'POST',
    url: '/backend/api/dev/identity/token',
    payload: { provider: 'google', email: 'a@b.co', name: 'A' },
  },
  { method: 'POST', url: '/backend/api/dev/market/price', payload: { id: 1, price: 100 } },
  { method: 'GET', url: '/backend/sandbox/broker/scdk.js' },
] as const;

const devRequest = (
  ctx: TestContext,
  request: (typeof DEV_REQUESTS)[number],
  remoteAddress: string,
  headers: Record<string, string> = {},
) => ctx.app.inject({ ...request, remoteAddress, headers });

const notFoundBody = (method: string, url: string) => ({ message: `No route for ${method} ${url}` });

describe('developer routes', () => {
  it('answer a loopback client when DEV_ROUTES is on', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const outbox = await devRequest(direct, DEV_REQUESTS[0], address);
      expect(outbox.statusCode, address).toBe(200);
    }
    const answers = await Promise.all(
      DEV_REQUESTS.map((request) => devRequest(direct, request, '127.0.0.1')),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 404, 200]);
    // The database has no securities: the price route itself answers, not the router.
    expect(answers[2]!.json()).toEqual({ message: 'Security not found' });
  });

  it('are absent (the ordinary 404) for any other address, even one claiming loopback in a header', async () => {
    for (const request of DEV_REQUESTS) {
      for (const [address, headers] of [
        ['10.20.30.40', {}],
        ['192.168.1.5', { 'x-forwarded-for': '127.0.0.1' }],
        ['2001:db8::1', {}],
        // A loopback socket carrying forwarding headers is a proxy on this machine relaying someone.
        ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
        ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      ] as const) {
        const response = await devRequest(direct, request, address, headers);
        expect(response.statusCode, `${request.url} from ${address}`).toBe(404);
        expect(response.json()).toEqual(notFoundBody(request.method, request.url));
      }
    }
  });

  it('are absent through a trusted proxy too: the socket, not X-Forwarded-For, decides', async () => {
    const viaProxy = await devRequest(behindProxy, DEV_REQUESTS[0], '127.0.0.1', {
      'x-forwarded-for': '127.0.0.1',
    });
    expect(viaProxy.statusCode).toBe(404);
    expect((await devRequest(behindProxy, DEV_REQUESTS[0], '127.0.0.1')).statusCode).toBe(200);
  });

  it('do not exist without DEV_ROUTES=true, even for loopback', async () => {
    for (const request of DEV_REQUESTS) {
      const response = await devRequest(noDevRoutes, request, '127.0.0.1');
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toEqual(notFoundBody(request.method, request.url));
    }
  });
});

const login = (ctx: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/login/',
    payload: { phone: uniquePhone() },
    remoteAddress,
    headers,
  });
const publicIp = async (ctx: TestContext, remoteAddress: string, headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/backend/api/public-ip/', remoteAddress, headers })).json().ip;

describe('X-Forwarded-For', () => {
  it('is ignored by default: the OTP limit per address cannot be dodged by varying the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await login(direct, '198.51.100.7', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await publicIp(direct, '198.51.100.7', { 'x-forwarded-for': '203.0.113.1' })).toBe('198.51.100.7');
  });

  it('names the client when it comes from a TRUST_PROXY proxy, and only then', async () => {
    // Behind the proxy on this machine, each real client has its own limit.
    for (let i = 0; i < 25; i++) {
      const response = await login(behindProxy, '127.0.0.1', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      expect(response.statusCode, `client ${i + 1}`).toBe(200);
    }
    expect(await publicIp(behindProxy, '127.0.0.1', { 'x-forwarded-for': '203.0.113.50' })).toBe(
      '203.0.113.50',
    );
    // A client that is not the proxy cannot pick its address by sending the header itself.
    expect(await publicIp(behindProxy, '198.51.100.8', { 'x-forwarded-for': '203.0.113.50' })).toBe(
      '198.51.100.8',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await login(behindProxy, '198.51.100.8', {
        'x-forwarded-for': `203.0.113.${i + 100}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[20]).toBe(429);
  });
});
