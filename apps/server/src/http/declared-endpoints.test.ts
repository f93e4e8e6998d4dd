import { ENDPOINTS, type Endpoint } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { API_PREFIX } from './api-prefix.ts';

/**
 * Every HTTP call is declared once in packages/domain (endpoints/) and the server registers its
 * route from the declaration (issue 28, point 4). This holds the two together: each declaration is
 * a route of the app, and each route the app answers is declared, but for the ones that answer no
 * JSON call of the product: stored files (a link or an image's source, not a fetch), and the
 * sandboxes' provider-side routes, which stand in for an outside service's own API.
 */
const NOT_CALLS = [
  'GET /backend/api/files/{*}',
  'GET /backend/api/group-files/{key}',
  'GET /backend/api/profile/photo/{key}',
  'GET /backend/trending/webinar-pictures/{key}',
  'GET /backend/video/stream/{name}',
  'GET /backend/video/thumbnails/{key}',
];
const SANDBOX_PREFIX = `${API_PREFIX}/sandbox/`;

/** `POST /api/groups/:id/join/` as the OpenAPI document names it: `POST /backend/api/groups/{id}/join/`. */
const documented = (declared: Endpoint) =>
  `${declared.method} ${API_PREFIX}${declared.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

const declarations = Object.entries(ENDPOINTS).flatMap(([module, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>).map(([name, declared]) => ({
    name: `${module}.${name}`,
    route: documented(declared),
  })),
);

let ctx: TestContext;
let operations: string[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { DEV_ROUTES: 'true' } });
  const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => ctx.close());

describe('declared endpoints', () => {
  it('reads the routes and the declarations (the check sees something)', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(declarations.length).toBeGreaterThan(100);
  });

  it('registers every declaration as a route', () => {
    const missing = declarations.filter(({ route }) => !operations.includes(route));
    expect(missing).toEqual([]);
  });

  it('declares every call once', () => {
    const routes = declarations.map(({ route }) => route);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('answers no call that is not declared, but files and the sandboxes’ provider routes', () => {
    const declared = new Set(declarations.map(({ route }) => route));
    const undeclared = operations.filter(
      (route) => !declared.has(route) && !NOT_CALLS.includes(route) && !route.includes(` ${SANDBOX_PREFIX}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('keeps on the list of non-calls only routes the app answers undeclared', () => {
    const declared = new Set(declarations.map(({ route }) => route));
    expect(NOT_CALLS.filter((route) => declared.has(route) || !operations.includes(route))).toEqual([]);
  });
});
