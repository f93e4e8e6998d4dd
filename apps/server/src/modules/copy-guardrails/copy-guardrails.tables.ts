import { COPY_SIZING_MODES } from '@tradecircle/domain';
import { integer, numeric, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * A follower's copy guardrail for one expert (issue 34, part 3; docs/metrics.md "Copy guardrails"):
 * the sizing (one of lots, amount, or capital_percent with virtual_capital), the maximum open
 * exposure and the copy stop. Its row is the lock copies of that expert take (copy-guard.ts).
 */
export const copyGuardrails = pgTable(
  'copy_guardrails',
  {
    id: serial('id').primaryKey(),
    followerUserId: integer('follower_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizingMode: varchar('sizing_mode', { length: 16, enum: COPY_SIZING_MODES }).notNull(),
    lots: integer('lots'),
    amount: money('amount'),
    capitalPercent: percent('capital_percent'),
    virtualCapital: money('virtual_capital'),
    maxOpenExposure: money('max_open_exposure').notNull(),
    copyStopPercent: percent('copy_stop_percent'),
    /** When the follower last set it: the copy stop counts the copies closed from then on. */
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    /** When the copy stop tripped: copies are refused until the follower sets the guardrail again. */
    trippedAt: timestamp('tripped_at', { withTimezone: true }),
    /** The drawdown that tripped it, percent of the maximum open exposure (may pass 100). */
    trippedDrawdownPercent: numeric('tripped_drawdown_percent', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [unique('copy_guardrails_follower_expert_unique').on(t.followerUserId, t.expertUserId)],
);
