import {
  type ClosedCall,
  periodStart,
  type TrackRecordFigures,
  type TrackRecordPeriod,
  trackRecordFigures,
} from '@tradecircle/domain';
import { gte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { closedCallRows } from './track-record.figures.ts';
import { trackRecordCalls } from './track-record.tables.ts';

/**
 * The public figures of many experts for one period in one read (the domain's trackRecordFigures
 * over each one's closed public calls, as an expert's own figures are computed): rankings of experts
 * (trending's Top-Performing experts). Only experts with a call closed in the period are in the map.
 */
export async function expertsFigures(
  db: AppDb,
  expertUserIds: readonly number[],
  period: TrackRecordPeriod,
  now = new Date(),
): Promise<Map<number, TrackRecordFigures>> {
  if (expertUserIds.length === 0) return new Map();
  const start = periodStart(period, now);
  // The period's start narrows the read (the expert and ended-at index); the domain applies it again.
  const rows = await closedCallRows(
    db,
    { expertUserIds },
    start ? gte(trackRecordCalls.endedAt, start) : undefined,
  );
  const byExpert = new Map<number, ClosedCall[]>();
  for (const { expertUserId, call } of rows) {
    const calls = byExpert.get(expertUserId) ?? [];
    calls.push(call);
    byExpert.set(expertUserId, calls);
  }
  return new Map([...byExpert].map(([id, calls]) => [id, trackRecordFigures(calls, period, now)]));
}
