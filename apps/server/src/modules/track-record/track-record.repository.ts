import {
  applyRecordEntry,
  CURRENT_COMMITMENT_VERSION,
  foldRecord,
  RECORD_MERGED_KIND,
  type RecordedCall,
  type RecordPayload,
  TIME_ZONE,
} from '@tradecircle/domain';
import { and, asc, desc, eq, getTableColumns, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { canonicalJson, commitmentHash, entryHash, GENESIS_HASH, type JsonValue, newSalt } from './chain.ts';
import type { TrackRecordTrades } from './track-record.ports.ts';
import {
  trackRecordCalls,
  trackRecordEntries,
  trackRecordHeads,
  trackRecordMerges,
} from './track-record.tables.ts';

/** What a call's change tells the record; the writer adds kind, trade_id and at to the content. */
export type RecordDraft = {
  expertUserId: number;
  tradeId: number;
  kind: string;
  isPrivate: boolean;
  at: Date;
  content: { [key: string]: JsonValue };
};

const WRITE_CHUNK = 20_000;

/**
 * Appends entries to their experts' chains. Call it INSIDE the transaction of the change, so the
 * change and its record commit together. Each expert's drafts go in the order given. The experts'
 * head rows are locked in user id order (no two appends deadlock), so concurrent appends of one
 * expert take sequence numbers one after the other, without gaps or duplicates.
 */
export async function appendRecord(tx: AppDb, drafts: readonly RecordDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const experts = [...new Set(drafts.map((draft) => draft.expertUserId))].sort((a, b) => a - b);
  if (experts.length === 1 && drafts.length <= ONE_STATEMENT_DRAFTS) return appendOneExpert(tx, drafts);
  const state = await lockHeads(tx, experts);
  const rows: EntryRow[] = [];
  const payloads: RecordPayload[] = [];
  for (const draft of drafts) {
    const head = state.get(draft.expertUserId)!;
    const content = payloadOf(draft);
    payloads.push(content);
    const payload = canonicalJson(content);
    const salt = newSalt();
    const payloadHash = commitmentHash(CURRENT_COMMITMENT_VERSION, payload, salt);
    const seq = head.seq + 1;
    const hash = entryHash(seq, head.hash, payloadHash);
    rows.push({
      expertUserId: draft.expertUserId,
      seq,
      tradeId: draft.tradeId,
      kind: draft.kind,
      isPrivate: draft.isPrivate,
      commitmentVersion: CURRENT_COMMITMENT_VERSION,
      salt,
      payload,
      payloadHash,
      prevHash: head.hash,
      hash,
    });
    state.set(draft.expertUserId, { seq, hash });
  }
  const moved = experts.map((id) => ({ id, ...state.get(id)! }));
  const calls = await foldIntoCalls(tx, drafts, payloads);
  if (rows.length <= WRITE_CHUNK && calls.length <= WRITE_CHUNK) {
    // One round trip for the usual change (one call's entry or two): entries, heads and calls.
    await tx.execute(sql`with entries as (${insertEntries(rows)}),
      heads as (${updateHeads(moved)}),
      calls as (${upsertCalls(calls)})
      select 1`);
    return;
  }
  for (let start = 0; start < rows.length; start += WRITE_CHUNK)
    await tx.execute(insertEntries(rows.slice(start, start + WRITE_CHUNK)));
  await tx.execute(updateHeads(moved));
  for (let start = 0; start < calls.length; start += WRITE_CHUNK)
    await tx.execute(upsertCalls(calls.slice(start, start + WRITE_CHUNK)));
}

/** An entry's content as its payload says it: the draft's content with kind, trade_id and at. */
function payloadOf(draft: RecordDraft): RecordPayload & { [key: string]: JsonValue } {
  return { ...draft.content, kind: draft.kind, trade_id: draft.tradeId, at: draft.at.toISOString() };
}

/** One change of one expert's calls (a post, an edit, a close): appended in a single statement. */
const ONE_STATEMENT_DRAFTS = 4;

/**
 * One expert's few entries in one round trip: PostgreSQL locks the head row, chains the entries from
 * it (the same hash as chain.ts's entryHash, with its built-in sha256), inserts them, moves the head
 * and writes the calls' rows. When the expert has no head row yet, nothing is written: the row is
 * created and the statement runs again.
 */
async function appendOneExpert(tx: AppDb, drafts: readonly RecordDraft[]): Promise<void> {
  const expertUserId = drafts[0]!.expertUserId;
  const payloads = drafts.map(payloadOf);
  const texts = payloads.map((payload) => canonicalJson(payload));
  const salts = texts.map(() => newSalt());
  const payloadHashes = texts.map((text, index) =>
    commitmentHash(CURRENT_COMMITMENT_VERSION, text, salts[index]!),
  );
  const calls = await foldIntoCalls(tx, drafts, payloads);
  // hashes[i]: entry i's hash as an expression of the locked head (l.seq, l.hash); hashes[0] is the head's.
  const hashes: SQL[] = [sql`l.hash`];
  drafts.forEach((_, index) => {
    hashes.push(
      sql`encode(sha256(convert_to((l.seq + ${index + 1})::text || '|' || ${hashes[index]!} || '|' || ${payloadHashes[index]!}::text, 'UTF8')), 'hex')`,
    );
  });
  const rows = drafts.map(
    (draft, index) =>
      sql`(${index + 1}::int, ${draft.tradeId}::int, ${draft.kind}::varchar, ${draft.isPrivate}::boolean, ${texts[index]!}::text, ${salts[index]!}::text, ${payloadHashes[index]!}::text)`,
  );
  const statement = sql`with
    locked as (
      select seq, hash::text as hash from ${trackRecordHeads}
      where ${trackRecordHeads.expertUserId} = ${expertUserId} for update
    ),
    chain as (
      select l.seq, ${sql.join(
        hashes.map((hash, index) => sql`${hash} as h${sql.raw(String(index))}`),
        sql`, `,
      )} from locked l
    ),
    entries as (
      insert into ${trackRecordEntries} (expert_user_id, seq, trade_id, kind, is_private, commitment_version, salt, payload, payload_hash, prev_hash, hash)
      select ${expertUserId}, c.seq + d.rank, d.trade_id, d.kind, d.is_private, ${CURRENT_COMMITMENT_VERSION}::smallint, d.salt, d.payload, d.payload_hash,
        (array[${sql.join(
          hashes.slice(0, -1).map((_, index) => sql.raw(`c.h${index}`)),
          sql`, `,
        )}])[d.rank],
        (array[${sql.join(
          hashes.slice(1).map((_, index) => sql.raw(`c.h${index + 1}`)),
          sql`, `,
        )}])[d.rank]
      from chain c, (values ${sql.join(rows, sql`, `)}) as d(rank, trade_id, kind, is_private, payload, salt, payload_hash)
      returning 1
    ),
    moved as (
      update ${trackRecordHeads} set seq = c.seq + ${drafts.length}, hash = c.h${sql.raw(String(drafts.length))}
      from chain c where ${trackRecordHeads.expertUserId} = ${expertUserId}
    ),
    calls as (${upsertCalls(calls)})
    select (select count(*) from entries)::int as written`;
  const run = async () => resultRows<{ written: number }>(await tx.execute(statement))[0]!.written;
  if ((await run()) === drafts.length) return;
  await tx
    .insert(trackRecordHeads)
    .values({ expertUserId, seq: 0, hash: GENESIS_HASH })
    .onConflictDoNothing();
  if ((await run()) !== drafts.length)
    throw new Error(`The track record of user ${expertUserId} has no head`);
}

type EntryRow = Omit<typeof trackRecordEntries.$inferInsert, 'id' | 'recordedAt'>;
type CallRow = { expertUserId: number; call: RecordedCall };

/**
 * Creates the experts' missing head rows and locks them all, in user id order (no two appends
 * deadlock), in one statement; answers each head's sequence number and hash.
 */
async function lockHeads(tx: AppDb, experts: readonly number[]) {
  const result = await tx.execute(sql`
    insert into ${trackRecordHeads} (expert_user_id, seq, hash)
    select id, 0, ${GENESIS_HASH} from unnest(${sql.param(experts)}::int[]) as id order by id
    on conflict (expert_user_id) do update set seq = ${trackRecordHeads}.seq
    returning expert_user_id, seq, hash`);
  const heads = resultRows<{ expert_user_id: number; seq: number; hash: string }>(result);
  return new Map(heads.map((head) => [head.expert_user_id, { seq: head.seq, hash: head.hash }]));
}

// Column arrays through unnest: a fixed number of bind parameters however many rows (an engine storm
// writes 100,000 entries at once; row-by-row VALUES cost it 9 s on PostgreSQL).
function insertEntries(rows: readonly EntryRow[]): SQL {
  const column = <T>(pick: (row: EntryRow) => T) => sql.param(rows.map(pick));
  return sql`insert into ${trackRecordEntries} (expert_user_id, seq, trade_id, kind, is_private, commitment_version, salt, payload, payload_hash, prev_hash, hash)
    select * from unnest(
      ${column((row) => row.expertUserId)}::int[],
      ${column((row) => row.seq)}::int[],
      ${column((row) => row.tradeId)}::int[],
      ${column((row) => row.kind)}::varchar[],
      ${column((row) => row.isPrivate)}::boolean[],
      ${column((row) => row.commitmentVersion)}::smallint[],
      ${column((row) => row.salt)}::text[],
      ${column((row) => row.payload)}::text[],
      ${column((row) => row.payloadHash)}::text[],
      ${column((row) => row.prevHash)}::text[],
      ${column((row) => row.hash)}::text[]
    )`;
}

function updateHeads(moved: readonly { id: number; seq: number; hash: string }[]): SQL {
  return sql`update ${trackRecordHeads} set seq = v.seq, hash = v.hash
    from unnest(
      ${sql.param(moved.map((head) => head.id))}::int[],
      ${sql.param(moved.map((head) => head.seq))}::int[],
      ${sql.param(moved.map((head) => head.hash))}::text[]
    ) as v(id, seq, hash)
    where ${trackRecordHeads.expertUserId} = v.id`;
}

/**
 * The calls the new entries change (track_record_calls rows), folded: a call posted in this batch
 * starts from nothing; the others start from their stored row.
 */
async function foldIntoCalls(
  tx: AppDb,
  drafts: readonly RecordDraft[],
  payloads: readonly RecordPayload[],
): Promise<CallRow[]> {
  const postedHere = new Set(drafts.filter((draft) => draft.kind === 'posted').map((draft) => draft.tradeId));
  const earlier = [...new Set(drafts.map((draft) => draft.tradeId))].filter((id) => !postedHere.has(id));
  const calls = new Map<number, CallRow>();
  for (let start = 0; start < earlier.length; start += WRITE_CHUNK) {
    const stored = await tx
      .select()
      .from(trackRecordCalls)
      .where(
        // One array parameter, not an IN list of 20,000 (an engine storm's chunk).
        sql`${trackRecordCalls.tradeId} = any(${sql.param(earlier.slice(start, start + WRITE_CHUNK))}::int[])`,
      );
    for (const { expertUserId, ...call } of stored) calls.set(call.tradeId, { expertUserId, call });
  }
  drafts.forEach((draft, index) => {
    const before = calls.get(draft.tradeId)?.call ?? null;
    const after = applyRecordEntry(before, payloads[index]!);
    if (after) calls.set(draft.tradeId, { expertUserId: draft.expertUserId, call: after });
  });
  return [...calls.values()];
}

/** Inserts or replaces calls' rows. */
function upsertCalls(calls: readonly CallRow[]): SQL {
  return sql`insert into ${trackRecordCalls} (trade_id, expert_user_id, security_id, side, entry_price,
      initial_stop_loss, final_target, lots, is_public, group_id, posted_at, live_at, ended_at,
      exit_price, outcome, deleted_at)
    ${calls.length > 0 && calls.length <= FEW_CALLS ? callValues(calls) : callArrays(calls)}
    on conflict (trade_id) do update set security_id = excluded.security_id, side = excluded.side,
      entry_price = excluded.entry_price, initial_stop_loss = excluded.initial_stop_loss,
      final_target = excluded.final_target, lots = excluded.lots, is_public = excluded.is_public,
      group_id = excluded.group_id, live_at = excluded.live_at, ended_at = excluded.ended_at,
      exit_price = excluded.exit_price, outcome = excluded.outcome, deleted_at = excluded.deleted_at`;
}

/** Up to this many calls go in as VALUES rows: cheaper to plan than sixteen unnest arrays. */
const FEW_CALLS = 8;

function callValues(calls: readonly CallRow[]): SQL {
  const time = (value: Date | null) => value?.toISOString() ?? null;
  const rows = calls.map(
    ({ expertUserId, call }) => sql`(${call.tradeId}::int, ${expertUserId}::int, ${call.securityId}::int,
      ${call.side}::varchar, ${call.entryPrice}::float8, ${call.initialStopLoss}::float8,
      ${call.finalTarget}::float8, ${call.lots}::int, ${call.isPublic}::boolean, ${call.groupId}::int,
      ${time(call.postedAt)}::timestamptz, ${time(call.liveAt)}::timestamptz, ${time(call.endedAt)}::timestamptz,
      ${call.exitPrice}::float8, ${call.outcome}::varchar, ${time(call.deletedAt)}::timestamptz)`,
  );
  return sql`values ${sql.join(rows, sql`, `)}`;
}

function callArrays(calls: readonly CallRow[]): SQL {
  const column = <T>(pick: (row: RecordedCall) => T) => sql.param(calls.map(({ call }) => pick(call)));
  const time = (pick: (row: RecordedCall) => Date | null) =>
    column((row) => pick(row)?.toISOString() ?? null);
  return sql`select * from unnest(
      ${column((row) => row.tradeId)}::int[],
      ${sql.param(calls.map((row) => row.expertUserId))}::int[],
      ${column((row) => row.securityId)}::int[],
      ${column((row) => row.side)}::varchar[],
      ${column((row) => row.entryPrice)}::float8[],
      ${column((row) => row.initialStopLoss)}::float8[],
      ${column((row) => row.finalTarget)}::float8[],
      ${column((row) => row.lots)}::int[],
      ${column((row) => row.isPublic)}::boolean[],
      ${column((row) => row.groupId)}::int[],
      ${time((row) => row.postedAt)}::timestamptz[],
      ${time((row) => row.liveAt)}::timestamptz[],
      ${time((row) => row.endedAt)}::timestamptz[],
      ${column((row) => row.exitPrice)}::float8[],
      ${column((row) => row.outcome)}::varchar[],
      ${time((row) => row.deletedAt)}::timestamptz[]
    )`;
}

/** After migration 0016 on a database that already had a record: its calls' rows, once. */
export async function fillRecordedCallsIfMissing(db: AppDb): Promise<void> {
  const result = await db.execute(sql`select
    exists (select 1 from ${trackRecordHeads}) and not exists (select 1 from ${trackRecordCalls}) as missing`);
  const [state] = resultRows<{ missing: boolean }>(result);
  if (state?.missing) await rebuildRecordedCalls(db);
}

/**
 * Rebuilds every call's row by folding the whole record, expert by expert (a merged record folded
 * into its survivor's: foldedCallsOf): what a database whose record predates track_record_calls
 * needs once, and what the tests compare the kept rows with.
 */
export async function rebuildRecordedCalls(db: AppDb): Promise<number> {
  const experts = await db
    .select({ id: trackRecordHeads.expertUserId })
    .from(trackRecordHeads)
    .where(
      sql`not exists (select 1 from ${trackRecordMerges} m where m.merged_user_id = ${trackRecordHeads.expertUserId})`,
    );
  let written = 0;
  for (const { id } of experts) {
    const calls = await foldedCallsOf(db, id);
    const rows = [...calls.values()].map((call) => ({ expertUserId: id, call }));
    for (let start = 0; start < rows.length; start += WRITE_CHUNK)
      await db.execute(upsertCalls(rows.slice(start, start + WRITE_CHUNK)));
    written += calls.size;
  }
  return written;
}

export type MergedRecord = {
  mergedUserId: number;
  mergedHeadSeq: number;
  mergedHeadHash: string;
  survivorSeq: number;
  mergedAt: Date;
};

/** The records merged into the user's, in merge order (their record_merged entries' order). */
export async function mergedRecordsOf(db: AppDb, survivorUserId: number): Promise<MergedRecord[]> {
  return db
    .select({
      mergedUserId: trackRecordMerges.mergedUserId,
      mergedHeadSeq: trackRecordMerges.mergedHeadSeq,
      mergedHeadHash: trackRecordMerges.mergedHeadHash,
      survivorSeq: trackRecordMerges.survivorSeq,
      mergedAt: trackRecordMerges.mergedAt,
    })
    .from(trackRecordMerges)
    .where(eq(trackRecordMerges.survivorUserId, survivorUserId))
    .orderBy(asc(trackRecordMerges.survivorSeq));
}

/** The record the user's was merged into, if any: the survivor and its record_merged entry. */
export async function mergedInto(
  db: AppDb,
  mergedUserId: number,
): Promise<{ survivorUserId: number; survivorSeq: number; mergedAt: Date } | null> {
  const [row] = await db
    .select({
      survivorUserId: trackRecordMerges.survivorUserId,
      survivorSeq: trackRecordMerges.survivorSeq,
      mergedAt: trackRecordMerges.mergedAt,
    })
    .from(trackRecordMerges)
    .where(eq(trackRecordMerges.mergedUserId, mergedUserId));
  return row ?? null;
}

/**
 * The chains whose calls are the user's, in fold order: each record merged into it (with those
 * merged into that one before it, recursively), in merge order, then its own.
 */
export async function chainsOf(db: AppDb, userId: number, seen = new Set<number>()): Promise<number[]> {
  if (seen.has(userId)) return [];
  seen.add(userId);
  const chains: number[] = [];
  for (const merged of await mergedRecordsOf(db, userId))
    chains.push(...(await chainsOf(db, merged.mergedUserId, seen)));
  chains.push(userId);
  return chains;
}

/** Every call the user's record tells, merged records included: what track_record_calls keeps for them. */
export async function foldedCallsOf(db: AppDb, userId: number): Promise<Map<number, RecordedCall>> {
  const payloads: RecordPayload[] = [];
  for (const chain of await chainsOf(db, userId)) {
    const entries = await db
      .select({ payload: trackRecordEntries.payload })
      .from(trackRecordEntries)
      .where(eq(trackRecordEntries.expertUserId, chain))
      .orderBy(asc(trackRecordEntries.seq));
    for (const entry of entries) payloads.push(JSON.parse(entry.payload) as RecordPayload);
  }
  return foldRecord(payloads.filter((payload) => payload.kind !== RECORD_MERGED_KIND));
}

export type StoredEntry = typeof trackRecordEntries.$inferSelect & {
  hiddenNow: boolean;
  /** The moderators hid the call's reasoning: the entries carrying it show their hashes only. */
  reasoningHiddenNow: boolean;
  sharedNow: boolean;
  tradeDeleted: boolean;
};

/**
 * A page of an expert's record in chain order: entries after `afterSeq`, at most `limit`, each with
 * whether its call is hidden now (the public record then shows only its hashes), whether the
 * moderators hid its reasoning, and whether it is shared with the viewer now (a group call of a group the viewer is a member of).
 */
export async function recordPage(
  db: AppDb,
  tradesPort: TrackRecordTrades,
  { expertUserId, viewerId }: { expertUserId: number; viewerId: number | null },
  afterSeq: number,
  limit: number,
): Promise<StoredEntry[]> {
  return db
    .select({
      ...getTableColumns(trackRecordEntries),
      hiddenNow: tradesPort.hiddenNow(trackRecordEntries.tradeId),
      reasoningHiddenNow: tradesPort.reasoningHiddenNow(trackRecordEntries.tradeId),
      sharedNow:
        viewerId === null ? sql<boolean>`false` : tradesPort.sharedWith(trackRecordEntries.tradeId, viewerId),
      // Qualified by hand: in a one-table select Drizzle writes its columns without the table's name.
      tradeDeleted: sql<boolean>`exists (select 1 from ${trackRecordCalls} c
        where c.trade_id = ${trackRecordEntries}.trade_id and c.deleted_at is not null)`,
    })
    .from(trackRecordEntries)
    .where(
      // Sequence numbers have no gaps: a closed range is exactly the page, whatever the planner's
      // statistics say (without them an open range read the whole rest of the chain to sort it).
      and(
        eq(trackRecordEntries.expertUserId, expertUserId),
        gt(trackRecordEntries.seq, afterSeq),
        lte(trackRecordEntries.seq, afterSeq + limit),
      ),
    )
    .orderBy(asc(trackRecordEntries.seq))
    .limit(limit);
}

/** The expert's head: how many entries and the last hash (0 and the genesis hash for none). */
export async function recordHead(db: AppDb, expertUserId: number): Promise<{ seq: number; hash: string }> {
  const [head] = await db
    .select()
    .from(trackRecordHeads)
    .where(eq(trackRecordHeads.expertUserId, expertUserId));
  return head ? { seq: head.seq, hash: head.hash } : { seq: 0, hash: GENESIS_HASH };
}

/**
 * Daily checkpoints: for each day (IST) with entries, the last entry's sequence number and hash,
 * newest first. Derived from the append-only entries, so a day's checkpoint never changes.
 */
export async function dailyCheckpoints(db: AppDb, expertUserId: number, limit: number) {
  // The zone inline, not bound: DISTINCT ON and ORDER BY must name the very same expression.
  const day = sql<string>`to_char(${trackRecordEntries.recordedAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db
    .selectDistinctOn([day], { day, seq: trackRecordEntries.seq, hash: trackRecordEntries.hash })
    .from(trackRecordEntries)
    .where(eq(trackRecordEntries.expertUserId, expertUserId))
    .orderBy(desc(day), desc(trackRecordEntries.seq))
    .limit(limit);
}
