import {
  type ClosedCall,
  type FigureBasis,
  type GroupCardFigures,
  groupCardFiguresOf,
  periodStart,
  type TrackRecordFigures,
  type TrackRecordPeriod,
  trackRecordFigures,
} from '@tradecircle/domain';
import { gte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { closedCallRows, closedCallsOf } from './track-record.figures.ts';
import { trackRecordCalls } from './track-record.tables.ts';

/*
 * Group figures (issue 17; docs/metrics.md, "Groups"): the track record's figures over the calls
 * posted to a group, as the record's entries name the group (`group_id`), whatever their visibility,
 * and a deleted call included, as for experts. The group's own row is not read: the record outlives
 * a deleted group.
 */

/**
 * The group's figures for one period (the domain's trackRecordFigures over its closed calls), as the
 * record gives them and net of each call's charges (docs/metrics.md), from one read.
 */
export async function groupFigures(
  db: AppDb,
  groupId: number,
  period: TrackRecordPeriod,
  now = new Date(),
): Promise<Record<FigureBasis, TrackRecordFigures>> {
  const start = periodStart(period, now);
  // The period's start narrows the read (the group and ended-at index); the domain applies it again.
  const calls = await closedCallsOf(
    db,
    { groupIds: [groupId] },
    start ? gte(trackRecordCalls.endedAt, start) : undefined,
  );
  return {
    gross: trackRecordFigures(calls, period, now, 'gross'),
    net: trackRecordFigures(calls, period, now, 'net'),
  };
}

/**
 * The cards' figures (period All, and the P&L of the calls closed today, IST) of many groups in one
 * read; a group without a closed call answers the empty figures (nulls, closed_trades 0).
 */
export async function groupCardFigures(
  db: AppDb,
  groupIds: readonly number[],
  now = new Date(),
): Promise<Map<number, GroupCardFigures>> {
  const ids = [...new Set(groupIds)];
  const byGroup = new Map<number, ClosedCall[]>(ids.map((id) => [id, []]));
  if (ids.length > 0)
    for (const { groupId, call } of await closedCallRows(db, { groupIds: ids }))
      if (groupId !== null) byGroup.get(groupId)?.push(call);
  return new Map([...byGroup].map(([id, calls]) => [id, groupCardFiguresOf(calls, now)]));
}
