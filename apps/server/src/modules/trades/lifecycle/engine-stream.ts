import { isTradeChange } from '@tradecircle/domain';
import type { EventBus } from '../../../realtime/event-bus.ts';
import { subscribeToStream } from '../../../realtime/stream.ts';

/** Posted, seeded or edited: the engine (re)reads the trade. */
const RELOAD_ON = new Set(['trade.posted', 'trade.seeded', 'trade.updated']);
/** Gone from what the engine watches. */
const REMOVE_ON = new Set(['trade.deleted', 'trade.exited']);

/**
 * The lifecycle engine's consumer of the change stream: the trades it must read again (posted,
 * edited) and the ones it must drop (deleted, exited by hand). Its own transitions come back on the
 * stream too; they change nothing here.
 */
export function subscribeEngineToStream(
  bus: EventBus,
  apply: (change: { toReload: number[]; toRemove: number[] }) => void,
): Promise<() => Promise<void>> {
  return subscribeToStream(bus, (events) => {
    const trades = events.filter(isTradeChange);
    const toReload = trades.filter((event) => RELOAD_ON.has(event.type)).map((event) => event.tradeId);
    const toRemove = trades.filter((event) => REMOVE_ON.has(event.type)).map((event) => event.tradeId);
    if (toReload.length > 0 || toRemove.length > 0) apply({ toReload, toRemove });
  });
}
