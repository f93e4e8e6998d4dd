import { POLL_CATEGORIES } from '@tradecircle/domain';
import { index, integer, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** A poll a SEBI-registered user asked (platform.md §3 Poll, §5). */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    postedByUserId: integer('posted_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 10, enum: POLL_CATEGORIES }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    question: varchar('question', { length: 300 }).notNull(),
    /** Votes cast, kept with the options' counts in the vote's transaction. */
    votesCount: integer('votes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('polls_created_idx').on(t.createdAt, t.id),
    index('polls_posted_by_idx').on(t.postedByUserId),
  ],
);

/** One answer a poll offers, in the order the author wrote them. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    optionText: varchar('option_text', { length: 80 }).notNull(),
    votesCount: integer('votes_count').notNull().default(0),
  },
  (t) => [unique('poll_options_poll_position_unique').on(t.pollId, t.position)],
);

/** A user's one vote in a poll (the unique key makes a second vote change nothing). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('poll_votes_poll_user_unique').on(t.pollId, t.userId),
    index('poll_votes_user_idx').on(t.userId),
  ],
);
