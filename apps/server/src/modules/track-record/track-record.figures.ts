import {
  asClosedCall,
  type ClosedCall,
  callsInPeriod,
  EQUITY_CURVE_POINTS,
  equityCurve,
  type FigureBasis,
  isDerivativeInstrument,
  RECORD_MERGED_KIND,
  type TrackRecordFiguresResponse,
  type TrackRecordPeriod,
  thinCurve,
  trackRecordFigures,
} from '@tradecircle/domain';
import { type AnyColumn, and, eq, gt, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { securityJoin } from '../securities/index.ts';
import { GENESIS_HASH } from './chain.ts';
import {
  trackRecordCalls,
  trackRecordEntries,
  trackRecordHeads,
  trackRecordMerges,
} from './track-record.tables.ts';

/** Experts whose closed calls stay in memory (least recently asked for leave first). */
const KEPT_EXPERTS = 200;
/** Above this many entries since the kept copy, reloading every call is cheaper than the changes. */
const MAX_CATCH_UP_ENTRIES = 5_000;

/**
 * Whose calls: an expert's public calls (their public figures), or every call posted to the groups
 * (group figures: the calls' group from the record, whatever their visibility).
 */
export type CallsOf =
  | { expertUserId: number }
  | { expertUserIds: readonly number[] }
  | { groupIds: readonly number[] };

function callsOfCondition(which: CallsOf): SQL {
  const calls = trackRecordCalls;
  if ('expertUserId' in which)
    return and(eq(calls.expertUserId, which.expertUserId), eq(calls.isPublic, true))!;
  if ('expertUserIds' in which)
    return and(
      sql`${calls.expertUserId} = any(${sql.param([...which.expertUserIds])}::int[])`,
      eq(calls.isPublic, true),
    )!;
  return which.groupIds.length === 1
    ? eq(calls.groupId, which.groupIds[0]!)
    : sql`${calls.groupId} = any(${sql.param([...which.groupIds])}::int[])`;
}

/**
 * The calls that ran and ended, each with the group it was posted to, from the record's calls (a
 * deleted call included: deleting a call hides it, its result stays in the figures); `where`
 * narrows them further.
 */
export async function closedCallRows(
  db: AppDb,
  which: CallsOf,
  where?: SQL,
): Promise<
  { expertUserId: number; groupId: number | null; securityId: number; postedAt: Date; call: ClosedCall }[]
> {
  const calls = trackRecordCalls;
  const rows = await db
    .select({
      tradeId: calls.tradeId,
      expertUserId: calls.expertUserId,
      groupId: calls.groupId,
      securityId: calls.securityId,
      postedAt: calls.postedAt,
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
    .where(and(callsOfCondition(which), isNotNull(calls.outcome), where));
  return rows.flatMap(({ expertUserId, groupId, securityId, postedAt, ...row }) => {
    const lotSize = isDerivativeInstrument(row.instrumentType ?? '') ? (row.lotSize ?? 1) : 1;
    const call = asClosedCall(row, lotSize, row.instrumentType ?? undefined);
    return call ? [{ expertUserId, groupId, securityId, postedAt, call }] : [];
  });
}

/** The closed calls of an expert (public ones), of experts or of groups, as closedCallRows reads them. */
export async function closedCallsOf(db: AppDb, which: CallsOf, where?: SQL): Promise<ClosedCall[]> {
  return (await closedCallRows(db, which, where)).map((row) => row.call);
}

type Kept = { seq: number; calls: Map<number, ClosedCall> };

/**
 * Figures kept incrementally: each expert's closed calls stay in memory with the record's sequence
 * number they reflect. A request reads the head; when the record moved on, only the calls named by
 * the entries since are read again. The figures are then computed by the domain module (a few
 * milliseconds for 10,000 calls). Another instance's appends are seen the same way: through the head.
 */
export function createFiguresReader(db: AppDb) {
  const kept = new Map<number, Kept>();

  async function load(expertUserId: number): Promise<Map<number, ClosedCall>> {
    const calls = await closedCallsOf(db, { expertUserId });
    return new Map(calls.map((call) => [call.tradeId!, call]));
  }

  async function catchUp(expertUserId: number, copy: Kept): Promise<boolean> {
    const changed = await db
      .selectDistinct({ tradeId: trackRecordEntries.tradeId, kind: trackRecordEntries.kind })
      .from(trackRecordEntries)
      .where(and(eq(trackRecordEntries.expertUserId, expertUserId), gt(trackRecordEntries.seq, copy.seq)))
      .limit(MAX_CATCH_UP_ENTRIES + 1);
    if (changed.length > MAX_CATCH_UP_ENTRIES) return false;
    // A merge brought another record's calls: all of them are new here.
    if (changed.some((row) => row.kind === RECORD_MERGED_KIND)) return false;
    const ids = [...new Set(changed.map((row) => row.tradeId))];
    for (const id of ids) copy.calls.delete(id);
    if (ids.length > 0)
      for (const call of await closedCallsOf(db, { expertUserId }, inArray(trackRecordCalls.tradeId, ids)))
        copy.calls.set(call.tradeId!, call);
    return true;
  }

  async function callsOf(expertUserId: number, seq: number): Promise<ClosedCall[]> {
    let copy = kept.get(expertUserId);
    kept.delete(expertUserId);
    // A copy at or past this head is current (a concurrent request may have moved it on already).
    if (!copy || (copy.seq < seq && !(await catchUp(expertUserId, copy))))
      copy = { seq, calls: await load(expertUserId) };
    copy.seq = Math.max(copy.seq, seq);
    kept.set(expertUserId, copy);
    if (kept.size > KEPT_EXPERTS) kept.delete(kept.keys().next().value!);
    return [...copy.calls.values()];
  }

  return {
    /** The expert's figures for one period, its equity curve, and the record head they come from. */
    async figures(
      expertUserId: number,
      period: TrackRecordPeriod,
      now = new Date(),
      basis: FigureBasis = 'gross',
    ): Promise<Omit<TrackRecordFiguresResponse, 'performance_verification'>> {
      const head = await figuresHead(db, expertUserId);
      // A record merged into another's: its calls count in the survivor's figures, none here.
      if (head.merged) kept.delete(expertUserId);
      const calls = head.merged ? [] : await callsOf(expertUserId, head.seq);
      return {
        expert_user_id: expertUserId,
        as_of: now.toISOString(),
        count: head.seq,
        head_hash: head.hash,
        basis,
        figures: trackRecordFigures(calls, period, now, basis),
        equity_curve: thinCurve(
          equityCurve(callsInPeriod(calls, period, now), basis),
          EQUITY_CURVE_POINTS,
        ).map((point) => ({
          trade_id: point.tradeId ?? 0,
          at: point.at.toISOString(),
          cumulative_return: point.cumulativeReturn,
        })),
      };
    },
  };
}
export type FiguresReader = ReturnType<typeof createFiguresReader>;

/** The expert's head (as recordHead) and whether their record was merged into another's, in one read. */
async function figuresHead(db: AppDb, expertUserId: number) {
  const [row] = resultRows<{ seq: number; hash: string; merged: boolean }>(
    await db.execute(sql`select h.seq, h.hash::text as hash,
        exists (select 1 from ${trackRecordMerges} m where m.merged_user_id = h.expert_user_id) as merged
      from ${trackRecordHeads} h where h.expert_user_id = ${expertUserId}`),
  );
  return row
    ? { seq: Number(row.seq), hash: row.hash, merged: row.merged }
    : { seq: 0, hash: GENESIS_HASH, merged: false };
}

/** A closed call as the record has it, for the claimed-versus-achievable comparison. */
export type RecordedClosedCall = {
  tradeId: number;
  expertUserId: number;
  securityId: number;
  side: 'Buy' | 'Sell';
  /** Where the entry and the exit filled (the record's). */
  entryFill: number;
  exitFill: number;
  /** Units: lots x lot size (1 for a cash call). */
  quantity: number;
  instrumentType: string;
  postedAt: Date;
  liveAt: Date;
  endedAt: Date;
};

/**
 * The calls that ran and ended since `since` (every one when null), of an expert (public ones) or of
 * groups, as the record has them (a deleted call included).
 */
export async function recordedClosedCalls(
  db: AppDb,
  which: CallsOf,
  since: Date | null,
  /** Narrows the calls further, given the column of their trade id (another module's condition). */
  where?: (tradeIdColumn: AnyColumn) => SQL,
): Promise<RecordedClosedCall[]> {
  const rows = await closedCallRows(
    db,
    which,
    and(since ? gte(trackRecordCalls.endedAt, since) : undefined, where?.(trackRecordCalls.tradeId)),
  );
  return rows.map(({ expertUserId, securityId, postedAt, call }) => ({
    tradeId: call.tradeId!,
    expertUserId,
    securityId,
    side: call.side,
    entryFill: call.entryPrice,
    exitFill: call.exitPrice,
    quantity: call.lots * (call.lotSize ?? 1),
    instrumentType: call.instrumentType ?? 'EQ',
    postedAt,
    liveAt: call.liveAt,
    endedAt: call.closedAt,
  }));
}

const recordedClosedCondition = (which: CallsOf, since: Date | null) =>
  and(
    callsOfCondition(which),
    isNotNull(trackRecordCalls.outcome),
    isNotNull(trackRecordCalls.liveAt),
    since ? gte(trackRecordCalls.endedAt, since) : undefined,
  );

/** The trade ids of the calls recordedClosedCalls answers, as a subquery for another module's read. */
export function recordedClosedCallIds(which: CallsOf, since: Date | null): SQL {
  return sql`select ${trackRecordCalls.tradeId} from ${trackRecordCalls} where ${recordedClosedCondition(which, since)}`;
}
