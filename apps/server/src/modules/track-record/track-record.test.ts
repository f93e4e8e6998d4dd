import { type TrackRecordPage, TrackRecordPageSchema } from '@tradecircle/domain';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, randomRedisPrefix, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  ENTER_NOW,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { trackRecordEntries } from '../../db/schema/index.ts';
import { entryHash, sha256Hex } from './chain.ts';
import {
  canonicalJson,
  GENESIS_HASH,
  type PublishedEntry,
  type PublishedPage,
  verifyPublishedRecord,
} from './index.ts';

let ctx: TestContext;
let stockId: number;
let price: number;

const as = (session: Session) => bearer(session.token.access);
const inject = (options: InjectOptions) => ctx.app.inject(options);

async function page(expert: Session, number = 1, viewer?: Session): Promise<TrackRecordPage> {
  const response = await inject({
    url: `/backend/api/track-record/${expert.user_id}/?page=${number}`,
    headers: viewer ? as(viewer) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return TrackRecordPageSchema.parse(response.json());
}

const verify = (expert: Session, viewer?: Session) =>
  verifyPublishedRecord((number) => page(expert, number, viewer));

/** The record's entries as [kind, content] in chain order (the expert's own view). */
async function lifeOf(expert: Session) {
  const { results } = await page(expert, 1, expert);
  return results.map((entry) => [entry.kind, JSON.parse(entry.payload!)] as const);
}

/**
 * Posts a Buy limit call. By default its entry is 10% below the live price, so it stays Upcoming
 * while the simulator ticks: an entry at the live price goes Live on the next tick and adds an
 * `activated` entry the test did not ask for.
 */
async function post(
  expert: Session,
  overrides: Record<string, unknown> = {},
  at = upcomingEntry(),
): Promise<number> {
  const response = await postTrade(ctx.app, expert, buyTradeBody(stockId, at, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const upcomingEntry = () => Math.round(price * 0.9 * 100) / 100;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  stockId = (await findSecurity(ctx.database.db, 'HDFCBANK')).id;
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('the record of a call', () => {
  it('writes its whole life, keeps it after the trade is deleted, and the chain verifies', async () => {
    const expert = await signInWithProfile(ctx.app, 'Rekha Record');
    const below = upcomingEntry();
    const upcoming = await post(expert, { order_type: 'limit_order' }, below);
    const edited = await inject({
      method: 'POST',
      url: '/backend/api/trade/update-trade-detail/',
      headers: as(expert),
      payload: {
        id: upcoming,
        entry_price: Math.round(price * 0.9 * 100) / 100,
        target_price: Math.round(price * 1.2 * 100) / 100,
        stop_loss: Math.round(price * 0.8 * 100) / 100,
        lots: 3,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const live = await post(expert, ENTER_NOW, price);
    // Entered now: the first tick after posting fills its entry (docs/metrics.md "Realistic virtual
    // fills"), a `filled` entry; wait for it, so the record's order is known.
    await expect
      .poll(async () => (await lifeOf(expert)).map(([kind]) => kind), { timeout: 20_000 })
      .toContain('filled');
    const reasoning = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-reasoning/${live}`,
      headers: as(expert),
      payload: { reason: 'Results beat estimates' },
    });
    expect(reasoning.statusCode, reasoning.body).toBe(200);
    const exited = await inject({
      method: 'POST',
      url: '/backend/api/trade/exit-trade',
      headers: as(expert),
      payload: { id: live },
    });
    expect(exited.statusCode, exited.body).toBe(200);
    const deleted = await inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: as(expert),
      payload: { id: upcoming },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const life = await lifeOf(expert);
    expect(life.map(([kind, content]) => [kind, content.trade_id])).toEqual([
      ['posted', upcoming],
      ['edited', upcoming],
      ['posted', live],
      ['activated', live],
      ['filled', live],
      ['reasoning_updated', live],
      ['exited', live],
      ['deleted', upcoming],
    ]);
    const [, posted] = life[0]!;
    expect(posted).toMatchObject({
      security_id: stockId,
      side: 'Buy',
      lots: 1,
      visibility: 'followers',
      reasoning: 'Breakout above resistance with volume',
      holds_position: false,
      entry_price: below,
    });
    expect(life[1]![1]).toMatchObject({ old: { lots: 1 }, new: { lots: 3 } });
    expect(Object.keys(life[1]![1].new)).toEqual(
      expect.arrayContaining(['lots', 'first_target', 'first_stop_loss']),
    );
    expect(life[4]![1]).toMatchObject({ status: 'Active', price: expect.any(Number) });
    expect(life[5]![1]).toMatchObject({ reasoning: 'Results beat estimates' });
    expect(life[6]![1]).toMatchObject({ status: 'Closed', price: expect.any(Number) });

    expect(await verify(expert)).toMatchObject({ ok: true, checked: 8 });
    const first = await page(expert);
    expect(first).toMatchObject({ count: 8, num: 1, page: 1 });
    expect(first.results.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Every entry of the deleted call says it was deleted since; the live one's say it was not.
    expect(first.results.map((entry) => [entry.trade_id, entry.trade_deleted])).toEqual([
      [upcoming, true],
      [upcoming, true],
      [live, false],
      [live, false],
      [live, false],
      [live, false],
      [live, false],
      [upcoming, true],
    ]);
    const checkpoints = await inject({ url: `/backend/api/track-record/${expert.user_id}/checkpoints/` });
    expect(checkpoints.statusCode, checkpoints.body).toBe(200);
    expect(checkpoints.json()).toEqual({
      expert_user_id: expert.user_id,
      count: 8,
      head_hash: first.head_hash,
      checkpoints: [{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), seq: 8, hash: first.head_hash }],
    });
  });

  it('writes the engine steps: a Live call closed at its target', async () => {
    const expert = await signInWithProfile(ctx.app, 'Tarun Target');
    const security = await findSecurity(ctx.database.db, 'KOTAKBANK');
    const at = await livePriceOf(ctx.app, security.id);
    const live = await postTrade(ctx.app, expert, buyTradeBody(security.id, at, ENTER_NOW));
    expect(live.statusCode, live.body).toBe(201);
    const target = live.json().target_price as number;
    // Entered now: the first tick after posting fills its entry (docs/metrics.md "Realistic virtual
    // fills"); the simulator ticks every 100 ms here, but a busy machine can delay the engine.
    await expect
      .poll(async () => (await lifeOf(expert)).map(([kind]) => kind), { timeout: 20_000 })
      .toEqual(['posted', 'activated', 'filled']);
    const moved = await inject({
      method: 'POST',
      url: '/backend/api/dev/market/price',
      payload: { id: security.id, price: Math.round(target * 1.01 * 100) / 100 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expect
      .poll(async () => (await lifeOf(expert)).map(([kind]) => kind), { timeout: 5000 })
      .toEqual(['posted', 'activated', 'filled', 'closed']);
    // Closed at the price of the tick that crossed the target.
    const [, filled] = (await lifeOf(expert))[2]!;
    expect(filled).toMatchObject({ status: 'Active', step: 0 });
    const [, closed] = (await lifeOf(expert))[3]!;
    expect(closed).toMatchObject({ status: 'Closed', step: 0, reason: 'target' });
    expect(closed.price).toBeGreaterThanOrEqual(target);
    expect(await verify(expert)).toMatchObject({ ok: true, checked: 4 });
    // The figures read it as a win at its target.
    const figures = await inject({ url: `/backend/api/track-record/${expert.user_id}/figures/` });
    expect(figures.json().figures).toMatchObject({ closed_trades: 1, trade_wins: 1 });
  });

  it("shows a private call's entries as hashes only, to anyone but its expert; the chain still verifies", async () => {
    const expert = await signInWithProfile(ctx.app, 'Priya Private');
    const reader = await signInWithProfile(ctx.app, 'Rohan Reader');
    await post(expert, { visibility: 'private' });
    await post(expert);
    const publicView = await page(expert);
    expect(publicView.results.map((entry) => [entry.kind, entry.trade_id, entry.payload === null])).toEqual([
      [null, null, true],
      ['posted', expect.any(Number), false],
    ]);
    expect((await page(expert, 1, reader)).results[0]).toMatchObject({ payload: null, salt: null });
    expect((await page(expert, 1, expert)).results[0]).toMatchObject({
      kind: 'posted',
      is_private: true,
      commitment_version: 2,
      salt: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await verify(expert)).toMatchObject({ ok: true, checked: 2 });
    expect(await verify(expert, expert)).toMatchObject({ ok: true, checked: 2 });
  });

  it('hides the content of a call made private after it was recorded as public', async () => {
    const expert = await signInWithProfile(ctx.app, 'Leena Later');
    const id = await post(expert);
    expect((await page(expert)).results[0]!.payload).not.toBeNull();
    // No call changes a trade's visibility yet (groups will): the column, as the groups issue will set it.
    await ctx.database.db.execute(sql`update trades set visibility = 'private' where id = ${id}`);
    expect((await page(expert)).results[0]).toMatchObject({ kind: null, trade_id: null, payload: null });
    expect((await page(expert, 1, expert)).results[0]!.payload).not.toBeNull();
    expect(await verify(expert)).toMatchObject({ ok: true, checked: 1 });
  });

  it('withholds the content of the entries carrying a reasoning the moderators hid, from all but the expert', async () => {
    const expert = await signInWithProfile(ctx.app, 'Harsh Hidden');
    const reader = await signInWithProfile(ctx.app, 'Rita Reader');
    const staff = await signInWithProfile(ctx.app, 'Mohan Moderator');
    await ctx.database.db.execute(sql`update users set is_superuser = true where id = ${staff.user_id}`);
    const posted = 'Guaranteed tenfold, message me for the secret';
    const updated = 'Insider tip, act before Friday';
    // A Live call (its reasoning can be updated only then): posted, activated, reasoning_updated.
    const id = await post(expert, { ...ENTER_NOW, reasonings: posted }, price);
    const kept = await post(expert, { reasonings: 'Clean breakout' });
    const reasoning = await inject({
      method: 'POST',
      url: `/backend/api/trade/update-reasoning/${id}`,
      headers: as(expert),
      payload: { reason: updated },
    });
    expect(reasoning.statusCode, reasoning.body).toBe(200);
    const before = await inject({ url: `/backend/api/track-record/${expert.user_id}/` });
    expect(before.body).toContain(posted);
    expect(before.body).toContain(updated);

    const hidden = await inject({
      method: 'POST',
      url: `/backend/api/admin/trades/${id}/hide-reasoning/`,
      headers: as(staff),
      payload: { remark: 'Misleading' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    for (const viewer of [undefined, reader, staff]) {
      const response = await inject({
        url: `/backend/api/track-record/${expert.user_id}/`,
        headers: viewer ? as(viewer) : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(posted);
      expect(response.body).not.toContain(updated);
      const { results } = TrackRecordPageSchema.parse(response.json());
      // The hidden call's entries keep kind, call and hashes; the other call is untouched.
      expect(
        results.map((entry) => [entry.kind, entry.trade_id, entry.payload === null, entry.salt === null]),
      ).toEqual([
        ['posted', id, true, true],
        ['activated', id, false, false],
        ['posted', kept, false, false],
        ['reasoning_updated', id, true, true],
      ]);
      expect(response.body).toContain('Clean breakout');
      expect(await verify(expert, viewer)).toMatchObject({ ok: true, checked: 4 });
    }
    const own = await inject({ url: `/backend/api/track-record/${expert.user_id}/`, headers: as(expert) });
    expect(own.body).toContain(posted);
    expect(own.body).toContain(updated);
    expect(await verify(expert, expert)).toMatchObject({ ok: true, checked: 4 });
  });

  it('keeps a hidden reasoning withheld after its Upcoming call is deleted', async () => {
    const expert = await signInWithProfile(ctx.app, 'Dinesh Deleter');
    const staff = await signInWithProfile(ctx.app, 'Maya Moderator');
    await ctx.database.db.execute(sql`update users set is_superuser = true where id = ${staff.user_id}`);
    const text = 'Sure-shot multibagger, pay me for the rest';
    const id = await post(expert, { reasonings: text });
    const hidden = await inject({
      method: 'POST',
      url: `/backend/api/admin/trades/${id}/hide-reasoning/`,
      headers: as(staff),
      payload: { remark: 'Misleading' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const deleted = await inject({
      method: 'POST',
      url: '/backend/api/trade/delete-trade/',
      headers: as(expert),
      payload: { id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const page = await inject({ url: `/backend/api/track-record/${expert.user_id}/` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain(text);
    const { results } = TrackRecordPageSchema.parse(page.json());
    expect(results.map((entry) => [entry.kind, entry.payload === null])).toEqual([
      ['posted', true],
      ['deleted', false],
    ]);
    expect(await verify(expert)).toMatchObject({ ok: true, checked: 2 });
    const own = await inject({ url: `/backend/api/track-record/${expert.user_id}/`, headers: as(expert) });
    expect(own.body).toContain(text);
  });

  it('numbers 50 simultaneous posts of one expert 1 to 50, without gaps or duplicates', async () => {
    const expert = await signInWithProfile(ctx.app, 'Sameer Simultaneous');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postTrade(ctx.app, expert, buyTradeBody(stockId, upcomingEntry()))),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const rows = await ctx.database.db
      .select({ seq: trackRecordEntries.seq })
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.expertUserId, expert.user_id));
    expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await verify(expert)).toMatchObject({ ok: true, checked: 50 });
  });
});

describe('the chain across instances and restarts', () => {
  it('continues one chain from a second instance, while both post, and after the first stops', async () => {
    const expert = await signInWithProfile(ctx.app, 'Ishaan Instances');
    for (let n = 0; n < 3; n += 1) await post(expert);
    const second = await createTestApp({
      shared: { database: ctx.database, redisPrefix: randomRedisPrefix() },
    });
    try {
      // Both instances at once, then the second alone (as after the first one's restart).
      const both = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          postTrade(n % 2 === 0 ? ctx.app : second.app, expert, buyTradeBody(stockId, upcomingEntry())),
        ),
      );
      expect(both.every((response) => response.statusCode === 201)).toBe(true);
      for (let n = 0; n < 2; n += 1) {
        const response = await postTrade(second.app, expert, buyTradeBody(stockId, upcomingEntry()));
        expect(response.statusCode, response.body).toBe(201);
      }
      const rows = await ctx.database.db
        .select({ seq: trackRecordEntries.seq })
        .from(trackRecordEntries)
        .where(eq(trackRecordEntries.expertUserId, expert.user_id));
      expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      expect(await verify(expert)).toMatchObject({ ok: true, checked: 25 });
    } finally {
      await second.close();
    }
  });
});

describe('the guard and the verifier', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the record', async () => {
    const expert = await signInWithProfile(ctx.app, 'Gita Guarded');
    await post(expert);
    const db = ctx.database.db;
    const mine = sql`expert_user_id = ${expert.user_id}`;
    await expect(
      db.execute(sql`update track_record_entries set payload = '{}' where ${mine}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from track_record_entries where ${mine}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate track_record_entries`)).rejects.toThrow();
    expect(await verify(expert)).toMatchObject({ ok: true, checked: 1 });
  });

  it('checks up to the head the first page named when entries arrive while it reads', async () => {
    // 150 entries; page 1 was read when there were 120, page 2 after 30 more were appended.
    const entries: PublishedEntry[] = [];
    let previous = GENESIS_HASH;
    for (let seq = 1; seq <= 150; seq += 1) {
      const payload = canonicalJson({ kind: 'posted', trade_id: seq, at: '2026-01-01T00:00:00.000Z' });
      const payloadHash = sha256Hex(payload);
      const hash = entryHash(seq, previous, payloadHash);
      entries.push({ seq, payload, payload_hash: payloadHash, prev_hash: previous, hash });
      previous = hash;
    }
    const pageOf = (number: number, count: number): PublishedPage => ({
      count,
      head_hash: entries[count - 1]!.hash,
      num: Math.ceil(count / 100),
      results: entries.slice((number - 1) * 100, Math.min(number * 100, count)),
    });
    const verdict = await verifyPublishedRecord(async (number) => pageOf(number, number === 1 ? 120 : 150));
    expect(verdict).toEqual({ ok: true, checked: 120, head: entries[119]!.hash });
  });

  it('names the entry a superuser changed behind the guard', async () => {
    const expert = await signInWithProfile(ctx.app, 'Tanvi Tampered');
    for (let n = 0; n < 3; n += 1) await post(expert);
    const db = ctx.database.db;
    const tamper = async (change: ReturnType<typeof sql>) => {
      await db.execute(sql`alter table track_record_entries disable trigger user`);
      try {
        await db.execute(
          sql`update track_record_entries set ${change} where expert_user_id = ${expert.user_id} and seq = 2`,
        );
      } finally {
        await db.execute(sql`alter table track_record_entries enable trigger user`);
      }
    };
    // A better entry price, written into entry 2.
    await tamper(sql`payload = replace(payload, '"side":"Buy"', '"side":"Sell"')`);
    expect(await verify(expert)).toMatchObject({
      ok: false,
      checked: 1,
      broken: { seq: 2, reason: 'its payload does not match its payload_hash' },
    });
    // A careful forger also rewrites the payload's commitment: the entry's own hash then gives it away.
    await tamper(
      sql`payload_hash = encode(sha256(convert_to('v2|' || salt || '|' || payload, 'UTF8')), 'hex')`,
    );
    expect(await verify(expert)).toMatchObject({
      ok: false,
      broken: { seq: 2, reason: 'its hash does not match seq, prev_hash and payload_hash' },
    });
  });
});
