/**
 * The server's module boundaries (docs/architecture.md, "Module boundaries"), checked over the import
 * graph of apps/server/src and apps/server/test. `npm run lint` runs it; it exits 1 on a violation.
 *
 * - Outside its own folder, a module (src/modules/<name>/) is imported only through its index.ts.
 * - A module's tables (*.tables.ts) are its own: only another module's *.tables.ts may import them,
 *   for foreign keys; an index.ts never re-exports them; module code never imports src/db/schema/.
 * - The modules' dependencies form no cycle (counted over the code that runs, not tests).
 * Tests and fixtures follow the index rule too, but may read any table (src/db/schema/index.ts) to
 * arrange and assert.
 */
import path from 'node:path';
import {
  describeCycle,
  findCycles,
  groupGraph,
  type ImportGraph,
  readImportGraph,
} from '../../../scripts/import-graph.ts';

/** Every file's resolved relative imports; paths are posix and relative to apps/server. */
export { type ImportGraph, readImportGraph };

export type Violation = { file: string; message: string };

const MODULE_FILE = /^src\/modules\/([^/]+)\/(.+)$/;
const SCHEMA_DIR = 'src/db/schema/';

function moduleOf(file: string): { name: string; rest: string } | undefined {
  const match = MODULE_FILE.exec(file);
  return match ? { name: match[1]!, rest: match[2]! } : undefined;
}

const isTablesFile = (file: string) => file.endsWith('.tables.ts');
const isTestFile = (file: string) => file.startsWith('test/') || /\.(test|fixtures?)\.ts$/.test(file);

/** The rule an import breaks, or undefined when it keeps to them all. */
function judgeImport(from: string, to: string): string | undefined {
  const source = moduleOf(from);
  const target = moduleOf(to);
  if (source && to.startsWith(SCHEMA_DIR) && !isTestFile(from)) {
    return `imports ${to}: a module reads and writes only its own tables (its *.tables.ts)`;
  }
  if (target && source?.name === target.name) {
    if (target.rest === 'index.ts' || source.rest !== 'index.ts' || !isTablesFile(to)) return undefined;
    return `re-exports ${to}: a module never hands out its tables; export service functions or join fragments`;
  }
  if (!target || target.rest === 'index.ts') return undefined;
  if (isTablesFile(to)) {
    if ((source && isTablesFile(from)) || from === `${SCHEMA_DIR}index.ts`) return undefined;
    return `imports ${to}, module ${target.name}'s tables: call a function or join fragment from its index.ts`;
  }
  return `imports ${to}, a file inside module ${target.name}: import src/modules/${target.name}/index.ts`;
}

/**
 * Module-to-module dependencies of the running code: tests do not count, nor foreign keys between
 * tables files (schema, not calls).
 */
const moduleGraph = (graph: ImportGraph) =>
  groupGraph(
    graph,
    (file) => moduleOf(file)?.name,
    (file, imported) => !isTestFile(file) && !(isTablesFile(file) && isTablesFile(imported)),
  );

export function findViolations(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      const message = judgeImport(file, imported);
      if (message) violations.push({ file, message });
    }
  }
  for (const cycle of findCycles(moduleGraph(graph))) {
    violations.push({
      file: cycle[0]!.file,
      message: `modules depend on each other in a cycle, ${describeCycle(cycle, (file) => moduleOf(file)?.name)}: invert one dependency (a port the other module implements, wired in app.ts)`,
    });
  }
  return violations;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const serverRoot = path.resolve(import.meta.dirname, '..');
  const violations = findViolations(readImportGraph(serverRoot, ['src', 'test']));
  for (const { file, message } of violations) console.error(`apps/server/${file}: ${message}`);
  if (violations.length > 0) {
    console.error(
      `${violations.length} module boundary violation(s); see docs/architecture.md, "Module boundaries"`,
    );
    process.exit(1);
  }
}
