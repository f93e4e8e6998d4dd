/**
 * Naive baseline: a bare `ws` server sending one frame per tick per subscribed socket, tick by tick
 * (the spec's one-object-per-message shape; it ignores `batch`).
 */
import { WebSocketServer } from 'ws';
import { acceptSubscriptions, reportStatsOnRequest, TICK_MS, tickBatch } from './protocol.ts';

const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
const { subscribers } = acceptSubscriptions(server);

let round = 0;
setInterval(() => {
  for (const tick of tickBatch(round++)) {
    const set = subscribers.get(tick.pk);
    if (!set) continue;
    const frame = JSON.stringify(tick);
    for (const socket of set) socket.send(frame);
  }
}, TICK_MS);
server.on('listening', () => process.send?.('ready'));
reportStatsOnRequest();
