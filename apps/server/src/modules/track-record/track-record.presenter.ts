import { REASONING_ENTRY_KINDS, RECORD_MERGED_KIND, type TrackRecordEntry } from '@tradecircle/domain';
import type { StoredEntry } from './track-record.repository.ts';

/**
 * An entry on the wire: the hashes for everyone; the content (kind, trade, payload) with the salt
 * its commitment was made with, for those entitled to the call: everyone while it is public and was
 * recorded so, its expert always, a group call's members now. Anyone else gets neither, and without
 * the salt the commitment (payload_hash) cannot be searched by guessing the content. An entry carrying
 * a reasoning the moderators hid (posted, edited, reasoning_updated) keeps its kind and call but
 * shows payload and salt to its expert only. A merge's entry (record_merged) belongs to no call.
 */
export function publishedEntry(entry: StoredEntry, isOwner: boolean): TrackRecordEntry {
  const shown = isOwner || (!entry.isPrivate && !entry.hiddenNow) || entry.sharedNow;
  const withheld = !isOwner && entry.reasoningHiddenNow && REASONING_ENTRY_KINDS.includes(entry.kind);
  const ofCall = entry.kind !== RECORD_MERGED_KIND;
  return {
    seq: entry.seq,
    kind: shown ? entry.kind : null,
    trade_id: shown && ofCall ? entry.tradeId : null,
    trade_deleted: shown && ofCall ? entry.tradeDeleted : null,
    is_private: entry.isPrivate,
    recorded_at: entry.recordedAt.toISOString(),
    commitment_version: entry.commitmentVersion,
    payload: shown && !withheld ? entry.payload : null,
    salt: shown && !withheld ? entry.salt : null,
    payload_hash: entry.payloadHash,
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}
