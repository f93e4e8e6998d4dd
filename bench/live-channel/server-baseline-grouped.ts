/**
 * The bare baseline: a `ws` server with the channel's own algorithm (per batch, each tick serialised
 * once and grouped per socket; then one array per socket for a client that asked for `batch: true`,
 * or the socket's ticks one message each, corked into one write), so the comparison isolates what
 * Fastify and the bus add, for either frame shape.
 */
import { type WebSocket, WebSocketServer } from 'ws';
import { acceptSubscriptions, reportStatsOnRequest, TICK_MS, tickBatch } from './protocol.ts';

const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
const { subscribers, batching } = acceptSubscriptions(server);

/** The TCP socket under a `ws` WebSocket, as the channel corks it (realtime/live-channel.ts). */
type WithRawSocket = { _socket?: { cork(): void; uncork(): void } };

let round = 0;
setInterval(() => {
  const frames = new Map<WebSocket, string[]>();
  for (const tick of tickBatch(round++)) {
    const set = subscribers.get(tick.pk);
    if (!set) continue;
    const text = JSON.stringify(tick);
    for (const socket of set) {
      const parts = frames.get(socket);
      if (parts) parts.push(text);
      else frames.set(socket, [text]);
    }
  }
  for (const [socket, parts] of frames) {
    if (batching.has(socket)) {
      socket.send(`[${parts.join(',')}]`);
      continue;
    }
    const raw = (socket as unknown as WithRawSocket)._socket;
    raw?.cork();
    for (const part of parts) socket.send(part);
    raw?.uncork();
  }
}, TICK_MS);
server.on('listening', () => process.send?.('ready'));
reportStatsOnRequest();
