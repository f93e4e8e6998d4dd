import { EXCHANGES, INSTRUMENT_TYPES } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const securities = pgTable(
  'securities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    symbol: varchar('symbol', { length: 40 }).notNull(),
    exchange: varchar('exchange', { length: 8, enum: EXCHANGES }).notNull(),
    instrumentType: varchar('instrument_type', { length: 8, enum: INSTRUMENT_TYPES }).notNull().default('EQ'),
    industry: varchar('industry', { length: 120 }),
    sector: varchar('sector', { length: 120 }),
    description: text('description'),
    logo: text('logo'),
    /** Futures-and-options contract size, where the security has derivatives. */
    lotSize: integer('lot_size'),
    closePrice: numeric('close_price', { precision: 14, scale: 2 }),
    /** Derivatives only: the underlying stock or index, the expiry date and (options) the strike. */
    underlyingId: integer('underlying_id').references((): AnyPgColumn => securities.id, {
      onDelete: 'cascade',
    }),
    expiry: date('expiry', { mode: 'string' }),
    strikePrice: numeric('strike_price', { precision: 14, scale: 2 }),
    /** Equities: shares issued (approximate, seed data); market capitalisation = shares x live price (the sector heatmap). */
    sharesOutstanding: bigint('shares_outstanding', { mode: 'number' }),
  },
  (t) => [
    unique('securities_symbol_exchange_unique').on(t.symbol, t.exchange),
    // Prefix search on name or symbol, case-insensitive, whatever the database collation.
    index('securities_symbol_prefix_idx').on(sql`lower(${t.symbol}) text_pattern_ops`),
    index('securities_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('securities_underlying_idx').on(t.underlyingId),
  ],
);
