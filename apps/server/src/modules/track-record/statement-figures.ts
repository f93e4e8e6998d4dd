import { trackRecordFigures } from '@tradecircle/domain';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { closedCallsOf } from './track-record.figures.ts';
import { trackRecordCalls, trackRecordMerges } from './track-record.tables.ts';

/**
 * An expert's figures over an arbitrary span (a statement's period, issue 33): the same calls the
 * profile's Track record panel counts (their public calls, a deleted one included, as
 * closedCallsOf reads them) that ended in [start, end), and the same domain formulas
 * (trackRecordFigures). A record merged into another's counts there, as the panel's does.
 */
export async function expertFiguresBetween(
  db: AppDb,
  expertUserId: number,
  span: { start: Date; end: Date },
  now = new Date(),
) {
  const [merged] = await db
    .select({ userId: trackRecordMerges.mergedUserId })
    .from(trackRecordMerges)
    .where(eq(trackRecordMerges.mergedUserId, expertUserId));
  const calls = merged
    ? []
    : await closedCallsOf(
        db,
        { expertUserId },
        and(gte(trackRecordCalls.endedAt, span.start), lt(trackRecordCalls.endedAt, span.end)),
      );
  const { period: _period, ...figures } = trackRecordFigures(calls, 'All', now);
  return figures;
}
