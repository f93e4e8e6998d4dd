/** The load bench's child processes: the product server and the baseline server, each in its own process group. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SANDBOXES_BY_NAME } from '../../apps/server/src/config.ts';
import { repoRoot, startAppServer, stopProcessGroup, waitForHealth } from '../server-process.ts';

const STARTUP_TIMEOUT_MS = 180_000;

/**
 * The product (npm run start -w @tradecircle/server) on 127.0.0.1:`port` against the prepared
 * database: PostgreSQL at `databaseUrl`, or PGlite in `dataDir`. As production (every sandbox by
 * name, no demo seed, developer routes off), Redis for the bus and the rate limits' counters under a
 * prefix of this run's own. Resolves once /backend/health answers.
 */
export async function startProduct(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl: string;
}): Promise<ChildProcess> {
  const child = startAppServer({
    port: options.port,
    dataDir: options.dataDir,
    env: {
      NODE_ENV: 'production',
      ...SANDBOXES_BY_NAME,
      SEED_DEMO_DATA: 'false',
      DEV_ROUTES: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: `bench-load-${process.pid}`,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
    },
  });
  await waitUntilHealthy(child, `http://127.0.0.1:${options.port}/backend/health`);
  return child;
}

/** bench/load/baseline-server.ts (bare Fastify: /hello, and /sql/:name with a statements file). */
export async function startBaseline(options: {
  port: number;
  databaseUrl?: string;
  statementsFile?: string;
}): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        BASELINE_PORT: String(options.port),
        BASELINE_DATABASE_URL: options.databaseUrl ?? '',
        BASELINE_STATEMENTS: options.statementsFile ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  await waitUntilHealthy(child, `http://127.0.0.1:${options.port}/hello`);
  return child;
}

/** waitForHealth, failing at once when the child exits first. */
async function waitUntilHealthy(child: ChildProcess, url: string): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`${url}: the server exited (${code}) before answering`))),
  );
  exited.catch(() => {});
  try {
    await Promise.race([waitForHealth(url, STARTUP_TIMEOUT_MS), exited]);
  } catch (error) {
    await stopGroup(child).catch(() => {});
    throw error;
  }
}

const STOP_TIMEOUT_MS = 20_000;

/** stopProcessGroup (SIGTERM, then the exit), and SIGKILL to the group if it has not exited in 20 s. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([stopProcessGroup(child), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout' && child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
}
