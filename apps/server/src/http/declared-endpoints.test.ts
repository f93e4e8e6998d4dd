import { type Endpoint, GROUP_ENDPOINTS } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { API_PREFIX } from './api-prefix.ts';

/**
 * Every HTTP call is declared once in packages/domain (endpoints/) and the server registers its
 * route from the declaration (issue 28, point 4; groups first). This holds the two together: each
 * declaration is a route of the app, and each groups call the app answers is declared, but for the
 * ones listed here still to move (their module's routes come next).
 */
const DECLARED: Record<string, Record<string, Endpoint>> = { groups: GROUP_ENDPOINTS };
const NOT_YET_DECLARED: Record<string, string[]> = {
  groups: [
    // A file, not a JSON call.
    'GET /backend/api/group-files/{key}',
  ],
};

/** `POST /api/groups/:id/join/` as the OpenAPI document names it: `POST /backend/api/groups/{id}/join/`. */
const documented = (declared: Endpoint) =>
  `${declared.method} ${API_PREFIX}${declared.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

let ctx: TestContext;
let operationsByTag: Map<string, string[]>;
let allOperations: Set<string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  operationsByTag = new Map();
  allOperations = new Set();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      allOperations.add(name);
      for (const tag of operation.tags ?? [])
        operationsByTag.set(tag, [...(operationsByTag.get(tag) ?? []), name]);
    }
  }
});
afterAll(() => ctx.close());

describe('declared endpoints', () => {
  for (const [tag, endpoints] of Object.entries(DECLARED)) {
    it(`registers every ${tag} declaration as a route`, () => {
      const missing = Object.values(endpoints)
        .map(documented)
        .filter((name) => !allOperations.has(name));
      expect(missing).toEqual([]);
    });

    it(`answers no ${tag} call that is not declared, but those still to move`, () => {
      const declared = new Set(Object.values(endpoints).map(documented));
      const undeclared = (operationsByTag.get(tag) ?? []).filter(
        (name) => !declared.has(name) && !NOT_YET_DECLARED[tag]?.includes(name),
      );
      expect(undeclared).toEqual([]);
    });

    it(`keeps only undeclared ${tag} calls the app answers on the list still to move`, () => {
      const declared = new Set(Object.values(endpoints).map(documented));
      const stale = (NOT_YET_DECLARED[tag] ?? []).filter(
        (name) => declared.has(name) || !allOperations.has(name),
      );
      expect(stale).toEqual([]);
    });
  }
});
