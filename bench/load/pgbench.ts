/**
 * pgbench (/usr/bin/pgbench) of an endpoint's own SQL: the statements one request sent (captured on
 * the database client) as a pgbench script, one transaction per request, their parameters passed
 * with -D as node-postgres would send them; tps, the latency percentiles from pgbench's
 * per-transaction log, and each statement's mean latency (-r).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CapturedStatement } from '../bench-database.ts';
import { runCommand } from './wrk.ts';

const PGBENCH = '/usr/bin/pgbench';

// node-postgres's own serialisation of a parameter (Date as ISO text, arrays as array literals,
// objects as JSON, Buffers as they are): what it sends is what pgbench must send.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/** A parameter as node-postgres sends it: text, or null. */
export function wireValue(value: unknown): string | null {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return null;
  return Buffer.isBuffer(prepared) ? prepared.toString() : String(prepared);
}

export type PgbenchScript = { script: string; variables: Record<string, string> };

/**
 * The statements as one pgbench script: `$n` of statement s becomes `:s<s>p<n>` (a null parameter
 * becomes NULL in the text), each statement on one line ending in `;`.
 */
export function pgbenchScript(statements: CapturedStatement[]): PgbenchScript {
  const variables: Record<string, string> = {};
  const lines = statements.map((statement, statementIndex) => {
    // pgbench skips "::" (a cast) when it looks for variables: an array slice's "[$1:$2]" needs a space.
    const text = statement.text.replace(/:\$/g, ': $').replace(/\$(\d+)/g, (_match, digits: string) => {
      const value = wireValue(statement.params[Number(digits) - 1]);
      if (value === null) return 'NULL';
      const name = `s${statementIndex + 1}p${digits}`;
      variables[name] = value;
      return `:${name}`;
    });
    return `${text.replace(/\s+/g, ' ').trim().replace(/;$/, '')};`;
  });
  return { script: `${lines.join('\n')}\n`, variables };
}

export type PgbenchResult = {
  mode: 'prepared' | 'extended';
  clients: number;
  tps: number;
  p50Ms: number;
  p99Ms: number;
  failedTransactions: number;
  /** Each statement's mean latency, ms, in script order (-r). */
  statementMeansMs: number[];
};

/** The figures of pgbench's report and of its per-transaction logs in `logDir`. */
export function parsePgbench(output: string, logDir: string): Omit<PgbenchResult, 'mode' | 'clients'> {
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  const afterHeader = output.split(/statement latencies in milliseconds.*:\n/)[1] ?? '';
  const statementMeansMs = afterHeader
    .split('\n')
    .map((line) => /^\s+([\d.]+)\s+(?:\d+\s+)?\S/.exec(line))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]));
  const latencies = readdirSync(logDir)
    .flatMap((file) => readFileSync(path.join(logDir, file), 'utf8').split('\n'))
    .map((line) => Number(line.split(' ')[2]))
    .filter((us) => Number.isFinite(us) && us > 0)
    .sort((a, b) => a - b);
  const at = (p: number) =>
    latencies.length === 0
      ? Number.NaN
      : latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! / 1000;
  return { tps, p50Ms: at(50), p99Ms: at(99), failedTransactions: failed, statementMeansMs };
}

export type PgbenchRun = {
  databaseUrl: string;
  statements: CapturedStatement[];
  mode: 'prepared' | 'extended';
  clients: number;
  seconds: number;
  workDir: string;
  name: string;
};

/** One bounded pgbench run of the statements (-n: no vacuum, -j 2 threads, -r per-statement latency). */
export async function runPgbench(run: PgbenchRun): Promise<PgbenchResult> {
  const { script, variables } = pgbenchScript(run.statements);
  const scriptFile = path.join(run.workDir, `${run.name}.sql`);
  writeFileSync(scriptFile, script);
  const logDir = mkdtempSync(path.join(run.workDir, `${run.name}-${run.mode}-log-`));
  try {
    const args = [
      '-n',
      '-M',
      run.mode,
      '-c',
      String(run.clients),
      '-j',
      String(Math.min(2, run.clients)),
      '-T',
      String(run.seconds),
      '-r',
      '-l',
      `--log-prefix=${path.join(logDir, 'tx')}`,
      '-f',
      scriptFile,
      ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      run.databaseUrl,
    ];
    const output = await runCommand(PGBENCH, args, (run.seconds + 60) * 1000);
    return { mode: run.mode, clients: run.clients, ...parsePgbench(output, logDir) };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
