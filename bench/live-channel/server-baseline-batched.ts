/**
 * Second baseline: a bare `ws` server with the channel's own algorithm (one frame per socket per
 * batch, each tick serialised once), so the comparison isolates what Fastify and the bus add.
 */
import { type WebSocket, WebSocketServer } from 'ws';
import { acceptSubscriptions, reportStatsOnRequest, TICK_MS, tickBatch } from './protocol.ts';

const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
const subscribers = acceptSubscriptions(server);

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
  for (const [socket, parts] of frames) socket.send(`[${parts.join(',')}]`);
}, TICK_MS);
server.on('listening', () => process.send?.('ready'));
reportStatsOnRequest();
