/** Starting, waiting for and stopping the real server from a benchmark. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/**
 * `npm run start -w @tradecircle/server` on 127.0.0.1:`port` with a fresh demo database in
 * `dataDir`, in a process group of its own (stopProcessGroup ends npm and the server together).
 * `env` adds to or overrides the defaults.
 */
export function startAppServer(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): ChildProcess {
  return spawn('npm', ['run', 'start', '-w', '@tradecircle/server'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      APP_ORIGINS: `http://127.0.0.1:${options.port}`,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** SIGTERM to the child's process group (npm, sh and node), resolved when the child has exited. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
