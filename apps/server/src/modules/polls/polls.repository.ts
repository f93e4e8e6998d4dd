import type { PollCategory } from '@tradecircle/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notBlockedBy } from '../moderation/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { profileJoin } from '../users/index.ts';
import { pollOptions, polls, pollVotes } from './polls.tables.ts';

export type PollRecord = typeof polls.$inferSelect;
export type PollOptionRecord = typeof pollOptions.$inferSelect;

/** A poll with who asked it (their profile; null when they have none). */
export type PollRow = {
  poll: PollRecord;
  poster: { name: string; image: string | null; isSebiRegistered: boolean } | null;
};

const pollWithPoster = {
  poll: polls,
  poster: {
    name: profileJoin.name,
    image: profileJoin.image,
    isSebiRegistered: profileJoin.isSebiRegistered,
  },
};

/** The polls a viewer may list: all but those of users the viewer blocked. */
const listable = (viewerUserId: number) => notBlockedBy(viewerUserId, polls.postedByUserId);

/** A page of polls, newest first (polls_created_idx), and how many the viewer may list in all. */
export async function pageOfPolls(
  db: AppDb,
  viewerUserId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: PollRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(pollWithPoster)
      .from(polls)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, polls.postedByUserId))
      .where(listable(viewerUserId))
      .orderBy(desc(polls.createdAt), desc(polls.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ all: count() }).from(polls).where(listable(viewerUserId)),
  ]);
  return { rows, total: Number(totals[0]?.all ?? 0) };
}

export async function findPollRow(db: AppDb, pollId: number): Promise<PollRow | undefined> {
  const [row] = await db
    .select(pollWithPoster)
    .from(polls)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, polls.postedByUserId))
    .where(eq(polls.id, pollId));
  return row;
}

/** The options of these polls, in the order their authors wrote them. */
export async function optionsOfPolls(db: AppDb, pollIds: readonly number[]): Promise<PollOptionRecord[]> {
  if (pollIds.length === 0) return [];
  return db
    .select()
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, [...pollIds]))
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
}

/** The option the user chose in each of these polls they voted in. */
export async function votesOfUser(
  db: AppDb,
  userId: number,
  pollIds: readonly number[],
): Promise<Map<number, number>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.userId, userId), inArray(pollVotes.pollId, [...pollIds])));
  return new Map(rows.map((row) => [row.pollId, row.optionId]));
}

export async function findOption(db: AppDb, optionId: number): Promise<PollOptionRecord | undefined> {
  const [row] = await db.select().from(pollOptions).where(eq(pollOptions.id, optionId));
  return row;
}

/**
 * The user's vote, in one transaction with the option's and the poll's counts: the unique (poll,
 * user) key decides, so of two concurrent votes of one user exactly one is inserted (the other
 * waits for it and then finds the key taken) and only that one moves the counts. False when the
 * user had already voted in the poll: nothing changed.
 */
export async function insertVote(
  db: AppDb,
  vote: { pollId: number; optionId: number; userId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pollVotes)
      .values(vote)
      .onConflictDoNothing({ target: [pollVotes.pollId, pollVotes.userId] })
      .returning({ id: pollVotes.id });
    if (inserted.length === 0) return false;
    await tx
      .update(pollOptions)
      .set({ votesCount: sql`${pollOptions.votesCount} + 1` })
      .where(eq(pollOptions.id, vote.optionId));
    await tx
      .update(polls)
      .set({ votesCount: sql`${polls.votesCount} + 1` })
      .where(eq(polls.id, vote.pollId));
    await recordEvents(tx, [
      { type: 'poll.answered', pollId: vote.pollId, optionId: vote.optionId, voterUserId: vote.userId },
    ]);
    return true;
  });
}

/** A new poll with its options (in this order), in one transaction; answers its id. */
export async function insertPoll(
  db: AppDb,
  poll: {
    postedByUserId: number;
    category: PollCategory;
    title: string;
    question: string;
    options: string[];
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(polls)
      .values({
        postedByUserId: poll.postedByUserId,
        category: poll.category,
        title: poll.title,
        question: poll.question,
      })
      .returning({ id: polls.id });
    await tx
      .insert(pollOptions)
      .values(poll.options.map((optionText, position) => ({ pollId: row!.id, position, optionText })));
    await recordEvents(tx, [{ type: 'poll.created', pollId: row!.id, authorUserId: poll.postedByUserId }]);
    return row!.id;
  });
}
