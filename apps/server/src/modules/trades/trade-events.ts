import { TRADE_CHANGES, type TradeChangeEvent, type TradeChangeType } from '@tradecircle/domain';
import type { EventBus } from '../../realtime/event-bus.ts';

/**
 * A trade change on the bus (the domain's TRADE_CHANGES channel): the engine keeps its index from
 * it, live cards and notifications follow it.
 */
export type TradeEvent = TradeChangeEvent;
export type TradeEventType = TradeChangeType;

export async function publishTradeEvents(bus: EventBus, events: TradeEvent[]): Promise<void> {
  if (events.length === 0) return;
  await bus.publish(TRADE_CHANGES, events);
}
