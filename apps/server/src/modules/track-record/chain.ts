import { createHash } from 'node:crypto';

/**
 * The track record's hash chain, as an outsider recomputes it (docs/api.md, "Track record"):
 *
 *   payload      canonical JSON of the entry's content: object keys sorted by code point at every
 *                level, no whitespace, numbers and strings as JSON.stringify writes them
 *   payload_hash SHA-256 of the payload's UTF-8 bytes, lowercase hex
 *   hash         SHA-256 of the UTF-8 text `${seq}|${prev_hash}|${payload_hash}`, lowercase hex
 *   prev_hash    the previous entry's hash; GENESIS_HASH (64 zeros) before the first entry
 */
export const GENESIS_HASH = '0'.repeat(64);

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export function canonicalJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as JsonValue)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function entryHash(seq: number, prevHash: string, payloadHash: string): string {
  return sha256Hex(`${seq}|${prevHash}|${payloadHash}`);
}

/** An entry as the public record serves it: a private call's payload is null (its hash stays). */
export type PublishedEntry = {
  seq: number;
  payload: string | null;
  payload_hash: string;
  prev_hash: string;
  hash: string;
};

export type ChainVerdict =
  | { ok: true; checked: number; head: string }
  | { ok: false; checked: number; broken: { seq: number; reason: string } };

/**
 * Recomputes a chain from its entries in order, from seq 1: each payload's hash (where the payload
 * is shown), each link to the previous hash, each entry's hash. Answers the first broken entry.
 */
export function verifyChain(entries: Iterable<PublishedEntry>): ChainVerdict {
  let previous = GENESIS_HASH;
  let expectedSeq = 1;
  let checked = 0;
  const broken = (seq: number, reason: string): ChainVerdict => ({
    ok: false,
    checked,
    broken: { seq, reason },
  });
  for (const entry of entries) {
    if (entry.seq !== expectedSeq) return broken(entry.seq, `expected entry ${expectedSeq} here`);
    if (entry.payload !== null && sha256Hex(entry.payload) !== entry.payload_hash)
      return broken(entry.seq, 'its payload does not match its payload_hash');
    if (entry.prev_hash !== previous)
      return broken(entry.seq, "its prev_hash is not the previous entry's hash");
    if (entryHash(entry.seq, entry.prev_hash, entry.payload_hash) !== entry.hash)
      return broken(entry.seq, 'its hash does not match seq, prev_hash and payload_hash');
    previous = entry.hash;
    expectedSeq += 1;
    checked += 1;
  }
  return { ok: true, checked, head: previous };
}

/** A page of the public record as `GET /backend/api/track-record/{userId}/?page=` answers it. */
export type PublishedPage = { count: number; head_hash: string; num: number; results: PublishedEntry[] };

/**
 * Reads an expert's record page by page through `fetchPage` and recomputes the chain from entry 1 up
 * to the head the first page names (entries appended while it reads are left for the next run); the
 * last hash must be that head. What the verifier command and the tests run.
 */
export async function verifyPublishedRecord(
  fetchPage: (page: number) => Promise<PublishedPage>,
): Promise<ChainVerdict> {
  const first = await fetchPage(1);
  const pages = [first];
  for (let page = 2; page <= first.num; page += 1) pages.push(await fetchPage(page));
  const entries = pages.flatMap((page) => page.results).filter((entry) => entry.seq <= first.count);
  const verdict = verifyChain(entries);
  if (!verdict.ok) return verdict;
  if (verdict.checked !== first.count || verdict.head !== first.head_hash)
    return {
      ok: false,
      checked: verdict.checked,
      broken: {
        seq: verdict.checked + 1,
        reason: `the record names ${first.count} entries and head ${first.head_hash}`,
      },
    };
  return verdict;
}
