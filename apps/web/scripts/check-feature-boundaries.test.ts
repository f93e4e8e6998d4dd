import { describe, expect, it } from 'vitest';
import {
  checkWebApp,
  findViolations,
  type ImportGraph,
  isTestFile,
  judgePublicFile,
} from './check-feature-boundaries.ts';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));
const messages = (edges: Record<string, string[]>, sources: Record<string, string> = {}) =>
  findViolations(graph(edges), (file) => sources[file] ?? '').map(
    ({ file, message }) => `${file}: ${message}`,
  );

describe('the feature boundary check', () => {
  it('refuses a deep import into another feature, and takes its index or its lazy.ts', () => {
    expect(messages({ 'src/features/a/a-page.tsx': ['src/features/b/hooks.ts'] })).toEqual([
      'src/features/a/a-page.tsx: imports src/features/b/hooks.ts, a file inside feature b: import src/features/b/index.ts (or its lazy.ts for what loads later)',
    ]);
    expect(
      messages({ 'src/features/a/a-page.tsx': ['src/features/b/index.ts', 'src/features/b/lazy.ts'] }),
    ).toEqual([]);
    // The shell, shared code and tests follow the same rule.
    expect(messages({ 'src/app/routes.tsx': ['src/features/b/pages/b-page.tsx'] })).toHaveLength(1);
    expect(messages({ 'src/features/a/a-page.test.tsx': ['src/features/b/hooks.ts'] })).toHaveLength(1);
  });

  it('lets a feature reach any file of its own, in any folder', () => {
    expect(
      messages({
        'src/features/a/pages/a-page.tsx': ['src/features/a/components/card.tsx', 'src/features/a/api.ts'],
      }),
    ).toEqual([]);
  });

  it("keeps another feature's testing.ts for tests", () => {
    expect(messages({ 'src/features/a/a-page.test.tsx': ['src/features/b/testing.ts'] })).toEqual([]);
    expect(messages({ 'src/features/a/test-fixtures.ts': ['src/features/b/testing.ts'] })).toEqual([]);
    expect(messages({ 'src/features/a/a-page.tsx': ['src/features/b/testing.ts'] })).toEqual([
      "src/features/a/a-page.tsx: imports src/features/b/testing.ts, feature b's test fixtures: only tests may",
    ]);
  });

  it('judges a dynamic import like a static one: another feature loads later through its lazy.ts', () => {
    // The graph holds import() targets too; a page module named directly is a deep import.
    expect(messages({ 'src/app/routes.tsx': ['src/features/b/b-page.tsx'] })).toEqual([
      'src/app/routes.tsx: imports src/features/b/b-page.tsx, a file inside feature b: import src/features/b/index.ts (or its lazy.ts for what loads later)',
    ]);
  });

  it('refuses a feature or shared code importing the shell, and shared code importing a feature', () => {
    expect(messages({ 'src/features/a/a-page.tsx': ['src/app/guard.ts'] })).toEqual([
      'src/features/a/a-page.tsx: imports src/app/guard.ts, a file of the shell: what the shell and the features share belongs in src/shared/',
    ]);
    expect(messages({ 'src/shared/ui/box.tsx': ['src/features/b/index.ts'] })).toEqual([
      'src/shared/ui/box.tsx: imports src/features/b/index.ts: src/shared/ sits below the features and imports none of them',
    ]);
    // Tests may render with the shell's providers.
    expect(messages({ 'src/features/a/a-page.test.tsx': ['src/app/providers.tsx'] })).toEqual([]);
  });

  it('refuses features that depend on each other, even through their indexes', () => {
    const found = messages({
      'src/features/a/a-page.tsx': ['src/features/b/index.ts'],
      'src/features/b/hooks.ts': ['src/features/c/lazy.ts'],
      'src/features/c/c-page.tsx': ['src/features/a/index.ts'],
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('features depend on each other in a cycle, a -> b -> c -> a');
    expect(found[0]).toContain('src/features/c/c-page.tsx imports src/features/a/index.ts');
  });

  it('counts cycles over the running code, not tests', () => {
    expect(
      messages({
        'src/features/a/a-page.tsx': ['src/features/b/index.ts'],
        'src/features/b/b-page.test.tsx': ['src/features/a/index.ts'],
        'src/features/b/test-fixtures.ts': ['src/features/a/testing.ts'],
      }),
    ).toEqual([]);
  });

  it('wants an index.ts of re-exports only, and a lazy.ts that reaches its feature only through import()', () => {
    expect(judgePublicFile('src/features/a/index.ts', "export { A, type B } from './a.ts';")).toBeUndefined();
    expect(
      judgePublicFile('src/features/a/index.ts', "import { A } from './a.ts';\nexport const B = A;"),
    ).toBe('holds more than re-exports: an index.ts is `export ... from` lines only');
    const lazy =
      "import { lazyPage } from '../../shared/lazy/lazy-page.ts';\nexport const APage = lazyPage(() => import('./a-page.tsx'), 'APage');";
    expect(judgePublicFile('src/features/a/lazy.ts', lazy)).toBeUndefined();
    const message =
      'imports app code statically: a lazy.ts reaches its feature only through import(), and imports nothing but src/shared/';
    expect(judgePublicFile('src/features/a/lazy.ts', "export { APage } from './a-page.tsx';")).toBe(message);
    expect(judgePublicFile('src/features/a/lazy.ts', "import { b } from '../b/index.ts';")).toBe(message);
    expect(
      messages(
        { 'src/features/a/index.ts': ['src/features/a/a.ts'] },
        { 'src/features/a/index.ts': 'export const x = 1;' },
      ),
    ).toEqual([
      'src/features/a/index.ts: holds more than re-exports: an index.ts is `export ... from` lines only',
    ]);
  });

  it('tells test code by its name', () => {
    for (const file of [
      'src/features/a/a-page.test.tsx',
      'src/features/a/dialogs/form.test-kit.tsx',
      'src/features/a/test-fixtures.ts',
      'src/features/a/components/trade-fixtures.ts',
      'src/features/a/components/handler-spies.ts',
      'src/shared/live/fake-web-socket.ts',
      'src/features/a/testing.ts',
      'src/test-render.tsx',
    ])
      expect(isTestFile(file), file).toBe(true);
    expect(isTestFile('src/features/a/fixed-income.ts')).toBe(false);
  });

  it('finds nothing to refuse in the web app as it is', () => {
    expect(checkWebApp()).toEqual([]);
  });
});
