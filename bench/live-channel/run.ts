/**
 * Live channel fan-out benchmark: N WebSocket clients on loopback, each subscribed to 20 of 500
 * securities, all 500 ticking every second. The same clients measure TradeCircle's channel and a
 * bare `ws` baseline in the same run, in both frame shapes: `single` (the spec's, one `{pk, fields}`
 * per message) and `batched` (clients subscribe with `batch: true`: one array per tick batch).
 * Run: npm run live-channel -w @tradecircle/bench
 * (LIVE_BENCH_CLIENTS=2000,5000 LIVE_BENCH_SECONDS=10 to change the sizes).
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { percentile } from '../stats.ts';
import { SECURITY_COUNT, type ServerStats } from './protocol.ts';

const SUBSCRIPTIONS_PER_CLIENT = 20;
// Ticks delivered = entries received (a batched frame carries one socket's ticks of a batch).
const WARMUP_MS = 3000;
const MEASURE_MS = Number(process.env.LIVE_BENCH_SECONDS || 10) * 1000;
const CLIENT_COUNTS = (process.env.LIVE_BENCH_CLIENTS || '2000,5000').split(',').map(Number);
/**
 * The naive baseline (one message per tick, tick by tick, not corked) runs at the first client count
 * only: at 5,000 clients on a busy 2-core machine it cannot keep up, and connecting the clients to it
 * alone can take over 20 minutes. LIVE_BENCH_SKIP_NAIVE=1 leaves it out. The bare baseline of each
 * shape is `baseline-grouped`.
 */
const SKIP_NAIVE = Boolean(process.env.LIVE_BENCH_SKIP_NAIVE);

type Server = { child: ChildProcess; port: number };
type Kind = 'channel' | 'baseline' | 'baseline-grouped';
/** `single`: one `{pk, fields}` per message (the spec's, the default); `batched`: `batch: true`. */
type Shape = 'single' | 'batched';
const SERVER_NAMES: Record<Kind, string> = {
  baseline: 'bare ws, naive',
  'baseline-grouped': 'bare ws',
  channel: 'channel',
};

type Result = {
  kind: Kind;
  shape: Shape;
  stalled: boolean;
  clients: number;
  delivered: number;
  perSecond: number;
  messagesPerSecond: number;
  p50: number;
  p99: number;
  within250: number;
  cpuPercent: number;
  rssStart: number;
  rssEnd: number;
};

let nextPort = 9300;
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

async function startServer(kind: Kind): Promise<Server> {
  const port = nextPort++;
  const child = fork(path.join(import.meta.dirname, `server-${kind}.ts`), [], {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { child, port };
}

function stats(server: Server): Promise<ServerStats> {
  return new Promise((resolve) => {
    server.child.once('message', (message) => resolve(message as ServerStats));
    server.child.send('stats');
  });
}

function pickIds(count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(1 + Math.floor(random() * SECURITY_COUNT));
  return [...ids];
}

type TickFrame = { pk: number; fields: { sent_at: number } };
type Client = { socket: WebSocket; latencies: number[]; messages: number; recording: boolean };

/** Price messages in the other shape than the client asked for: the run fails if there is any. */
let wrongShapes = 0;

async function connectClients(
  port: number,
  count: number,
  shape: Shape,
  ids: () => number[],
): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < count; start += 250) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(250, count - start) }, () => connect(port, shape, ids())),
    );
    clients.push(...batch);
  }
  return clients;
}

function connect(port: number, shape: Shape, ids: number[]): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/security/`);
    const client: Client = { socket, latencies: [], messages: 0, recording: false };
    const subscribe =
      shape === 'batched' ? { type: 'security', ids, batch: true } : { type: 'security', ids };
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify(subscribe)));
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type"')) return resolve(client);
      if (!client.recording) return;
      const now = Date.now();
      const frame = JSON.parse(text) as TickFrame | TickFrame[];
      if (Array.isArray(frame) !== (shape === 'batched')) wrongShapes += 1;
      client.messages += 1;
      for (const tick of Array.isArray(frame) ? frame : [frame])
        client.latencies.push(now - tick.fields.sent_at);
    });
  });
}

async function measure(kind: Kind, shape: Shape, clients: number, stalled = false): Promise<Result> {
  const server = await startServer(kind);
  const connected = await connectClients(server.port, clients, shape, () =>
    pickIds(SUBSCRIPTIONS_PER_CLIENT),
  );
  if (stalled) {
    // One client asks for everything and then stops reading its socket.
    const [slow] = await connectClients(server.port, 1, shape, () =>
      Array.from({ length: SECURITY_COUNT }, (_, i) => i + 1),
    );
    (slow!.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  }
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  const before = await stats(server);
  for (const client of connected) client.recording = true;
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
  for (const client of connected) client.recording = false;
  const after = await stats(server);

  const all = connected.flatMap((client) => client.latencies).sort((a, b) => a - b);
  const messages = connected.reduce((sum, client) => sum + client.messages, 0);
  for (const client of connected) client.socket.terminate();
  server.child.kill('SIGKILL');
  return {
    kind,
    shape,
    stalled,
    clients,
    delivered: all.length,
    perSecond: all.length / (MEASURE_MS / 1000),
    messagesPerSecond: messages / (MEASURE_MS / 1000),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    within250: all.filter((latency) => latency <= 250).length / Math.max(1, all.length),
    cpuPercent: ((after.cpuMs - before.cpuMs) / MEASURE_MS) * 100,
    rssStart: before.rssMiB,
    rssEnd: after.rssMiB,
  };
}

const results: Result[] = [];
for (const [index, clients] of CLIENT_COUNTS.entries()) {
  if (index === 0 && !SKIP_NAIVE) results.push(await measure('baseline', 'single', clients));
  for (const shape of ['single', 'batched'] as const) {
    results.push(await measure('baseline-grouped', shape, clients));
    results.push(await measure('channel', shape, clients));
    // Right after its twin, so the stalled client's effect on the others' p99 is read under equal conditions.
    if (index === 0) results.push(await measure('channel', shape, clients, true));
  }
}

console.log(
  `expected ticks per second: clients x ${SUBSCRIPTIONS_PER_CLIENT}; measured over ${MEASURE_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up`,
);
console.log(
  '| server | frame shape | clients | messages/s | delivered ticks/s | vs bare ws, same shape | p50 ms | p99 ms | within 250 ms | server CPU | server RSS start -> end |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const result of results) {
  const bare = results.find(
    (r) => r.kind === 'baseline-grouped' && r.shape === result.shape && r.clients === result.clients,
  )!;
  const name = `${SERVER_NAMES[result.kind]}${result.stalled ? ' + stalled client' : ''}`;
  console.log(
    `| ${name} | ${result.shape} | ${result.clients} | ${result.messagesPerSecond.toFixed(0)} | ${result.perSecond.toFixed(0)} | ${(result.perSecond / bare.perSecond).toFixed(2)}x | ${result.p50} | ${result.p99} | ${(result.within250 * 100).toFixed(1)}% | ${result.cpuPercent.toFixed(0)}% | ${result.rssStart.toFixed(0)} -> ${result.rssEnd.toFixed(0)} MiB |`,
  );
}
if (wrongShapes > 0) {
  console.error(`${wrongShapes} price messages came in the other shape than their client asked for`);
  process.exit(1);
}
process.exit(0);
