import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { MAX_IDS_PER_SOCKET, SECURITY_TICKS_CHANNEL, TRADE_CHANGES_CHANNEL } from './security-channel.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Collects every message a socket receives, so a test can wait for the next one or assert silence. */
function listen(socket: WebSocket) {
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    // Tick frames are arrays of {pk, fields}; control messages are single objects.
    const message = JSON.parse(data.toString());
    received.push(...(Array.isArray(message) ? message : [message]));
    for (const wake of waiters.splice(0)) wake();
  });
  return {
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

const tick = (pk: number, livePrice: number) =>
  ctx.bus.publish(
    SECURITY_TICKS_CHANNEL,
    JSON.stringify({ pk, fields: { live_price: livePrice, change: 1.5 } }),
  );

const isTick = (pk: number) => (message: unknown) => (message as { pk?: number }).pk === pk;
const isType = (type: string) => (message: unknown) => (message as { type?: string }).type === type;

async function subscribe(socket: WebSocket, inbox: ReturnType<typeof listen>, ids: unknown[]) {
  socket.send(JSON.stringify({ type: 'security', ids }));
  return inbox.next(isType('subscribed'));
}

describe('/ws/security/', () => {
  it('delivers ticks only for the subscribed securities', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const inbox = listen(socket);
    expect(await subscribe(socket, inbox, [1, '2'])).toEqual({ type: 'subscribed', ids: [1, 2] });

    await tick(3, 99);
    await tick(1, 1501.25);
    expect(await inbox.next(isTick(1))).toEqual({ pk: 1, fields: { live_price: 1501.25, change: 1.5 } });
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

  it('sends each socket one frame per batch with only its securities', async () => {
    const socket = await ctx.app.injectWS('/ws/security/');
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    socket.send(JSON.stringify({ type: 'security', ids: [41, 42] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ctx.bus.publish(
      SECURITY_TICKS_CHANNEL,
      JSON.stringify([
        { pk: 41, fields: { live_price: 1 } },
        { pk: 43, fields: { live_price: 3 } },
        { pk: 42, fields: { live_price: 2 } },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(frames).toEqual([
      { type: 'subscribed', ids: [41, 42] },
      [
        { pk: 41, fields: { live_price: 1 } },
        { pk: 42, fields: { live_price: 2 } },
      ],
    ]);
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
  const change = (trade_id: number, visibility: string, posted_by_id: number) => ({
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

    await ctx.bus.publish(TRADE_CHANGES_CHANNEL, JSON.stringify([change(501, 'private', owner.user_id)]));
    await ctx.bus.publish(TRADE_CHANGES_CHANNEL, JSON.stringify([change(502, 'followers', owner.user_id)]));
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
    expect(await subscribe(socket, inbox, [7])).toEqual({ type: 'subscribed', ids: [7] });
    socket.terminate();
  });
});
