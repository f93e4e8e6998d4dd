import { RISK_CATEGORIES } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * A user's risk profile (issue 33), one row each, replaced when the questionnaire is answered again:
 * the answers as sent (question id to choice id), and the score and category the domain's
 * scoreRiskProfile gave them when they were stored.
 */
export const riskProfiles = pgTable(
  'risk_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    category: varchar('category', { length: 16, enum: RISK_CATEGORIES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('risk_profiles_score_nonnegative', sql`${t.score} >= 0`)],
);
