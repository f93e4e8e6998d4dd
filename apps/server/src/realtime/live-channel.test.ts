import websocket from '@fastify/websocket';
import {
  defineChannel,
  LiveControlFrameSchema,
  MAX_IDS_PER_SOCKET,
  NOTIFICATIONS,
  SECURITY_TICKS,
  type SecurityTick,
  type TradeChangeEvent,
  type TradeVisibility,
} from '@tradecircle/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { signIn } from '../../test/auth-helpers.ts';
import { publishTradeChanges } from '../../test/stream.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { createMemoryBus } from './event-bus.ts';
import { registerLiveChannel } from './live-channel.ts';
import { definePush } from './live-push.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * Collects every message a socket receives, so a test can wait for the next one or assert silence:
 * `messages` as they came, `received` with a batch's ticks taken out of their array.
 */
function listen(socket: WebSocket) {
  const messages: unknown[] = [];
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    messages.push(message);
    received.push(...(Array.isArray(message) ? message : [message]));
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    messages,
    received,
    async next(predicate: (message: unknown) => boolean = () => true, timeoutMs = 3000): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex(predicate);
        if (index >= 0) return received.splice(index, 1)[0];
        if (Date.now() > deadline) throw new Error('no matching message arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

/** A tick as the market service publishes it, plus a field the channel does not know (passed through). */
const tickOf = (pk: number, livePrice: number): SecurityTick => ({
  pk,
  fields: {
    live_price: livePrice,
    close_price: 100,
    up_down_price: 1,
    up_down_percent: 1,
    day_high: livePrice,
    day_low: livePrice,
    updated_at: '2026-05-04T09:30:00.000Z',
    change: 1.5,
  },
});
const tick = (pk: number, livePrice: number) => ctx.bus.publish(SECURITY_TICKS, [tickOf(pk, livePrice)]);

const isTick = (pk: number) => (message: unknown) => (message as { pk?: number }).pk === pk;
const isType = (type: string) => (message: unknown) => (message as { type?: string }).type === type;

async function subscribe(
  socket: WebSocket,
  inbox: ReturnType<typeof listen>,
  ids: unknown[],
  options: { batch?: boolean } = {},
) {
  socket.send(JSON.stringify({ type: 'security', ids, ...options }));
  return inbox.next(isType('subscribed'));
}

/** Lets whatever is in flight on the loopback arrive (for asserting the exact list of messages). */
const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/ws/security/', () => {
  it('delivers ticks only for the subscribed securities', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    expect(await subscribe(socket, inbox, [1, '2'])).toEqual({
      type: 'subscribed',
      ids: [1, 2],
      batch: false,
    });

    await tick(3, 99);
    await tick(1, 1501.25);
    expect(await inbox.next(isTick(1))).toEqual(tickOf(1, 1501.25));
    await tick(2, 10);
    await inbox.next(isTick(2));
    expect(inbox.received.some(isTick(3))).toBe(false);
    socket.terminate();
  });

  it('replaces the subscription when a new list arrives', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    await subscribe(socket, inbox, [10]);
    await subscribe(socket, inbox, [11]);
    await tick(10, 5);
    await tick(11, 6);
    expect(await inbox.next(isTick(11))).toMatchObject({ fields: { live_price: 6 } });
    expect(inbox.received.some(isTick(10))).toBe(false);
    socket.terminate();
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['a wrong type', JSON.stringify({ type: 'news', ids: [1] })],
    ['ids that are not numbers', JSON.stringify({ type: 'security', ids: ['abc'] })],
    [
      'too many ids',
      JSON.stringify({
        type: 'security',
        ids: Array.from({ length: MAX_IDS_PER_SOCKET + 1 }, (_, i) => i + 1),
      }),
    ],
  ])('answers %s with an error and keeps the socket working', async (_label, message) => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    socket.send(message);
    const error = (await inbox.next(isType('error'))) as { message: string };
    expect(error.message).toContain('"type":"security"');
    await subscribe(socket, inbox, [21]);
    await tick(21, 7);
    await inbox.next(isTick(21));
    socket.terminate();
  });

  it('sends a spec client one {pk, fields} object per message, one message per update', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    await subscribe(socket, inbox, [41, 42]);
    await ctx.bus.publish(SECURITY_TICKS, [tickOf(41, 1), tickOf(43, 3), tickOf(42, 2)]);
    await inbox.next(isTick(42));
    await settle();
    expect(inbox.messages).toEqual([
      { type: 'subscribed', ids: [41, 42], batch: false },
      tickOf(41, 1),
      tickOf(42, 2),
    ]);
    // What a client built from the spec reads off each message.
    const [, first, second] = inbox.messages as { pk: number; fields: { live_price: number } }[];
    expect([first!.pk, first!.fields.live_price, second!.pk, second!.fields.live_price]).toEqual([
      41, 1, 42, 2,
    ]);
    socket.terminate();
  });

  it('sends a client that asked for batch: true one array per batch with only its securities', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    expect(await subscribe(socket, inbox, [44, 45], { batch: true })).toEqual({
      type: 'subscribed',
      ids: [44, 45],
      batch: true,
    });
    await ctx.bus.publish(SECURITY_TICKS, [tickOf(44, 1), tickOf(46, 3), tickOf(45, 2)]);
    await ctx.bus.publish(SECURITY_TICKS, [tickOf(45, 5)]);
    await inbox.next((message) => isTick(45)(message) && (message as SecurityTick).fields.live_price === 5);
    await settle();
    expect(inbox.messages).toEqual([
      { type: 'subscribed', ids: [44, 45], batch: true },
      [tickOf(44, 1), tickOf(45, 2)],
      [tickOf(45, 5)],
    ]);

    // Each subscription sets the shape again: left out, it is the spec's.
    await subscribe(socket, inbox, [44]);
    await ctx.bus.publish(SECURITY_TICKS, [tickOf(44, 7)]);
    await inbox.next((message) => isTick(44)(message) && (message as SecurityTick).fields.live_price === 7);
    expect(inbox.messages.at(-1)).toEqual(tickOf(44, 7));
    socket.terminate();
  });

  it('gives every frame that is not a price update a type and no pk', async () => {
    const user = await signIn(ctx.app);
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    socket.send('not json');
    await inbox.next(isType('error'));
    socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    await inbox.next(isType('error'));
    socket.send(JSON.stringify({ type: 'auth', token: user.token.access }));
    await inbox.next(isType('authenticated'));
    await subscribe(socket, inbox, [47]);
    await publishTradeChanges(ctx.bus, [
      {
        type: 'trade.activated',
        trade_id: 701,
        security_id: 47,
        posted_by_id: 1,
        status: 'Active',
        visibility: 'followers',
      },
    ]);
    await inbox.next(isType('trades'));
    await ctx.bus.publish(NOTIFICATIONS, {
      outbox_event_id: 701,
      notification: {
        notification_type: 'trade_active',
        notification_text: 'Your trade is now active',
        action_time: '2026-11-29T09:00:00.000Z',
        follower_name: 'Asha',
        follower_image: null,
        user_id: 1,
        trade: 701,
        group: null,
        group_name: null,
        group_request_status: null,
      },
      deliveries: [{ user_id: user.user_id, id: 9001, total_unread_count: 1 }],
    });
    await inbox.next(isType('notification'));
    await ctx.bus.publish(SECURITY_TICKS, [tickOf(47, 8)]);
    await inbox.next(isTick(47));
    await settle();

    const prices = inbox.messages.filter((message) => Object.hasOwn(message as object, 'pk'));
    const others = inbox.messages.filter((message) => !prices.includes(message));
    expect(prices).toEqual([tickOf(47, 8)]);
    expect(others.map((message) => (message as { type: unknown }).type)).toEqual([
      'error',
      'error',
      'authenticated',
      'subscribed',
      'trades',
      'notification',
    ]);
    for (const message of others) {
      expect(Array.isArray(message)).toBe(false);
      expect(LiveControlFrameSchema.safeParse(message).success).toBe(true);
    }
    socket.terminate();
  });

  it('fans one tick out to many sockets and forgets closed ones', async () => {
    const sockets = await Promise.all(Array.from({ length: 25 }, () => ctx.app.injectWS('/ws/security/')));
    const inboxes = sockets.map(listen);
    await Promise.all(sockets.map((socket, i) => subscribe(socket, inboxes[i]!, [31])));
    sockets[0]!.close();
    await new Promise((resolve) => sockets[0]!.once('close', resolve));
    await tick(31, 42);
    await Promise.all(inboxes.slice(1).map((inbox) => inbox.next(isTick(31))));
    expect(inboxes[0]!.received.some(isTick(31))).toBe(false);
    for (const socket of sockets) socket.terminate();
  });
});

describe('/ws/security/ trade changes', () => {
  const change = (trade_id: number, visibility: TradeVisibility, posted_by_id: number): TradeChangeEvent => ({
    type: 'trade.activated',
    trade_id,
    security_id: 7,
    posted_by_id,
    status: 'Active',
    visibility,
  });
  const isTrades = (tradeId: number) => (message: unknown) =>
    (message as { type?: string; events?: { trade_id: number }[] }).type === 'trades' &&
    (message as { events: { trade_id: number }[] }).events.some((event) => event.trade_id === tradeId);

  it("sends public trades' changes to every subscriber and private ones only to the owner", async () => {
    const owner = await signIn(ctx.app);
    const ownerSocket = await ctx.app.injectWS('/ws/security/');
    const ownerInbox = listen(ownerSocket);
    ownerSocket.send(JSON.stringify({ type: 'auth', token: owner.token.access }));
    await ownerInbox.next(isType('authenticated'));
    await subscribe(ownerSocket, ownerInbox, [7]);
    const otherSocket = await ctx.app.injectWS('/ws/security/');
    const otherInbox = listen(otherSocket);
    await subscribe(otherSocket, otherInbox, [7]);

    await publishTradeChanges(ctx.bus, [change(501, 'private', owner.user_id)]);
    await publishTradeChanges(ctx.bus, [change(502, 'followers', owner.user_id)]);
    expect(await ownerInbox.next(isTrades(501))).toEqual({
      type: 'trades',
      events: [change(501, 'private', owner.user_id)],
    });
    await ownerInbox.next(isTrades(502));
    await otherInbox.next(isTrades(502));
    expect(otherInbox.received.some(isTrades(501))).toBe(false);
    ownerSocket.terminate();
    otherSocket.terminate();
  });

  it('refuses an invalid token and keeps the socket usable', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await inbox.next(isType('error'))).toEqual({ type: 'error', message: 'Invalid or expired token' });
    expect(await subscribe(socket, inbox, [7])).toEqual({ type: 'subscribed', ids: [7], batch: false });
    socket.terminate();
  });

  it('drops a malformed change from the bus and keeps forwarding the next ones', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    await subscribe(socket, inbox, [7]);
    // As an instance of another version might publish it: no visibility, so nobody can be told.
    const { visibility: _dropped, ...withoutVisibility } = change(503, 'followers', 1);
    await publishTradeChanges(ctx.bus, [withoutVisibility] as unknown as TradeChangeEvent[]);
    await publishTradeChanges(ctx.bus, [change(504, 'followers', 1)]);
    await inbox.next(isTrades(504));
    expect(inbox.received.some(isTrades(503))).toBe(false);
    socket.terminate();
  });

  it('sends nothing about securities the socket does not watch, and a group trade only to its owner', async () => {
    const owner = await signIn(ctx.app);
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    await subscribe(socket, inbox, [7]);
    await publishTradeChanges(ctx.bus, [{ ...change(505, 'followers', 1), security_id: 8 }]);
    await publishTradeChanges(ctx.bus, [change(506, 'group', owner.user_id)]);
    await publishTradeChanges(ctx.bus, [change(507, 'followers', 1)]);
    await inbox.next(isTrades(507));
    expect(inbox.received.some(isTrades(505)) || inbox.received.some(isTrades(506))).toBe(false);
    socket.terminate();
  });
});

describe('the socket layer', () => {
  // A push the socket layer has never heard of, as a future module would register it.
  const POLL_VOTES = defineChannel('poll-votes', z.object({ security_id: z.number(), votes: z.number() }));
  const pollVotesPush = definePush(POLL_VOTES, (event, sockets) => {
    sockets.sendBatched<number>(
      (add) => {
        for (const socket of sockets.watching(event.security_id)) add(socket, event.votes);
      },
      (votes) => JSON.stringify({ type: 'poll-votes', votes }),
    );
  });

  it('delivers any registered push to the sockets it routes to, and only those', async () => {
    const app = Fastify({ logger: false });
    await app.register(websocket);
    const bus = createMemoryBus('socket-layer-test');
    await registerLiveChannel(app, bus, {
      verifyToken: () => Promise.reject(new Error('no accounts here')),
      pushes: [pollVotesPush],
      appOrigins: ['http://localhost:8080'],
    });
    await app.ready();
    try {
      const watcher = await app.injectWS('/ws/security/');
      const watcherInbox = listen(watcher);
      await subscribe(watcher, watcherInbox, [3]);
      const bystander = await app.injectWS('/ws/security/');
      const bystanderInbox = listen(bystander);
      await subscribe(bystander, bystanderInbox, [4]);

      await bus.publish(POLL_VOTES, { security_id: 3, votes: 12 });
      expect(await watcherInbox.next(isType('poll-votes'))).toEqual({ type: 'poll-votes', votes: [12] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bystanderInbox.received.some(isType('poll-votes'))).toBe(false);
      watcher.terminate();
      bystander.terminate();
    } finally {
      await app.close();
      await bus.close();
    }
  });
});
