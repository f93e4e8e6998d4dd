import { isAwaitingBroker, type TradeChangeDomainEvent } from '@tradecircle/domain';
import type { trades } from './trades.tables.ts';

type TradeRow = typeof trades.$inferSelect;

/** A trade's change as the change stream tells it (the domain's DomainEvent, trade.*). */
export type TradeEvent = TradeChangeDomainEvent;
export type TradeChangeType = Exclude<TradeEvent['type'], 'trade.deleted'>;

/** What every event of a trade tells: which trade, whose, where it routes and who may hear of it. */
export function tradeFacts(trade: TradeRow) {
  return {
    tradeId: trade.id,
    ownerUserId: trade.postedByUserId,
    securityId: trade.securityId,
    status: trade.status,
    visibility: trade.visibility,
    groupId: trade.groupId,
    // A real trade awaiting its broker is its owner's alone: no notification, a live push to its owner.
    ...(isAwaitingBroker({ is_real: trade.isReal, status: trade.status }) ? { ownerOnly: true } : {}),
  };
}

/** The event of a change of `trade`, from its row as it is right after the change. */
export function tradeChanged(
  trade: TradeRow,
  type: TradeChangeType,
  extra: Partial<Pick<TradeEvent, 'price' | 'step' | 'fields' | 'status'>> = {},
): TradeEvent {
  return { type, ...tradeFacts(trade), ...extra };
}
