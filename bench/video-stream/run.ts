/**
 * Videos (issue 31): streaming with range requests and a large upload, against the real app over
 * real sockets, each server in a process of its own (its memory read from /proc/<pid>/status).
 *
 * 1. Upload: a VIDEO_MB (200) and an UPLOAD_MB (500) MP4 posted as multipart to
 *    /backend/video/upload-video/ from a file stream (the files: the 3-second fixture with a `free`
 *    box of zeros after its media, a valid MP4 the upload's inspection reads through). The app's RSS
 *    is sampled every 50 ms: its growth over the upload, start to peak. Goal: under 50 MB for 500 MB.
 * 2. Streaming: the 200 MB video, made Verified and free, through its signed play link, to VIEWERS
 *    (50) viewers at once, each reading BYTES_PER_VIEWER_MB (40) in RANGE_MB (4) `Range: bytes=a-b`
 *    requests one after the other from its own place in the file (a seeded random start, as seeks
 *    spread viewers; wrapping at the end), over keep-alive connections. The same pattern against a
 *    bare node:http server answering the same file with fs.createReadStream, in the same run,
 *    alternating ROUNDS (3) rounds each, bare first. Throughput: bytes received over the round's
 *    wall time; the app's RSS before, at its peak and after. Goals: at least 0.8x the bare server's
 *    throughput (medians); memory flat (peak within 50 MB of before, no growth round to round).
 *
 * Run: npm run video-stream -w @tradecircle/bench
 *   VIDEO_BENCH_VIEWERS=50 VIDEO_BENCH_VIDEO_MB=200 VIDEO_BENCH_UPLOAD_MB=500
 *   VIDEO_BENCH_BYTES_PER_VIEWER_MB=40 VIDEO_BENCH_RANGE_MB=4 VIDEO_BENCH_ROUNDS=3
 *   (VIDEO_BENCH_BYTES_PER_VIEWER_MB=200: each viewer reads the whole video)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server-process.ts';

const MB = 1024 * 1024;
const env = (name: string, fallback: number) => Number(process.env[`VIDEO_BENCH_${name}`] || fallback);
const VIEWERS = env('VIEWERS', 50);
const VIDEO_MB = env('VIDEO_MB', 200);
const UPLOAD_MB = env('UPLOAD_MB', 500);
const BYTES_PER_VIEWER = env('BYTES_PER_VIEWER_MB', 40) * MB;
const RANGE_BYTES = env('RANGE_MB', 4) * MB;
const ROUNDS = env('ROUNDS', 3);

const work = mkdtempSync(path.join(os.tmpdir(), 'tc-video-bench-'));
const SAMPLE = readFileSync(path.join(repoRoot, 'apps/server/test/fixtures/sample-3s.mp4'));

/** The fixture MP4 followed by a `free` box of zeros: a valid MP4 of `bytes` bytes, written streaming. */
async function writeBigMp4(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(SAMPLE);
  const freeSize = bytes - SAMPLE.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(freeSize, 0);
  header.write('free', 4, 'latin1');
  out.write(header);
  const zeros = Buffer.alloc(MB);
  for (let left = freeSize - 8; left > 0; left -= zeros.length) {
    if (!out.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** A child process running `script` with tsx, answered once it says it is ready. */
async function startChild(script: string, childEnv: Record<string, string>) {
  const child = fork(path.join(import.meta.dirname, script), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...childEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [{ port: number; token?: string }];
  return { child, port: ready.port, token: ready.token ?? '' };
}

async function stopChild(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.send({ stop: true });
  await exited;
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

/** Samples `pid`'s RSS every `everyMs` while `work` runs: before, peak and after, in MB. */
async function withRss<T>(pid: number, everyMs: number, task: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  try {
    const result = await task();
    const after = rssMb(pid);
    return { result, before, peak: Math.max(peak, after), after };
  } finally {
    clearInterval(timer);
  }
}

/** Posts `file` as the multipart `video` field, streamed from disk. */
async function upload(port: number, token: string, file: string) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/backend/video/upload-video/',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + statSync(file).size + tail.length,
    },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  request.write(head);
  const body = createReadStream(file);
  body.pipe(request, { end: false });
  await once(body, 'end');
  request.end(tail);
  const [response] = await answered;
  let text = '';
  for await (const chunk of response) text += chunk;
  return { status: response.statusCode, body: text, ms: performance.now() - started };
}

async function getJson<T>(port: number, token: string, url: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A seeded generator, so both servers see the same viewers' places. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One ranged GET, its body counted and dropped. */
function rangeGet(agent: http.Agent, port: number, url: string, start: number, end: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, agent, headers: { range: `bytes=${start}-${end}` } },
      (response) => {
        if (response.statusCode !== 206) reject(new Error(`${url}: ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          bytes === end - start + 1 ? resolve(bytes) : reject(new Error(`short body: ${bytes}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** VIEWERS viewers at once, each reading BYTES_PER_VIEWER in RANGE_BYTES ranges; MB/s received. */
async function streamRound(port: number, url: string, size: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS });
  const random = seeded(31);
  const starts = Array.from(
    { length: VIEWERS },
    () => Math.floor((random() * size) / RANGE_BYTES) * RANGE_BYTES,
  );
  const started = performance.now();
  const received = await Promise.all(
    starts.map(async (first) => {
      let offset = first;
      let total = 0;
      for (let left = BYTES_PER_VIEWER; left > 0; ) {
        const length = Math.min(RANGE_BYTES, left, size - offset);
        total += await rangeGet(agent, port, url, offset, offset + length - 1);
        left -= length;
        offset = (offset + length) % size;
      }
      return total;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const bytes = received.reduce((sum, value) => sum + value, 0);
  return { mbPerSecond: bytes / MB / seconds, seconds, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const f1 = (value: number) => value.toFixed(1);

async function main() {
  console.log(
    `videos: ${VIEWERS} viewers x ${BYTES_PER_VIEWER / MB} MB in ${RANGE_BYTES / MB} MB ranges of a ${VIDEO_MB} MB video, ${ROUNDS} rounds; a ${UPLOAD_MB} MB upload (${os.cpus().length} CPUs, node ${process.version})`,
  );
  const videoFile = path.join(work, 'video.mp4');
  const uploadFile = path.join(work, 'upload.mp4');
  await writeBigMp4(videoFile, VIDEO_MB * MB);
  await writeBigMp4(uploadFile, UPLOAD_MB * MB);

  const dataDir = path.join(work, 'data');
  const app = await startChild('app-server.ts', { VIDEO_BENCH_DATA_DIR: dataDir });
  const bare = await startChild('bare-server.ts', { VIDEO_BENCH_FILE: videoFile });
  try {
    const pid = app.child.pid!;
    for (const [label, file] of [
      [`${VIDEO_MB} MB`, videoFile],
      [`${UPLOAD_MB} MB`, uploadFile],
    ] as const) {
      const measured = await withRss(pid, 50, () => upload(app.port, app.token, file));
      if (measured.result.status !== 201)
        throw new Error(`upload ${label}: ${measured.result.status} ${measured.result.body}`);
      console.log(
        `upload ${label}: ${f1(measured.result.ms / 1000)} s (${f1((statSync(file).size / MB / measured.result.ms) * 1000)} MB/s); app RSS ${f1(measured.before)} -> peak ${f1(measured.peak)} MB (+${f1(measured.peak - measured.before)}), after ${f1(measured.after)}`,
      );
    }
    const mine = await getJson<{ videos: { id: number; size_bytes: number }[] }>(
      app.port,
      app.token,
      '/backend/video/my-videos/',
    );
    const video = mine.videos.find((row) => row.size_bytes === VIDEO_MB * MB);
    if (!video) throw new Error('the uploaded video is not listed');
    app.child.send({ verify: video.id });
    await once(app.child, 'message');
    const { url } = await getJson<{ url: string }>(
      app.port,
      app.token,
      `/backend/video/play-url/${video.id}/`,
    );
    const size = VIDEO_MB * MB;

    const results = { bare: [] as number[], app: [] as number[] };
    const memory: { before: number; peak: number; after: number }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const baseline = await streamRound(bare.port, '/video.mp4', size);
      results.bare.push(baseline.mbPerSecond);
      const measured = await withRss(pid, 100, () => streamRound(app.port, url, size));
      results.app.push(measured.result.mbPerSecond);
      memory.push(measured);
      console.log(
        `round ${round}: bare ${f1(baseline.mbPerSecond)} MB/s (${f1(baseline.seconds)} s), app ${f1(measured.result.mbPerSecond)} MB/s (${f1(measured.result.seconds)} s); app RSS ${f1(measured.before)} -> peak ${f1(measured.peak)}, after ${f1(measured.after)} MB`,
      );
    }
    const ratio = median(results.app) / median(results.bare);
    const peakGrowth = Math.max(...memory.map((m) => m.peak - m.before));
    const drift = memory.at(-1)!.after - memory[0]!.after;
    console.log(
      `median: bare ${f1(median(results.bare))} MB/s, app ${f1(median(results.app))} MB/s: ${ratio.toFixed(2)}x (goal >= 0.80); app RSS peak growth in a round ${f1(peakGrowth)} MB, after-round drift first to last ${f1(drift)} MB`,
    );
  } finally {
    await Promise.all([stopChild(app.child), stopChild(bare.child)]);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
