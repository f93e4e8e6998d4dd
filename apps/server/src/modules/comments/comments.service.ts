import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentOrder,
  type CommentPage,
  type LinkPreview,
  MAX_COMMENT_LENGTH,
  REPORT_MESSAGES,
  TRADE_COMMENTS_PAGE_SIZE,
} from '@tradecircle/domain';
import { type AnyColumn, and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { hasBlocked, profileNotBlockedBy } from '../moderation/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { profileJoin, resolveViewer, type Viewer } from '../users/index.ts';
import type { CommentSubject } from './comment-subject.ts';
import { COMMENT_TABLES, type CommentSubjectType, type CommentTable } from './comments.tables.ts';

/** Comments one user may post a minute, over both comment calls (each call counts on its own). */
export const COMMENTS_PER_MINUTE = 10;

/** Turns a comment's first link into a preview; null when there is no link or nothing to show. */
export type CommentLinkPreviewer = (text: string, viewer: Viewer) => Promise<LinkPreview | null>;

export type CommentDeps = { db: AppDb; previewLink: CommentLinkPreviewer };

type CommentRow = {
  id: number;
  commentText: string;
  createdAt: Date;
  profileId: number;
  userId: number;
  name: string;
  profileImage: string | null;
};

function selectComments(db: AppDb, table: CommentTable) {
  return db
    .select({
      id: table.id,
      commentText: table.commentText,
      createdAt: table.createdAt,
      profileId: profileJoin.id,
      userId: profileJoin.userId,
      name: profileJoin.name,
      profileImage: profileJoin.image,
    })
    .from(table)
    .innerJoin(profileJoin.table, eq(profileJoin.id, table.profileId))
    .$dynamic();
}

async function presentComment(
  row: CommentRow,
  viewer: Viewer,
  previewLink: CommentLinkPreviewer,
): Promise<Comment> {
  return {
    id: row.id,
    comment_text: row.commentText,
    created: row.createdAt.toISOString(),
    user_data: { id: row.profileId, user: row.userId, name: row.name, profile_image: row.profileImage },
    link_preview: await previewLink(row.commentText, viewer),
  };
}

/**
 * For other modules' read models (a trade's comments_count): the number of comments on the subject
 * in the outer query's `subjectId` column, as the viewer's comment pages count them (without the
 * comments of users the viewer blocked, nor those moderation hid).
 */
export function commentCountOf(
  type: CommentSubjectType,
  subjectId: AnyColumn,
  viewerUserId: number | null | undefined,
): SQL<number> {
  const table = COMMENT_TABLES[type];
  return sql<number>`(select count(*)::int from ${table} where ${table.subjectId} = ${subjectId} and ${table.hiddenAt} is null and ${profileNotBlockedBy(viewerUserId, table.profileId)})`;
}

/**
 * One page of a subject's comments as `viewer` (whose visibility already let them see the subject):
 * TRADE_COMMENTS_PAGE_SIZE a page, oldest or newest first (ties by id), with the page count and the
 * number of comments. A page past the last is empty with the same counts.
 */
export async function listComments(
  deps: CommentDeps,
  type: CommentSubjectType,
  viewer: Viewer,
  subjectId: number,
  { page = 1, order = 'oldest' }: { page?: number; order?: CommentOrder } = {},
): Promise<CommentPage> {
  const table = COMMENT_TABLES[type];
  const direction = order === 'oldest' ? asc : desc;
  // The comments of users the viewer blocked, and those moderation hid, are left out of the page and
  // the counts alike.
  const shown = and(
    eq(table.subjectId, subjectId),
    isNull(table.hiddenAt),
    profileNotBlockedBy(viewer?.userId, table.profileId),
  );
  const [rows, [total]] = await Promise.all([
    selectComments(deps.db, table)
      .where(shown)
      .orderBy(direction(table.createdAt), direction(table.id))
      .limit(TRADE_COMMENTS_PAGE_SIZE)
      .offset((page - 1) * TRADE_COMMENTS_PAGE_SIZE),
    deps.db.select({ n: count() }).from(table).where(shown),
  ]);
  const comments = await Promise.all(rows.map((row) => presentComment(row, viewer, deps.previewLink)));
  const n = total?.n ?? 0;
  return { result: comments, num: Math.ceil(n / TRADE_COMMENTS_PAGE_SIZE), count: n };
}

/** The comments call: a page of the comments of a subject `viewer` may see; 404 like its detail otherwise. */
export async function listVisibleComments(
  deps: CommentDeps,
  subject: CommentSubject,
  viewer: Viewer,
  subjectId: number,
  options: { page: number; order: CommentOrder },
): Promise<CommentPage> {
  if (!(await subject.findVisible(deps.db, viewer, subjectId))) throw notFound(subject.notFoundMessage);
  return listComments(deps, subject.type, viewer, subjectId, options);
}

/**
 * Adds a comment: `profileId` (the body's user_id) is the commenter's profile and must be the
 * caller's, and the subject must be one the caller may see and whose owner has not blocked the
 * caller (403).
 */
export const COMMENT_AS_YOURSELF = 'You can only comment as yourself';

export async function addComment(
  deps: CommentDeps,
  subject: CommentSubject,
  actorUserId: number,
  input: { subjectId: number; comment: string | undefined; profileId: number },
): Promise<Comment> {
  const { db } = deps;
  const text = input.comment?.trim() ?? '';
  if (!text) throw badRequest('Field is required', { comment: ['Field is required'] });
  if (text.length > MAX_COMMENT_LENGTH) throw badRequest(COMMENT_MESSAGES.tooLong);
  const viewer = await resolveViewer(db, actorUserId);
  if (!viewer?.profileId) throw badRequest('Complete your profile before commenting');
  if (viewer.profileId !== input.profileId) throw forbidden(COMMENT_AS_YOURSELF);
  const found = await subject.findVisible(db, viewer, input.subjectId);
  if (!found) throw notFound(subject.notFoundMessage);
  if (await hasBlocked(db, found.ownerUserId, viewer.userId)) throw forbidden(REPORT_MESSAGES.commentBlocked);
  const table = COMMENT_TABLES[subject.type];
  const profileId = viewer.profileId;
  const created = await db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(table)
      .values({ subjectId: input.subjectId, profileId, commentText: text })
      .returning({ id: table.id });
    // The owner's notification, committed with the comment (the worker skips one on your own trade).
    if (subject.type === 'trade') {
      await recordEvents(tx, [
        {
          type: 'trade.commented',
          tradeId: input.subjectId,
          commentId: comment!.id,
          commenterUserId: viewer.userId,
          ownerUserId: found.ownerUserId,
        },
      ]);
    }
    return comment;
  });
  const [row] = await selectComments(db, table).where(eq(table.id, created!.id));
  return presentComment(row!, viewer, deps.previewLink);
}
