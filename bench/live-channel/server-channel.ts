/** TradeCircle's own /ws/security/ channel (Fastify + @fastify/websocket + the event bus), fed by the bus. */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { createMemoryBus } from '../../apps/server/src/realtime/event-bus.ts';
import {
  registerSecurityChannel,
  SECURITY_TICKS_CHANNEL,
} from '../../apps/server/src/realtime/security-channel.ts';
import { reportStatsOnRequest, TICK_MS, tickBatch } from './protocol.ts';

const app = Fastify({ logger: false });
await app.register(websocket);
const bus = createMemoryBus('bench');
await registerSecurityChannel(app, bus, {
  verifyToken: () => Promise.reject(new Error('this bench does not sign in')),
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

let round = 0;
setInterval(() => {
  // As the market service does: one JSON batch per tick on the bus.
  void bus.publish(SECURITY_TICKS_CHANNEL, JSON.stringify(tickBatch(round++)));
}, TICK_MS);
reportStatsOnRequest();
process.send?.('ready');
