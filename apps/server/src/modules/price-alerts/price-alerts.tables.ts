import { PRICE_ALERT_CONDITIONS } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { securities } from '../securities/securities.tables.ts';
import { users } from '../users/users.tables.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A user's price alert on a security (issue 34, part 3): waiting until triggered_at is set, once. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    securityId: integer('security_id')
      .notNull()
      .references(() => securities.id, { onDelete: 'cascade' }),
    condition: varchar('condition', { length: 5, enum: PRICE_ALERT_CONDITIONS }).notNull(),
    price: money('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** The live price that met the condition. */
    triggeredPrice: money('triggered_price'),
  },
  (t) => [
    // The user's list, newest first.
    index('price_alerts_user_idx').on(t.userId, t.id),
    // What a tick batch checks: the waiting alerts of its securities.
    index('price_alerts_waiting_idx').on(t.securityId, t.price).where(sql`${t.triggeredAt} is null`),
  ],
);
