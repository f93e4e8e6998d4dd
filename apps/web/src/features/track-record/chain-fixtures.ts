/// <reference types="node" />
/**
 * A small record chain built with node:crypto, independently of chain-verify.ts, for the verifier's
 * tests and the record page's (not shipped: only *.test files import it).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TrackRecordEntry } from '@tradecircle/domain';

export const GENESIS = '0'.repeat(64);

export function nodeSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type EntryContent = {
  kind: string;
  trade_id: number;
  is_private?: boolean;
  deleted?: boolean;
  at: string;
  /** 2 (salted, the default) or 1 (unsalted, as entries written before issue 27). */
  version?: 1 | 2;
};

/**
 * Entries 1..n chained from the genesis hash; a private one is served hidden (kind, trade, payload
 * and salt null). Version 2 commits to `v2|{salt}|{payload}` with a random salt, version 1 to the payload.
 */
export function buildChain(contents: readonly EntryContent[]): TrackRecordEntry[] {
  let previous = GENESIS;
  return contents.map((content, index) => {
    const seq = index + 1;
    // Canonical JSON: keys sorted, no whitespace; a non-ASCII character checks the UTF-8 encoding.
    const payload = `{"at":"${content.at}","kind":"${content.kind}","note":"₹ गति","trade_id":${content.trade_id}}`;
    const version = content.version ?? 2;
    const salt = version === 2 ? randomBytes(32).toString('hex') : null;
    const payloadHash = nodeSha256(version === 2 ? `v2|${salt}|${payload}` : payload);
    const hash = nodeSha256(`${seq}|${previous}|${payloadHash}`);
    const isPrivate = content.is_private ?? false;
    const entry: TrackRecordEntry = {
      seq,
      kind: isPrivate ? null : content.kind,
      trade_id: isPrivate ? null : content.trade_id,
      trade_deleted: isPrivate ? null : (content.deleted ?? false),
      is_private: isPrivate,
      recorded_at: content.at,
      commitment_version: version,
      payload: isPrivate ? null : payload,
      salt: isPrivate ? null : salt,
      payload_hash: payloadHash,
      prev_hash: previous,
      hash,
    };
    previous = hash;
    return entry;
  });
}

/**
 * `n` entries of a few calls' lives, the third call private; the first 6 written unsalted (version 1,
 * as before issue 27), the rest salted.
 */
export function sampleChain(n: number): TrackRecordEntry[] {
  const kinds = ['posted', 'activated', 'target_reached', 'closed'];
  return buildChain(
    Array.from({ length: n }, (_, index) => ({
      kind: kinds[index % kinds.length]!,
      trade_id: 100 + Math.floor(index / kinds.length),
      is_private: Math.floor(index / kinds.length) === 2,
      at: new Date(Date.UTC(2026, 0, 1, 4) + index * 3_600_000).toISOString(),
      version: index < 6 ? (1 as const) : (2 as const),
    })),
  );
}

/** The record's pages as the endpoint serves them (100 a page unless said). */
export function pagesOf(entries: readonly TrackRecordEntry[], userId = 77, size = 100) {
  const num = Math.ceil(entries.length / size);
  const head = entries.at(-1)?.hash ?? GENESIS;
  return (page: number) => ({
    expert_user_id: userId,
    count: entries.length,
    head_hash: head,
    page,
    num,
    results: entries.slice((page - 1) * size, page * size),
    merged_records: [],
    merged_into: null,
  });
}
