import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { EventBus } from './event-bus.ts';

/** Bus channel carrying price updates: a JSON array of `{"pk":id,"fields":{...}}` (or one such object). */
export const SECURITY_TICKS_CHANNEL = 'security-ticks';
export const MAX_IDS_PER_SOCKET = 500;
/**
 * A client that stops reading must not make the server buffer without bound: past this many bytes
 * queued on its socket it misses ticks (the next one supersedes them anyway) until it catches up.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
const HEARTBEAT_MS = 15_000;

const SubscribeMessageSchema = z.object({
  type: z.literal('security'),
  ids: z.array(z.coerce.number().int().positive()).max(MAX_IDS_PER_SOCKET),
});

const TickSchema = z.object({ pk: z.number().int() }).loose();

type Subscriber = WebSocket & { securityIds?: Set<number>; isAlive?: boolean };

/**
 * The live channel at /ws/security/: a client sends `{"type":"security","ids":[...]}` (which replaces
 * its previous set) and receives, per tick batch, one frame: a JSON array of `{pk, fields}`, one entry
 * per subscribed security that ticked, and nothing about the others.
 */
export async function registerSecurityChannel(app: FastifyInstance, bus: EventBus): Promise<void> {
  const subscribersById = new Map<number, Set<Subscriber>>();

  const unsubscribeBus = await bus.subscribe(SECURITY_TICKS_CHANNEL, (payload) => {
    const parsed = safeJson(payload);
    // One frame per socket per batch, holding that socket's ticks: a few thousand sends a second
    // instead of one per tick per socket. Each tick is serialised once and its text reused.
    const framesBySocket = new Map<Subscriber, string[]>();
    for (const candidate of Array.isArray(parsed) ? parsed : [parsed]) {
      const tick = TickSchema.safeParse(candidate);
      if (!tick.success) continue;
      const subscribers = subscribersById.get(tick.data.pk);
      if (!subscribers) continue;
      const text = JSON.stringify(candidate);
      for (const socket of subscribers) {
        const parts = framesBySocket.get(socket);
        if (parts) parts.push(text);
        else framesBySocket.set(socket, [text]);
      }
    }
    for (const [socket, parts] of framesBySocket) {
      if (socket.readyState === socket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES) {
        socket.send(`[${parts.join(',')}]`);
      }
    }
  });

  const detach = (socket: Subscriber) => {
    for (const id of socket.securityIds ?? []) {
      const set = subscribersById.get(id);
      set?.delete(socket);
      if (set?.size === 0) subscribersById.delete(id);
    }
    socket.securityIds = new Set();
  };

  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients as Set<Subscriber>) {
      if (client.isAlive === false) {
        client.terminate();
        continue;
      }
      client.isAlive = false;
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await unsubscribeBus();
  });

  app.get('/ws/security/', { websocket: true, schema: { hide: true } }, (socket: Subscriber) => {
    socket.isAlive = true;
    socket.securityIds = new Set();
    socket.on('pong', () => {
      socket.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      const parsed = isBinary ? undefined : SubscribeMessageSchema.safeParse(safeJson(data.toString()));
      if (!parsed?.success) {
        socket.send(
          JSON.stringify({
            type: 'error',
            message: `Send {"type":"security","ids":[...]} with at most ${MAX_IDS_PER_SOCKET} numeric ids`,
          }),
        );
        return;
      }
      detach(socket);
      for (const id of parsed.data.ids) {
        socket.securityIds!.add(id);
        let set = subscribersById.get(id);
        if (!set) {
          set = new Set();
          subscribersById.set(id, set);
        }
        set.add(socket);
      }
      socket.send(JSON.stringify({ type: 'subscribed', ids: [...socket.securityIds!] }));
    });
    socket.on('close', () => detach(socket));
    socket.on('error', () => detach(socket));
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
