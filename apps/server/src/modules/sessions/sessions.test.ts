import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { visitorSessions } from '../../db/schema/index.ts';
import { SESSION_UPDATES_PER_MINUTE } from './sessions.routes.ts';
import { findSession } from './sessions.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const patch = (payload: unknown, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/backend/api/update-user-session/',
    payload: payload as object,
    remoteAddress: ip,
  });

const sessionCount = async () => (await ctx.database.db.select({ n: count() }).from(visitorSessions))[0]!.n;

describe('PATCH /backend/api/update-user-session/', () => {
  it('starts a session for an anonymous visitor and keeps its marketing source and device', async () => {
    const response = await patch({
      source: 'newsletter',
      medium: 'email',
      campaign: 'diwali',
      utm_id: 'n42',
      utm_content: 'hero',
      utm_term: 'swing trading',
      ipaddress: '203.0.113.7',
      device: { name: 'Chrome', version: '156', os: 'Android', manufacturer: 'Google', product: 'Pixel' },
    });
    expect(response.statusCode).toBe(200);
    const { session_id } = response.json();
    const row = await findSession(ctx.database.db, session_id);
    expect(row).toMatchObject({
      source: 'newsletter',
      medium: 'email',
      campaign: 'diwali',
      utmId: 'n42',
      utmContent: 'hero',
      utmTerm: 'swing trading',
      ipaddress: '203.0.113.7',
      userId: null,
      device: { os: 'Android', product: 'Pixel' },
    });
  });

  it('updates the same session and keeps fields the client left out', async () => {
    const first = (await patch({ source: 'telegram' })).json();
    const second = await patch({ session_id: first.session_id, device: { os: 'iOS' } });
    expect(second.json().session_id).toBe(first.session_id);
    const row = await findSession(ctx.database.db, first.session_id);
    expect(row).toMatchObject({ source: 'telegram', device: { os: 'iOS' } });
  });

  it('tolerates an empty body and unknown fields, using the request address', async () => {
    const response = await patch({ something_else: 1 }, '198.51.100.9');
    expect(response.statusCode).toBe(200);
    const row = await findSession(ctx.database.db, response.json().session_id);
    expect(row?.ipaddress).toBe('198.51.100.9');
  });

  it('never trusts a user id sent in the body', async () => {
    const response = await patch({ user: 1 });
    const row = await findSession(ctx.database.db, response.json().session_id);
    expect(row?.userId).toBeNull();
  });

  it('starts a new session when the session id is unknown', async () => {
    const response = await patch({ session_id: '00000000-0000-4000-8000-000000000000', source: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json().session_id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it.each([
    ['a device that is not an object', { device: 'Pixel' }],
    ['an over-long source', { source: 'x'.repeat(201) }],
    ['a non-text campaign', { campaign: { nested: true } }],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const before = await sessionCount();
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().errors).toBeDefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses bodies over 4 KB', async () => {
    const response = await patch({ source: 'a', padding: 'x'.repeat(5000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('PATCH /backend/api/update-user-session/ rate limit', () => {
  const patchAs = (token: string | null, ip: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/update-user-session/',
      payload,
      remoteAddress: ip,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('derives the limit from the client cadence: ten tabs at one update per 5 s', () => {
    expect(SESSION_UPDATES_PER_MINUTE).toBe(120);
  });

  it("never refuses a user's three tabs at twice the client's cadence for a minute", async () => {
    const user = await signIn(ctx.app);
    // Each tab: one update on load, then one per 5 s for 60 s (the client sends one per 10 s). All of
    // them land in one limit window here, which is stricter than spreading them over the minute.
    const statuses: number[] = [];
    const sessions: (string | undefined)[] = [undefined, undefined, undefined];
    for (let beat = 0; beat <= 12; beat++) {
      for (let tab = 0; tab < 3; tab++) {
        const response = await patchAs(
          user.token.access,
          '192.0.2.10',
          sessions[tab] ? { session_id: sessions[tab] } : { source: 'newsletter' },
        );
        statuses.push(response.statusCode);
        sessions[tab] = response.json().session_id;
      }
    }
    expect(statuses).toHaveLength(39);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(new Set(sessions).size).toBe(3);
  });

  it("refuses a signed-in user's flood with 429 after the limit, from any address, and no one else", async () => {
    const [flooder, neighbour] = [await signIn(ctx.app), await signIn(ctx.app)];
    const statuses: number[] = [];
    for (let i = 0; i <= SESSION_UPDATES_PER_MINUTE; i++) {
      // A new address for each request does not help: the limit follows the user.
      statuses.push((await patchAs(flooder.token.access, `198.51.100.${i % 250}`)).statusCode);
    }
    expect(statuses.slice(0, SESSION_UPDATES_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await patchAs(flooder.token.access, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Another user, and a visitor, on the flooder's last address are unaffected.
    expect((await patchAs(neighbour.token.access, '198.51.100.1')).statusCode).toBe(200);
    expect((await patchAs(null, '198.51.100.1')).statusCode).toBe(200);
  });

  it("refuses a visitor address's flood with 429 and writes nothing more; another address is unaffected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SESSION_UPDATES_PER_MINUTE; i++) {
      statuses.push((await patchAs(null, '192.0.2.200')).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const before = await sessionCount();
    const refused = await patchAs(null, '192.0.2.200', { source: 'flood' });
    expect(refused.statusCode).toBe(429);
    // Refused before the body is read: a bad body is counted (and refused) the same way.
    expect((await patchAs(null, '192.0.2.200', { device: 'not an object' })).statusCode).toBe(429);
    expect(await sessionCount()).toBe(before);
    expect((await patchAs(null, '192.0.2.201')).statusCode).toBe(200);
  });
});
