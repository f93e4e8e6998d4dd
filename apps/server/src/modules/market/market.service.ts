import { MARKET_COMMANDS, SECURITY_TICKS, type SecurityTick } from '@tradecircle/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { electLeader, type Leadership } from '../../db/leadership.ts';
import type {
  Candle,
  HistoryRange,
  MarketFeedProvider,
  Quote,
} from '../../providers/market-feed/market-feed.types.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { LiveQuote, QuoteBook } from './market.types.ts';

/** What a tick carries on the bus and the live channel: `{pk, fields}` with the spec's snake_case names. */
export function toTickMessage(quote: Quote): SecurityTick {
  return {
    pk: quote.securityId,
    fields: {
      live_price: quote.livePrice,
      close_price: quote.previousClose,
      up_down_price: quote.change,
      up_down_percent: quote.changePercent,
      day_high: quote.dayHigh,
      day_low: quote.dayLow,
      updated_at: quote.updatedAt.toISOString(),
    },
  };
}

function fromTickMessage(message: SecurityTick): LiveQuote {
  return {
    securityId: message.pk,
    livePrice: message.fields.live_price,
    previousClose: message.fields.close_price,
    change: message.fields.up_down_price,
    changePercent: message.fields.up_down_percent,
    updatedAt: new Date(message.fields.updated_at),
  };
}

function toLiveQuote(quote: Quote): LiveQuote {
  return {
    securityId: quote.securityId,
    livePrice: quote.livePrice,
    previousClose: quote.previousClose,
    change: quote.change,
    changePercent: quote.changePercent,
    updatedAt: quote.updatedAt,
  };
}

export type MarketService = QuoteBook & {
  history(securityId: number, range: HistoryRange): Candle[];
  /** Dev/test: the next tick of the security is this price (carried to whichever instance runs the feed). */
  setNextPrice(securityId: number, price: number): Promise<void>;
  isMarketOpen(): boolean;
  stop(): Promise<void>;
};

/**
 * Live prices for every instance. One instance (the leader) runs the feed and publishes each tick
 * batch on the bus as one JSON array; every instance, the leader included, keeps its quote book from
 * those messages, so all instances agree and /ws/security/ on any of them sees the same ticks.
 */
export async function startMarketService(options: {
  database: Database;
  bus: EventBus;
  feed: MarketFeedProvider;
  log: FastifyBaseLogger;
}): Promise<MarketService> {
  const { database, bus, feed, log } = options;
  const latest = new Map<number, LiveQuote>();

  const unsubscribeTicks = await bus.subscribe(SECURITY_TICKS, (ticks) => {
    for (const tick of ticks) latest.set(tick.pk, fromTickMessage(tick));
  });

  let leadership: Leadership | undefined;
  let unsubscribeCommands: (() => Promise<void>) | undefined;
  const onElected = () => {
    log.info('this instance runs the market feed');
    feed.start((quotes) => {
      if (quotes.length === 0) return;
      bus.publish(SECURITY_TICKS, quotes.map(toTickMessage)).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish a tick batch');
      });
    });
    void bus
      .subscribe(MARKET_COMMANDS, (command) => {
        feed.setNextPrice(command.securityId, command.price);
      })
      .then((unsubscribe) => {
        unsubscribeCommands = unsubscribe;
      });
  };
  const onDemoted = () => {
    feed.stop();
    void unsubscribeCommands?.();
  };
  leadership = electLeader(database, 'tradecircle:market-feed', { onElected, onDemoted });

  return {
    getQuote: (securityId) => {
      const fromBus = latest.get(securityId);
      if (fromBus) return fromBus;
      const computed = feed.getQuote(securityId);
      return computed && toLiveQuote(computed);
    },
    history: (securityId, range) => feed.history(securityId, range),
    setNextPrice: async (securityId, price) => {
      await bus.publish(MARKET_COMMANDS, { securityId, price });
    },
    isMarketOpen: () => feed.isMarketOpen(),
    stop: async () => {
      await leadership?.stop();
      leadership = undefined;
      await unsubscribeTicks();
    },
  };
}
