import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';

/**
 * A missing, forged or expired bearer token is refused with 401 before the request's body, path or
 * query is looked at: every route the OpenAPI document marks with bearerAuth is sent malformed input.
 */
const JWT_SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

let ctx: TestContext;
let forged: string;
let expired: string;
let routes: { method: string; path: string; optional: boolean; multipart: boolean }[];

const sign = (secret: string, expiresAt: number) =>
  new SignJWT({ typ: 'access', fam: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setJti(randomUUID())
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  ctx = await createTestApp({ env: { JWT_SECRET } });
  const now = Math.floor(Date.now() / 1000);
  // Right shape, wrong key; and the server's own key, but expired.
  forged = await sign('not-the-servers-secret-but-just-as-long-as-it', now + 900);
  expired = await sign(JWT_SECRET, now - 60);

  const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { security?: Record<string, string[]>[]; requestBody?: { content?: object } }>
    >;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.some((entry) => 'bearerAuth' in entry))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        optional: operation.security!.some((entry) => Object.keys(entry).length === 0),
        multipart: Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data'),
      })),
  );
});
afterAll(() => ctx.close());

/** Every path parameter filled with something no route accepts (not a number, a NUL, a stray %). */
const malformedUrl = (path: string) =>
  `${path.replace(/\{[^}]+\}/g, 'x%00%25y')}?page=-1&user_id=2147483648&tab=%00`;

const MALFORMED_BODIES = [
  { 'content-type': 'application/json', payload: '{"unterminated": ' },
  { 'content-type': 'application/json', payload: JSON.stringify({ user_id: 'x', name: 7, id: 2 ** 31 }) },
  { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\ngarbage' },
];

describe('authentication comes before the body', () => {
  it('reads the authenticated routes from the OpenAPI document', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    // The list is the document's, but it must hold the routes we know need a token.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /backend/api/trade/create-trade/',
        'POST /backend/api/logout/',
        'POST /backend/watchlist/items/',
        'POST /backend/api/profile/photo/',
        'POST /backend/api/trade/create-stock-report/',
        'GET /backend/api/trade/security-info/{query}',
      ]),
    );
    expect(routes.find((route) => route.path.includes('security-info'))?.optional).toBe(true);
    expect(routes.find((route) => route.path.endsWith('create-trade/'))?.optional).toBe(false);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('answers 401 to a forged or expired token (and a missing one where required), whatever the input', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const tokens: [string, string | undefined][] = [
        ['forged', forged],
        ['expired', expired],
        ['garbage', 'not.a.jwt'],
      ];
      if (!route.optional) tokens.push(['missing', undefined]);
      const bodies = route.method === 'GET' ? [undefined] : MALFORMED_BODIES;
      for (const [label, token] of tokens) {
        for (const body of bodies) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: malformedUrl(route.path),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body ? { 'content-type': body['content-type'] } : {}),
            },
            ...(body ? { payload: body.payload } : {}),
          });
          if (response.statusCode !== 401) {
            failures.push(
              `${route.method} ${route.path} (${label} token): ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the problem in the 401', async () => {
    const url = '/backend/api/trade/create-trade/';
    const answer = async (authorization?: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url,
          headers: authorization ? { authorization } : {},
          payload: { bad: true },
        })
      ).json();
    expect(await answer()).toEqual({ message: 'Authentication credentials were not provided' });
    expect(await answer(`Bearer ${forged}`)).toEqual({ message: 'Invalid token' });
    expect(await answer(`Bearer ${expired}`)).toEqual({ message: 'Token has expired' });
    expect(await answer('Basic dXNlcjpwYXNz')).toEqual({ message: 'Invalid authorization header' });
  });
});
