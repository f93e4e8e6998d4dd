import type { TrackRecordEntry } from '@tradecircle/domain';
import type { StoredEntry } from './track-record.repository.ts';

/**
 * An entry on the wire: the content (kind, trade, payload) of a private call, or of a call hidden
 * since, only for its expert; the hashes for everyone.
 */
export function publishedEntry(entry: StoredEntry, isOwner: boolean): TrackRecordEntry {
  const shown = isOwner || (!entry.isPrivate && !entry.hiddenNow);
  return {
    seq: entry.seq,
    kind: shown ? entry.kind : null,
    trade_id: shown ? entry.tradeId : null,
    trade_deleted: shown ? entry.tradeDeleted : null,
    is_private: entry.isPrivate,
    recorded_at: entry.recordedAt.toISOString(),
    payload: shown ? entry.payload : null,
    payload_hash: entry.payloadHash,
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}
