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
  /** Whether `viewer` may see subject `id`, and so read its comments and add one. */
  isVisibleTo(db: AppDb, viewer: Viewer, id: number): Promise<boolean>;
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
