import type { TrackRecordEntry } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { buildChain, GENESIS, nodeSha256, pagesOf, sampleChain } from './chain-fixtures.ts';
import { CHAIN_START, continueChain, sha256Hex, verifyRecordChain } from './chain-verify.ts';

describe('sha256Hex', () => {
  it('matches the standard vectors and node:crypto, in lowercase hex', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('₹ गति')).toBe(nodeSha256('₹ गति'));
  });
});

describe('continueChain', () => {
  it('checks a chain of unsalted and salted entries whose hidden entries show only their hashes', async () => {
    const entries = sampleChain(12);
    expect(entries.filter((entry) => entry.payload === null)).toHaveLength(4);
    expect(entries.map((entry) => entry.commitment_version)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(entries.filter((entry) => entry.salt !== null).map((entry) => entry.seq)).toEqual([7, 8]);
    const step = await continueChain(CHAIN_START, entries);
    expect(step).toEqual({ ok: true, cursor: { previous: entries[11]!.hash, nextSeq: 13, checked: 12 } });
  });

  it('continues from a cursor', async () => {
    const entries = sampleChain(6);
    const first = await continueChain(CHAIN_START, entries.slice(0, 4));
    if (!first.ok) throw new Error('the first part should hold');
    expect(await continueChain(first.cursor, entries.slice(4))).toMatchObject({ ok: true });
  });

  it('names the first broken entry and why', async () => {
    const entries = sampleChain(5);
    const payloadEdited = entries.map((entry) =>
      entry.seq === 3 ? { ...entry, payload: entry.payload!.replace('target_reached', 'closed') } : entry,
    );
    expect(await continueChain(CHAIN_START, payloadEdited)).toEqual({
      ok: false,
      checked: 2,
      broken: { seq: 3, reason: 'its payload does not match its payload_hash' },
    });

    // A rewritten entry with a consistent payload hash still breaks: its entry hash, then the next link.
    const rehashed = entries.map((entry) =>
      entry.seq === 2 ? { ...entry, payload_hash: nodeSha256('forged'), payload: 'forged' } : entry,
    );
    expect(await continueChain(CHAIN_START, rehashed)).toMatchObject({
      broken: { seq: 2, reason: 'its hash does not match seq, prev_hash and payload_hash' },
    });

    const relinked = entries.map((entry) => (entry.seq === 4 ? { ...entry, prev_hash: GENESIS } : entry));
    expect(await continueChain(CHAIN_START, relinked)).toMatchObject({
      broken: { seq: 4, reason: "its prev_hash is not the previous entry's hash" },
    });

    const gap = entries.filter((entry) => entry.seq !== 2);
    expect(await continueChain(CHAIN_START, gap)).toMatchObject({
      broken: { seq: 3, reason: 'expected entry 2 here' },
    });
  });
});

describe('a salted entry (commitment version 2)', () => {
  const entries = sampleChain(8);
  const at7 = (change: Partial<TrackRecordEntry>) =>
    entries.map((entry) => (entry.seq === 7 ? { ...entry, ...change } : entry));
  const brokenAt7 = (reason: string) => ({ ok: false, checked: 6, broken: { seq: 7, reason } });

  it('commits to v2|salt|payload, and its salt is part of that', async () => {
    const entry = entries[6]!;
    expect(entry.payload_hash).toBe(nodeSha256(`v2|${entry.salt}|${entry.payload}`));
    expect(await continueChain(CHAIN_START, at7({ salt: 'f'.repeat(64) }))).toEqual(
      brokenAt7('its payload does not match its payload_hash'),
    );
    expect(await continueChain(CHAIN_START, at7({ salt: null }))).toEqual(
      brokenAt7('it is version 2 but its salt is not 64 hex digits'),
    );
    expect(await continueChain(CHAIN_START, at7({ commitment_version: 3 as 2 }))).toEqual(
      brokenAt7('its commitment_version 3 is unknown'),
    );
  });

  it('cannot be passed off as unsalted: its entry hash covers the salted commitment', async () => {
    const entry = entries[6]!;
    const downgraded = at7({ commitment_version: 1, salt: null, payload_hash: nodeSha256(entry.payload!) });
    expect(await continueChain(CHAIN_START, downgraded)).toEqual(
      brokenAt7('its hash does not match seq, prev_hash and payload_hash'),
    );
  });
});

describe('verifyRecordChain', () => {
  it('reads every page, reports progress and ends at the head', async () => {
    const entries = sampleChain(250);
    const serve = pagesOf(entries);
    const asked: number[] = [];
    const progress: number[] = [];
    const verdict = await verifyRecordChain(
      async (page) => {
        asked.push(page);
        return serve(page);
      },
      ({ checked, total }) => {
        expect(total).toBe(250);
        progress.push(checked);
      },
    );
    expect(verdict).toEqual({ ok: true, checked: 250, head: entries[249]!.hash });
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([0, 100, 200, 250]);
  });

  it('names a tampered entry on a later page', async () => {
    const entries = sampleChain(150);
    const tampered = entries.map((entry) =>
      entry.seq === 120
        ? { ...entry, payload: entry.payload!.replace('"trade_id":', '"trade_id":9') }
        : entry,
    );
    const verdict = await verifyRecordChain(async (page) => pagesOf(tampered)(page));
    expect(verdict).toEqual({
      ok: false,
      checked: 119,
      broken: { seq: 120, reason: 'its payload does not match its payload_hash' },
    });
  });

  it('refuses a chain that does not end at the head the record names', async () => {
    const entries = sampleChain(3);
    const verdict = await verifyRecordChain(async (page) => ({ ...pagesOf(entries)(page), count: 4 }));
    expect(verdict).toMatchObject({ ok: false, checked: 3, broken: { seq: 4 } });
    const wrongHead = await verifyRecordChain(async (page) => ({
      ...pagesOf(entries)(page),
      head_hash: GENESIS,
    }));
    expect(wrongHead).toMatchObject({ ok: false, broken: { seq: 4 } });
  });

  it('leaves entries appended while reading for the next run', async () => {
    const grown = sampleChain(105);
    // The first page was read when the record had 100 entries; page 2 holds the 5 appended since.
    const verdict = await verifyRecordChain(async (page) =>
      page === 1
        ? { ...pagesOf(grown)(1), count: 100, head_hash: grown[99]!.hash, num: 1 }
        : pagesOf(grown)(page),
    );
    expect(verdict).toEqual({ ok: true, checked: 100, head: grown[99]!.hash });
  });

  it('holds for an empty record', async () => {
    expect(await verifyRecordChain(async (page) => pagesOf(buildChain([]))(page))).toEqual({
      ok: true,
      checked: 0,
      head: GENESIS,
    });
  });
});
