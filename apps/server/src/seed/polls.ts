import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { pollOptions, polls, pollVotes, users } from '../db/schema/index.ts';
import { SEED_POLLS } from './polls.data.ts';

const HOUR = 3_600_000;

/** The demo polls (polls.data.ts) once: skipped when the demo experts have asked any poll. */
export async function seedDemoPolls(db: AppDb, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const phones = [...new Set(SEED_POLLS.flatMap((poll) => [poll.poster, ...Object.keys(poll.votes)]))];
  const people = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const userIdOf = new Map(people.map((person) => [person.phone ?? '', person.id]));
  const posters = SEED_POLLS.map((poll) => userIdOf.get(poll.poster)).filter((id) => id !== undefined);
  if (posters.length === 0) return;
  const [existing] = await db
    .select({ id: polls.id })
    .from(polls)
    .where(inArray(polls.postedByUserId, posters))
    .limit(1);
  if (existing) return;

  await db.transaction(async (tx) => {
    for (const spec of SEED_POLLS) {
      const posterId = userIdOf.get(spec.poster);
      if (posterId === undefined) continue;
      const voters = Object.entries(spec.votes).flatMap(([phone, option]) => {
        const userId = userIdOf.get(phone);
        return userId === undefined ? [] : [{ userId, option }];
      });
      const [poll] = await tx
        .insert(polls)
        .values({
          postedByUserId: posterId,
          category: spec.category,
          title: spec.title,
          question: spec.question,
          votesCount: voters.length,
          createdAt: new Date(now.getTime() - spec.hoursAgo * HOUR),
        })
        .returning({ id: polls.id });
      const options = await tx
        .insert(pollOptions)
        .values(
          spec.options.map((optionText, position) => ({
            pollId: poll!.id,
            position,
            optionText,
            votesCount: voters.filter((voter) => voter.option === position).length,
          })),
        )
        .returning({ id: pollOptions.id, position: pollOptions.position });
      const optionIdAt = new Map(options.map((option) => [option.position, option.id]));
      if (voters.length > 0) {
        await tx.insert(pollVotes).values(
          voters.map((voter) => ({
            pollId: poll!.id,
            optionId: optionIdAt.get(voter.option)!,
            userId: voter.userId,
          })),
        );
      }
    }
  });
}
