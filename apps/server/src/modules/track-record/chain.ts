import { createHash, randomBytes } from 'node:crypto';
import {
  CHAIN_START,
  type ChainEntry,
  type ChainPage,
  type ChainVerdict,
  type CommitmentVersion,
  commitmentText,
  continueChainSync,
  entryHashText,
  RECORD_GENESIS_HASH,
  RECORD_SALT_BYTES,
  verifyRecordPages,
} from '@tradecircle/domain';

/**
 * The track record's hash chain with node:crypto. The encoding is the domain's (record-chain.ts,
 * docs/api.md "Track record"), which the browser's verifier checks with too.
 */
export { type ChainVerdict, canonicalJson, type JsonValue } from '@tradecircle/domain';
export const GENESIS_HASH = RECORD_GENESIS_HASH;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A fresh entry's salt: RECORD_SALT_BYTES random bytes as lowercase hex. */
export function newSalt(): string {
  return randomBytes(RECORD_SALT_BYTES).toString('hex');
}

/** An entry's payload_hash: its commitment to the payload (with its salt from version 2). */
export function commitmentHash(version: CommitmentVersion, payload: string, salt: string | null): string {
  return sha256Hex(commitmentText(version, payload, salt));
}

export function entryHash(seq: number, prevHash: string, payloadHash: string): string {
  return sha256Hex(entryHashText(seq, prevHash, payloadHash));
}

/** An entry as the public record serves it: a hidden call's payload and salt are null (its hashes stay). */
export type PublishedEntry = ChainEntry;

/**
 * Recomputes a chain from its entries in order, from seq 1: each commitment (where the content is
 * shown), each link to the previous hash, each entry's hash. Answers the first broken entry.
 */
export function verifyChain(entries: Iterable<PublishedEntry>): ChainVerdict {
  const step = continueChainSync(CHAIN_START, entries, sha256Hex);
  return step.ok ? { ok: true, checked: step.cursor.checked, head: step.cursor.previous } : step;
}

/** A page of the public record as `GET /backend/api/track-record/{userId}/?page=` answers it. */
export type PublishedPage = ChainPage;

/**
 * Reads an expert's record page by page through `fetchPage` and recomputes the chain from entry 1 up
 * to the head the first page names (entries appended while it reads are left for the next run); the
 * last hash must be that head. What the verifier command and the tests run.
 */
export function verifyPublishedRecord(
  fetchPage: (page: number) => Promise<PublishedPage>,
): Promise<ChainVerdict> {
  return verifyRecordPages(fetchPage, sha256Hex);
}
