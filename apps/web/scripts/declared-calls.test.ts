import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, type Endpoint, GROUP_ENDPOINTS } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';

/**
 * The web calls the server by the endpoints' declarations (packages/domain endpoints/, issue 28
 * point 4): no declared path is written as a literal in the web's code, and no code but the shared
 * request layer (shared/api/) sends a request of its own, so a call without a declaration cannot
 * be written.
 */
const SOURCE = path.resolve(import.meta.dirname, '../src');
const DECLARED: Endpoint[] = Object.values(ENDPOINTS).flatMap((endpoints) =>
  Object.values(endpoints as Record<string, Endpoint>),
);
const REQUEST_LAYER = 'shared/api/';

const isTest = (file: string) =>
  /\.test\.tsx?$|test-|fake-|fixtures?\.tsx?$|\.test-kit\.tsx?$/.test(path.basename(file));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !isTest(file) ? [file] : [];
  });
}

/** `/api/groups/:id/join/` as a literal a call would write: 'api/groups/12/join/' or `api/groups/${id}/join/`. */
function literalOf(declared: Endpoint): RegExp {
  const segments = declared.path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) =>
      segment
        .split(/(:[A-Za-z_]+)/)
        .map((part) =>
          part.startsWith(':') ? '(?:\\$\\{[^}]+\\}|\\d+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join(''),
    );
  return new RegExp(`['"\`](?:/backend)?/?${segments.join('/')}['"\`?]`);
}

/** A request sent by hand: `request(`, `request<T>(` or `fetch(`. */
const SENDS = /\b(?:request(?:<[^()]*>)?|fetch)\(/g;

const files = sourceFiles(SOURCE).map((file) => ({
  name: path.relative(SOURCE, file),
  text: readFileSync(file, 'utf8'),
}));

describe('declared calls', () => {
  it('finds the web source and the declarations (the check reads something)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(DECLARED.length).toBeGreaterThan(100);
  });

  it('writes no declared path as a literal: calls go by the declaration', () => {
    const written = files.flatMap((file) =>
      DECLARED.filter((declared) => literalOf(declared).test(file.text)).map(
        (declared) => `${file.name}: ${declared.method} ${declared.path}`,
      ),
    );
    expect(written).toEqual([]);
  });

  it('sends no request but through the shared request layer, which calls by declaration', () => {
    const sending = files
      .filter((file) => !file.name.startsWith(REQUEST_LAYER))
      .flatMap((file) => [...file.text.matchAll(SENDS)].map((match) => `${file.name}: ${match[0]}`));
    expect(sending).toEqual([]);
  });

  it('would see a declared path written by hand', () => {
    const placeholder = ['$', '{groupId}'].join('');
    expect(literalOf(GROUP_ENDPOINTS.joinGroup).test(`request(\`api/groups/${placeholder}/join/\`, {`)).toBe(
      true,
    );
    expect(literalOf(GROUP_ENDPOINTS.ownGroups).test("request('api/own-groups/', {")).toBe(true);
    expect(literalOf(GROUP_ENDPOINTS.ownGroups).test("request('/backend/api/own-groups/', {")).toBe(true);
    expect(literalOf(GROUP_ENDPOINTS.ownGroups).test("request('api/own-groups/7/', {")).toBe(false);
    expect([...'await request<Answer>(path, {})'.matchAll(SENDS)]).toHaveLength(1);
  });
});
