export {
  type CommentForModeration,
  hideTradeComment,
  lockTradeCommentForModeration,
  recentTradeCommentsBy,
} from './comment-moderation.ts';
export type { CommentSubject, TradeCommentSubjects } from './comment-subject.ts';
export {
  COMMENTS_PER_MINUTE,
  type CommentLinkPreviewer,
  commentCountOf,
  listComments,
} from './comments.service.ts';
export {
  createLinkPreviewer,
  type LinkPreviewer,
  type LinkPreviewerOptions,
} from './link-previews/link-previewer.ts';
export type { SharedTrade, SharedTradeLookup } from './link-previews/own-link-previews.ts';
export { type TradeCommentRoutesOptions, tradeCommentRoutes } from './trade-comments.routes.ts';
