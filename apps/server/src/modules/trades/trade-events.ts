import type { TradeStatus, TradeVisibility } from '@tradecircle/domain';
import type { EventBus } from '../../realtime/event-bus.ts';

import { TRADE_CHANGES_CHANNEL } from '../../realtime/security-channel.ts';

/** The bus channel of trade changes: the engine keeps its index from it, live cards and notifications follow it. */
export const TRADE_EVENTS_CHANNEL = TRADE_CHANGES_CHANNEL;

export type TradeEventType =
  | 'trade.posted'
  | 'trade.updated'
  | 'trade.deleted'
  | 'trade.activated'
  | 'trade.target_reached'
  | 'trade.closed'
  | 'trade.expired'
  | 'trade.exited';

export type TradeEvent = {
  type: TradeEventType;
  trade_id: number;
  security_id: number;
  posted_by_id: number;
  status: TradeStatus | 'deleted';
  /** Live channels forward a non-public trade's events only to its owner. */
  visibility: TradeVisibility;
  price?: number | null;
  step?: number;
};

export async function publishTradeEvents(bus: EventBus, events: TradeEvent[]): Promise<void> {
  if (events.length === 0) return;
  await bus.publish(TRADE_EVENTS_CHANNEL, JSON.stringify(events));
}

export function parseTradeEvents(payload: string): TradeEvent[] {
  const parsed = JSON.parse(payload) as TradeEvent[] | TradeEvent;
  return Array.isArray(parsed) ? parsed : [parsed];
}
