/**
 * What the browser frame-time benches (web-feed, web-heatmap) share: a Vite build of a bench page,
 * and a server that serves it with a bench /ws/security/ where every security walks a little each
 * tick and the subscribed ones go out in one frame per tick, as the simulator's batches do.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { WebSocket, WebSocketServer } from 'ws';

export interface TickOptions {
  securityCount: number;
  tickMs: number;
  /** The price security `id` starts at, which is also its previous close. */
  startPrice: (id: number) => number;
}

/** Ticks every security by a small random walk each `tickMs`; sends subscribed ones while `isTicking`. */
export class TickServer {
  isTicking = false;
  ticksSent = 0;
  private readonly prices: number[];
  private readonly subscriptions = new Map<WebSocket, number[]>();
  private seed = 7;
  private readonly timer: NodeJS.Timeout;

  constructor(
    sockets: WebSocketServer,
    private readonly options: TickOptions,
  ) {
    this.prices = Array.from({ length: options.securityCount + 1 }, (_, id) => options.startPrice(id));
    sockets.on('connection', (socket) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type?: string; ids?: number[] };
        if (message.type === 'security' && Array.isArray(message.ids))
          this.subscriptions.set(socket, message.ids);
      });
      socket.on('close', () => this.subscriptions.delete(socket));
    });
    this.timer = setInterval(() => this.tick(), options.tickMs);
  }

  subscribedCount(): number {
    return Math.max(0, ...[...this.subscriptions.values()].map((ids) => ids.length));
  }

  close(): void {
    clearInterval(this.timer);
  }

  private random(): number {
    this.seed = (this.seed * 1103515245 + 12345) % 2 ** 31;
    return this.seed / 2 ** 31;
  }

  private tick(): void {
    const { securityCount, startPrice } = this.options;
    for (let id = 1; id <= securityCount; id += 1) {
      this.prices[id] = Math.round(this.prices[id]! * (1 + (this.random() - 0.5) * 0.004) * 100) / 100;
    }
    if (!this.isTicking) return;
    const updatedAt = new Date().toISOString();
    for (const [socket, ids] of this.subscriptions) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      const frame = ids
        .filter((id) => id >= 1 && id <= securityCount)
        .map((id) => {
          const close = startPrice(id);
          const live = this.prices[id]!;
          const change = Math.round((live - close) * 100) / 100;
          const fields = {
            live_price: live,
            close_price: close,
            up_down_price: change,
            up_down_percent: Math.round((change / close) * 10_000) / 100,
            day_high: Math.max(live, close),
            day_low: Math.min(live, close),
            updated_at: updatedAt,
          };
          return { pk: id, fields };
        });
      socket.send(JSON.stringify(frame));
      this.ticksSent += frame.length;
    }
  }
}

/** A production build of the bench page in `root` (unminified for a readable CPU profile). */
export async function buildBenchPage(root: string, outDir: string, minify: boolean): Promise<void> {
  await build({
    root,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify },
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves `distDir` with the tick server's /ws/security/ on a free local port. */
export async function startLiveServer(
  distDir: string,
  ticking: TickOptions,
): Promise<{ server: Server; ticks: TickServer; url: string }> {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const file = path.join(distDir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    try {
      if (!file.startsWith(distDir)) throw new Error('outside dist');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  const sockets = new WebSocketServer({ server, path: '/ws/security/' });
  const ticks = new TickServer(sockets, ticking);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, ticks, url: `http://127.0.0.1:${port}/` };
}
