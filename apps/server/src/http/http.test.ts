import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    extend: (app) => {
      app.get('/backend/test/explode', async () => {
        throw new Error('select * from users where password = 1 -- secret SQL');
      });
    },
  });
});
afterAll(() => ctx.close());

describe('the HTTP surface', () => {
  it('reports database and bus state on /backend/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/backend/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: ctx.database.driver },
      bus: { status: 'up', driver: ctx.bus.driver },
    });
  });

  it('answers a spec path with or without its trailing slash', async () => {
    const withSlash = await ctx.app.inject({ url: '/backend/api/trade/security_search/tcs/' });
    const without = await ctx.app.inject({ url: '/backend/api/trade/security_search/tcs' });
    expect(withSlash.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
    expect(without.json()[0]).toMatchObject({ symbol: 'TCS', exchange: 'NSE' });
  });

  it('answers unknown API paths with 404 and a message', async () => {
    const response = await ctx.app.inject({ url: '/backend/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /backend/api/no-such-thing/' });
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/update-user-session/',
      headers: { 'content-type': 'application/json' },
      payload: '{"source": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('hides internal errors: no stack trace, no SQL', async () => {
    const response = await ctx.app.inject({ url: '/backend/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong, please try again' });
    expect(response.body).not.toContain('select');
  });

  it('serves OpenAPI generated from the route schemas', async () => {
    const response = await ctx.app.inject({ url: '/backend/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/backend/health',
        '/backend/api/update-user-session/',
        '/backend/api/trade/security_search/{text}',
      ]),
    );
    const sessionBody = document.paths['/backend/api/update-user-session/'].patch.requestBody;
    expect(sessionBody.content['application/json'].schema.properties).toHaveProperty('utm_term');
    const docsPage = await ctx.app.inject({ url: '/backend/docs' });
    expect([200, 302]).toContain(docsPage.statusCode);
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ url: '/backend/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('when the database is unreachable', () => {
  it('answers 503 with a message and health says degraded', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const search = await broken.app.inject({ url: '/backend/api/trade/security_search/inf' });
      expect(search.statusCode).toBe(503);
      expect(search.json()).toEqual({ message: 'Service temporarily unavailable, please try again' });
      const health = await broken.app.inject({ url: '/backend/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    } finally {
      await broken.app.close();
      await broken.bus.close();
    }
  });
});
