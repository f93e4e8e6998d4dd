import { LiveControlFrameSchema, NOTIFICATIONS, type NotificationDeliveryBatch } from '@tradecircle/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { bearer, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';

/** Access tokens of 3 s in the expiry test: long enough to sign in and name a socket, short enough to wait out. */
const SHORT_TOKEN_TTL_SECONDS = 3;

let ctx: TestContext;
afterEach(() => {
  vi.useRealTimers();
});

/** Every message a socket receives, and a wait for the next one that matches. */
function listen(socket: WebSocket) {
  const received: { type?: string; [key: string]: unknown }[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  return {
    received,
    async next(type: string, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((message) => message.type === type);
        if (index >= 0) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no ${type} frame in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

async function namedSocket(accessToken: string) {
  const socket = await ctx.app.injectWS('/ws/security/');
  const inbox = listen(socket);
  socket.send(JSON.stringify({ type: 'auth', token: accessToken }));
  await inbox.next('authenticated');
  return { socket, inbox };
}

let notificationId = 50_000;
/** A notification for the user, as the notifications worker publishes it. */
const notify = (userId: number) =>
  ctx.bus.publish(NOTIFICATIONS, {
    outbox_event_id: ++notificationId,
    notification: {
      notification_type: 'trade_active',
      notification_text: `Notification ${notificationId}`,
      action_time: '2026-11-29T09:00:00.000Z',
      follower_name: 'Asha',
      follower_image: null,
      user_id: 1,
      trade: 701,
      group: null,
      group_name: null,
      group_request_status: null,
    },
    deliveries: [{ user_id: userId, id: notificationId, total_unread_count: 1 }],
  } satisfies NotificationDeliveryBatch);

/** Lets whatever is in flight arrive, to assert that nothing did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a live socket and logout', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stops receiving its user’s notifications within a second of logout, and is told it is signed out', async () => {
    // Signed in 2 minutes ago, so that the same number may sign in again now (the resend timer).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 121_000 });
    const user = await signIn(ctx.app);
    vi.useRealTimers();
    const { socket, inbox } = await namedSocket(user.token.access);
    // Another sign-in of the same user (another device) is not ended by this logout.
    const other = await signIn(ctx.app, user.phone);
    const otherSocket = await namedSocket(other.token.access);

    await notify(user.user_id);
    await inbox.next('notification');
    await otherSocket.inbox.next('notification');

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/logout/',
      headers: bearer(user.token.access),
      payload: { refresh: user.token.refresh },
    });
    expect(logout.statusCode).toBe(200);
    const signedOut = await inbox.next('signed_out', 1000);
    expect(signedOut).toEqual({ type: 'signed_out', reason: 'session_ended' });
    expect(LiveControlFrameSchema.safeParse(signedOut).success).toBe(true);

    await notify(user.user_id);
    await otherSocket.inbox.next('notification');
    await settle();
    expect(inbox.received.filter((message) => message.type === 'notification')).toEqual([]);
    expect(otherSocket.inbox.received.filter((message) => message.type === 'signed_out')).toEqual([]);

    // Its revoked token cannot name it again.
    socket.send(JSON.stringify({ type: 'auth', token: user.token.access }));
    expect(await inbox.next('error')).toEqual({ type: 'error', message: 'Invalid or expired token' });
    socket.terminate();
    otherSocket.socket.terminate();
  });
});

describe('a live socket and its token’s expiry', () => {
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) } });
  });
  afterAll(() => ctx.close());

  it('stops receiving its user’s notifications when the token expires, until a renewed token names it', async () => {
    const user = await signIn(ctx.app);
    const { socket, inbox } = await namedSocket(user.token.access);
    const expiresAt = JSON.parse(Buffer.from(user.token.access.split('.')[1]!, 'base64url').toString()).exp;

    const signedOut = await inbox.next('signed_out', SHORT_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(signedOut).toEqual({ type: 'signed_out', reason: 'token_expired' });
    // Within a second of the token's expiry.
    expect(Math.abs(Date.now() - expiresAt * 1000)).toBeLessThan(1000);

    await notify(user.user_id);
    await settle();
    expect(inbox.received.filter((message) => message.type === 'notification')).toEqual([]);

    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/token/refresh/',
      payload: { refresh: user.token.refresh },
    });
    expect(renewed.statusCode).toBe(200);
    socket.send(JSON.stringify({ type: 'auth', token: renewed.json().access }));
    await inbox.next('authenticated');
    await notify(user.user_id);
    await inbox.next('notification');
    socket.terminate();
  });
});
