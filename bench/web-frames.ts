/** What the web frame-time benches (web-feed, web-heatmap) share on the Node side. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Viewport {
  label: string;
  width: number;
  height: number;
  /** Chrome DevTools CPU slowdown: 4 is its usual stand-in for a mid-range phone. */
  cpuSlowdown: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Writes a Chrome DevTools CPU profile to `file` and prints its 25 functions with the most self time.
 */
export async function saveProfile(profile: unknown, file: string): Promise<void> {
  await writeFile(file, JSON.stringify(profile));
  const { nodes, samples, timeDeltas } = profile as CpuProfile;
  const selfMs = new Map<number, number>();
  for (const [index, id] of samples.entries()) {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
  }
  const byFunction = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  console.log(`\nCPU profile written to ${file}; top self time:`);
  for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
}
