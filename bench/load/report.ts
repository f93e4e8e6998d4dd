/** The load bench's Markdown: a table of the HTTP runs and one of the endpoints' own SQL, per database. */
import type { CapturedStatement } from '../bench-database.ts';
import type { PgbenchResult } from './pgbench.ts';
import type { WrkResult } from './wrk.ts';

export type HttpRow = { endpoint: string; clients: number; note?: string; result: WrkResult };

export type SqlFigures = {
  statements: CapturedStatement[];
  prepared?: PgbenchResult;
  extended?: PgbenchResult;
  /** The bare Fastify route running the same statements through pg, at the ratio's clients. */
  driverRoute?: WrkResult;
};

export type DriverReport = {
  driver: string;
  counts: Record<string, number>;
  seconds: number;
  http: HttpRow[];
  sql: Record<string, SqlFigures>;
  ratioClients: number;
  errors: string[];
};

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1);
const whole = (value: number | undefined) =>
  value === undefined ? '–' : Math.round(value).toLocaleString('en');

/** A latency, or a dash when nothing was answered (wrk then prints zeros). */
const answered = (result: WrkResult, value: number) => (result.requests === 0 ? '–' : ms(value));

function errorCells(result: WrkResult): string {
  if (result.requests === 0) return 'no request answered within the run';
  const parts = [String(result.non2xx)];
  if (result.status503 !== undefined) parts.push(`503: ${result.status503}, other: ${result.statusOther}`);
  if (result.socketErrors > 0)
    parts.push(`socket errors ${result.socketErrors} (timeouts ${result.timeouts})`);
  if (result.errorSample) parts.push(`first: ${result.errorSample.slice(0, 80).replace(/\|/g, '/')}`);
  return parts.join('; ');
}

/** rps of an endpoint at the ratio's clients over pgbench (prepared) of its own SQL at the same clients. */
function ratioCell(row: HttpRow, report: DriverReport): string {
  const figures = report.sql[row.endpoint];
  if (!figures?.prepared || row.clients !== report.ratioClients || row.note) return '';
  return `${(row.result.rps / figures.prepared.tps).toFixed(3)}x`;
}

function httpTable(report: DriverReport): string[] {
  const lines = [
    '| endpoint | clients | rps | p50 ms | p99 ms | non-2xx; errors | statements | ÷ pgbench prepared |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of report.http) {
    const statements = report.sql[row.endpoint]?.statements.length;
    lines.push(
      `| ${row.endpoint}${row.note ? ` (${row.note})` : ''} | ${row.clients} | ${whole(row.result.rps)} | ${answered(row.result, row.result.p50Ms)} | ${answered(row.result, row.result.p99Ms)} | ${errorCells(row.result)} | ${statements ?? ''} | ${ratioCell(row, report)} |`,
    );
  }
  return lines;
}

function sqlTable(report: DriverReport): string[] {
  const names = Object.keys(report.sql);
  if (names.length === 0) return [];
  const lines = [
    '',
    `The endpoints' own SQL at ${report.ratioClients} clients: pgbench (-M prepared, and -M extended: unnamed statements) of the statements one request sends, one transaction per request; the bare Fastify route running them through a pg.Pool of 10:`,
    '',
    '| endpoint | statements | pgbench prepared tps | p50 ms | p99 ms | pgbench extended tps | pg route rps | pg route p99 ms | statement means ms (prepared, -r) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const name of names) {
    const figures = report.sql[name]!;
    lines.push(
      `| ${name} | ${figures.statements.length} | ${whole(figures.prepared?.tps)} | ${ms(figures.prepared?.p50Ms)} | ${ms(figures.prepared?.p99Ms)} | ${whole(figures.extended?.tps)} | ${whole(figures.driverRoute?.rps)} | ${ms(figures.driverRoute?.p99Ms)} | ${(figures.prepared?.statementMeansMs ?? []).map((mean) => mean.toFixed(3)).join(', ')} |`,
    );
  }
  lines.push('', 'Statements (first 120 characters):', '');
  for (const name of names)
    for (const [index, statement] of report.sql[name]!.statements.entries())
      lines.push(`- ${name} #${index + 1}: \`${statement.text.replace(/\s+/g, ' ').slice(0, 120)}\``);
  return lines;
}

export function driverMarkdown(report: DriverReport): string {
  const title = report.driver === 'postgres' ? 'PostgreSQL (server)' : 'PGlite (embedded)';
  const counts = Object.entries(report.counts)
    .map(([name, value]) => `${name.replace(/_/g, ' ')} ${value.toLocaleString('en')}`)
    .join(', ');
  return [
    `### ${title}`,
    '',
    `${counts}; wrk runs of ${report.seconds} s each.`,
    '',
    ...httpTable(report),
    ...sqlTable(report),
    ...(report.errors.length > 0 ? ['', 'Problems:', '', ...report.errors.map((error) => `- ${error}`)] : []),
  ].join('\n');
}
