import { RECORD_MERGED_KIND, type RecordMergedContent } from '@tradecircle/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { appendRecord, recordHead } from './track-record.repository.ts';
import { trackRecordCalls, trackRecordMerges } from './track-record.tables.ts';

/**
 * Both track records after a merge of two accounts of one person (issue 30; docs/operations.md
 * "Merging profiles"). The merged account's chain stays as it is, under its own id: entries are
 * append-only and its hashes were published. The surviving account's chain commits to the merged
 * chain's head with a record_merged entry, track_record_merges links the two, and the merged calls'
 * rows in track_record_calls move to the survivor, so its figures count both sets of calls. A moved
 * call's later steps append to the survivor's chain (its trade moved); a rebuild folds the merged
 * chain before the survivor's own (foldedCallsOf), so it equals the kept rows.
 */

/**
 * Inside the merge's transaction: links the merged account's record to the survivor's. Nothing to do
 * when the merged account has no entries. Both heads are locked in user id order first (as every
 * append locks them), so no call of either can be appended between the head committed to and the
 * link. Answers how many calls' rows moved, or null when there was no record to merge.
 */
export async function mergeRecords(
  tx: AppDb,
  { survivorUserId, mergedUserId, at }: { survivorUserId: number; mergedUserId: number; at: Date },
): Promise<{ calls: number; survivorSeq: number } | null> {
  const heads = resultRows<{ expert_user_id: number; seq: number; hash: string }>(
    await tx.execute(sql`select expert_user_id, seq, hash::text as hash from track_record_heads
      where expert_user_id = any(${sql.param([survivorUserId, mergedUserId])}::int[])
      order by expert_user_id for update`),
  );
  const merged = heads.find((head) => Number(head.expert_user_id) === mergedUserId);
  if (!merged || Number(merged.seq) === 0) return null;
  const content: RecordMergedContent = {
    merged_user_id: mergedUserId,
    merged_head_seq: Number(merged.seq),
    merged_head_hash: merged.hash,
  };
  // It belongs to no call: trade_id 0 (no trade has it), public like the merged record's hashes.
  await appendRecord(tx, [
    { expertUserId: survivorUserId, tradeId: 0, kind: RECORD_MERGED_KIND, isPrivate: false, at, content },
  ]);
  const survivorSeq = (await recordHead(tx, survivorUserId)).seq;
  await tx.insert(trackRecordMerges).values({
    mergedUserId,
    survivorUserId,
    mergedHeadSeq: Number(merged.seq),
    mergedHeadHash: merged.hash,
    survivorSeq,
    mergedAt: at,
  });
  const moved = await tx
    .update(trackRecordCalls)
    .set({ expertUserId: survivorUserId })
    .where(eq(trackRecordCalls.expertUserId, mergedUserId))
    .returning({ tradeId: trackRecordCalls.tradeId });
  return { calls: moved.length, survivorSeq };
}
