/** A scriptable WebSocket for tests (not shipped: only *.test files import it). */
import {
  LivePriceClient,
  type LivePriceClientOptions,
  setLivePriceClient,
  type WebSocketLike,
} from './live-price-client.ts';

export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1000 }));
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a text frame (objects are JSON-encoded). */
  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection drops. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  /** The ids of the last subscription message. */
  lastIds(): number[] | undefined {
    const last = this.sent.at(-1) as { ids?: number[] } | undefined;
    return last?.ids;
  }
}

/** A tick frame as the server sends it. */
export function tickFrame(id: number, livePrice: number, closePrice = 100) {
  const change = livePrice - closePrice;
  return {
    pk: id,
    fields: {
      live_price: livePrice,
      close_price: closePrice,
      up_down_price: Math.round(change * 100) / 100,
      up_down_percent: Math.round((change / closePrice) * 10_000) / 100,
      day_high: livePrice + 5,
      day_low: livePrice - 5,
      updated_at: '2026-05-04T09:30:00.000Z',
    },
  };
}

/**
 * Makes the app's live price client use fake sockets (forgetting earlier ones). A fake socket never
 * opens until a test calls open(), so components that only need quiet prices work as they are.
 */
export function installFakeLivePriceClient(options: Partial<LivePriceClientOptions> = {}): LivePriceClient {
  FakeWebSocket.reset();
  const client = new LivePriceClient({
    url: () => 'ws://test/ws/security/',
    createSocket: (url) => new FakeWebSocket(url),
    ...options,
  });
  setLivePriceClient(client);
  return client;
}
