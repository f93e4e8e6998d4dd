import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_START,
  type ChainEntry,
  canonicalJson,
  commitmentText,
  continueChain,
  continueChainSync,
  entryHashText,
  RECORD_GENESIS_HASH,
  verifyRecordPages,
} from './record-chain.ts';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const SALT = 'a1'.repeat(32);

/** Entries built by hand from the documented encoding, not from the functions under test. */
function chainOf(specs: readonly { payload: string; version: 1 | 2; hidden?: boolean }[]): ChainEntry[] {
  let previous = RECORD_GENESIS_HASH;
  return specs.map(({ payload, version, hidden }, index) => {
    const seq = index + 1;
    const salt = version === 2 ? `${SALT.slice(0, 62)}${String(seq).padStart(2, '0')}` : null;
    const payloadHash = sha(version === 2 ? `v2|${salt}|${payload}` : payload);
    const hash = sha(`${seq}|${previous}|${payloadHash}`);
    const entry = {
      seq,
      commitment_version: version,
      payload: hidden ? null : payload,
      salt: hidden ? null : salt,
      payload_hash: payloadHash,
      prev_hash: previous,
      hash,
    };
    previous = hash;
    return entry;
  });
}

const mixed = chainOf([
  { payload: '{"kind":"posted","trade_id":1}', version: 1 },
  { payload: '{"kind":"posted","trade_id":2}', version: 1, hidden: true },
  { payload: '{"kind":"posted","note":"₹ गति","trade_id":3}', version: 2 },
  { payload: '{"kind":"closed","trade_id":3}', version: 2, hidden: true },
]);

describe('the encoding', () => {
  it('is canonical JSON, then SHA-256 of v2|salt|payload (version 2) or of the payload (version 1)', () => {
    expect(canonicalJson({ b: [1, { d: 'x', c: null }], a: 'é' })).toBe(
      '{"a":"é","b":[1,{"c":null,"d":"x"}]}',
    );
    expect(commitmentText(1, '{"a":1}', null)).toBe('{"a":1}');
    expect(commitmentText(2, '{"a":1}', SALT)).toBe(`v2|${SALT}|{"a":1}`);
    expect(() => commitmentText(2, '{"a":1}', null)).toThrow();
    expect(() => commitmentText(2, '{"a":1}', SALT.toUpperCase())).toThrow();
    expect(entryHashText(3, 'p', 'c')).toBe('3|p|c');
  });
});

describe('checking a chain', () => {
  it('holds for unsalted and salted entries, shown or hidden, synchronously or not', async () => {
    const head = { ok: true, cursor: { previous: mixed[3]!.hash, nextSeq: 5, checked: 4 } };
    expect(continueChainSync(CHAIN_START, mixed, sha)).toEqual(head);
    expect(await continueChain(CHAIN_START, mixed, async (text) => sha(text))).toEqual(head);
  });

  it('reads an entry without commitment_version and salt (a page saved before they existed) as version 1', () => {
    const saved = mixed.slice(0, 2).map(({ commitment_version, salt, ...rest }) => rest);
    expect(continueChainSync(CHAIN_START, saved, sha)).toMatchObject({ ok: true, cursor: { checked: 2 } });
  });

  it('names the first broken entry and why', () => {
    const at3 = (change: Partial<ChainEntry>) =>
      mixed.map((entry) => (entry.seq === 3 ? { ...entry, ...change } : entry));
    const reasonAt3 = (entries: ChainEntry[]) => {
      const step = continueChainSync(CHAIN_START, entries, sha);
      return step.ok ? null : step.broken.seq === 3 && step.checked === 2 ? step.broken.reason : step;
    };
    expect(reasonAt3(at3({ payload: mixed[2]!.payload!.replace('3}', '4}') }))).toBe(
      'its payload does not match its payload_hash',
    );
    expect(reasonAt3(at3({ salt: SALT }))).toBe('its payload does not match its payload_hash');
    expect(reasonAt3(at3({ salt: null }))).toBe('it is version 2 but its salt is not 64 hex digits');
    expect(reasonAt3(at3({ commitment_version: 1 }))).toBe('it is version 1 but has a salt');
    expect(reasonAt3(at3({ commitment_version: 7 }))).toBe('its commitment_version 7 is unknown');
    // Passed off as unsalted, with a payload_hash that matches: the entry hash gives it away.
    const payload = mixed[2]!.payload!;
    expect(reasonAt3(at3({ commitment_version: 1, salt: null, payload_hash: sha(payload) }))).toBe(
      'its hash does not match seq, prev_hash and payload_hash',
    );
    expect(reasonAt3(at3({ prev_hash: RECORD_GENESIS_HASH }))).toBe(
      "its prev_hash is not the previous entry's hash",
    );
    expect(continueChainSync(CHAIN_START, [mixed[0]!, mixed[2]!], sha)).toMatchObject({
      broken: { seq: 3, reason: 'expected entry 2 here' },
    });
  });
});

describe('verifyRecordPages', () => {
  const page = (count: number, entries = mixed) => ({
    count,
    head_hash: entries[count - 1]?.hash ?? RECORD_GENESIS_HASH,
    num: 1,
    results: entries,
  });

  it('ends at the head the first page names, leaving later entries for the next run', async () => {
    expect(await verifyRecordPages(async () => page(4), sha)).toEqual({
      ok: true,
      checked: 4,
      head: mixed[3]!.hash,
    });
    expect(await verifyRecordPages(async () => page(3), sha)).toEqual({
      ok: true,
      checked: 3,
      head: mixed[2]!.hash,
    });
  });

  it('refuses a record that ends before its head', async () => {
    const verdict = await verifyRecordPages(async () => ({ ...page(4), results: mixed.slice(0, 3) }), sha);
    expect(verdict).toEqual({
      ok: false,
      checked: 3,
      broken: { seq: 4, reason: `the record names 4 entries and head ${mixed[3]!.hash}` },
    });
  });
});
