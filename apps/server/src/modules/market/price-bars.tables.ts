import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each security's prices as bars of PRICE_BAR_MS (config.market.priceBarMs), written by the instance
 * running the feed from its ticks (price-bars.ts): what the claimed-versus-achievable comparison
 * replays a follower's copy over (docs/metrics.md "Claimed versus achievable"). A bar is stamped with
 * its start; a flush that finds the bar already written widens it (high, low) and moves its close.
 */
export const securityPriceBars = pgTable(
  'security_price_bars',
  {
    securityId: integer('security_id').notNull(),
    barAt: timestamp('bar_at', { withTimezone: true }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
  },
  (t) => [primaryKey({ name: 'security_price_bars_pk', columns: [t.securityId, t.barAt] })],
);
