/**
 * Type-checks every TypeScript project, as many at once as the machine has cores: one `tsc -p` is
 * single-threaded, and run one after another the six took ~50 s on our 2-core machines, ~30 s two at
 * a time. Each project's output is printed whole when it finishes; the exit code is 1 if any failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = [
  'packages/domain',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'bench/web-feed/page',
  'bench/web-heatmap/page',
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const text = output.replace(/^npm warn .*\n?/gm, '');
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'}\n${text}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
const workers = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  while (queue.length > 0) results.push(await check(queue.shift()));
});
await Promise.all(workers);
process.exit(results.every(Boolean) ? 0 : 1);
