import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { visitorSessions } from '../../db/schema/index.ts';
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

  it('rate limits one address to 30 updates a minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await patch({}, '192.0.2.200')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await patch({}, '192.0.2.200');
    expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Another address is unaffected.
    expect((await patch({}, '192.0.2.201')).statusCode).toBe(200);
  });
});
