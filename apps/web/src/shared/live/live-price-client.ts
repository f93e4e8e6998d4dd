/**
 * One WebSocket per tab to `/ws/security/` (trades.md §4, integrations.md §3.4). Components ask for
 * ids with `acquire`; the client keeps the ref-counted union, sends it (debounced) whenever it
 * changes, asking for batched price frames, reconnects with capped exponential backoff and jitter,
 * and re-sends the set after a reconnect. Quotes live in a small store with per-id listeners, read by `useSyncExternalStore`.
 */
import { LIVE_CHANNEL_PATH, type LiveClientMessage, MAX_IDS_PER_SOCKET } from '@tradecircle/domain';
import { pickBearerToken } from '../api/auth-state.ts';
import { type LiveQuote, parseFrame, type TradeChange, ticksIn, tradeChangesIn } from './live-quote.ts';

/** The part of the browser WebSocket the client uses, so tests can pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

const OPEN = 1;
/** The server refuses larger sets (platform.md §7 live channel). */
export const MAX_SUBSCRIBED_IDS = MAX_IDS_PER_SOCKET;

export interface LivePriceClientOptions {
  url: () => string;
  createSocket?: (url: string) => WebSocketLike;
  /** Coalesces mounts and unmounts of one render into one subscription message. */
  debounceMs?: number;
  reconnectBaseMs?: number;
  reconnectMaxMs?: number;
  random?: () => number;
  /** The signed-in user's access token: sent after connecting so the owner also hears of private trades. */
  token?: () => string | null;
}

export class LivePriceClient {
  private readonly quotes = new Map<number, LiveQuote>();
  private readonly listeners = new Map<number, Set<() => void>>();
  private readonly wanted = new Map<number, number>();
  private readonly options: Required<LivePriceClientOptions>;
  private readonly tradeListeners = new Set<(changes: TradeChange[]) => void>();
  private readonly frameListeners = new Set<(frame: ControlFrame) => void>();
  private readonly reopenListeners = new Set<() => void>();
  /** A socket of this client has opened before: the next open follows a gap with no pushes. */
  private hasOpened = false;
  /** Holders that want the socket open with no security wanted (a signed-in user's notifications). */
  private holds = 0;
  private socket: WebSocketLike | null = null;
  /** The token the current socket was last named with; null while it is anonymous. */
  private sentToken: string | null = null;
  /** The token the server confirmed (`authenticated`) for the current socket. */
  private namedWith: string | null = null;
  /** The id list last sent on the current socket, as a key. */
  private sentKey: string | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;

  constructor(options: LivePriceClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      debounceMs: 50,
      reconnectBaseMs: 1000,
      reconnectMaxMs: 30_000,
      random: Math.random,
      token: () => null,
      ...options,
    };
  }

  /** Calls `listener` with the trade changes pushed for subscribed securities, until the returned function is called. */
  onTradeChanges(listener: (changes: TradeChange[]) => void): () => void {
    this.tradeListeners.add(listener);
    return () => this.tradeListeners.delete(listener);
  }

  /**
   * Calls `listener` whenever a socket opens after an earlier one closed (a drop, or a time with
   * nothing wanted): trade changes pushed in between were never heard, so cached trades may be stale.
   */
  onReopen(listener: () => void): () => void {
    this.reopenListeners.add(listener);
    return () => this.reopenListeners.delete(listener);
  }

  /**
   * Calls `listener` with every other JSON-object frame (`{"type": ...}`: notifications, `error`,
   * `authenticated`), unchecked: each feature reads its own frames with its own guard.
   */
  onControlFrame(listener: (frame: ControlFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Whether the open socket is named: the server confirmed the current token (`authenticated`). A
   * listener that attaches later has missed that frame and what was pushed before it attached.
   */
  isNamed(): boolean {
    return this.namedWith !== null && this.namedWith === this.sentToken;
  }

  /**
   * Keeps the socket open (connecting if needed) even when no security is wanted, until the
   * returned release function is called (once): a signed-in user hears of notifications on it.
   */
  keepOpen(): () => void {
    this.holds += 1;
    this.scheduleFlush();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.holds -= 1;
      this.scheduleFlush();
    };
  }

  /**
   * The session changed (signed in, signed out, token renewed): an open socket is named with the
   * current token, or, when there is none any more, replaced by an anonymous one, so nothing of the
   * previous user reaches the tab. A socket still connecting reads the token when it opens.
   */
  reauthenticate(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const token = this.options.token();
    if (token === this.sentToken) return;
    if (token) {
      send(socket, { type: 'auth', token });
      this.sentToken = token;
      return;
    }
    this.closeSocket();
    if (this.isNeeded()) this.connect();
  }

  /** Wants live quotes for `ids` until the returned release function is called (once). */
  acquire(ids: readonly number[]): () => void {
    const unique = [...new Set(ids)];
    for (const id of unique) this.wanted.set(id, (this.wanted.get(id) ?? 0) + 1);
    this.scheduleFlush();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      for (const id of unique) {
        const count = (this.wanted.get(id) ?? 0) - 1;
        if (count > 0) this.wanted.set(id, count);
        else this.wanted.delete(id);
      }
      this.scheduleFlush();
    };
  }

  getQuote(id: number): LiveQuote | undefined {
    return this.quotes.get(id);
  }

  /** Calls `listener` when the quote of `id` changes. */
  subscribe(id: number, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  /** The ids currently wanted, ascending (what the next subscription message carries). */
  subscribedIds(): number[] {
    return [...this.wanted.keys()].sort((a, b) => a - b).slice(0, MAX_SUBSCRIBED_IDS);
  }

  /** Closes the socket and forgets everything (tests, hot reload). */
  dispose(): void {
    this.clearTimers();
    this.wanted.clear();
    this.holds = 0;
    this.closeSocket();
    this.quotes.clear();
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flush();
    }, this.options.debounceMs);
  }

  private flush(): void {
    // Quotes of ids nobody wants would go stale; dropping them lets the next mount show REST values.
    for (const id of [...this.quotes.keys()]) {
      if (!this.wanted.has(id)) {
        this.quotes.delete(id);
        this.emit(id);
      }
    }
    if (!this.isNeeded()) {
      if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
      this.attempts = 0;
      this.closeSocket();
      return;
    }
    if (!this.socket) {
      if (this.reconnectTimer === null) this.connect();
      return;
    }
    this.sendSet();
  }

  private connect(): void {
    const socket = this.options.createSocket(this.options.url());
    this.socket = socket;
    this.sentKey = null;
    this.forgetName();
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      const token = this.options.token();
      if (token) send(socket, { type: 'auth', token });
      this.sentToken = token;
      this.sendSet();
      if (this.hasOpened) for (const listener of this.reopenListeners) listener();
      this.hasOpened = true;
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      // Parsed once, then read as trade changes, another typed frame, or ticks.
      const frame = parseFrame(event.data);
      const changes = tradeChangesIn(frame);
      if (changes.length > 0) {
        for (const listener of this.tradeListeners) listener(changes);
        return;
      }
      const control = controlFrameIn(frame);
      if (control) {
        if (control.type === 'signed_out') this.signedOut(control.reason);
        if (control.type === 'authenticated') this.namedWith = this.sentToken;
        for (const listener of this.frameListeners) listener(control);
        return;
      }
      for (const tick of ticksIn(frame)) {
        if (!this.wanted.has(tick.id)) continue;
        this.quotes.set(tick.id, tick.quote);
        this.emit(tick.id);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.sentKey = null;
      this.forgetName();
      if (this.isNeeded()) this.scheduleReconnect();
    };
    // A failed connection also fires close, which schedules the retry.
    socket.onerror = () => {};
  }

  /** The socket is not named any more (a new socket, a closed one, a sign-in that ended). */
  private forgetName(): void {
    this.sentToken = null;
    this.namedWith = null;
  }

  /**
   * The server un-named the socket: its sign-in ended (logout, here or elsewhere), or the access token
   * it was named with expired. After an expiry it is named again with the session's current token
   * (a renewed one, or the expired one, which the server refuses: the notifications hook then renews
   * the session and calls reauthenticate).
   */
  private signedOut(reason: unknown): void {
    this.forgetName();
    if (reason === 'token_expired') this.reauthenticate();
  }

  private scheduleReconnect(): void {
    const ceiling = Math.min(this.options.reconnectMaxMs, this.options.reconnectBaseMs * 2 ** this.attempts);
    // "Equal jitter": at least half the ceiling, so a server restart does not see every tab at once.
    const delay = ceiling / 2 + (this.options.random() * ceiling) / 2;
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.isNeeded() && !this.socket) this.connect();
    }, delay);
  }

  private sendSet(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const ids = this.subscribedIds();
    const key = ids.join(',');
    // A new socket watches nothing, so an empty set need not be sent to it.
    if (key === (this.sentKey ?? '')) return;
    // batch: one message per tick batch instead of one per security: a page watching hundreds of
    // securities reads one message a second, not hundreds (ticksIn reads either shape).
    send(socket, { type: 'security', ids, batch: true });
    this.sentKey = key;
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.sentKey = null;
    this.forgetName();
    socket?.close(1000, 'no subscriptions');
  }

  private clearTimers(): void {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.flushTimer = null;
    this.reconnectTimer = null;
    this.attempts = 0;
  }

  private isNeeded(): boolean {
    return this.wanted.size > 0 || this.holds > 0;
  }

  private emit(id: number): void {
    for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

/** A frame that is one JSON object with a string `type` (anything but a tick batch). */
export type ControlFrame = Record<string, unknown> & { type: string };

function controlFrameIn(frame: unknown): ControlFrame | null {
  return typeof frame === 'object' &&
    frame !== null &&
    !Array.isArray(frame) &&
    typeof (frame as ControlFrame).type === 'string'
    ? (frame as ControlFrame)
    : null;
}

function send(socket: WebSocketLike, message: LiveClientMessage): void {
  socket.send(JSON.stringify(message));
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${LIVE_CHANNEL_PATH}`;
}

let shared: LivePriceClient | null = null;

/** The tab's client; its socket opens on the first `acquire`. */
export function livePriceClient(): LivePriceClient {
  shared ??= new LivePriceClient({ url: defaultUrl, token: () => pickBearerToken() });
  return shared;
}

/** Replaces the shared client (tests); `null` makes the next call create a default one. */
export function setLivePriceClient(client: LivePriceClient | null): void {
  shared?.dispose();
  shared = client;
}
