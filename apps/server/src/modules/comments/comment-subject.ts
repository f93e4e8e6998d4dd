import type { AppDb } from '../../db/client.ts';
import type { Viewer } from '../users/index.ts';
import type { CommentSubjectType } from './comments.tables.ts';

/**
 * What comments need to know of the thing commented on: a trade now, a group post, news item, poll or
 * video later. Its owner module implements it (trades: tradeCommentSubjects) and app.ts hands it to
 * the comment routes, so this module depends on none of its subjects.
 */
export type CommentSubject = {
  /** Which comment table holds its comments (COMMENT_TABLES). */
  type: CommentSubjectType;
  /**
   * Subject `id` when `viewer` may see it, and so read its comments and add one (undefined otherwise),
   * with its owner's user id: a commenter the owner blocked may not comment on it.
   */
  findVisible(db: AppDb, viewer: Viewer, id: number): Promise<{ ownerUserId: number } | undefined>;
  /** The 404 answer for a subject the viewer may not see or that does not exist, e.g. 'Trade not found'. */
  notFoundMessage: string;
};

/**
 * Trades as comment subjects. Each card kind has its own comment call, and the other kind's trade
 * answers as if it did not exist, so there is one subject per kind and one for either.
 */
export type TradeCommentSubjects = {
  anyTrade: CommentSubject;
  equityTrade: CommentSubject;
  fnoTrade: CommentSubject;
};
