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
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every file's resolved relative imports; paths are posix and relative to apps/server. */
export type ImportGraph = Map<string, string[]>;

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

type ModuleEdge = { to: string; file: string; imported: string };

/** Module-to-module dependencies of the running code; the file that makes each one is kept for the message. */
function moduleGraph(graph: ImportGraph): Map<string, ModuleEdge[]> {
  const edges = new Map<string, ModuleEdge[]>();
  for (const [file, imports] of graph) {
    const source = moduleOf(file);
    if (!source || isTestFile(file)) continue;
    for (const imported of imports) {
      const target = moduleOf(imported);
      if (!target || target.name === source.name) continue;
      // Foreign keys between tables files are schema, not calls.
      if (isTablesFile(file) && isTablesFile(imported)) continue;
      const list = edges.get(source.name) ?? [];
      if (!list.some((edge) => edge.to === target.name)) list.push({ to: target.name, file, imported });
      edges.set(source.name, list);
    }
  }
  return edges;
}

/** One cycle per group of modules that depend on each other, each reported once. */
function findCycles(edges: Map<string, ModuleEdge[]>): ModuleEdge[][] {
  const cycles: ModuleEdge[][] = [];
  const done = new Set<string>();
  const visit = (name: string, trail: ModuleEdge[], onTrail: string[]) => {
    for (const edge of edges.get(name) ?? []) {
      const at = onTrail.indexOf(edge.to);
      if (at >= 0) {
        const cycle = [...trail.slice(at), edge];
        const key = cycle
          .map((step) => step.to)
          .sort()
          .join(',');
        if (
          !cycles.some(
            (found) =>
              found
                .map((step) => step.to)
                .sort()
                .join(',') === key,
          )
        )
          cycles.push(cycle);
      } else if (!done.has(edge.to)) {
        visit(edge.to, [...trail, edge], [...onTrail, edge.to]);
      }
    }
    done.add(name);
  };
  for (const name of [...edges.keys()].sort()) if (!done.has(name)) visit(name, [], [name]);
  return cycles;
}

export function findViolations(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      const message = judgeImport(file, imported);
      if (message) violations.push({ file, message });
    }
  }
  for (const cycle of findCycles(moduleGraph(graph))) {
    const names = [moduleOf(cycle[0]!.file)!.name, ...cycle.map((edge) => edge.to)];
    const evidence = cycle.map((edge) => `${edge.file} imports ${edge.imported}`).join('; ');
    violations.push({
      file: cycle[0]!.file,
      message: `modules depend on each other in a cycle, ${names.join(' -> ')} (${evidence}): invert one dependency (a port the other module implements, wired in app.ts)`,
    });
  }
  return violations;
}

function listTypeScriptFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return listTypeScriptFiles(root, relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** The relative imports (import, export ... from, import()) of every .ts file under `dirs`, resolved. */
export function readImportGraph(root: string, dirs: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap((dir) => listTypeScriptFiles(root, dir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
        .map((specifier) => path.posix.join(path.posix.dirname(file), specifier)),
    );
  }
  return graph;
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
