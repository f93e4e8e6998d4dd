import type { TradeType } from '../constants/trades.ts';
import type { CallOutcome, ClosedCall } from './track-record-metrics.ts';

/**
 * A call as its track-record entries tell it (docs/metrics.md, "From the record"): the fold of its
 * entries' payloads in chain order. The server keeps this fold as a table next to the record (written
 * in the same transaction as the entries), and anyone holding the public record can recompute it with
 * the same function.
 */
export interface RecordedCall {
  tradeId: number;
  securityId: number;
  side: TradeType;
  /** The posted entry until the call goes Live; from then on the price its entry filled at. */
  entryPrice: number;
  initialStopLoss: number | null;
  finalTarget: number | null;
  lots: number;
  /** Visible to followers (the call counts in the public figures); private and group calls do not. */
  isPublic: boolean;
  /** The group it was posted to (its entries' `group_id`); null for a call posted to no group. */
  groupId: number | null;
  postedAt: Date;
  liveAt: Date | null;
  /** When it ended: closed, exited, or expired (a call that never went Live also has one). */
  endedAt: Date | null;
  exitPrice: number | null;
  /** How a call that ran ended; null while open, and for a call that expired without going Live. */
  outcome: CallOutcome | null;
  deletedAt: Date | null;
}

/** An entry's payload, parsed: kind, trade_id and at, and the kind's content. */
export type RecordPayload = { kind: string; trade_id: number; at: string; [key: string]: unknown };

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function applyTerms(call: RecordedCall, terms: Record<string, unknown>): RecordedCall {
  const next = { ...call };
  if (typeof terms.security_id === 'number') next.securityId = terms.security_id;
  if (terms.side === 'Buy' || terms.side === 'Sell') next.side = terms.side;
  if (typeof terms.entry_price === 'number') next.entryPrice = terms.entry_price;
  if (typeof terms.lots === 'number') next.lots = terms.lots;
  if (typeof terms.visibility === 'string') next.isPublic = terms.visibility === 'followers';
  if (typeof terms.group_id === 'number' || terms.group_id === null) next.groupId = terms.group_id;
  if ('first_stop_loss' in terms) next.initialStopLoss = num(terms.first_stop_loss);
  if ('final_target' in terms) next.finalTarget = num(terms.final_target);
  return next;
}

/** How an engine close ended: its recorded reason, or (entries before reasons were recorded) its result. */
function closeOutcome(call: RecordedCall, reason: unknown, price: number): CallOutcome {
  // Ended by time: its duration, or its contract's expiry (closed at the settlement price).
  if (reason === 'window_end' || reason === 'expiry') return 'expired';
  if (reason === 'target' || reason === 'stop_loss') return reason;
  const move = (call.side === 'Buy' ? 1 : -1) * (price - call.entryPrice);
  return move > 0 ? 'target' : 'stop_loss';
}

/**
 * The call after one more of its entries. `call` is null before its 'posted' entry; an entry other
 * than 'posted' for an unknown call changes nothing (answers null).
 */
export function applyRecordEntry(call: RecordedCall | null, entry: RecordPayload): RecordedCall | null {
  const at = new Date(entry.at);
  if (entry.kind === 'posted') {
    return applyTerms(
      {
        tradeId: entry.trade_id,
        securityId: 0,
        side: 'Buy',
        entryPrice: 0,
        initialStopLoss: null,
        finalTarget: null,
        lots: 1,
        isPublic: false,
        groupId: null,
        postedAt: at,
        liveAt: null,
        endedAt: null,
        exitPrice: null,
        outcome: null,
        deletedAt: null,
      },
      entry,
    );
  }
  if (!call) return null;
  const price = num(entry.price);
  switch (entry.kind) {
    case 'edited':
      return applyTerms(call, (entry.new ?? {}) as Record<string, unknown>);
    // The call measures from the price its entry filled at (docs/metrics.md, "Realistic virtual
    // fills"): the activation's, or for an entry now the first tick's after posting ('filled').
    case 'activated':
      return { ...call, liveAt: at, entryPrice: price ?? call.entryPrice };
    case 'filled':
      return price === null ? call : { ...call, entryPrice: price };
    case 'closed':
      return price === null
        ? call
        : { ...call, endedAt: at, exitPrice: price, outcome: closeOutcome(call, entry.reason, price) };
    case 'exited':
      return price === null ? call : { ...call, endedAt: at, exitPrice: price, outcome: 'manual_exit' };
    case 'expired':
      return { ...call, endedAt: at };
    case 'deleted':
      return { ...call, deletedAt: at };
    default:
      return call;
  }
}

/** Every call of a record (entries in chain order), by trade id. */
export function foldRecord(entries: Iterable<RecordPayload>): Map<number, RecordedCall> {
  const calls = new Map<number, RecordedCall>();
  for (const entry of entries) {
    const next = applyRecordEntry(calls.get(entry.trade_id) ?? null, entry);
    if (next) calls.set(entry.trade_id, next);
  }
  return calls;
}

/** The call as the figures take it, when it ran and ended; null otherwise. */
export function asClosedCall(
  call: Omit<RecordedCall, 'securityId' | 'isPublic' | 'groupId' | 'postedAt' | 'deletedAt'>,
  lotSize = 1,
  instrumentType?: string,
): ClosedCall | null {
  if (call.outcome === null || call.liveAt === null || call.endedAt === null || call.exitPrice === null)
    return null;
  return {
    tradeId: call.tradeId,
    side: call.side,
    entryPrice: call.entryPrice,
    exitPrice: call.exitPrice,
    initialStopLoss: call.initialStopLoss,
    finalTarget: call.finalTarget,
    lots: call.lots,
    lotSize,
    ...(instrumentType ? { instrumentType } : {}),
    outcome: call.outcome,
    liveAt: call.liveAt,
    closedAt: call.endedAt,
  };
}
