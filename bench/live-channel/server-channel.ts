/**
 * TradeCircle's own /ws/security/ channel (Fastify + @fastify/websocket + the typed event bus + the tick
 * push), fed by the bus; each client picks its frame shape when it subscribes, as in production.
 */
import websocket from '@fastify/websocket';
import { SECURITY_TICKS } from '@tradecircle/domain';
import Fastify from 'fastify';
import { securityTicksPush } from '../../apps/server/src/modules/market/ticks.push.ts';
import { createMemoryBus } from '../../apps/server/src/realtime/event-bus.ts';
import { registerLiveChannel } from '../../apps/server/src/realtime/live-channel.ts';
import { reportStatsOnRequest, TICK_MS, tickBatch } from './protocol.ts';

const app = Fastify({ logger: false });
await app.register(websocket);
const bus = createMemoryBus('bench');
await registerLiveChannel(app, bus, {
  verifyToken: () => Promise.reject(new Error('this bench does not sign in')),
  pushes: [securityTicksPush],
  // The bench's clients send no Origin, as non-browser clients do.
  appOrigins: [],
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

let round = 0;
setInterval(() => {
  // As the market service does: one batch per tick on the bus.
  void bus.publish(SECURITY_TICKS, tickBatch(round++));
}, TICK_MS);
reportStatsOnRequest();
process.send?.('ready');
