/**
 * The record's hash chain recomputed in the browser with Web Crypto, exactly as the server's
 * chain.ts and `npm run verify-record` do (docs/api.md, "Track record"):
 *
 *   payload_hash = SHA-256 of the payload's UTF-8 bytes, lowercase hex (checked where it is shown)
 *   hash         = SHA-256 of the UTF-8 text `${seq}|${prev_hash}|${payload_hash}`, lowercase hex
 *   prev_hash    = the previous entry's hash; 64 zeros before entry 1
 */
import type { TrackRecordEntry } from '@tradecircle/domain';

export const GENESIS_HASH = '0'.repeat(64);

export type ChainEntry = Pick<TrackRecordEntry, 'seq' | 'payload' | 'payload_hash' | 'prev_hash' | 'hash'>;

export type ChainVerdict =
  | { ok: true; checked: number; head: string }
  | { ok: false; checked: number; broken: { seq: number; reason: string } };

/** Where a chain stands after the entries checked so far. */
export interface ChainCursor {
  previous: string;
  nextSeq: number;
  checked: number;
}

export const CHAIN_START: ChainCursor = { previous: GENESIS_HASH, nextSeq: 1, checked: 0 };

const encoder = new TextEncoder();

/** Web Crypto is there only in secure contexts (HTTPS, or localhost). */
export function canVerifyHere(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks `entries`, the chain's next entries in order, from `cursor`: each one's sequence number,
 * payload hash (where the payload is shown), link to the previous hash and own hash, in that order,
 * as chain.ts does. The digests of a batch are computed together; the first broken entry wins.
 */
export async function continueChain(
  cursor: ChainCursor,
  entries: readonly ChainEntry[],
): Promise<{ ok: true; cursor: ChainCursor } | Extract<ChainVerdict, { ok: false }>> {
  const digests = await Promise.all(
    entries.map(async (entry) => ({
      payload: entry.payload === null ? null : await sha256Hex(entry.payload),
      hash: await sha256Hex(`${entry.seq}|${entry.prev_hash}|${entry.payload_hash}`),
    })),
  );
  let { previous, nextSeq, checked } = cursor;
  const broken = (seq: number, reason: string) => ({ ok: false as const, checked, broken: { seq, reason } });
  for (const [index, entry] of entries.entries()) {
    const digest = digests[index]!;
    if (entry.seq !== nextSeq) return broken(entry.seq, `expected entry ${nextSeq} here`);
    if (digest.payload !== null && digest.payload !== entry.payload_hash)
      return broken(entry.seq, 'its payload does not match its payload_hash');
    if (entry.prev_hash !== previous)
      return broken(entry.seq, "its prev_hash is not the previous entry's hash");
    if (digest.hash !== entry.hash)
      return broken(entry.seq, 'its hash does not match seq, prev_hash and payload_hash');
    previous = entry.hash;
    nextSeq += 1;
    checked += 1;
  }
  return { ok: true, cursor: { previous, nextSeq, checked } };
}

export interface RecordPageOfChain {
  count: number;
  head_hash: string;
  num: number;
  results: readonly ChainEntry[];
}

export interface VerifyProgress {
  checked: number;
  total: number;
}

/**
 * Reads the record page by page through `fetchPage` and recomputes the chain from entry 1; the
 * entry the first page names as the head (its count and head_hash) must be where the chain ends.
 * Entries appended while the pages are read (past that count) are left for the next run.
 */
export async function verifyRecordChain(
  fetchPage: (page: number) => Promise<RecordPageOfChain>,
  onProgress: (progress: VerifyProgress) => void = () => {},
): Promise<ChainVerdict> {
  const first = await fetchPage(1);
  const total = first.count;
  let cursor = CHAIN_START;
  onProgress({ checked: 0, total });
  for (let page = 1; page <= first.num && cursor.checked < total; page += 1) {
    const { results } = page === 1 ? first : await fetchPage(page);
    const step = await continueChain(
      cursor,
      results.filter((entry) => entry.seq <= total),
    );
    if (!step.ok) return step;
    cursor = step.cursor;
    onProgress({ checked: cursor.checked, total });
  }
  if (cursor.checked !== total || cursor.previous !== first.head_hash)
    return {
      ok: false,
      checked: cursor.checked,
      broken: {
        seq: cursor.checked + 1,
        reason: `the record names ${total} entries and head ${first.head_hash}`,
      },
    };
  return { ok: true, checked: cursor.checked, head: cursor.previous };
}
