/**
 * The record's hash chain recomputed in the browser with Web Crypto, by the domain's rule
 * (record-chain.ts: each commitment where the content is shown, version 1 unsalted or version 2 with
 * its salt; each link; each entry hash), the one the server writes by and `npm run verify-record`
 * checks by (docs/api.md, "Track record").
 */
import {
  type ChainBreak,
  type ChainCursor,
  type ChainEntry,
  type ChainPage,
  type ChainVerdict,
  continueChain as continueChainWith,
  type VerifyProgress,
  verifyRecordPages,
} from '@tradecircle/domain';

export {
  CHAIN_START,
  type ChainCursor,
  type ChainEntry,
  type ChainVerdict,
  type VerifyProgress,
} from '@tradecircle/domain';
export type RecordPageOfChain = ChainPage;

const encoder = new TextEncoder();

/** Web Crypto is there only in secure contexts (HTTPS, or localhost). */
export function canVerifyHere(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Checks `entries`, the chain's next entries in order, from `cursor`; the first broken entry wins. */
export function continueChain(
  cursor: ChainCursor,
  entries: readonly ChainEntry[],
): Promise<{ ok: true; cursor: ChainCursor } | ChainBreak> {
  return continueChainWith(cursor, entries, sha256Hex);
}

/**
 * Reads the record page by page through `fetchPage` and recomputes the chain from entry 1; the
 * entry the first page names as the head (its count and head_hash) must be where the chain ends.
 * Entries appended while the pages are read (past that count) are left for the next run.
 */
export function verifyRecordChain(
  fetchPage: (page: number) => Promise<RecordPageOfChain>,
  onProgress: (progress: VerifyProgress) => void = () => {},
): Promise<ChainVerdict> {
  return verifyRecordPages(fetchPage, sha256Hex, onProgress);
}
