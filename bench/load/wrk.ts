/**
 * wrk (/usr/bin/wrk) driven from the load bench: a Lua script per run (the requests it rotates
 * through, an optional pause between a connection's requests, optional status counts), and the
 * figures parsed from wrk's report.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const WRK = '/usr/bin/wrk';

/** One request of a run: a path on the server and, when signed in, its bearer token. */
export type WrkRequest = { path: string; token?: string };

export type WrkScript = {
  requests: WrkRequest[];
  /**
   * Each connection waits a random time of half to one and a half times this after an answer
   * before its next request, and as long before its first (wrk's delay()): users each pausing about
   * this long, not a crowd firing in step every `delayMs`.
   */
  delayMs?: number;
  /** Count 503 and other non-2xx answers apart (a response() hook: it slows wrk, so only for the curve and the paced run). */
  countStatuses?: boolean;
  /**
   * With countStatuses: after a 503 the connection waits its Retry-After (1 s) before asking again,
   * as a well-behaved client does; wrk's latencies leave the wait out. Not with delayMs.
   */
  honourRetryAfter?: boolean;
};

export type WrkResult = {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** wrk's "Non-2xx or 3xx responses". */
  non2xx: number;
  /** Socket errors: connect + read + write + timeout. */
  socketErrors: number;
  timeouts: number;
  /** With countStatuses: 503 answers, the other non-2xx ones, and the first such answer's status and body. */
  status503?: number;
  statusOther?: number;
  errorSample?: string;
};

const luaString = (text: string) => JSON.stringify(text);

/** The Lua of `script`: requests formatted once per thread, each thread starting at its own offset. */
export function luaScript(script: WrkScript): string {
  const requests = script.requests
    .map(({ path: requestPath, token }) =>
      token
        ? `  { path = ${luaString(requestPath)}, auth = ${luaString(`Bearer ${token}`)} },`
        : `  { path = ${luaString(requestPath)} },`,
    )
    .join('\n');
  const lines = [
    `local requests = {\n${requests}\n}`,
    'local threads = {}',
    'local thread_count = 0',
    'function setup(thread)',
    '  thread:set("id", thread_count)',
    '  thread_count = thread_count + 1',
    '  table.insert(threads, thread)',
    'end',
    'local formatted = {}',
    'local next_index = 0',
    'function init(args)',
    '  for k, r in ipairs(requests) do',
    '    local headers = {}',
    '    if r.auth then headers["Authorization"] = r.auth end',
    '    formatted[k] = wrk.format("GET", r.path, headers)',
    '  end',
    '  next_index = (id or 0) % #formatted',
    'end',
    'function request()',
    '  next_index = next_index % #formatted + 1',
    '  return formatted[next_index]',
    'end',
  ];
  if (script.delayMs !== undefined)
    lines.push(
      'math.randomseed(os.time() + (id or 0) * 7919)',
      `function delay() return math.random(${Math.round(script.delayMs / 2)}, ${Math.round((script.delayMs * 3) / 2)}) end`,
    );
  if (script.honourRetryAfter) {
    if (script.delayMs !== undefined) throw new Error('honourRetryAfter does not go with delayMs');
    lines.push('retry_wait = 0', 'function delay() local wait = retry_wait; retry_wait = 0; return wait end');
  }
  if (script.countStatuses)
    lines.push(
      'status_503 = 0',
      'status_other = 0',
      'sample = ""',
      'function response(status, headers, body)',
      '  if status == 503 then',
      '    status_503 = status_503 + 1',
      `    ${script.honourRetryAfter ? 'retry_wait = 1000 * (tonumber(headers["retry-after"] or headers["Retry-After"]) or 1)' : ''}`,
      '  elseif status >= 300 then status_other = status_other + 1 end',
      '  if status >= 300 and sample == "" then',
      '    sample = status .. " " .. string.gsub(string.sub(body or "", 1, 200), "%s+", " ")',
      '  end',
      'end',
      'function done(summary, latency, requests)',
      '  local s503, other, first = 0, 0, ""',
      '  for _, thread in ipairs(threads) do',
      '    s503 = s503 + thread:get("status_503")',
      '    other = other + thread:get("status_other")',
      '    if first == "" then first = thread:get("sample") end',
      '  end',
      '  io.write(string.format("STATUS_COUNTS 503=%d other=%d\\n", s503, other))',
      '  if first ~= "" then io.write("STATUS_SAMPLE " .. first .. "\\n") end',
      'end',
    );
  return `${lines.join('\n')}\n`;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "1.23ms", "850.00us", "2.01s" as milliseconds. */
export function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** The figures of wrk's report (run with --latency). */
export function parseWrkOutput(output: string): WrkResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const statuses = /STATUS_COUNTS 503=(\d+) other=(\d+)/.exec(output);
  const sample = /STATUS_SAMPLE (.*)/.exec(output);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: durationMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    p99Ms: durationMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    requests: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    ...(statuses ? { status503: Number(statuses[1]), statusOther: Number(statuses[2]) } : {}),
    ...(sample ? { errorSample: sample[1]!.trim() } : {}),
  };
}

export type WrkRun = {
  baseUrl: string;
  clients: number;
  seconds: number;
  script: WrkScript;
  /** Where the Lua script is written. */
  scriptDir: string;
  threads?: number;
};

let scriptCounter = 0;

/** One bounded wrk run; rejects when wrk fails or prints no figures. */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  scriptCounter += 1;
  const scriptFile = path.join(run.scriptDir, `wrk-${scriptCounter}.lua`);
  writeFileSync(scriptFile, luaScript(run.script));
  const threads = run.threads ?? Math.min(2, run.clients);
  const args = [
    `-t${threads}`,
    `-c${run.clients}`,
    `-d${run.seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    scriptFile,
    run.baseUrl,
  ];
  // Through sh, the soft open-files limit raised to the hard one: a connection is a descriptor.
  const output = await runCommand(
    'sh',
    ['-c', 'ulimit -n $(ulimit -Hn) 2>/dev/null; exec "$0" "$@"', WRK, ...args],
    (run.seconds + 30) * 1000,
  );
  const result = parseWrkOutput(output);
  if (!/Requests\/sec/.test(output)) throw new Error(`wrk printed no figures:\n${output}`);
  return result;
}

/** A command's stdout (stderr appended), rejecting on a non-zero exit or after `timeoutMs`. */
export function runCommand(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}
