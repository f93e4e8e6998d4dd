import {
  LIVE_CHANNEL_MESSAGES,
  LIVE_CHANNEL_PATH,
  LiveClientMessageSchema,
  type LiveControlFrame,
} from '@tradecircle/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { EventBus } from './event-bus.ts';
import { refuseForeignOrigins } from './live-origin.ts';
import type { LivePush, LiveSocket, LiveSockets } from './live-push.ts';

export { MAX_IDS_PER_SOCKET } from '@tradecircle/domain';

/**
 * A client that stops reading must not make the server buffer without bound: past this many bytes
 * queued on its socket it misses pushes (the next tick supersedes them anyway) until it catches up.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
const HEARTBEAT_MS = 15_000;

export type LiveChannelOptions = {
  /** Answers the user id of a valid access token; rejects otherwise. */
  verifyToken: (token: string) => Promise<number>;
  /** What the channel pushes (ticks, trade changes, ...): each follows its own bus channel. */
  pushes: readonly LivePush[];
  /** The app's own origins (APP_ORIGINS): browsers on pages of other sites are refused at the upgrade. */
  appOrigins: readonly string[];
};

type Client = LiveSocket & {
  readonly socket: WebSocket;
  userId: number | undefined;
  securityIds: Set<number>;
  wantsBatches: boolean;
  isAlive: boolean;
};

/**
 * The live channel at /ws/security/: the socket layer only. A client sends
 * `{"type":"security","ids":[...]}`, optionally with `"batch":true` (which replaces its watched set
 * and frame shape; answered `subscribed`) and, if signed in, `{"type":"auth","token":...}` once
 * (answered `authenticated`). What it then receives comes from the registered pushes, which know
 * their events and frames; this file knows sockets, who they are, what they watch and in which
 * shape, and nothing of ticks or trades. Every frame it sends itself has a `type`.
 */
export async function registerLiveChannel(
  app: FastifyInstance,
  bus: EventBus,
  options: LiveChannelOptions,
): Promise<void> {
  const watchersById = new Map<number, Set<Client>>();
  const socketsByUser = new Map<number, Set<Client>>();
  const clients = new Map<WebSocket, Client>();
  const noWatchers: ReadonlySet<Client> = new Set();

  const sockets: LiveSockets = {
    watching: (securityId) => watchersById.get(securityId) ?? noWatchers,
    authenticatedAs: (userId) => socketsByUser.get(userId) ?? noWatchers,
    authenticatedUserIds: () => socketsByUser.keys(),
    sendBatched: <Item>(
      collect: (add: (socket: LiveSocket, item: Item) => void) => void,
      frame: (items: Item[], socket: LiveSocket) => string | readonly string[],
    ) => {
      const itemsBySocket = new Map<LiveSocket, Item[]>();
      collect((socket, item) => {
        const items = itemsBySocket.get(socket);
        if (items) items.push(item);
        else itemsBySocket.set(socket, [item]);
      });
      for (const [socket, items] of itemsBySocket) {
        const texts = frame(items, socket);
        if (typeof texts === 'string') sendIfKeepingUp(socket as Client, texts);
        else sendAllIfKeepingUp(socket as Client, texts);
      }
    },
  };

  const detachFns = await Promise.all(options.pushes.map((push) => push.attach(bus, sockets)));

  /** Files the client under its user (or none), for pushes addressed to a user. */
  const setUser = (client: Client, userId: number | undefined) => {
    if (client.userId !== undefined) {
      const set = socketsByUser.get(client.userId);
      set?.delete(client);
      if (set?.size === 0) socketsByUser.delete(client.userId);
    }
    client.userId = userId;
    if (userId === undefined) return;
    let set = socketsByUser.get(userId);
    if (!set) {
      set = new Set();
      socketsByUser.set(userId, set);
    }
    set.add(client);
  };

  const unwatchAll = (client: Client) => {
    for (const id of client.securityIds) {
      const set = watchersById.get(id);
      set?.delete(client);
      if (set?.size === 0) watchersById.delete(id);
    }
    client.securityIds = new Set();
  };

  const heartbeat = setInterval(() => {
    for (const client of clients.values()) {
      if (!client.isAlive) {
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await Promise.all(detachFns.map((detach) => detach()));
  });

  // Browsers on other sites' pages are refused before the upgrade (live-origin.ts).
  const upgrade = {
    websocket: true,
    schema: { hide: true },
    onRequest: refuseForeignOrigins(options.appOrigins),
  } as const;
  app.get(LIVE_CHANNEL_PATH, upgrade, (socket: WebSocket) => {
    const client: Client = {
      socket,
      userId: undefined,
      securityIds: new Set(),
      wantsBatches: false,
      isAlive: true,
    };
    clients.set(socket, client);
    const reply = (frame: LiveControlFrame) => socket.send(JSON.stringify(frame));
    socket.on('pong', () => {
      client.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      const parsed = isBinary ? undefined : LiveClientMessageSchema.safeParse(safeJson(data.toString()));
      if (!parsed?.success) {
        reply({ type: 'error', message: LIVE_CHANNEL_MESSAGES.badMessage });
        return;
      }
      const message = parsed.data;
      if (message.type === 'auth') {
        options.verifyToken(message.token).then(
          (userId) => {
            // A socket that closed while its token was checked stays out of the user's sockets.
            if (!clients.has(socket)) return;
            setUser(client, userId);
            reply({ type: 'authenticated' });
          },
          () => {
            setUser(client, undefined);
            reply({ type: 'error', message: LIVE_CHANNEL_MESSAGES.badToken });
          },
        );
        return;
      }
      unwatchAll(client);
      client.wantsBatches = message.batch === true;
      for (const id of message.ids) {
        client.securityIds.add(id);
        let set = watchersById.get(id);
        if (!set) {
          set = new Set();
          watchersById.set(id, set);
        }
        set.add(client);
      }
      reply({ type: 'subscribed', ids: [...client.securityIds], batch: client.wantsBatches });
    });
    const forget = () => {
      unwatchAll(client);
      setUser(client, undefined);
      clients.delete(socket);
    };
    socket.on('close', forget);
    socket.on('error', forget);
  });
}

function sendIfKeepingUp(client: Client, text: string): void {
  const { socket } = client;
  if (socket.readyState === socket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES) socket.send(text);
}

/** The TCP socket under a `ws` WebSocket: not in its types, but what its maintainers point to for corking (websockets/ws#1999). */
type WithRawSocket = { _socket?: { cork(): void; uncork(): void } };

/**
 * Several messages for one socket (one per price update in the spec's shape) leave in one write:
 * corked, ws's frames of them are queued and flushed together on uncork instead of one system call
 * each. The backpressure check still sees each (queued bytes count in `bufferedAmount`).
 */
function sendAllIfKeepingUp(client: Client, texts: readonly string[]): void {
  const raw = (client.socket as unknown as WithRawSocket)._socket;
  raw?.cork();
  try {
    for (const text of texts) sendIfKeepingUp(client, text);
  } finally {
    raw?.uncork();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
