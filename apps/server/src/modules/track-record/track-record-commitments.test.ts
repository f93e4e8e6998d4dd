import {
  canonicalJson,
  type JsonValue,
  type TrackRecordPage,
  TrackRecordPageSchema,
} from '@tradecircle/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createGroup, joinGroup, leaveGroup, postGroupTrade } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { trackRecordEntries } from '../../db/schema/index.ts';
import { entryHash, GENESIS_HASH, sha256Hex } from './chain.ts';
import { appendRecord, verifyPublishedRecord } from './index.ts';

/*
 * Issue 27, point 3: a hidden entry's public commitment must not give its content away to guessing.
 * An anonymous caller recovered a premium call's trade id, security, entry and exit price from the
 * public record by hashing candidate payloads. Entries are now salted (commitment version 2); the ones
 * written before keep verifying (version 1), and can still be guessed: these tests show both.
 */

let ctx: TestContext;
let stockId: number;
let otherSecurityIds: number[];
let price: number;

const upcomingEntry = () => Math.round(price * 0.9 * 100) / 100;

async function pageAs(expert: Session, viewer?: Session): Promise<{ body: string; page: TrackRecordPage }> {
  const response = await ctx.app.inject({
    url: `/backend/api/track-record/${expert.user_id}/?page=1`,
    headers: viewer ? bearer(viewer.token.access) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, page: TrackRecordPageSchema.parse(response.json()) };
}

const verifyAs = (expert: Session, viewer?: Session) =>
  verifyPublishedRecord(async () => (await pageAs(expert, viewer)).page);

async function storedEntry(expert: Session, seq: number) {
  const [row] = await ctx.database.db
    .select()
    .from(trackRecordEntries)
    .where(and(eq(trackRecordEntries.expertUserId, expert.user_id), eq(trackRecordEntries.seq, seq)));
  return row!;
}

const TICK = 0.05;
const around = (value: number, steps: number, step: number) =>
  Array.from({ length: 2 * steps + 1 }, (_, n) => Math.round((value + (n - steps) * step) * 100) / 100);

/**
 * What the anonymous caller did, on a small scale: every payload the call could have, given what is
 * public or guessable (the kind, the time, the expert's habits), over the fields it hides: trade ids
 * near the expert's others, a few securities, prices a few ticks either side. The true content is
 * among the candidates. Answers the candidates whose hash is the public payload_hash, trying the
 * unsalted rule and the salted one with every salt the public record could suggest.
 */
function guessesMatching(
  publicEntry: TrackRecordPage['results'][number],
  truth: { [key: string]: JsonValue },
  vary: { trade_id: number[]; security_id?: number[]; price_field: string; prices: number[] },
): { [key: string]: JsonValue }[] {
  const saltGuesses = ['0'.repeat(64), publicEntry.prev_hash, publicEntry.hash, GENESIS_HASH];
  const found: { [key: string]: JsonValue }[] = [];
  for (const tradeId of vary.trade_id)
    for (const securityId of vary.security_id ?? [null])
      for (const value of vary.prices) {
        const candidate = { ...truth, trade_id: tradeId, [vary.price_field]: value };
        if (securityId !== null) candidate.security_id = securityId;
        const text = canonicalJson(candidate);
        const hashes = [sha256Hex(text), ...saltGuesses.map((salt) => sha256Hex(`v2|${salt}|${text}`))];
        if (hashes.includes(publicEntry.payload_hash)) found.push(candidate);
      }
  return found;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  stockId = (await findSecurity(ctx.database.db, 'HDFCBANK')).id;
  otherSecurityIds = await Promise.all(
    ['RELIANCE', 'TCS', 'INFY', 'KOTAKBANK'].map(
      async (symbol) => (await findSecurity(ctx.database.db, symbol)).id,
    ),
  );
  price = await livePriceOf(ctx.app, stockId);
});
afterAll(() => ctx.close());

describe('a premium call in the public record', () => {
  it('shows its content and salt to its expert and subscribers only, and resists guessing', async () => {
    const expert = await signInWithProfile(ctx.app, 'Kavya Premium');
    const subscriber = await signInWithProfile(ctx.app, 'Suresh Subscriber');
    const outsider = await signInWithProfile(ctx.app, 'Omar Outsider');
    const group = await createGroup(ctx.app, expert, { group_type: 'Premium', free_trail: true });
    const joined = await joinGroup(ctx.app, subscriber, group.id);
    expect(joined.statusCode, joined.body).toBe(200);
    const posted = await postGroupTrade(ctx.app, expert, group.id, buyTradeBody(stockId, upcomingEntry()));
    expect(posted.statusCode, posted.body).toBe(201);
    const tradeId: number = posted.json().id;
    const stored = await storedEntry(expert, 1);
    expect(stored).toMatchObject({
      commitmentVersion: 2,
      isPrivate: true,
      salt: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // Anyone not entitled: the hashes, and neither the content nor the salt, anywhere in the answer.
    for (const viewer of [undefined, outsider]) {
      const { body, page } = await pageAs(expert, viewer);
      expect(page.results[0]).toMatchObject({
        seq: 1,
        commitment_version: 2,
        kind: null,
        trade_id: null,
        payload: null,
        salt: null,
        payload_hash: stored.payloadHash,
      });
      expect(body).not.toContain(stored.salt!);
      expect(body).not.toContain(stored.payload);
      expect(await verifyAs(expert, viewer)).toMatchObject({ ok: true, checked: 1 });
    }

    // The expert and the subscriber: content and salt, and the commitment recomputes from them.
    for (const viewer of [expert, subscriber]) {
      const [entry] = (await pageAs(expert, viewer)).page.results;
      expect(entry).toMatchObject({
        kind: 'posted',
        trade_id: tradeId,
        payload: stored.payload,
        salt: stored.salt,
      });
      expect(sha256Hex(`v2|${entry!.salt}|${entry!.payload}`)).toBe(entry!.payload_hash);
      expect(await verifyAs(expert, viewer)).toMatchObject({ ok: true, checked: 1 });
    }

    // Guessing from the public entry: the true content is among the candidates, and no candidate matches.
    const truth = JSON.parse(stored.payload) as { [key: string]: JsonValue };
    const publicEntry = (await pageAs(expert)).page.results[0]!;
    const vary = {
      trade_id: around(tradeId, 10, 1),
      security_id: [stockId, ...otherSecurityIds],
      price_field: 'entry_price',
      prices: around(truth.entry_price as number, 10, TICK),
    };
    expect(vary.trade_id).toContain(truth.trade_id);
    expect(vary.prices).toContain(truth.entry_price);
    expect(guessesMatching(publicEntry, truth, vary)).toEqual([]);
    // The same search over the stored payload alone (what version 1 published the hash of) finds it.
    expect(guessesMatching({ ...publicEntry, payload_hash: sha256Hex(stored.payload) }, truth, vary)).toEqual(
      [truth],
    );

    // A subscriber who leaves is not entitled any more.
    expect((await leaveGroup(ctx.app, subscriber, group.id)).statusCode).toBe(200);
    expect((await pageAs(expert, subscriber)).page.results[0]).toMatchObject({ payload: null, salt: null });
  });

  it('draws a salt per entry: one content twice is two unrelated commitments', async () => {
    const expert = await signInWithProfile(ctx.app, 'Dev Duplicate');
    const at = new Date('2026-02-02T04:00:00.000Z');
    const draft = {
      expertUserId: expert.user_id,
      tradeId: 1,
      kind: 'deleted',
      isPrivate: true,
      at,
      content: {},
    };
    await ctx.database.db.transaction((tx) => appendRecord(tx, [draft, draft]));
    const [first, second] = [await storedEntry(expert, 1), await storedEntry(expert, 2)];
    expect(first.payload).toBe(second.payload);
    expect(first.salt).not.toBe(second.salt);
    expect(first.payloadHash).not.toBe(second.payloadHash);
    expect(await verifyAs(expert, expert)).toMatchObject({ ok: true, checked: 2 });
  });
});

describe('a record written before salting', () => {
  /**
   * The entries of a premium call as the code before migration 0024 wrote them: unsalted, the
   * columns left to their defaults (version 1, no salt), chained from the genesis hash.
   */
  async function writeUnsaltedEntries(expert: Session, contents: { [key: string]: JsonValue }[]) {
    let previous = GENESIS_HASH;
    for (const [index, content] of contents.entries()) {
      const seq = index + 1;
      const payload = canonicalJson(content);
      const payloadHash = sha256Hex(payload);
      const hash = entryHash(seq, previous, payloadHash);
      await ctx.database.db.execute(sql`insert into track_record_entries
        (expert_user_id, seq, trade_id, kind, is_private, payload, payload_hash, prev_hash, hash)
        values (${expert.user_id}, ${seq}, ${content.trade_id as number}, ${content.kind as string}, true,
          ${payload}, ${payloadHash}, ${previous}, ${hash})`);
      previous = hash;
    }
    await ctx.database.db.execute(sql`insert into track_record_heads (expert_user_id, seq, hash)
      values (${expert.user_id}, ${contents.length}, ${previous})`);
  }

  it('keeps verifying with new salted entries after it, and its guessable entries stay what they were', async () => {
    const expert = await signInWithProfile(ctx.app, 'Vikram Versions');
    const reader = await signInWithProfile(ctx.app, 'Rita Reader');
    const legacyTrade = 9_000_017;
    const posted = {
      kind: 'posted',
      trade_id: legacyTrade,
      at: '2026-01-05T04:00:00.000Z',
      security_id: stockId,
      side: 'Buy',
      entry_price: 1523.45,
      final_target: 1599.6,
      first_stop_loss: 1447.3,
      lots: 1,
      visibility: 'group',
      group_id: 77,
    };
    const exited = {
      kind: 'exited',
      trade_id: legacyTrade,
      at: '2026-01-06T06:00:00.000Z',
      status: 'Closed',
      step: 0,
      price: 1588.1,
    };
    await writeUnsaltedEntries(expert, [posted, exited]);
    expect(await storedEntry(expert, 1)).toMatchObject({ commitmentVersion: 1, salt: null });

    // New entries continue the same chain, salted: a private call and a public one.
    expect(
      (await postTrade(ctx.app, expert, buyTradeBody(stockId, upcomingEntry(), { visibility: 'private' })))
        .statusCode,
    ).toBe(201);
    expect((await postTrade(ctx.app, expert, buyTradeBody(stockId, upcomingEntry()))).statusCode).toBe(201);

    const publicView = (await pageAs(expert)).page;
    expect(
      publicView.results.map((entry) => [
        entry.seq,
        entry.commitment_version,
        entry.payload !== null,
        entry.salt !== null,
      ]),
    ).toEqual([
      [1, 1, false, false],
      [2, 1, false, false],
      [3, 2, false, false],
      [4, 2, true, true],
    ]);
    const shown = publicView.results[3]!;
    expect(sha256Hex(`v2|${shown.salt}|${shown.payload}`)).toBe(shown.payload_hash);
    const ownView = (await pageAs(expert, expert)).page;
    expect(ownView.results.map((entry) => [entry.commitment_version, entry.salt === null])).toEqual([
      [1, true],
      [1, true],
      [2, false],
      [2, false],
    ]);
    for (const viewer of [undefined, reader, expert])
      expect(await verifyAs(expert, viewer)).toEqual({ ok: true, checked: 4, head: publicView.head_hash });

    // The unsalted entries stay as published: hashes the chain already commits to, so still guessable
    // (trade id, security and entry from the first; the exit price from the second).
    const [legacyPosted, legacyExited] = publicView.results;
    expect(
      guessesMatching(legacyPosted!, posted, {
        trade_id: around(legacyTrade, 10, 1),
        security_id: [stockId, ...otherSecurityIds],
        price_field: 'entry_price',
        prices: around(1523.45, 10, TICK),
      }),
    ).toEqual([posted]);
    expect(
      guessesMatching(legacyExited!, exited, {
        trade_id: [legacyTrade],
        price_field: 'price',
        prices: around(1590, 40, TICK),
      }),
    ).toEqual([exited]);
    // The salted private call's, over the same kind of search: nothing.
    const privateCall = await storedEntry(expert, 3);
    const truth = JSON.parse(privateCall.payload) as { [key: string]: JsonValue };
    expect(
      guessesMatching(publicView.results[2]!, truth, {
        trade_id: around(privateCall.tradeId, 10, 1),
        security_id: [stockId, ...otherSecurityIds],
        price_field: 'entry_price',
        prices: around(truth.entry_price as number, 10, TICK),
      }),
    ).toEqual([]);
  });
});

describe('tampering with a salted entry', () => {
  async function tamper(expert: Session, seq: number, change: ReturnType<typeof sql>) {
    const db = ctx.database.db;
    await db.execute(sql`alter table track_record_entries disable trigger user`);
    try {
      await db.execute(
        sql`update track_record_entries set ${change} where expert_user_id = ${expert.user_id} and seq = ${seq}`,
      );
    } finally {
      await db.execute(sql`alter table track_record_entries enable trigger user`);
    }
  }

  it('is caught by those who see its content, and by everyone once a hash changes', async () => {
    const expert = await signInWithProfile(ctx.app, 'Tara Tamper');
    for (const visibility of ['private', 'followers', 'followers'])
      expect(
        (await postTrade(ctx.app, expert, buyTradeBody(stockId, upcomingEntry(), { visibility }))).statusCode,
      ).toBe(201);

    // A better entry written into the hidden entry 1, with a new salt: its commitment no longer opens.
    await tamper(
      expert,
      1,
      sql`payload = replace(payload, '"side":"Buy"', '"side":"Sell"'), salt = ${'e'.repeat(64)}`,
    );
    expect(await verifyAs(expert, expert)).toMatchObject({
      ok: false,
      checked: 0,
      broken: { seq: 1, reason: 'its payload does not match its payload_hash' },
    });
    // A forger who also recomputes the commitment changes the entry's hash input: everyone sees that.
    await tamper(
      expert,
      1,
      sql`payload_hash = encode(sha256(convert_to('v2|' || salt || '|' || payload, 'UTF8')), 'hex')`,
    );
    for (const viewer of [undefined, expert])
      expect(await verifyAs(expert, viewer)).toMatchObject({
        ok: false,
        broken: { seq: 1, reason: 'its hash does not match seq, prev_hash and payload_hash' },
      });
  });

  it('is caught when passed off as unsalted', async () => {
    const expert = await signInWithProfile(ctx.app, 'Dinesh Downgrade');
    for (let n = 0; n < 2; n += 1)
      expect((await postTrade(ctx.app, expert, buyTradeBody(stockId, upcomingEntry()))).statusCode).toBe(201);
    // Version 1, no salt, and a payload_hash that matches its payload unsalted: the entry's hash gives it away.
    await tamper(
      expert,
      2,
      sql`commitment_version = 1, salt = null, payload_hash = encode(sha256(convert_to(payload, 'UTF8')), 'hex')`,
    );
    expect((await pageAs(expert)).page.results[1]).toMatchObject({ commitment_version: 1, salt: null });
    expect(await verifyAs(expert)).toMatchObject({
      ok: false,
      checked: 1,
      broken: { seq: 2, reason: 'its hash does not match seq, prev_hash and payload_hash' },
    });
  });
});
