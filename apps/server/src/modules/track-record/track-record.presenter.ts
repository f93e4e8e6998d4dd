import type { TrackRecordEntry } from '@tradecircle/domain';
import type { StoredEntry } from './track-record.repository.ts';

/**
 * An entry on the wire: the hashes for everyone; the content (kind, trade, payload) with the salt
 * its commitment was made with, for those entitled to the call: everyone while it is public and was
 * recorded so, its expert always, a group call's members now. Anyone else gets neither, and without
 * the salt the commitment (payload_hash) cannot be searched by guessing the content.
 */
export function publishedEntry(entry: StoredEntry, isOwner: boolean): TrackRecordEntry {
  const shown = isOwner || (!entry.isPrivate && !entry.hiddenNow) || entry.sharedNow;
  return {
    seq: entry.seq,
    kind: shown ? entry.kind : null,
    trade_id: shown ? entry.tradeId : null,
    trade_deleted: shown ? entry.tradeDeleted : null,
    is_private: entry.isPrivate,
    recorded_at: entry.recordedAt.toISOString(),
    commitment_version: entry.commitmentVersion,
    payload: shown ? entry.payload : null,
    salt: shown ? entry.salt : null,
    payload_hash: entry.payloadHash,
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}
