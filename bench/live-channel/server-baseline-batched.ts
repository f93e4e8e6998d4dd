/**
 * Second baseline: a bare `ws` server with the channel's own algorithm (one frame per socket per
 * batch, each tick serialised once), so the comparison isolates what Fastify and the bus add.
 */
import { type WebSocket, WebSocketServer } from 'ws';
import { reportStatsOnRequest, TICK_MS, tickBatch } from './protocol.ts';

const subscribers = new Map<number, Set<WebSocket>>();
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.on('connection', (socket) => {
  const mine = new Set<number>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { ids: number[] };
    for (const id of mine) subscribers.get(id)?.delete(socket);
    mine.clear();
    for (const id of message.ids) {
      mine.add(id);
      let set = subscribers.get(id);
      if (!set) subscribers.set(id, (set = new Set()));
      set.add(socket);
    }
    socket.send(JSON.stringify({ type: 'subscribed', ids: [...mine] }));
  });
  socket.on('close', () => {
    for (const id of mine) subscribers.get(id)?.delete(socket);
  });
});

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
