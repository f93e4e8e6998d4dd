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
import { feedInputsOf } from './market-feed.factory.ts';
import { type PriceBarWriter, startPriceBarWriter } from './price-bars.ts';

/** How often each instance's feed takes up securities added to the table (a new series): 5 minutes. */
export const SECURITIES_REFRESH_MS = 5 * 60_000;

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
  /**
   * A contract's settlement price: the price it rests at from its expiry instant on (futures: the
   * underlying; options: the intrinsic value), undefined before that or for a security the feed
   * does not know.
   */
  settlementPrice(securityId: number, expiresAt: Date): number | undefined;
  /** Prices the securities added to the table since the feed started (a new series); answers how many. */
  refreshSecurities(): Promise<number>;
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
  /** How often every instance's feed takes up securities added to the table meanwhile. */
  securitiesRefreshMs?: number;
  /** The width of the price bars the leader stores from its ticks (price-bars.ts); 0: none stored. */
  priceBarMs?: number;
}): Promise<MarketService> {
  const { database, bus, feed, log } = options;
  const latest = new Map<number, LiveQuote>();

  // A new futures and options series (the trade sweep adds it on one instance) reaches every
  // instance's feed within this period: the leader's ticks it, the others price and chart it.
  const refreshSecurities = async () => feed.addSecurities(await feedInputsOf(database.db));
  const refreshTimer = setInterval(() => {
    refreshSecurities().catch((error: unknown) => log.warn({ err: error }, 'could not refresh the feed'));
  }, options.securitiesRefreshMs ?? SECURITIES_REFRESH_MS);
  refreshTimer.unref();

  const unsubscribeTicks = await bus.subscribe(SECURITY_TICKS, (ticks) => {
    for (const tick of ticks) latest.set(tick.pk, fromTickMessage(tick));
  });

  let leadership: Leadership | undefined;
  let unsubscribeCommands: (() => Promise<void>) | undefined;
  let bars: PriceBarWriter | undefined;
  const onElected = () => {
    log.info('this instance runs the market feed');
    const priceBarMs = options.priceBarMs ?? 0;
    bars = priceBarMs > 0 ? startPriceBarWriter({ db: database.db, barMs: priceBarMs, log }) : undefined;
    feed.start((quotes) => {
      if (quotes.length === 0) return;
      bars?.add(quotes);
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
    void bars?.stop();
    bars = undefined;
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
    settlementPrice: (securityId, expiresAt) => {
      const quote = feed.getQuote(securityId);
      return quote && quote.updatedAt.getTime() >= expiresAt.getTime() ? quote.livePrice : undefined;
    },
    refreshSecurities,
    setNextPrice: async (securityId, price) => {
      await bus.publish(MARKET_COMMANDS, { securityId, price });
    },
    isMarketOpen: () => feed.isMarketOpen(),
    stop: async () => {
      clearInterval(refreshTimer);
      await leadership?.stop();
      leadership = undefined;
      await bars?.stop();
      bars = undefined;
      await unsubscribeTicks();
    },
  };
}
