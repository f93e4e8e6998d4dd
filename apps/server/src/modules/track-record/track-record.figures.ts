import {
  asClosedCall,
  type ClosedCall,
  equityCurve,
  periodStart,
  type TrackRecordFiguresResponse,
  type TrackRecordPeriod,
  trackRecordFigures,
} from '@tradecircle/domain';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securityJoin } from '../securities/index.ts';
import { recordHead } from './track-record.repository.ts';
import { trackRecordCalls } from './track-record.tables.ts';

const DERIVATIVES = ['FUT', 'CE', 'PE'];

/**
 * The expert's public calls that ran and ended within the period, from the record's calls (a
 * deleted call included: deleting a call hides it, its result stays in the figures).
 */
export async function closedCallsOf(
  db: AppDb,
  expertUserId: number,
  since: Date | null,
): Promise<ClosedCall[]> {
  const calls = trackRecordCalls;
  const rows = await db
    .select({
      tradeId: calls.tradeId,
      side: calls.side,
      entryPrice: calls.entryPrice,
      exitPrice: calls.exitPrice,
      initialStopLoss: calls.initialStopLoss,
      finalTarget: calls.finalTarget,
      lots: calls.lots,
      outcome: calls.outcome,
      liveAt: calls.liveAt,
      endedAt: calls.endedAt,
      instrumentType: securityJoin.instrumentType,
      lotSize: securityJoin.lotSize,
    })
    .from(calls)
    .innerJoin(securityJoin.table, eq(securityJoin.id, calls.securityId))
    .where(
      and(
        eq(calls.expertUserId, expertUserId),
        eq(calls.isPublic, true),
        isNotNull(calls.outcome),
        since ? gte(calls.endedAt, since) : sql`true`,
      ),
    );
  return rows.flatMap((row) => {
    const lotSize = DERIVATIVES.includes(row.instrumentType ?? '') ? (row.lotSize ?? 1) : 1;
    const call = asClosedCall(row, lotSize);
    return call ? [call] : [];
  });
}

/** The expert's figures for one period, its equity curve, and the record head they come from. */
export async function expertFigures(
  db: AppDb,
  expertUserId: number,
  period: TrackRecordPeriod,
  now = new Date(),
): Promise<TrackRecordFiguresResponse> {
  const [head, calls] = await Promise.all([
    recordHead(db, expertUserId),
    closedCallsOf(db, expertUserId, periodStart(period, now)),
  ]);
  return {
    expert_user_id: expertUserId,
    as_of: now.toISOString(),
    count: head.seq,
    head_hash: head.hash,
    figures: trackRecordFigures(calls, period, now),
    equity_curve: equityCurve(calls).map((point) => ({
      trade_id: point.tradeId ?? 0,
      at: point.at.toISOString(),
      cumulative_return: point.cumulativeReturn,
    })),
  };
}
