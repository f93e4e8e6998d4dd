import type { DomainEvent } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { recordEvents } from '../outbox/index.ts';
import { appendRecord, type RecordDraft } from '../track-record/index.ts';

/**
 * A trade change's one write, inside the change's transaction: its entries in the expert's track
 * record (the hash-chained record an auditor verifies, when the change is on it) and its domain
 * events (the change stream every consumer hears). Nothing is left to do after the commit.
 */
export async function recordTradeChange(
  tx: AppDb,
  change: { record?: readonly RecordDraft[]; events: readonly DomainEvent[] },
): Promise<void> {
  await appendRecord(tx, change.record ?? []);
  await recordEvents(tx, change.events);
}
