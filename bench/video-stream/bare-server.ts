/**
 * The baseline: a bare node:http server answering one file with fs.createReadStream (its default
 * 64 KiB reads), a single `bytes=start-end` / `start-` range or the whole file. No framework, no
 * checks: what streaming costs at the least on this machine.
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

const file = process.env.VIDEO_BENCH_FILE;
if (!file || !process.send) throw new Error('run by run.ts (IPC and VIDEO_BENCH_FILE)');
const size = statSync(file).size;

const server = http.createServer((request, response) => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  if (!match) {
    response.writeHead(200, {
      'content-type': 'video/mp4',
      'content-length': size,
      'accept-ranges': 'bytes',
    });
    createReadStream(file).pipe(response);
    return;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) {
    response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  response.writeHead(206, {
    'content-type': 'video/mp4',
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
    'accept-ranges': 'bytes',
  });
  createReadStream(file, { start, end }).pipe(response);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send!({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) server.close(() => process.exit(0));
});
