/** The search box (search/?q=) and the recent searches kept per user (/recent-search). */
import { MAX_RECENT_SEARCHES } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { profiles, recentSearches } from '../../db/schema/index.ts';

let ctx: TestContext;
let alice: Session;
let bob: Session;
/** A word no seeded name holds, so expert searches find only this file's users. */
const word = `Qz${Math.random().toString(36).slice(2, 8)}`;

const inject = (options: InjectOptions) => ctx.app.inject(options);
const as = (session: Session | undefined) => (session ? bearer(session.token.access) : {});
const search = (q: string, session?: Session) =>
  inject({ url: `/backend/api/search/?q=${encodeURIComponent(q)}`, headers: as(session) });
const list = async (session: Session) => {
  const response = await inject({ url: '/backend/api/recent-searches/', headers: as(session) });
  expect(response.statusCode).toBe(200);
  return response.json().results as { id: number; query: string; created: string }[];
};
const add = (session: Session | undefined, query: unknown) =>
  inject({ method: 'POST', url: '/backend/api/recent-searches/', headers: as(session), payload: { query } });
const remove = (session: Session | undefined, id: number) =>
  inject({ method: 'DELETE', url: `/backend/api/recent-searches/${id}`, headers: as(session) });
const clear = (session: Session | undefined) =>
  inject({ method: 'DELETE', url: '/backend/api/recent-searches/', headers: as(session) });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [alice, bob] = await Promise.all([
    signInWithProfile(ctx.app, `Alice ${word}`),
    signInWithProfile(ctx.app, `Bob ${word}son`),
  ]);
});
afterAll(() => ctx.close());

describe('search', () => {
  it('finds groups whose name contains the text, names that begin with it first, with their type', async () => {
    const later = await createGroup(ctx.app, alice, { name: `Club ${word}`, group_type: 'Public' });
    const first = await createGroup(ctx.app, bob, { name: `${word} Premium Desk`, group_type: 'Premium' });
    // Its admin finds the Premium group before it takes payments; others do not (premium-listing.test.ts).
    const found = (await search(word.toUpperCase(), bob)).json().groups;
    expect(found).toEqual([
      { id: first.id, name: `${word} Premium Desk`, group_type: 'Premium' },
      { id: later.id, name: `Club ${word}`, group_type: 'Public' },
    ]);
    expect((await search(word.toUpperCase())).json().groups).toEqual([
      { id: later.id, name: `Club ${word}`, group_type: 'Public' },
    ]);
  });

  it('finds securities by symbol or name prefix, for visitors too, with groups empty', async () => {
    const response = await search('relian');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.groups).toEqual([]);
    expect(body.securities.length).toBeGreaterThan(0);
    expect(body.securities.length).toBeLessThanOrEqual(10);
    expect(body.securities[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      symbol: 'RELIANCE',
      exchange: expect.any(String),
    });
  });

  it('finds experts whose name contains the text, any case, names that begin with it first, then SEBI-registered', async () => {
    const bySuffix = (await search(word.toLowerCase(), alice)).json().experts;
    expect(bySuffix.map((expert: { user_id: number }) => expert.user_id)).toEqual([
      alice.user_id,
      bob.user_id,
    ]);
    expect(bySuffix[0]).toEqual({
      user_id: alice.user_id,
      profile_id: alice.profile_id,
      name: `Alice ${word}`,
      profile_image: null,
      is_sebi_registered: false,
      sebi_user_type: null,
    });
    await ctx.database.db
      .update(profiles)
      .set({ isSebiRegistered: true, sebiUserType: 'registered_analyst' })
      .where(eq(profiles.id, bob.profile_id));
    const sebiFirst = (await search(word)).json().experts;
    expect(sebiFirst.map((expert: { user_id: number }) => expert.user_id)).toEqual([
      bob.user_id,
      alice.user_id,
    ]);
    expect(sebiFirst[0]).toMatchObject({ is_sebi_registered: true, sebi_user_type: 'registered_analyst' });
    // A name that begins with the text comes before a SEBI-registered one that only contains it.
    const carol = await signInWithProfile(ctx.app, `${word}ina Carol`);
    const prefixFirst = (await search(word)).json().experts;
    expect(prefixFirst.map((expert: { user_id: number }) => expert.user_id)).toEqual([
      carol.user_id,
      bob.user_id,
      alice.user_id,
    ]);
  });

  it('treats like wildcards as text, and answers empty lists for empty text', async () => {
    expect((await search('%')).json().experts).toEqual([]);
    expect((await search('_')).json().experts).toEqual([]);
    for (const url of ['/backend/api/search/?q=', '/backend/api/search/?q=%20%20', '/backend/api/search/']) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ securities: [], experts: [], groups: [] });
    }
  });

  it('refuses text over 100 characters', async () => {
    const response = await search('a'.repeat(101));
    expect(response.statusCode).toBe(400);
  });
});

describe('recent searches', () => {
  it('need a token, every call', async () => {
    expect((await inject({ url: '/backend/api/recent-searches/' })).statusCode).toBe(401);
    expect((await add(undefined, 'infy')).statusCode).toBe(401);
    expect((await remove(undefined, 1)).statusCode).toBe(401);
    expect((await clear(undefined)).statusCode).toBe(401);
  });

  it('lists the newest first; the same text in any case moves to the top with its new spelling', async () => {
    expect(await list(alice)).toEqual([]);
    const first = await add(alice, '  Reliance ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), query: 'Reliance', created: expect.any(String) });
    await add(alice, 'TCS');
    await add(alice, 'infy');
    expect((await list(alice)).map((item) => item.query)).toEqual(['infy', 'TCS', 'Reliance']);

    const again = await add(alice, 'RELIANCE');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const items = await list(alice);
    expect(items.map((item) => item.query)).toEqual(['RELIANCE', 'infy', 'TCS']);
    expect(Date.parse(items[0]!.created)).toBeGreaterThanOrEqual(Date.parse(items[1]!.created));
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}, dropping the oldest`, async () => {
    await clear(alice);
    for (let n = 1; n <= MAX_RECENT_SEARCHES + 3; n += 1)
      expect((await add(alice, `query ${n}`)).statusCode).toBe(201);
    const items = await list(alice);
    expect(items.map((item) => item.query)).toEqual(
      Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `query ${MAX_RECENT_SEARCHES + 3 - i}`),
    );
    const rows = await ctx.database.db
      .select()
      .from(recentSearches)
      .where(eq(recentSearches.userId, alice.user_id));
    expect(rows).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('refuses empty and overlong text', async () => {
    for (const query of ['', '   ', 'x'.repeat(101), 42]) {
      const response = await add(alice, query);
      expect(response.statusCode, String(query)).toBe(400);
    }
  });

  it("are each user's own: another user's entry answers 404 and stays; clear all clears only the caller's", async () => {
    await clear(alice);
    const mine = (await add(alice, 'hdfc')).json();
    const other = (await add(alice, 'wipro')).json();
    const bobs = (await add(bob, 'sbin')).json();
    expect((await list(bob)).map((item) => item.query)).toEqual(['sbin']);

    const stranger = await remove(bob, mine.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Recent search not found' });
    expect((await list(alice)).map((item) => item.id)).toEqual([other.id, mine.id]);

    const removed = await remove(alice, mine.id);
    expect(removed.statusCode).toBe(200);
    expect((await list(alice)).map((item) => item.id)).toEqual([other.id]);
    expect((await remove(alice, mine.id)).statusCode).toBe(404);

    const cleared = await clear(alice);
    expect(cleared.statusCode).toBe(200);
    expect(await list(alice)).toEqual([]);
    expect((await list(bob)).map((item) => item.id)).toEqual([bobs.id]);
  });
});
