import { DOMAIN_EVENTS, type DomainEvent } from '@tradecircle/domain';
import type { EventBus } from './event-bus.ts';

/** How many recent ids a subscriber remembers to drop a batch the relay published again. */
const REMEMBERED_IDS = 50_000;

/**
 * Hears the change stream (the relay's DOMAIN_EVENTS) once per event: a batch published again (the
 * relay died between publishing and marking it) repeats ids this subscriber has seen, and those are
 * dropped. `handler` gets the new events of each batch, in outbox order. Returns the unsubscriber.
 */
export function subscribeToStream(
  bus: EventBus,
  handler: (events: DomainEvent[]) => void,
): Promise<() => Promise<void>> {
  const seen = new Set<number>();
  return bus.subscribe(DOMAIN_EVENTS, (batch) => {
    const fresh: DomainEvent[] = [];
    for (const { id, event } of batch.events) {
      if (seen.has(id)) continue;
      seen.add(id);
      fresh.push(event);
    }
    // A Set iterates in insertion order: the oldest ids go first.
    for (const id of seen) {
      if (seen.size <= REMEMBERED_IDS) break;
      seen.delete(id);
    }
    if (fresh.length > 0) handler(fresh);
  });
}
