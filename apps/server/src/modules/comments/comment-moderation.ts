import type { ModeratedComment } from '@tradecircle/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profileJoin } from '../users/index.ts';
import { tradeComments } from './comments.tables.ts';

/** A trade comment as moderation staff act on it: whose it is and whether it is hidden already. */
export type CommentForModeration = {
  id: number;
  tradeId: number;
  authorUserId: number;
  hiddenAt: Date | null;
};

/** The trade comment with its author, its row locked for the decision (hide). */
export async function lockTradeCommentForModeration(
  tx: AppDb,
  commentId: number,
): Promise<CommentForModeration | undefined> {
  const [row] = await tx
    .select({
      id: tradeComments.id,
      tradeId: tradeComments.subjectId,
      authorUserId: profileJoin.userId,
      hiddenAt: tradeComments.hiddenAt,
    })
    .from(tradeComments)
    .innerJoin(profileJoin.table, eq(profileJoin.id, tradeComments.profileId))
    .where(eq(tradeComments.id, commentId))
    .for('update', { of: tradeComments });
  return row;
}

/** Hides the comment from every read (comment pages and counts); the row stays for the record. */
export async function hideTradeComment(tx: AppDb, commentId: number, at: Date): Promise<void> {
  await tx.update(tradeComments).set({ hiddenAt: at }).where(eq(tradeComments.id, commentId));
}

/** A user's latest trade comments, hidden ones too, for the moderation detail. */
export async function recentTradeCommentsBy(
  db: AppDb,
  userId: number,
  limit = 20,
): Promise<ModeratedComment[]> {
  const rows = await db
    .select({
      id: tradeComments.id,
      tradeId: tradeComments.subjectId,
      text: tradeComments.commentText,
      createdAt: tradeComments.createdAt,
      hiddenAt: tradeComments.hiddenAt,
    })
    .from(tradeComments)
    .innerJoin(profileJoin.table, eq(profileJoin.id, tradeComments.profileId))
    .where(eq(profileJoin.userId, userId))
    .orderBy(desc(tradeComments.createdAt), desc(tradeComments.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    trade_id: row.tradeId,
    comment_text: row.text,
    created: row.createdAt.toISOString(),
    is_hidden: row.hiddenAt !== null,
  }));
}
