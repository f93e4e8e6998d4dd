import type { WebSocket, WebSocketServer } from 'ws';

/** Shared by the bench servers: 500 securities, every one ticking once a second, stamped when sent. */
export const SECURITY_COUNT = 500;
export const TICK_MS = 1000;

/** Every field the market service publishes (the live channel's tick schema wants them all), plus the send stamp. */
export function tickBatch(round: number) {
  const sentAt = Date.now();
  const updatedAt = new Date(sentAt).toISOString();
  return Array.from({ length: SECURITY_COUNT }, (_, i) => {
    const livePrice = 1000 + ((round * 7 + i) % 200) / 10;
    return {
      pk: i + 1,
      fields: {
        live_price: livePrice,
        close_price: 1000,
        up_down_price: ((round + i) % 50) / 10,
        up_down_percent: ((round + i) % 30) / 100,
        day_high: livePrice + 5,
        day_low: livePrice - 5,
        updated_at: updatedAt,
        sent_at: sentAt,
      },
    };
  });
}

/** What each server reports back to the runner over IPC. */
export type ServerStats = { cpuMs: number; rssMiB: number };

export function reportStatsOnRequest(): void {
  process.on('message', (message) => {
    if (message !== 'stats') return;
    const cpu = process.cpuUsage();
    const stats: ServerStats = {
      cpuMs: (cpu.user + cpu.system) / 1000,
      rssMiB: process.memoryUsage().rss / 2 ** 20,
    };
    process.send?.(stats);
  });
}

/** The baselines' subscription bookkeeping: the channel's protocol on a bare `ws` server. */
export type Subscriptions = {
  subscribers: Map<number, Set<WebSocket>>;
  /** The sockets whose last subscribe message asked for `batch: true`. */
  batching: WeakSet<WebSocket>;
};

export function acceptSubscriptions(server: WebSocketServer): Subscriptions {
  const subscribers = new Map<number, Set<WebSocket>>();
  const batching = new WeakSet<WebSocket>();
  server.on('connection', (socket) => {
    const mine = new Set<number>();
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { ids: number[]; batch?: boolean };
      for (const id of mine) subscribers.get(id)?.delete(socket);
      mine.clear();
      if (message.batch === true) batching.add(socket);
      else batching.delete(socket);
      for (const id of message.ids) {
        mine.add(id);
        let set = subscribers.get(id);
        if (!set) {
          set = new Set();
          subscribers.set(id, set);
        }
        set.add(socket);
      }
      socket.send(JSON.stringify({ type: 'subscribed', ids: [...mine], batch: batching.has(socket) }));
    });
    socket.on('close', () => {
      for (const id of mine) subscribers.get(id)?.delete(socket);
    });
  });
  return { subscribers, batching };
}
