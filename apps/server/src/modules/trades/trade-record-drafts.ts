import type { JsonValue, RecordDraft } from '../track-record/index.ts';
import type { TradeRecord } from './trades.repository.ts';

/**
 * What each change of a call writes to the expert's track record (docs/api.md, "Track record"):
 * posted with every field a follower saw, each edit with its old and new values, each step of its
 * life with price and time, reasoning updates, deletion. Only followers-visible calls are public:
 * a private (or group) call's entries show their hashes only.
 */
type CallOwner = Pick<TradeRecord, 'id' | 'postedByUserId' | 'visibility'>;

function draft(trade: CallOwner, kind: string, at: Date, content: RecordDraft['content']): RecordDraft {
  return {
    expertUserId: trade.postedByUserId,
    tradeId: trade.id,
    kind,
    isPrivate: trade.visibility !== 'followers',
    at,
    content,
  };
}

/**
 * The call as a follower sees it: security, side, entry, ladder, lots, duration, visibility, the
 * group it was posted to (null for none), reasoning, and whether the expert holds a position in the
 * security (the call's disclosure).
 */
function callTerms(trade: TradeRecord): { [key: string]: JsonValue } {
  return {
    security_id: trade.securityId,
    side: trade.tradeType,
    order_type: trade.orderType,
    product: trade.product,
    is_real: trade.isReal,
    entry_price: trade.entryPrice,
    first_target: trade.firstTarget,
    first_stop_loss: trade.firstStopLoss,
    final_target: trade.finalTarget,
    target_stop_loss_list: trade.targetStopLossList.map((row) => ({
      target_price: row.target_price,
      stop_loss: row.stop_loss,
    })),
    lots: trade.lots,
    duration_id: trade.durationId,
    expires_at: trade.expiresAt.toISOString(),
    visibility: trade.visibility,
    group_id: trade.groupId,
    reasoning: trade.reasoning,
    holds_position: trade.holdsPosition,
    copy_origin_id: trade.copyOriginId,
  };
}

export function postedDraft(trade: TradeRecord): RecordDraft {
  return draft(trade, 'posted', trade.createdAt, callTerms(trade));
}

/** An edit while Upcoming: the terms that changed, before and after. */
export function editedDraft(before: TradeRecord, after: TradeRecord, at: Date): RecordDraft {
  const old = callTerms(before);
  const next = callTerms(after);
  const changed = Object.keys(next).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]));
  return draft(after, 'edited', at, {
    old: Object.fromEntries(changed.map((key) => [key, old[key] ?? null])),
    new: Object.fromEntries(changed.map((key) => [key, next[key] ?? null])),
  });
}

/**
 * A step of the call's life: activated, target_reached, closed (with why: target, stop_loss or
 * window_end), expired, exited.
 */
export function stepDraft(
  trade: CallOwner,
  kind: string,
  at: Date,
  step: { status: string; step: number; price: number | null; reason?: string | null },
): RecordDraft {
  const { reason, ...rest } = step;
  return draft(trade, kind, at, reason ? { ...rest, reason } : rest);
}

export function reasoningDraft(trade: CallOwner, reasoning: string, at: Date): RecordDraft {
  return draft(trade, 'reasoning_updated', at, { reasoning });
}

export function deletedDraft(trade: CallOwner, at: Date): RecordDraft {
  return draft(trade, 'deleted', at, {});
}
