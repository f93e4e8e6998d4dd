import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { trackRecordEntries } from './track-record.tables.ts';

/** One step of a call's life as its record entry tells it; `step` is the ladder row in force after it. */
export type RecordedStep<Kind extends string = string> = {
  kind: Kind;
  step: number;
  price: number | null;
  at: Date;
};

type StepContent = { at: string; step?: unknown; price?: unknown };

/**
 * A call's life from its expert's record: the entries of the trade whose kind is one of `kinds`, in
 * the order they happened (their `at`, then their place in the chain). A `posted` entry holds the
 * call's terms rather than a step: it reads as step 0 without a price. Private and group calls'
 * entries are stored like any other, so the caller decides who may see the answer. The expert's
 * chain is read through its (expert, seq) index, not every expert's entries.
 */
export async function callTimeline<Kind extends string>(
  db: AppDb,
  { expertUserId, tradeId }: { expertUserId: number; tradeId: number },
  kinds: readonly Kind[],
): Promise<RecordedStep<Kind>[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .select({ kind: trackRecordEntries.kind, payload: trackRecordEntries.payload })
    .from(trackRecordEntries)
    .where(
      and(
        eq(trackRecordEntries.expertUserId, expertUserId),
        eq(trackRecordEntries.tradeId, tradeId),
        inArray(trackRecordEntries.kind, [...kinds]),
      ),
    )
    .orderBy(asc(trackRecordEntries.seq));
  const steps = rows.map((row): RecordedStep<Kind> => {
    const content = JSON.parse(row.payload) as StepContent;
    return {
      kind: row.kind as Kind,
      step: typeof content.step === 'number' ? content.step : 0,
      price: typeof content.price === 'number' ? content.price : null,
      at: new Date(content.at),
    };
  });
  // A stable sort: entries of one moment keep their chain order.
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}
