/**
 * Load: the product's read endpoints under concurrent clients, on each database driver, beside
 * baselines measured in the same run.
 *
 * For each driver: data made with the feed, groups and trending benches' generators (data.ts), then
 * the real server started as a separate process on it (npm run start -w @tradecircle/server, as
 * production, Redis for the bus), and wrk (127.0.0.1 only, each run bounded, --latency) on:
 * - baselines: a bare Fastify 5 "hello" route (a child process, baseline-server.ts) and the
 *   product's GET /backend/health, at each client level;
 * - PostgreSQL only, each endpoint's own SQL: the statements one request sends (captured around an
 *   in-process app.inject of the same URL) run by pgbench -M prepared and -M extended, and by a bare
 *   Fastify route through a pg.Pool of 10 (the driver's own cost), at the ratio's clients (50);
 * - the endpoints: the signed-in feed, the visitor feed, a profile's trades, the three trending
 *   lists, a group's trades as a member, and a read mix rotating through them, at each client level;
 * - /backend/health (2 connections) while the feed is saturated (50 clients);
 * - paced: the read mix, each client waiting a random 0.5-1.5 s after each answer (and before its first);
 * - the shedding curve: the read mix at rising clients, 503 answers counted apart from other errors.
 * Then a Markdown table per driver (rps, p50, p99, non-2xx; an endpoint's rps at 50 clients over
 * pgbench prepared of its own SQL; statements per request and each one's mean in pgbench), and all
 * figures as JSON at the end of stdout. Progress goes to stderr.
 *
 * PostgreSQL: its own database, bench_load, created on the server of LOAD_BENCH_PG_URL and dropped at
 * the end. PGlite: a data directory under the system temp folder, removed at the end.
 *
 * Run: npm run load -w @tradecircle/bench
 *   LOAD_BENCH_DRIVERS=postgres,pglite  LOAD_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test
 *   LOAD_BENCH_REDIS_URL=redis://127.0.0.1:6379
 *   LOAD_BENCH_TRADES=100000  LOAD_BENCH_PGLITE_TRADES=20000  LOAD_BENCH_EXPERTS=2000
 *   LOAD_BENCH_FOLLOWS=200  LOAD_BENCH_MEMBERS=500
 *   LOAD_BENCH_SECONDS=10  LOAD_BENCH_CLIENTS=10,50,200  LOAD_BENCH_CURVE=50,100,200,400,800
 *   LOAD_BENCH_PACED_CLIENTS=200  LOAD_BENCH_PORT=18480 (the baseline server on the next port)
 * A short trial: LOAD_BENCH_SECONDS=2 LOAD_BENCH_CLIENTS=10 LOAD_BENCH_CURVE=50,200 LOAD_BENCH_TRADES=5000
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Driver, type PreparedData, prepareData, type Target } from './data.ts';
import { runPgbench, wireValue } from './pgbench.ts';
import { startBaseline, startProduct, stopGroup } from './processes.ts';
import { type DriverReport, driverMarkdown, type SqlFigures } from './report.ts';
import { runCommand, runWrk, type WrkRequest, type WrkResult, type WrkScript } from './wrk.ts';

const numbers = (text: string) =>
  text
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const env = process.env;

const SETTINGS = {
  drivers: (env.LOAD_BENCH_DRIVERS || 'postgres,pglite').split(',') as Driver[],
  pgUrl: env.LOAD_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: env.LOAD_BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
  trades: Number(env.LOAD_BENCH_TRADES || 100_000),
  pgliteTrades: Number(env.LOAD_BENCH_PGLITE_TRADES || 20_000),
  experts: Number(env.LOAD_BENCH_EXPERTS || 2000),
  follows: Number(env.LOAD_BENCH_FOLLOWS || 200),
  members: Number(env.LOAD_BENCH_MEMBERS || 500),
  seconds: Number(env.LOAD_BENCH_SECONDS || 10),
  clients: numbers(env.LOAD_BENCH_CLIENTS || '10,50,200'),
  curve: numbers(env.LOAD_BENCH_CURVE || '50,100,200,400,800'),
  pacedClients: Number(env.LOAD_BENCH_PACED_CLIENTS || 200),
  port: Number(env.LOAD_BENCH_PORT || 18480),
};
const BENCH_DATABASE = 'bench_load';
/** The client level of the ratios and of the SQL baselines. */
const RATIO_CLIENTS = SETTINGS.clients.includes(50) ? 50 : SETTINGS.clients[0]!;
/** pgbench opens one connection per client: below the server's max_connections (100 by default). */
const PGBENCH_MAX_CLIENTS = 80;
const WARM_UP_SECONDS = 4;
/** How long a server may take, after a run's clients go, to answer a lone request again. */
const PROBE_PATIENCE_MS = 1000;
const SATURATING_CLIENTS = 50;
const PACED_DELAY_MS = 1000;
const READ_MIX = 'read mix';
const HEALTH_PATH = '/backend/health';

const log = (message: string) =>
  console.error(`[load bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Cleanups run last-in first-out, once, on the way out or on a signal. */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(1));
  });

function stopLater(child: ChildProcess, name: string): ChildProcess {
  cleanups.push(async () => {
    log(`stopping the ${name}`);
    await stopGroup(child);
  });
  return child;
}

const asRequest = (target: Target): WrkRequest => ({ path: target.path, token: target.token });

/** Every target answers 200 on the real server (a failing URL is reported, and still measured). */
async function checkTargets(baseUrl: string, targets: Target[], errors: string[]): Promise<void> {
  for (const target of targets) {
    const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
    const response = await fetch(`${baseUrl}${target.path}`, { headers });
    const body = await response.text();
    if (response.status !== 200) {
      const problem = `${target.name}: GET ${target.path} answered ${response.status}: ${body.slice(0, 200)}`;
      errors.push(problem);
      log(problem);
    }
  }
}

/** The open-file limit wrk gets (spawned through sh with the soft limit raised to the hard one). */
async function checkOpenFiles(errors: string[]): Promise<void> {
  const limit = Number(
    (await runCommand('sh', ['-c', 'ulimit -n $(ulimit -Hn) 2>/dev/null; ulimit -n'], 5000)).trim(),
  );
  const needed = Math.max(...SETTINGS.curve, ...SETTINGS.clients, SETTINGS.pacedClients) + 64;
  if (limit < needed) errors.push(`open files limit ${limit} is below the ${needed} the largest run needs`);
}

/** The bench's runs on one driver, each failure noted and the rest carried on. */
class DriverRuns {
  readonly report: DriverReport;
  private readonly productUrl: string;
  private readonly baselineUrl: string;

  constructor(
    private readonly data: PreparedData,
    private readonly workDir: string,
  ) {
    this.productUrl = `http://127.0.0.1:${SETTINGS.port}`;
    this.baselineUrl = `http://127.0.0.1:${SETTINGS.port + 1}`;
    this.report = {
      driver: data.driver,
      counts: data.counts,
      seconds: SETTINGS.seconds,
      http: [],
      sql: {},
      ratioClients: RATIO_CLIENTS,
      errors: [],
    };
  }

  private async attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      const message = `${what}: ${error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error)}`;
      this.report.errors.push(message);
      log(`${this.data.driver}: ${message}`);
      return undefined;
    }
  }

  private wrk(baseUrl: string, clients: number, script: WrkScript, threads?: number) {
    return runWrk({ baseUrl, clients, seconds: SETTINGS.seconds, script, scriptDir: this.workDir, threads });
  }

  private async measure(
    endpoint: string,
    clients: number,
    baseUrl: string,
    script: WrkScript,
    note?: string,
  ) {
    const result = await this.attempt(`${endpoint} at ${clients}`, () => this.wrk(baseUrl, clients, script));
    if (baseUrl === this.productUrl)
      await this.probeAfter(`${endpoint}${note ? ` (${note})` : ''} at ${clients}`);
    if (result) {
      this.report.http.push({ endpoint, clients, note, result });
      log(
        `${this.data.driver}: ${endpoint}${note ? ` (${note})` : ''} at ${clients}: ${Math.round(result.rps)} rps, p99 ${result.p99Ms.toFixed(1)} ms, non-2xx ${result.non2xx}`,
      );
    }
    return result;
  }

  private unhealthySince: string | undefined;

  /**
   * One lone request of the visitor feed once a run is over, asked again for up to a second while
   * refused (the line still holds requests of clients that just went away until their sockets
   * close): a server that refuses it after that is not recovering between runs, and the runs after
   * are not measuring the endpoints; noted once.
   */
  private async probeAfter(run: string): Promise<void> {
    if (this.unhealthySince) return;
    const target = this.data.targets.find((candidate) => !candidate.token) ?? this.data.targets[0]!;
    const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
    let response: Response | undefined;
    for (const startedAt = Date.now(); Date.now() - startedAt < PROBE_PATIENCE_MS; ) {
      response = await fetch(`${this.productUrl}${target.path}`, { headers }).catch(() => undefined);
      if (response?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.unhealthySince = run;
    const answer = response ? `${response.status} ${(await response.text()).slice(0, 120)}` : 'no answer';
    const problem = `after "${run}" ended, a lone GET ${target.path} answered ${answer}: the figures after it are not the endpoints'`;
    this.report.errors.push(problem);
    log(`${this.data.driver}: ${problem}`);
  }

  private get readMix(): WrkRequest[] {
    return this.data.targets.map(asRequest);
  }

  async baselines(): Promise<void> {
    // Also at the curve's levels: how long a bare server's tail is at that many clients on this host.
    const levels = [...new Set([...SETTINGS.clients, ...SETTINGS.curve])].sort((a, b) => a - b);
    for (const clients of levels)
      await this.measure('baseline: bare Fastify hello', clients, this.baselineUrl, {
        requests: [{ path: '/hello' }],
      });
    for (const clients of SETTINGS.clients)
      await this.measure(`baseline: GET ${HEALTH_PATH}`, clients, this.productUrl, {
        requests: [{ path: HEALTH_PATH }],
      });
  }

  /** pgbench (prepared, extended) and the bare pg route of each endpoint's statements. */
  async ownSql(): Promise<void> {
    if (!this.data.databaseUrl) return;
    const clients = Math.min(RATIO_CLIENTS, PGBENCH_MAX_CLIENTS);
    for (const target of this.data.targets) {
      const statements = this.data.statements[target.name] ?? [];
      const figures: SqlFigures = { statements };
      this.report.sql[target.name] = figures;
      if (statements.length === 0) continue;
      const name = target.name.replace(/[^a-z0-9]+/gi, '-');
      for (const mode of ['prepared', 'extended'] as const) {
        const result = await this.attempt(`pgbench ${mode} ${target.name}`, () =>
          runPgbench({
            databaseUrl: this.data.databaseUrl!,
            statements,
            mode,
            clients,
            seconds: SETTINGS.seconds,
            workDir: this.workDir,
            name,
          }),
        );
        if (result) {
          figures[mode] = result;
          log(`${this.data.driver}: pgbench ${mode} ${target.name}: ${Math.round(result.tps)} tps`);
        }
      }
      figures.driverRoute = await this.attempt(`pg route ${target.name}`, () =>
        this.wrk(this.baselineUrl, RATIO_CLIENTS, {
          requests: [{ path: `/sql/${encodeURIComponent(target.name)}` }],
        }),
      );
    }
  }

  /**
   * The read mix at the ratio's clients for WARM_UP_SECONDS, not measured: a server just started
   * compiles its hot paths and each pool connection plans its statements on their first executions,
   * which otherwise land in the first endpoint's tail (the signed-in feed's p99 was 170 ms there and
   * 68 ms when the same feed ran again later in the same run).
   */
  async warmUp(): Promise<void> {
    log(`${this.data.driver}: warming up (${WARM_UP_SECONDS} s of the read mix, not measured)`);
    await this.attempt('warm-up', () =>
      runWrk({
        baseUrl: this.productUrl,
        clients: RATIO_CLIENTS,
        seconds: WARM_UP_SECONDS,
        script: { requests: this.readMix },
        scriptDir: this.workDir,
      }),
    );
  }

  async endpoints(): Promise<void> {
    for (const target of this.data.targets)
      for (const clients of SETTINGS.clients)
        await this.measure(target.name, clients, this.productUrl, { requests: [asRequest(target)] });
    for (const clients of SETTINGS.clients)
      await this.measure(READ_MIX, clients, this.productUrl, { requests: this.readMix });
  }

  /** /backend/health on 2 connections while a second wrk saturates the feed. */
  async healthWhileFeedSaturated(): Promise<void> {
    const feed = this.data.targets[0]!;
    const both = await this.attempt('health while the feed is saturated', () =>
      Promise.all([
        this.wrk(this.productUrl, SATURATING_CLIENTS, { requests: [asRequest(feed)] }),
        this.wrk(this.productUrl, 2, { requests: [{ path: HEALTH_PATH }] }, 1),
      ]),
    );
    if (!both) return;
    const [feedResult, healthResult] = both as [WrkResult, WrkResult];
    this.report.http.push(
      {
        endpoint: feed.name,
        clients: SATURATING_CLIENTS,
        note: 'saturating, beside health',
        result: feedResult,
      },
      {
        endpoint: `GET ${HEALTH_PATH}`,
        clients: 2,
        note: `while the feed has ${SATURATING_CLIENTS}`,
        result: healthResult,
      },
    );
    log(`${this.data.driver}: health under a saturated feed: p99 ${healthResult.p99Ms.toFixed(1)} ms`);
  }

  async paced(): Promise<void> {
    await this.measure(
      READ_MIX,
      SETTINGS.pacedClients,
      this.productUrl,
      { requests: this.readMix, delayMs: PACED_DELAY_MS, countStatuses: true },
      `paced: ${PACED_DELAY_MS / 2}-${(PACED_DELAY_MS * 3) / 2} ms, at random, between a client's requests`,
    );
  }

  /**
   * The read mix at rising clients, twice: clients asking again at once after a 503 (wrk's way), and
   * clients waiting the Retry-After the 503 gives, as browsers and well-behaved clients do.
   */
  async sheddingCurve(): Promise<void> {
    for (const honourRetryAfter of [false, true])
      for (const clients of SETTINGS.curve)
        await this.measure(
          READ_MIX,
          clients,
          this.productUrl,
          { requests: this.readMix, countStatuses: true, honourRetryAfter },
          honourRetryAfter ? 'curve, Retry-After honoured' : 'curve',
        );
  }
}

/** The driver's statements as the baseline server reads them: parameters as node-postgres sends them. */
function writeStatementsFile(data: PreparedData, workDir: string): string {
  const file = path.join(workDir, 'statements.json');
  const wire = Object.fromEntries(
    Object.entries(data.statements).map(([name, list]) => [
      name,
      list.map((statement) => ({ text: statement.text, params: statement.params.map(wireValue) })),
    ]),
  );
  writeFileSync(file, JSON.stringify(wire));
  return file;
}

async function runDriver(driver: Driver): Promise<DriverReport> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
  const trades = driver === 'pglite' ? SETTINGS.pgliteTrades : SETTINGS.trades;
  const data = await prepareData(driver, {
    pgUrl: SETTINGS.pgUrl,
    name: BENCH_DATABASE,
    size: { trades, experts: SETTINGS.experts, follows: SETTINGS.follows, members: SETTINGS.members },
    log,
  });
  cleanups.push(async () => {
    log(`${driver}: removing the data`);
    await data.dispose();
  });
  log(`${driver}: starting the baseline server and the product`);
  stopLater(
    await startBaseline({
      port: SETTINGS.port + 1,
      databaseUrl: data.databaseUrl,
      statementsFile: data.databaseUrl ? writeStatementsFile(data, workDir) : undefined,
    }),
    'baseline server',
  );
  stopLater(
    await startProduct({
      port: SETTINGS.port,
      dataDir: data.dataDir ?? path.join(workDir, 'data'),
      databaseUrl: data.databaseUrl,
      redisUrl: SETTINGS.redisUrl,
    }),
    'product server',
  );
  const runs = new DriverRuns(data, workDir);
  await checkOpenFiles(runs.report.errors);
  await checkTargets(`http://127.0.0.1:${SETTINGS.port}`, data.targets, runs.report.errors);
  await runs.baselines();
  await runs.ownSql();
  await runs.warmUp();
  await runs.endpoints();
  await runs.healthWhileFeedSaturated();
  await runs.paced();
  await runs.sheddingCurve();
  await cleanUp();
  return runs.report;
}

const reports: DriverReport[] = [];
let failed = false;
try {
  for (const driver of SETTINGS.drivers) {
    log(`${driver}: start`);
    reports.push(await runDriver(driver));
  }
} catch (error) {
  failed = true;
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
console.log(reports.map(driverMarkdown).join('\n\n'));
console.log(`\n\`\`\`json\n${JSON.stringify({ settings: SETTINGS, reports }, null, 2)}\n\`\`\``);
process.exit(failed ? 1 : 0);
