import {
  DOMAIN_EVENTS,
  isTradeChange,
  type TradeChangeDomainEvent,
  type TradeChangeEvent,
  toTradeChangeFrame,
} from '@tradecircle/domain';
import type { EventBus } from '../src/realtime/event-bus.ts';
import { subscribeToStream } from '../src/realtime/stream.ts';

/** Ids far above any outbox row a test writes, so a hand-made batch is never taken for a replay. */
let nextId = 2_000_000_000;

/** A trade change frame as the change stream's event (the inverse of toTradeChangeFrame). */
export function tradeEventOf(frame: TradeChangeEvent): TradeChangeDomainEvent {
  const common = {
    tradeId: frame.trade_id,
    ownerUserId: frame.posted_by_id,
    securityId: frame.security_id,
    status: frame.status,
    visibility: frame.visibility,
    ...(frame.group_id === undefined ? {} : { groupId: frame.group_id }),
    ...(frame.price === undefined ? {} : { price: frame.price }),
    ...(frame.step === undefined ? {} : { step: frame.step }),
    ...(frame.fields === undefined ? {} : { fields: frame.fields }),
  };
  return frame.type === 'trade.deleted'
    ? { type: 'trade.deleted', ...common, symbol: '', audienceUserIds: [] }
    : { type: frame.type, ...common };
}

/** Publishes trade changes on the change stream as the relay would (tests of its consumers). */
export function publishTradeChanges(bus: EventBus, frames: readonly TradeChangeEvent[]): Promise<void> {
  return bus.publish(DOMAIN_EVENTS, {
    events: frames.map((frame) => ({ id: nextId++, event: tradeEventOf(frame) })),
  });
}

/** Collects the stream's trade changes as `/ws/security/` frames tell them. */
export function collectTradeChanges(bus: EventBus, into: TradeChangeEvent[]): Promise<() => Promise<void>> {
  return subscribeToStream(bus, (events) => {
    into.push(...events.filter(isTradeChange).map(toTradeChangeFrame));
  });
}
