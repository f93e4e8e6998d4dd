/**
 * One contract source: a wire shape or a limit lives in this package once, and the apps use it. These
 * scans fail when a hand-kept second copy appears.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'data', 'drizzle']);

/** The .ts / .tsx source files under `directory`, tests and test support left out. */
function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && entry.name !== 'test') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

const relative = (file: string) => path.relative(ROOT, file);

/** Every `MAX_...` constant with a numeric value, by name, with the files that declare it. */
function numericLimitDeclarations(): Map<string, string[]> {
  const declarations = new Map<string, string[]>();
  const files = ['apps', 'packages'].flatMap((top) =>
    readdirSync(path.join(ROOT, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => sourceFiles(path.join(ROOT, top, entry.name))),
  );
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^\s*(?:export\s+)?const\s+(MAX_[A-Z0-9_]+)\s*(?::[^=]+)?=\s*[-\d(]/gm,
    )) {
      const name = match[1]!;
      declarations.set(name, [...(declarations.get(name) ?? []), relative(file)]);
    }
  }
  return declarations;
}

/** The web's api.ts files (apps/web/src/features/**\/api.ts). */
function webApiFiles(): string[] {
  return sourceFiles(path.join(ROOT, 'apps/web/src/features')).filter(
    (file) => path.basename(file) === 'api.ts',
  );
}

/** `export type X = z.infer<...>` (or z.input / z.output) across the domain package: its wire types. */
function domainSchemaTypeNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, 'packages/domain/src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /^export type (\w+) = z\.(?:infer|input|output)</gm,
    )) {
      names.add(match[1]!);
    }
  }
  return names;
}

/** The object types an api.ts declares itself, with their top-level property names. */
function declaredObjectTypes(source: string): { name: string; keys: string[] }[] {
  const declared: { name: string; keys: string[] }[] = [];
  for (const match of source.matchAll(
    /^export (?:interface (\w+)[^{\n]*\{|type (\w+) = \{)\n([\s\S]*?)^\}/gm,
  )) {
    const keys = [...match[3]!.matchAll(/^ {2}(?:readonly )?(\w+)\??:/gm)].map((key) => key[1]!);
    declared.push({ name: (match[1] ?? match[2])!, keys });
  }
  return declared;
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key) => b.includes(key));

describe('one source for the contract', () => {
  it('declares each numeric MAX_ limit in one file of apps/ and packages/', () => {
    const declarations = numericLimitDeclarations();
    const copies = [...declarations].filter(([, files]) => files.length > 1);
    expect(copies, 'import the limit from @tradecircle/domain instead of declaring it again').toEqual([]);
  });

  it('finds the limits it guards (the scan reads what it should)', () => {
    const declarations = numericLimitDeclarations();
    for (const name of [
      'MAX_LADDER_ROWS',
      'MAX_FEATURED_TRADES',
      'MAX_WATCHLIST_ITEMS',
      'MAX_COMMENT_LENGTH',
    ]) {
      expect(declarations.get(name), name).toContain('packages/domain/src/constants/limits.ts');
    }
    expect(webApiFiles().map(relative)).toContain('apps/web/src/features/watchlists/api.ts');
    expect(domainSchemaTypeNames()).toContain('Watchlist');
  });

  it("the web's api.ts files declare no type the domain infers from a schema", () => {
    const domainTypes = domainSchemaTypeNames();
    const redeclared = webApiFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export (?:interface|type) (\w+)\b/gm)]
        .map((match) => match[1]!)
        .filter((name) => domainTypes.has(name))
        .map((name) => `${relative(file)}: ${name}`),
    );
    expect(redeclared, 'import the type from @tradecircle/domain').toEqual([]);
  });

  it("the web's api.ts files declare no object type with the fields of a domain schema", () => {
    const domainObjects = Object.entries(domain).flatMap(([name, value]) =>
      value instanceof z.ZodObject ? [{ name, keys: Object.keys(value.shape) }] : [],
    );
    const copies = webApiFiles().flatMap((file) =>
      declaredObjectTypes(readFileSync(file, 'utf8')).flatMap((declared) =>
        domainObjects
          .filter((schema) => sameKeys(schema.keys, declared.keys))
          .map((schema) => `${relative(file)}: ${declared.name} has the fields of ${schema.name}`),
      ),
    );
    expect(copies, 'infer the type from the domain schema').toEqual([]);
  });

  it('recognises a hand-written copy of a schema', () => {
    const source = 'export interface Tab {\n  id: number;\n  name: string;\n  watchlist_type: string;\n}\n';
    expect(declaredObjectTypes(source)).toEqual([{ name: 'Tab', keys: ['id', 'name', 'watchlist_type'] }]);
    expect(sameKeys(['id', 'name', 'watchlist_type'], Object.keys(domain.WatchlistTabSchema.shape))).toBe(
      true,
    );
  });
});
