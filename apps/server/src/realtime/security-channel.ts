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
/** Optional: a signed-in client names itself so it also gets its own non-public trades' changes. */
const AuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
const ClientMessageSchema = z.discriminatedUnion('type', [SubscribeMessageSchema, AuthMessageSchema]);

/** Bus channel of trade changes (status, ladder step, edits); each carries security_id and visibility. */
export const TRADE_CHANGES_CHANNEL = 'trade-events';
const TradeChangeSchema = z
  .object({ security_id: z.number().int(), posted_by_id: z.number().int(), visibility: z.string() })
  .loose();

export type SecurityChannelOptions = {
  /** Answers the user id of a valid access token; rejects otherwise. */
  verifyToken: (token: string) => Promise<number>;
};

const TickSchema = z.object({ pk: z.number().int() }).loose();

type Subscriber = WebSocket & { securityIds?: Set<number>; isAlive?: boolean; userId?: number };

/**
 * The live channel at /ws/security/: a client sends `{"type":"security","ids":[...]}` (which replaces
 * its previous set) and receives, per tick batch, one frame: a JSON array of `{pk, fields}`, one entry
 * per subscribed security that ticked, and nothing about the others. Trade changes on those securities
 * arrive as `{"type":"trades","events":[...]}`: public trades' to everyone subscribed, private and
 * group trades' only to their owner's sockets (after `{"type":"auth","token":...}`).
 */
export async function registerSecurityChannel(
  app: FastifyInstance,
  bus: EventBus,
  options: SecurityChannelOptions,
): Promise<void> {
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

  const unsubscribeTrades = await bus.subscribe(TRADE_CHANGES_CHANNEL, (payload) => {
    const parsed = safeJson(payload);
    const eventsBySocket = new Map<Subscriber, unknown[]>();
    for (const candidate of Array.isArray(parsed) ? parsed : [parsed]) {
      const change = TradeChangeSchema.safeParse(candidate);
      if (!change.success) continue;
      const isPublic = change.data.visibility === 'followers';
      for (const socket of subscribersById.get(change.data.security_id) ?? []) {
        if (!isPublic && socket.userId !== change.data.posted_by_id) continue;
        const events = eventsBySocket.get(socket);
        if (events) events.push(candidate);
        else eventsBySocket.set(socket, [candidate]);
      }
    }
    for (const [socket, events] of eventsBySocket) {
      if (socket.readyState === socket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES) {
        socket.send(JSON.stringify({ type: 'trades', events }));
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
    await unsubscribeTrades();
  });

  app.get('/ws/security/', { websocket: true, schema: { hide: true } }, (socket: Subscriber) => {
    socket.isAlive = true;
    socket.securityIds = new Set();
    socket.on('pong', () => {
      socket.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      const parsed = isBinary ? undefined : ClientMessageSchema.safeParse(safeJson(data.toString()));
      if (!parsed?.success) {
        socket.send(
          JSON.stringify({
            type: 'error',
            message: `Send {"type":"security","ids":[...]} with at most ${MAX_IDS_PER_SOCKET} numeric ids`,
          }),
        );
        return;
      }
      if (parsed.data.type === 'auth') {
        options.verifyToken(parsed.data.token).then(
          (userId) => {
            socket.userId = userId;
            socket.send(JSON.stringify({ type: 'authenticated' }));
          },
          () => {
            socket.userId = undefined;
            socket.send(JSON.stringify({ type: 'error', message: 'Invalid or expired token' }));
          },
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
