import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';

/**
 * Every JSON answer has a response schema (issue 28, point 4): it is what serializes the answer (no
 * field leaves by accident) and what the OpenAPI document tells a client. The routes below answer
 * something else (files, a PDF, a sandbox's browser assets or its provider's shapes, 204); a route
 * added without a schema fails here, and one given a schema must leave the list.
 */
const NOT_JSON = [
  'GET /backend/api/files/{*}',
  'GET /backend/api/group-files/{key}',
  'GET /backend/api/profile/photo/{key}',
  'GET /backend/api/trade/trade-report/{id}/',
  'GET /backend/api/trade/export/csv/',
  'GET /backend/api/trade/export/pdf/',
  'DELETE /backend/watchlist/items/{id}/',
  'DELETE /backend/watchlist/tabs/{id}/',
  'DELETE /backend/api/copy-guardrails/{expertUserId}/',
  'DELETE /backend/api/price-alerts/{id}/',
  'GET /backend/trending/webinar-pictures/{key}',
  'GET /backend/video/stream/{name}',
  'GET /backend/video/thumbnails/{key}',
];
const SANDBOX_PREFIX = '/backend/sandbox/';

type Operation = { responses?: Record<string, { content?: unknown }> };

let ctx: TestContext;
let withoutSchema: string[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { DEV_ROUTES: 'true' } });
  const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  withoutSchema = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) =>
        Object.entries(operation.responses ?? {}).every(
          ([status, response]) => !status.startsWith('2') || response.content === undefined,
        ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => ctx.close());

describe('response schemas', () => {
  it('declares one for every JSON answer but the known gaps', () => {
    const unexplained = withoutSchema.filter(
      (route) => !NOT_JSON.includes(route) && !route.includes(` ${SANDBOX_PREFIX}`),
    );
    expect(unexplained).toEqual([]);
  });

  it('keeps on the list only routes that answer without a schema', () => {
    expect(NOT_JSON.filter((route) => !withoutSchema.includes(route))).toEqual([]);
  });

  it('declares the calls the web used to type by hand', () => {
    for (const route of [
      'GET /backend/api/group-kpis/',
      'GET /backend/api/groups/{id}/trades/',
      'GET /backend/api/trade/trade-list-view/',
      'POST /backend/api/groups/{id}/join/',
      'POST /backend/api/own-groups/',
      'PUT /backend/api/own-groups/{id}/',
    ])
      expect(withoutSchema).not.toContain(route);
  });
});
