import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, type ImportGraph, readImportGraph } from '../scripts/check-module-boundaries.ts';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));
const messages = (edges: Record<string, string[]>) =>
  findViolations(graph(edges)).map(({ file, message }) => `${file}: ${message}`);

describe('the module boundary check', () => {
  it('refuses a deep import into another module, and takes its index', () => {
    expect(messages({ 'src/modules/a/a.service.ts': ['src/modules/b/b.repository.ts'] })).toEqual([
      'src/modules/a/a.service.ts: imports src/modules/b/b.repository.ts, a file inside module b: import src/modules/b/index.ts',
    ]);
    expect(messages({ 'src/modules/a/a.service.ts': ['src/modules/b/index.ts'] })).toEqual([]);
    // Outside the modules (app.ts, the seed, tests) the same holds.
    expect(messages({ 'src/app.ts': ['src/modules/b/b.routes.ts'] })).toHaveLength(1);
    expect(messages({ 'test/support.ts': ['src/modules/b/b.service.ts'] })).toHaveLength(1);
  });

  it('lets a module reach any file of its own, in any folder', () => {
    expect(
      messages({
        'src/modules/a/lifecycle/engine.ts': ['src/modules/a/a.tables.ts', 'src/modules/a/core/heap.ts'],
      }),
    ).toEqual([]);
  });

  it("refuses another module's tables, except to a tables file for its foreign keys", () => {
    expect(messages({ 'src/modules/a/a.repository.ts': ['src/modules/b/b.tables.ts'] })).toEqual([
      "src/modules/a/a.repository.ts: imports src/modules/b/b.tables.ts, module b's tables: call a function or join fragment from its index.ts",
    ]);
    expect(messages({ 'src/modules/a/a.tables.ts': ['src/modules/b/b.tables.ts'] })).toEqual([]);
  });

  it('refuses module code reading db/schema, which only tests, the seed and drizzle-kit may', () => {
    expect(messages({ 'src/modules/a/a.service.ts': ['src/db/schema/index.ts'] })).toEqual([
      'src/modules/a/a.service.ts: imports src/db/schema/index.ts: a module reads and writes only its own tables (its *.tables.ts)',
    ]);
    expect(
      messages({
        'src/modules/a/a.test.ts': ['src/db/schema/index.ts'],
        'src/seed/seed.ts': ['src/db/schema/index.ts'],
        'src/db/schema/index.ts': ['src/modules/a/a.tables.ts'],
      }),
    ).toEqual([]);
  });

  it('refuses an index.ts that hands out its tables', () => {
    expect(messages({ 'src/modules/b/index.ts': ['src/modules/b/b.tables.ts'] })).toEqual([
      'src/modules/b/index.ts: re-exports src/modules/b/b.tables.ts: a module never hands out its tables; export service functions or join fragments',
    ]);
  });

  it('refuses modules that depend on each other, even through their indexes', () => {
    const found = messages({
      'src/modules/a/a.service.ts': ['src/modules/b/index.ts'],
      'src/modules/b/b.service.ts': ['src/modules/c/index.ts'],
      'src/modules/c/c.routes.ts': ['src/modules/a/index.ts'],
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('modules depend on each other in a cycle, a -> b -> c -> a');
    expect(found[0]).toContain('src/modules/c/c.routes.ts imports src/modules/a/index.ts');
  });

  it('counts cycles over the running code: not tests, not foreign keys between tables files', () => {
    expect(
      messages({
        'src/modules/a/a.service.ts': ['src/modules/b/index.ts'],
        'src/modules/b/b.test.ts': ['src/modules/a/index.ts'],
        'src/modules/b/b.tables.ts': ['src/modules/a/a.tables.ts'],
        'src/modules/a/a.tables.ts': [],
      }),
    ).toEqual([]);
  });

  it('finds nothing to refuse in the server as it is', () => {
    const serverRoot = path.resolve(import.meta.dirname, '..');
    expect(findViolations(readImportGraph(serverRoot, ['src', 'test']))).toEqual([]);
  });
});
