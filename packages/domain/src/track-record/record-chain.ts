/**
 * The track record's hash chain (docs/api.md, "Track record"): the one rule the server writes by and
 * its command-line verifier and the browser's verifier check by. SHA-256 is handed in (node:crypto on
 * the server, Web Crypto in the browser); everything hashed is UTF-8 text, every digest lowercase hex.
 *
 *   payload       canonical JSON of the entry's content (canonicalJson)
 *   salt          version 2: 32 random bytes drawn for the entry, as 64 lowercase hex digits
 *   payload_hash  the entry's commitment to its content:
 *                   version 1 (entries written before issue 27)  SHA-256(payload)
 *                   version 2                                    SHA-256(`v2|${salt}|${payload}`)
 *   hash          SHA-256(`${seq}|${prev_hash}|${payload_hash}`)
 *   prev_hash     the previous entry's hash; RECORD_GENESIS_HASH (64 zeros) before entry 1
 *
 * A hidden entry shows neither payload nor salt: the chain of hashes still verifies, and without the
 * salt its payload_hash cannot be searched by guessing the payload (a version 1 one can).
 */
export const RECORD_GENESIS_HASH = '0'.repeat(64);

export const COMMITMENT_VERSIONS = [1, 2] as const;
export type CommitmentVersion = (typeof COMMITMENT_VERSIONS)[number];
/** The version every new entry is written with. */
export const CURRENT_COMMITMENT_VERSION: CommitmentVersion = 2;
/** Random bytes in a version 2 entry's salt (64 hex digits). */
export const RECORD_SALT_BYTES = 32;
const SALT_PATTERN = /^[0-9a-f]{64}$/;

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Object keys sorted by code point at every level, no whitespace, values as JSON.stringify writes them. */
export function canonicalJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as JsonValue)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The text whose SHA-256 is an entry's payload_hash. Version 2's fixed prefix keeps its texts apart
 * from version 1's (a payload is a JSON object, so it starts with `{`).
 */
export function commitmentText(version: CommitmentVersion, payload: string, salt: string | null): string {
  if (version === 1) return payload;
  if (salt === null || !SALT_PATTERN.test(salt))
    throw new Error('A version 2 commitment needs a 64-hex salt');
  return `v2|${salt}|${payload}`;
}

/** The text whose SHA-256 is an entry's hash. */
export function entryHashText(seq: number, prevHash: string, payloadHash: string): string {
  return `${seq}|${prevHash}|${payloadHash}`;
}

/**
 * An entry as the public record serves it. `payload` and `salt` are null where the content is hidden.
 * Pages saved before `commitment_version` and `salt` existed lack them: such an entry is version 1.
 */
export type ChainEntry = {
  seq: number;
  commitment_version?: number;
  payload: string | null;
  salt?: string | null;
  payload_hash: string;
  prev_hash: string;
  hash: string;
};

/** Where a chain stands after the entries checked so far. */
export type ChainCursor = { previous: string; nextSeq: number; checked: number };
export const CHAIN_START: ChainCursor = { previous: RECORD_GENESIS_HASH, nextSeq: 1, checked: 0 };

export type ChainBreak = { ok: false; checked: number; broken: { seq: number; reason: string } };
export type ChainVerdict = { ok: true; checked: number; head: string } | ChainBreak;

/** SHA-256 of a text's UTF-8 bytes as lowercase hex, however the caller computes it. */
export type Sha256Hex = (text: string) => string | Promise<string>;

const versionOf = (entry: ChainEntry) => entry.commitment_version ?? 1;
const isShown = (entry: ChainEntry) => entry.payload !== null;

/** Why a shown entry's commitment cannot be recomputed at all (unknown version, bad salt); else null. */
function unusableCommitment(entry: ChainEntry): string | null {
  const version = versionOf(entry);
  const salt = entry.salt ?? null;
  if (!(COMMITMENT_VERSIONS as readonly number[]).includes(version))
    return `its commitment_version ${version} is unknown`;
  if (!isShown(entry)) return null;
  if (version === 1 && salt !== null) return 'it is version 1 but has a salt';
  if (version === 2 && (salt === null || !SALT_PATTERN.test(salt)))
    return 'it is version 2 but its salt is not 64 hex digits';
  return null;
}

/** The texts an entry's check hashes: its commitment's (only where its content is shown) and its own. */
function digestTexts(entry: ChainEntry): { commitment: string | null; hash: string } {
  const usable = isShown(entry) && unusableCommitment(entry) === null;
  return {
    commitment: usable
      ? commitmentText(versionOf(entry) as CommitmentVersion, entry.payload!, entry.salt ?? null)
      : null,
    hash: entryHashText(entry.seq, entry.prev_hash, entry.payload_hash),
  };
}

/**
 * One entry after `cursor`, given the SHA-256 of its digestTexts: its sequence number, its commitment
 * (where its content is shown), its link to the previous hash and its own hash, in that order.
 */
function checkEntry(
  cursor: ChainCursor,
  entry: ChainEntry,
  digests: { commitment: string | null; hash: string },
): { ok: true; cursor: ChainCursor } | ChainBreak {
  const broken = (reason: string): ChainBreak => ({
    ok: false,
    checked: cursor.checked,
    broken: { seq: entry.seq, reason },
  });
  if (entry.seq !== cursor.nextSeq) return broken(`expected entry ${cursor.nextSeq} here`);
  const unusable = unusableCommitment(entry);
  if (unusable) return broken(unusable);
  if (digests.commitment !== null && digests.commitment !== entry.payload_hash)
    return broken('its payload does not match its payload_hash');
  if (entry.prev_hash !== cursor.previous) return broken("its prev_hash is not the previous entry's hash");
  if (digests.hash !== entry.hash) return broken('its hash does not match seq, prev_hash and payload_hash');
  return { ok: true, cursor: { previous: entry.hash, nextSeq: entry.seq + 1, checked: cursor.checked + 1 } };
}

/** Checks a chain's next entries in order from `cursor` with a synchronous SHA-256; the first broken one wins. */
export function continueChainSync(
  cursor: ChainCursor,
  entries: Iterable<ChainEntry>,
  sha256: (text: string) => string,
): { ok: true; cursor: ChainCursor } | ChainBreak {
  let at = cursor;
  for (const entry of entries) {
    const texts = digestTexts(entry);
    const step = checkEntry(at, entry, {
      commitment: texts.commitment === null ? null : sha256(texts.commitment),
      hash: sha256(texts.hash),
    });
    if (!step.ok) return step;
    at = step.cursor;
  }
  return { ok: true, cursor: at };
}

/** As continueChainSync, with the digests of the batch computed together (Web Crypto answers promises). */
export async function continueChain(
  cursor: ChainCursor,
  entries: readonly ChainEntry[],
  sha256: Sha256Hex,
): Promise<{ ok: true; cursor: ChainCursor } | ChainBreak> {
  const digests = await Promise.all(
    entries.map(async (entry) => {
      const texts = digestTexts(entry);
      return {
        commitment: texts.commitment === null ? null : await sha256(texts.commitment),
        hash: await sha256(texts.hash),
      };
    }),
  );
  let at = cursor;
  for (const [index, entry] of entries.entries()) {
    const step = checkEntry(at, entry, digests[index]!);
    if (!step.ok) return step;
    at = step.cursor;
  }
  return { ok: true, cursor: at };
}

/** A page of the record as `GET /backend/api/track-record/{userId}/?page=` answers it. */
export type ChainPage = { count: number; head_hash: string; num: number; results: readonly ChainEntry[] };

export type VerifyProgress = { checked: number; total: number };

/**
 * Reads an expert's record page by page and recomputes the chain from entry 1 up to the head the
 * first page names (its count and head_hash), where the chain must end. Entries appended while the
 * pages are read (past that count) are left for the next run.
 */
export async function verifyRecordPages(
  fetchPage: (page: number) => Promise<ChainPage>,
  sha256: Sha256Hex,
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
      sha256,
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
