/**
 * Cold start and idle memory of `npm start`.
 *
 * Cold: a fresh DATA_DIR and no web build, timed from `npm start` until /backend/health answers ok
 * (web build + migrations + seed + listen). Warm: the same DATA_DIR and build again. Idle memory:
 * resident set of the server process (the node process running src/main.ts) after 10 s idle.
 * Baseline in the same run: a bare node HTTP server started the same way, for the ratio.
 *
 * Run: npm run startup -w @tradecircle/bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, stopProcessGroup, waitForHealth } from './server-process.ts';

const PORT = 8097;

function startNpm(dataDir: string): ChildProcess {
  return spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
}

async function stop(child: ChildProcess): Promise<void> {
  await stopProcessGroup(child);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

function residentKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
}

/** The node process running src/main.ts: of the processes naming it (npm, sh, tsx, node), the largest. */
function serverPid(): number | undefined {
  let best: { pid: number; rss: number } | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('src/main.ts')) continue;
      const rss = residentKib(Number(entry));
      if (!best || rss > best.rss) best = { pid: Number(entry), rss };
    } catch {}
  }
  return best?.pid;
}

async function idleResidentMib(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const pid = serverPid();
  return pid ? residentKib(pid) / 1024 : Number.NaN;
}

async function timeStart(dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const began = performance.now();
  const child = startNpm(dataDir);
  await waitForHealth(`http://127.0.0.1:${PORT}/backend/health`, 300_000);
  return { ms: performance.now() - began, child };
}

async function baselineStartMs(): Promise<number> {
  const began = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q,s)=>s.end('ok')).listen(${PORT})`],
    { stdio: 'ignore' },
  );
  await waitForHealth(`http://127.0.0.1:${PORT}/`, 30_000);
  const ms = performance.now() - began;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tc-bench-startup-'));
rmSync(path.join(repoRoot, 'apps/web/dist'), { recursive: true, force: true });

const baseline = await baselineStartMs();
const cold = await timeStart(dataDir);
const coldIdleRssMib = await idleResidentMib();
await stop(cold.child);
const warm = await timeStart(dataDir);
const warmIdleRssMib = await idleResidentMib();
await stop(warm.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
);
console.log(`baseline bare node http server start: ${baseline.toFixed(0)} ms`);
console.log(
  `cold npm start (web build + fresh database + seed): ${(cold.ms / 1000).toFixed(1)} s (${(cold.ms / baseline).toFixed(0)}x baseline)`,
);
console.log(
  `warm npm start (existing data, rebuild web): ${(warm.ms / 1000).toFixed(1)} s (${(warm.ms / baseline).toFixed(0)}x baseline)`,
);
console.log(
  `server resident memory after 10 s idle, first start (ran initdb): ${coldIdleRssMib.toFixed(0)} MiB`,
);
console.log(`server resident memory after 10 s idle, later starts: ${warmIdleRssMib.toFixed(0)} MiB`);
