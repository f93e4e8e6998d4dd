import { LiveClientMessageSchema } from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, tickFrame } from './fake-web-socket.ts';
import { LivePriceClient } from './live-price-client.ts';

function makeClient(random = () => 0.5) {
  return new LivePriceClient({
    url: () => 'ws://test/ws/security/',
    createSocket: (url) => new FakeWebSocket(url),
    debounceMs: 50,
    reconnectBaseMs: 1000,
    reconnectMaxMs: 8000,
    random,
  });
}

describe('LivePriceClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the socket lazily and sends the union of wanted ids once, debounced', () => {
    const client = makeClient();
    expect(FakeWebSocket.instances).toHaveLength(0);
    client.acquire([3, 1]);
    client.acquire([1, 2]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://test/ws/security/');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'security', ids: [1, 2, 3], batch: true }]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('keeps an id while any component wants it and sends the set again when it changes', () => {
    const client = makeClient();
    const releaseA = client.acquire([1, 2]);
    const releaseB = client.acquire([2]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(socket.lastIds()).toEqual([1, 2]);

    releaseA();
    releaseA(); // a second call must not release B's hold on 2
    vi.advanceTimersByTime(49);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.lastIds()).toEqual([2]);

    // Release and re-acquire within the debounce (StrictMode, re-renders): nothing is sent.
    releaseB();
    const releaseC = client.acquire([2]);
    vi.advanceTimersByTime(50);
    expect(socket.sent).toHaveLength(2);

    releaseC();
    vi.advanceTimersByTime(50);
    expect(socket.readyState).toBe(3);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('delivers ticks to the listeners of that id only', () => {
    const client = makeClient();
    client.acquire([1, 2]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    const onOne = vi.fn();
    const onTwo = vi.fn();
    client.subscribe(1, onOne);
    client.subscribe(2, onTwo);

    socket.receive({ type: 'subscribed', ids: [1, 2] });
    socket.receive(tickFrame(1, 105));
    expect(onOne).toHaveBeenCalledTimes(1);
    expect(onTwo).not.toHaveBeenCalled();
    expect(client.getQuote(1)).toEqual({
      live_price: 105,
      close_price: 100,
      up_down_price: 5,
      up_down_percent: 5,
      day_high: 110,
      day_low: 100,
      updated_at: '2026-05-04T09:30:00.000Z',
    });
    expect(client.getQuote(2)).toBeUndefined();
  });

  it('asks for batched price frames on every subscription message, in the shape the server reads', () => {
    const client = makeClient();
    const release = client.acquire([4, 2]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    client.acquire([9]);
    vi.advanceTimersByTime(50);
    release();
    vi.advanceTimersByTime(50);
    expect(socket.sent).toEqual([
      { type: 'security', ids: [2, 4], batch: true },
      { type: 'security', ids: [2, 4, 9], batch: true },
      { type: 'security', ids: [9], batch: true },
    ]);
    for (const message of socket.sent) expect(LiveClientMessageSchema.parse(message)).toEqual(message);
  });

  it("still reads the spec's shape, one {pk, fields} per message, from a server that does not batch", () => {
    const client = makeClient();
    client.acquire([1, 2]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive(tickFrame(1, 101));
    socket.receive(tickFrame(2, 202));
    expect(client.getQuote(1)?.live_price).toBe(101);
    expect(client.getQuote(2)?.live_price).toBe(202);
  });

  it('reads a batch frame (an array of ticks) as the server sends it for batch: true', () => {
    const client = makeClient();
    client.acquire([1, 2]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    const onOne = vi.fn();
    client.subscribe(1, onOne);
    socket.receive([tickFrame(1, 101), { pk: 2 }, tickFrame(2, 202), tickFrame(3, 303)]);
    expect(client.getQuote(1)?.live_price).toBe(101);
    expect(client.getQuote(2)?.live_price).toBe(202);
    expect(client.getQuote(3)).toBeUndefined();
    expect(onOne).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed frames, error frames and ticks for ids nobody wants', () => {
    const client = makeClient();
    client.acquire([1]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    const listener = vi.fn();
    client.subscribe(1, listener);

    socket.receive('not json{');
    socket.receive({ type: 'error', message: 'bad' });
    socket.receive({ pk: 1 });
    socket.receive({ pk: 1, fields: { live_price: '12' } });
    socket.receive({ pk: '1', fields: tickFrame(1, 101).fields });
    socket.receive([{ pk: 1, fields: null }, 'x']);
    socket.receive(tickFrame(9, 101));
    expect(listener).not.toHaveBeenCalled();
    expect(client.getQuote(1)).toBeUndefined();
    expect(client.getQuote(9)).toBeUndefined();

    socket.receive(tickFrame(1, 99));
    expect(client.getQuote(1)?.live_price).toBe(99);
  });

  it('reconnects after a drop with growing, capped, jittered delays and re-sends the set', () => {
    const random = vi.fn(() => 0);
    const client = makeClient(random);
    client.acquire([5, 7]);
    vi.advanceTimersByTime(50);
    let socket = FakeWebSocket.latest();
    socket.open();

    // Attempt delays with random() = 0 are half the ceiling: 500, 1000, 2000, 4000, 4000 (cap 8000).
    for (const delay of [500, 1000, 2000, 4000, 4000]) {
      socket.drop();
      const count = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
      socket = FakeWebSocket.latest();
    }
    socket.open();
    expect(socket.sent).toEqual([{ type: 'security', ids: [5, 7], batch: true }]);

    // A successful open resets the backoff; random() = 1 gives the full ceiling.
    random.mockReturnValue(1);
    socket.drop();
    vi.advanceTimersByTime(999);
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
  });

  it('tells its reopen listeners when a socket opens after a drop, not on the first open', () => {
    const client = makeClient(() => 0);
    const onReopen = vi.fn();
    const stop = client.onReopen(onReopen);
    client.acquire([5]);
    vi.advanceTimersByTime(50);
    FakeWebSocket.latest().open();
    expect(onReopen).not.toHaveBeenCalled();

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(500);
    FakeWebSocket.latest().open();
    expect(onReopen).toHaveBeenCalledTimes(1);

    stop();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(500);
    FakeWebSocket.latest().open();
    expect(onReopen).toHaveBeenCalledTimes(1);
  });

  it('keeps the last quote across a reconnect and does not reconnect once nothing is wanted', () => {
    const client = makeClient();
    const release = client.acquire([1]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive(tickFrame(1, 120));
    socket.drop();
    expect(client.getQuote(1)?.live_price).toBe(120);

    release();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getQuote(1)).toBeUndefined();
  });

  it('caps the subscription at 500 ids', () => {
    const client = makeClient();
    client.acquire(Array.from({ length: 600 }, (_, i) => i + 1));
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(socket.lastIds()).toHaveLength(500);
  });

  it('names the signed-in user after connecting and hands trade changes to their listeners, not to quotes', () => {
    const client = new LivePriceClient({
      url: () => 'ws://test/ws/security/',
      createSocket: (url) => new FakeWebSocket(url),
      debounceMs: 50,
      token: () => 'access-token',
    });
    const changes: unknown[] = [];
    const stop = client.onTradeChanges((events) => changes.push(...events));
    client.acquire([7]);
    vi.advanceTimersByTime(50);
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'access-token' },
      { type: 'security', ids: [7], batch: true },
    ]);
    const event = {
      type: 'trade.activated',
      trade_id: 9,
      security_id: 7,
      posted_by_id: 3,
      status: 'Active',
      visibility: 'followers',
    };
    // An event that is not a trade change (no visibility) is left out; the valid one still arrives.
    const { visibility: _left, ...withoutVisibility } = { ...event, trade_id: 8 };
    socket.receive({ type: 'trades', events: [withoutVisibility, event] });
    expect(changes).toEqual([event]);
    expect(client.getQuote(7)).toBeUndefined();
    stop();
    socket.receive({ type: 'trades', events: [{ ...event, trade_id: 10 }] });
    expect(changes).toHaveLength(1);
  });

  describe('for a signed-in user with no prices on screen', () => {
    function signedInClient(token: { value: string | null }) {
      return new LivePriceClient({
        url: () => 'ws://test/ws/security/',
        createSocket: (url) => new FakeWebSocket(url),
        debounceMs: 50,
        reconnectBaseMs: 1000,
        random: () => 0.5,
        token: () => token.value,
      });
    }

    it('keeps a socket open while held, names the user, and reconnects it after a drop', () => {
      const client = signedInClient({ value: 'access-a' });
      const release = client.keepOpen();
      vi.advanceTimersByTime(50);
      const socket = FakeWebSocket.latest();
      socket.open();
      // Named, and no empty subscription sent.
      expect(socket.sent).toEqual([{ type: 'auth', token: 'access-a' }]);

      socket.drop();
      vi.advanceTimersByTime(1000);
      expect(FakeWebSocket.instances).toHaveLength(2);
      FakeWebSocket.latest().open();
      expect(FakeWebSocket.latest().sent).toEqual([{ type: 'auth', token: 'access-a' }]);

      release();
      release();
      vi.advanceTimersByTime(50);
      expect(FakeWebSocket.latest().readyState).toBe(3);
    });

    it('stays open for the holder when the last security is released, unsubscribing it', () => {
      const client = signedInClient({ value: 'access-a' });
      const release = client.keepOpen();
      const releaseIds = client.acquire([4]);
      vi.advanceTimersByTime(50);
      const socket = FakeWebSocket.latest();
      socket.open();
      releaseIds();
      vi.advanceTimersByTime(50);
      expect(socket.readyState).toBe(1);
      expect(socket.sent.at(-1)).toEqual({ type: 'security', ids: [], batch: true });
      release();
      vi.advanceTimersByTime(50);
      expect(socket.readyState).toBe(3);
    });

    it('hands other object frames to control-frame listeners, and ticks still to quotes', () => {
      const client = signedInClient({ value: 'access-a' });
      const frames: unknown[] = [];
      const stop = client.onControlFrame((frame) => frames.push(frame));
      client.keepOpen();
      client.acquire([1]);
      vi.advanceTimersByTime(50);
      const socket = FakeWebSocket.latest();
      socket.open();
      const notification = { type: 'notification', notification: { id: 1 }, total_unread_count: 3 };
      socket.receive(notification);
      socket.receive('{not json');
      socket.receive({ no: 'type' });
      socket.receive([tickFrame(1, 101)]);
      expect(frames).toEqual([notification]);
      expect(client.getQuote(1)?.live_price).toBe(101);
      stop();
      socket.receive(notification);
      expect(frames).toHaveLength(1);
    });

    it('names the socket again when the server says its token expired, but not when its sign-in ended', () => {
      const token: { value: string | null } = { value: 'access-a' };
      const client = signedInClient(token);
      const frames: unknown[] = [];
      client.onControlFrame((frame) => frames.push(frame));
      client.keepOpen();
      vi.advanceTimersByTime(50);
      const socket = FakeWebSocket.latest();
      socket.open();
      expect(socket.sent).toEqual([{ type: 'auth', token: 'access-a' }]);

      // The session was renewed meanwhile (a request's 401): the socket is named with the new token.
      token.value = 'access-b';
      socket.receive({ type: 'signed_out', reason: 'token_expired' });
      expect(socket.sent.slice(1)).toEqual([{ type: 'auth', token: 'access-b' }]);
      // Not renewed: the same token goes again, and the server's refusal has the session renewed.
      socket.receive({ type: 'signed_out', reason: 'token_expired' });
      expect(socket.sent.slice(2)).toEqual([{ type: 'auth', token: 'access-b' }]);

      socket.receive({ type: 'signed_out', reason: 'session_ended' });
      expect(socket.sent).toHaveLength(3);
      expect(frames).toEqual([
        { type: 'signed_out', reason: 'token_expired' },
        { type: 'signed_out', reason: 'token_expired' },
        { type: 'signed_out', reason: 'session_ended' },
      ]);
      // Anonymous now: the next change of session names it.
      client.reauthenticate();
      expect(socket.sent.slice(3)).toEqual([{ type: 'auth', token: 'access-b' }]);
    });

    it('names an open socket again on sign-in and replaces it with an anonymous one on sign-out', () => {
      const token: { value: string | null } = { value: null };
      const client = signedInClient(token);
      client.acquire([2]);
      vi.advanceTimersByTime(50);
      const socket = FakeWebSocket.latest();
      socket.open();
      expect(socket.sent).toEqual([{ type: 'security', ids: [2], batch: true }]);

      client.reauthenticate();
      expect(socket.sent).toHaveLength(1);
      token.value = 'access-b';
      client.reauthenticate();
      client.reauthenticate();
      expect(socket.sent.slice(1)).toEqual([{ type: 'auth', token: 'access-b' }]);

      token.value = null;
      client.reauthenticate();
      expect(socket.readyState).toBe(3);
      const anonymous = FakeWebSocket.latest();
      expect(anonymous).not.toBe(socket);
      anonymous.open();
      expect(anonymous.sent).toEqual([{ type: 'security', ids: [2], batch: true }]);
    });
  });
});
