import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Endpoint, GROUP_ENDPOINTS } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';

/**
 * The web calls the server by the endpoints' declarations (packages/domain endpoints/, issue 28
 * point 4; groups first): no declared path is written as a literal in the web's code, and the
 * groups feature writes no path of its own but the group trade list's, whose call (the trades
 * module's trade-list-view) is declared with the trades' endpoints next.
 */
const SOURCE = path.resolve(import.meta.dirname, '../src');
const DECLARED: Endpoint[] = Object.values(GROUP_ENDPOINTS);
const GROUPS_FEATURE = 'features/groups/';
const STILL_WRITTEN_IN_GROUPS = ['api/trade/trade-list-view/'];

const isTest = (file: string) => /\.test\.tsx?$|test-|fake-|fixtures?\.tsx?$/.test(path.basename(file));

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
      segment.startsWith(':') ? '(?:\\$\\{[^}]+\\}|\\d+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`['"\`]/?${segments.join('/')}['"\`?]`);
}

/** Every string or template literal that looks like an API path: 'api/...'. */
const API_LITERAL = /['"`](\/?api\/[^'"`]*)['"`]/g;

const files = sourceFiles(SOURCE).map((file) => ({
  name: path.relative(SOURCE, file),
  text: readFileSync(file, 'utf8'),
}));

describe('declared calls', () => {
  it('finds the web source (the check reads something)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.name.startsWith(GROUPS_FEATURE))).toBe(true);
  });

  it('writes no declared path as a literal: calls go by the declaration', () => {
    const written = files.flatMap((file) =>
      DECLARED.filter((declared) => literalOf(declared).test(file.text)).map(
        (declared) => `${file.name}: ${declared.method} ${declared.path}`,
      ),
    );
    expect(written).toEqual([]);
  });

  it('writes no path in the groups feature but the ones whose module is declared next', () => {
    const written = files
      .filter((file) => file.name.startsWith(GROUPS_FEATURE))
      .flatMap((file) => [...file.text.matchAll(API_LITERAL)].map((match) => `${file.name}: ${match[1]}`))
      .filter((literal) => !STILL_WRITTEN_IN_GROUPS.some((allowed) => literal.endsWith(allowed)));
    expect(written).toEqual([]);
  });

  it('would see a declared path written by hand', () => {
    const placeholder = ['$', '{groupId}'].join('');
    expect(literalOf(GROUP_ENDPOINTS.joinGroup).test(`request(\`api/groups/${placeholder}/join/\`, {`)).toBe(
      true,
    );
    expect(literalOf(GROUP_ENDPOINTS.ownGroups).test("request('api/own-groups/', {")).toBe(true);
    expect(literalOf(GROUP_ENDPOINTS.ownGroups).test("request('api/own-groups/7/', {")).toBe(false);
  });
});
