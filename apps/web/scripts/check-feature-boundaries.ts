/**
 * The web's feature boundaries (docs/web.md, "Feature boundaries"), checked over the import graph of
 * apps/web/src. `npm run lint` runs it; it exits 1 on a violation.
 *
 * - Outside its own folder, a feature (src/features/<name>/) is imported only through its index.ts
 *   (what runs with the importer) or its lazy.ts (its route pages and loaders, whose import() makes
 *   their own chunks); tests may also import its testing.ts (fixtures and fakes). Dynamic imports
 *   follow the same rule: another feature's code is loaded later through its lazy.ts.
 * - An index.ts only re-exports (`export ... from`); a lazy.ts reaches its own feature only through
 *   import() and statically imports nothing but src/shared/, so importing it loads no feature's code.
 * - The features' dependencies form no cycle (counted over the code that runs, not tests); a lower
 *   feature that needs a higher one declares a port the shell hands over (app/feature-ports.tsx).
 * - The shell (src/app/) sits above the features and src/shared/ below them: running code in a
 *   feature never imports src/app/, and src/shared/ imports neither src/app/ nor src/features/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  describeCycle,
  findCycles,
  groupGraph,
  type ImportGraph,
  readImportGraph,
} from '../../../scripts/import-graph.ts';

export type { ImportGraph };
export type Violation = { file: string; message: string };

const FEATURE_FILE = /^src\/features\/([^/]+)\/(.+)$/;
const PUBLIC_FILES = ['index.ts', 'lazy.ts'];
const TESTING_FILE = 'testing.ts';

function featureOf(file: string): { name: string; rest: string } | undefined {
  const match = FEATURE_FILE.exec(file);
  return match ? { name: match[1]!, rest: match[2]! } : undefined;
}

/**
 * Test code: test files and test kits, fixtures, fakes and spies, a feature's testing.ts and the
 * shared test helpers (src/test-*.ts). Nothing the app runs imports them.
 */
export function isTestFile(file: string): boolean {
  const name = path.posix.basename(file);
  return (
    /\.test(-kit)?\.tsx?$/.test(name) ||
    /^(test-|fake-)/.test(name) ||
    /(fixtures?|spies)\.tsx?$/.test(name) ||
    name === TESTING_FILE
  );
}

/** The rule an import breaks, or undefined when it keeps to them all. */
function judgeImport(from: string, to: string): string | undefined {
  const source = featureOf(from);
  const target = featureOf(to);
  const runs = !isTestFile(from);
  if (runs && to.startsWith('src/app/') && (source || from.startsWith('src/shared/'))) {
    return `imports ${to}, a file of the shell: what the shell and the features share belongs in src/shared/`;
  }
  if (runs && from.startsWith('src/shared/') && target) {
    return `imports ${to}: src/shared/ sits below the features and imports none of them`;
  }
  if (!target || source?.name === target.name || PUBLIC_FILES.includes(target.rest)) return undefined;
  if (target.rest === TESTING_FILE) {
    return runs ? `imports ${to}, feature ${target.name}'s test fixtures: only tests may` : undefined;
  }
  return `imports ${to}, a file inside feature ${target.name}: import src/features/${target.name}/index.ts (or its lazy.ts for what loads later)`;
}

/** Feature-to-feature dependencies of the running code (static and dynamic imports alike). */
const featureGraph = (graph: ImportGraph) =>
  groupGraph(
    graph,
    (file) => featureOf(file)?.name,
    (file) => !isTestFile(file),
  );

/** What an index.ts or a lazy.ts may hold; `source` is the file's text. */
export function judgePublicFile(file: string, source: string): string | undefined {
  const feature = featureOf(file);
  if (!feature || !PUBLIC_FILES.includes(feature.rest)) return undefined;
  const statements = ts.createSourceFile(file, source, ts.ScriptTarget.Latest).statements;
  if (feature.rest === 'index.ts') {
    const reExportsOnly = statements.every(
      (statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined,
    );
    return reExportsOnly
      ? undefined
      : 'holds more than re-exports: an index.ts is `export ... from` lines only';
  }
  const staticImport = statements.find((statement) => {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return false;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) return false;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) return false;
    return !path.posix.join(path.posix.dirname(file), specifier).startsWith('src/shared/');
  });
  return staticImport
    ? 'imports app code statically: a lazy.ts reaches its feature only through import(), and imports nothing but src/shared/'
    : undefined;
}

export function findViolations(
  graph: ImportGraph,
  readSource: (file: string) => string = () => '',
): Violation[] {
  const violations: Violation[] = [];
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      const message = judgeImport(file, imported);
      if (message) violations.push({ file, message });
    }
    const shape = judgePublicFile(file, readSource(file));
    if (shape) violations.push({ file, message: shape });
  }
  for (const cycle of findCycles(featureGraph(graph))) {
    violations.push({
      file: cycle[0]!.file,
      message: `features depend on each other in a cycle, ${describeCycle(cycle, (file) => featureOf(file)?.name)}: move what both use to src/shared/, or invert one dependency (a port the lower feature declares, handed over in app/feature-ports.tsx)`,
    });
  }
  return violations;
}

export const WEB_ROOT = path.resolve(import.meta.dirname, '..');

/** The web app's import graph and the rules' verdict on it. */
export function checkWebApp(root = WEB_ROOT): Violation[] {
  const graph = readImportGraph(root, ['src'], ['.ts', '.tsx']);
  return findViolations(graph, (file) => readFileSync(path.join(root, file), 'utf8'));
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const violations = checkWebApp();
  for (const { file, message } of violations) console.error(`apps/web/${file}: ${message}`);
  if (violations.length > 0) {
    console.error(
      `${violations.length} feature boundary violation(s); see docs/web.md, "Feature boundaries"`,
    );
    process.exit(1);
  }
}
