import {
  LIVE_CHANNEL_MESSAGES,
  LIVE_CHANNEL_PATH,
  LiveClientMessageSchema,
  type LiveControlFrame,
  SESSIONS_ENDED,
  type SignedOutReason,
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
/**
 * How long an ended sign-in is remembered, for a token whose check was already under way when the
 * sign-in ended (the check read the database before the revocation): it must not name its socket.
 */
const ENDED_SESSION_MEMORY_MS = 60_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Who a valid access token names: its user, its sign-in (refresh-token family) and its expiry. */
export type LiveIdentity = { userId: number; sessionId: string | null; expiresAt: number };

export type LiveChannelOptions = {
  /** Answers who a valid access token names; rejects otherwise. */
  verifyToken: (token: string) => Promise<LiveIdentity>;
  /** What the channel pushes (ticks, trade changes, ...): each follows its own bus channel. */
  pushes: readonly LivePush[];
  /** The app's own origins (APP_ORIGINS): browsers on pages of other sites are refused at the upgrade. */
  appOrigins: readonly string[];
};

type Client = LiveSocket & {
  readonly socket: WebSocket;
  userId: number | undefined;
  /** While named: the sign-in it was named with, and the timer that un-names it when the token runs out. */
  session: { id: string | null; expiry: NodeJS.Timeout } | undefined;
  securityIds: Set<number>;
  wantsBatches: boolean;
  isAlive: boolean;
};

/**
 * The live channel at /ws/security/: the socket layer only. A client sends
 * `{"type":"security","ids":[...]}`, optionally with `"batch":true` (which replaces its watched set
 * and frame shape; answered `subscribed`) and, if signed in, `{"type":"auth","token":...}`
 * (answered `authenticated`). A socket stays named only as long as its token would work: when the
 * token expires, or its sign-in ends (logout, refresh-token reuse: SESSIONS_ENDED on the bus, from
 * any instance), the socket is anonymous again and told so (`signed_out`); another `auth` names it
 * anew. What it receives comes from the registered pushes, which know their events and frames; this
 * file knows sockets, who they are, what they watch and in which shape, and nothing of ticks or
 * trades. Every frame it sends itself has a `type`.
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

  /** Names the client as the token's user until the token expires. */
  const name = (client: Client, identity: LiveIdentity) => {
    unname(client);
    setUser(client, identity.userId);
    const delay = Math.min(Math.max(identity.expiresAt - Date.now(), 0), MAX_TIMER_MS);
    const expiry = setTimeout(() => signOut(client, 'token_expired'), delay);
    expiry.unref();
    client.session = { id: identity.sessionId, expiry };
  };

  const unname = (client: Client) => {
    if (client.session) clearTimeout(client.session.expiry);
    client.session = undefined;
    setUser(client, undefined);
  };

  const signOut = (client: Client, reason: SignedOutReason) => {
    unname(client);
    sendControl(client, { type: 'signed_out', reason });
  };

  const endedSessions = new Map<string, number>();
  detachFns.push(
    await bus.subscribe(SESSIONS_ENDED, (ended) => {
      const now = Date.now();
      for (const [id, heardAt] of endedSessions) {
        if (now - heardAt > ENDED_SESSION_MEMORY_MS) endedSessions.delete(id);
      }
      for (const id of ended.family_ids) endedSessions.set(id, now);
      for (const client of [...(socketsByUser.get(ended.user_id) ?? [])]) {
        if (client.session?.id && ended.family_ids.includes(client.session.id))
          signOut(client, 'session_ended');
      }
    }),
  );

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
      session: undefined,
      securityIds: new Set(),
      wantsBatches: false,
      isAlive: true,
    };
    clients.set(socket, client);
    const reply = (frame: LiveControlFrame) => sendControl(client, frame);
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
        const refuse = () => {
          unname(client);
          reply({ type: 'error', message: LIVE_CHANNEL_MESSAGES.badToken });
        };
        options.verifyToken(message.token).then((identity) => {
          // A socket that closed while its token was checked stays out of the user's sockets.
          if (!clients.has(socket)) return;
          if (identity.sessionId !== null && endedSessions.has(identity.sessionId)) return refuse();
          name(client, identity);
          reply({ type: 'authenticated' });
        }, refuse);
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
      unname(client);
      clients.delete(socket);
    };
    socket.on('close', forget);
    socket.on('error', forget);
  });
}

/** The channel's own frames: not subject to the push backpressure, but only to an open socket. */
function sendControl(client: Client, frame: LiveControlFrame): void {
  const { socket } = client;
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
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
