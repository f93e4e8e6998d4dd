import {
  type Comment,
  type CommentOrder,
  type CommentPage,
  type LinkPreview,
  TRADE_COMMENTS_PAGE_SIZE,
} from '@tradecircle/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profiles, tradeComments } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { resolveViewer, type Viewer } from '../users/index.ts';
import { isDerivative } from './trades.presenter.ts';
import { findVisibleTrade } from './trades.repository.ts';

export const MAX_COMMENT_LENGTH = 2000;
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

function selectComments(db: AppDb) {
  return db
    .select({
      id: tradeComments.id,
      commentText: tradeComments.commentText,
      createdAt: tradeComments.createdAt,
      profileId: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      profileImage: profiles.profileImage,
    })
    .from(tradeComments)
    .innerJoin(profiles, eq(profiles.id, tradeComments.profileId))
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
 * One page of a trade's comments as `viewer` (whose visibility already let them see the trade):
 * TRADE_COMMENTS_PAGE_SIZE a page, oldest or newest first (ties by id), with the page count and the
 * number of comments. A page past the last is empty with the same counts.
 */
export async function listComments(
  deps: CommentDeps,
  viewer: Viewer,
  tradeId: number,
  { page = 1, order = 'oldest' }: { page?: number; order?: CommentOrder } = {},
): Promise<CommentPage> {
  const direction = order === 'oldest' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectComments(deps.db)
      .where(eq(tradeComments.tradeId, tradeId))
      .orderBy(direction(tradeComments.createdAt), direction(tradeComments.id))
      .limit(TRADE_COMMENTS_PAGE_SIZE)
      .offset((page - 1) * TRADE_COMMENTS_PAGE_SIZE),
    deps.db.select({ n: count() }).from(tradeComments).where(eq(tradeComments.tradeId, tradeId)),
  ]);
  const comments = await Promise.all(rows.map((row) => presentComment(row, viewer, deps.previewLink)));
  const n = total?.n ?? 0;
  return { result: comments, num: Math.ceil(n / TRADE_COMMENTS_PAGE_SIZE), count: n };
}

/** The comments call: a page of the comments of a trade `viewer` may see; 404 like the detail otherwise. */
export async function listTradeComments(
  deps: CommentDeps,
  viewer: Viewer,
  tradeId: number,
  options: { page: number; order: CommentOrder },
): Promise<CommentPage> {
  if (!(await findVisibleTrade(deps.db, viewer, tradeId))) throw notFound('Trade not found');
  return listComments(deps, viewer, tradeId, options);
}

/**
 * update-comment / add_fno_comment: `user_id` is the commenter's profile id and must be the caller's.
 * The trade must be visible to the caller; `kind` keeps equity and F&O calls apart.
 */
export async function addComment(
  deps: CommentDeps,
  actorUserId: number,
  input: { tradeId: number; comment: string | undefined; profileId: number },
  kind: 'equity' | 'fno',
): Promise<Comment> {
  const { db } = deps;
  const text = input.comment?.trim() ?? '';
  if (!text) throw badRequest('Field is required', { comment: ['Field is required'] });
  if (text.length > MAX_COMMENT_LENGTH) {
    throw badRequest(`Comments are at most ${MAX_COMMENT_LENGTH} characters`);
  }
  const viewer = await resolveViewer(db, actorUserId);
  if (!viewer?.profileId) throw badRequest('Complete your profile before commenting');
  if (viewer.profileId !== input.profileId) throw forbidden('You can only comment as yourself');
  const trade = await findVisibleTrade(db, viewer, input.tradeId);
  // Each card kind has its own call; the other kind's trade answers as if it did not exist.
  if (!trade || isDerivative(trade.security.instrumentType) !== (kind === 'fno')) {
    throw notFound('Trade not found');
  }
  const [created] = await db
    .insert(tradeComments)
    .values({ tradeId: input.tradeId, profileId: viewer.profileId, commentText: text })
    .returning({ id: tradeComments.id });
  const [row] = await selectComments(db).where(eq(tradeComments.id, created!.id));
  return presentComment(row!, viewer, deps.previewLink);
}
