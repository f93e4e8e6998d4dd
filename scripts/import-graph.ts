/**
 * The import graph of a TypeScript tree and the cycles between groups of its files: what the
 * boundary checks of the server's modules (apps/server/scripts/check-module-boundaries.ts) and of the
 * web's features (apps/web/scripts/check-feature-boundaries.ts) share. Each keeps its own rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every file's resolved relative imports (import, export ... from, import()); posix paths relative to the root. */
export type ImportGraph = Map<string, string[]>;

/** One group depending on another (a module, a feature), with the first import that makes it. */
export type GroupEdge = { to: string; file: string; imported: string };

function listSourceFiles(root: string, dir: string, extensions: readonly string[]): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(root, relative, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [relative] : [];
  });
}

/** The relative imports of every source file under `dirs` (paths relative to `root`), resolved. */
export function readImportGraph(
  root: string,
  dirs: string[],
  extensions: readonly string[] = ['.ts'],
): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap((dir) => listSourceFiles(root, dir, extensions))) {
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

/**
 * Group-to-group dependencies: `groupOf` names a file's group (undefined outside every group), and
 * `counts` says whether an import between two groups is a dependency (the server leaves out tests
 * and foreign keys). The file that makes each dependency is kept for the message.
 */
export function groupGraph(
  graph: ImportGraph,
  groupOf: (file: string) => string | undefined,
  counts: (file: string, imported: string) => boolean,
): Map<string, GroupEdge[]> {
  const edges = new Map<string, GroupEdge[]>();
  for (const [file, imports] of graph) {
    const source = groupOf(file);
    if (source === undefined) continue;
    for (const imported of imports) {
      const target = groupOf(imported);
      if (target === undefined || target === source || !counts(file, imported)) continue;
      const list = edges.get(source) ?? [];
      if (!list.some((edge) => edge.to === target)) list.push({ to: target, file, imported });
      edges.set(source, list);
    }
  }
  return edges;
}

/** One cycle per group of groups that depend on each other, each reported once. */
export function findCycles(edges: Map<string, GroupEdge[]>): GroupEdge[][] {
  const cycles: GroupEdge[][] = [];
  const done = new Set<string>();
  const keyOf = (cycle: GroupEdge[]) =>
    cycle
      .map((step) => step.to)
      .sort()
      .join(',');
  const visit = (name: string, trail: GroupEdge[], onTrail: string[]) => {
    for (const edge of edges.get(name) ?? []) {
      const at = onTrail.indexOf(edge.to);
      if (at >= 0) {
        const cycle = [...trail.slice(at), edge];
        if (!cycles.some((found) => keyOf(found) === keyOf(cycle))) cycles.push(cycle);
      } else if (!done.has(edge.to)) {
        visit(edge.to, [...trail, edge], [...onTrail, edge.to]);
      }
    }
    done.add(name);
  };
  for (const name of [...edges.keys()].sort()) if (!done.has(name)) visit(name, [], [name]);
  return cycles;
}

/** `a -> b -> a (a/x.ts imports b/y.ts; b/y.ts imports a/z.ts)`: a cycle as a message shows it. */
export function describeCycle(cycle: GroupEdge[], groupOf: (file: string) => string | undefined): string {
  const names = [groupOf(cycle[0]!.file), ...cycle.map((edge) => edge.to)];
  const evidence = cycle.map((edge) => `${edge.file} imports ${edge.imported}`).join('; ');
  return `${names.join(' -> ')} (${evidence})`;
}
