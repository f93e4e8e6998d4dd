import { LIVE_CHANNEL_MESSAGES } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestContext } from '../../test/support.ts';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_ORIGINS: 'https://tradecircle.example, http://localhost:5173/' } });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

type Upgrade = { status: 101; socket: WebSocket } | { status: number; body: string };

/** Opens /ws/security/ over a real connection, with the given Origin (none when undefined). */
function open(origin: string | undefined, host = `127.0.0.1:${port}`): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/security/`, {
      headers: { host },
      ...(origin === undefined ? {} : { origin }),
    });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once('error', reject);
  });
}

async function expectOpen(origin: string | undefined, host?: string) {
  const upgrade = await open(origin, host);
  expect(upgrade.status).toBe(101);
  if ('socket' in upgrade) {
    // A working socket: it answers a subscription.
    const answer = new Promise((resolve) =>
      upgrade.socket.once('message', (data) => resolve(JSON.parse(`${data}`))),
    );
    upgrade.socket.send(JSON.stringify({ type: 'security', ids: [1] }));
    expect(await answer).toEqual({ type: 'subscribed', ids: [1], batch: false });
    upgrade.socket.terminate();
  }
}

describe('/ws/security/ upgrade and Origin', () => {
  it("accepts the app's own origins (APP_ORIGINS)", async () => {
    await expectOpen('https://tradecircle.example');
    await expectOpen('http://localhost:5173');
  });

  it('accepts a client without an Origin header (not a browser)', async () => {
    await expectOpen(undefined);
  });

  it('accepts a page this server served at the address the browser used', async () => {
    await expectOpen(`http://127.0.0.1:${port}`);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ["another site on the app's host name", 'https://tradecircle.example.evil.example'],
    ["the app's host on another scheme", 'http://tradecircle.example'],
    ['another port of the same host', `http://127.0.0.1:${port + 1}`],
    ['an opaque origin (sandboxed frame, file)', 'null'],
  ])('refuses %s with 403 at the upgrade', async (_label, origin) => {
    const upgrade = await open(origin);
    expect(upgrade.status).toBe(403);
    expect(JSON.parse((upgrade as { body: string }).body)).toEqual({
      message: LIVE_CHANNEL_MESSAGES.foreignOrigin,
    });
  });
});
