export { AddCommentForm, type AddCommentFormProps, COMMENT_PLACEHOLDER } from './add-comment-form.tsx';
export { CommentCard, type CommentCardProps } from './comment-card.tsx';
export {
  type CommentActionsRenderer,
  CommentList,
  type CommentListProps,
  NO_COMMENTS_MESSAGE,
} from './comment-list.tsx';
export { LinkPreviewCard, type LinkPreviewCardProps } from './link-preview-card.tsx';
export { LOAD_MORE_COMMENTS, TradeComments, type TradeCommentsProps } from './trade-comments.tsx';
export { TRADE_UNAVAILABLE_MESSAGE } from './trade-detail-content.tsx';
export {
  TRADE_DETAIL_TITLE,
  TradeDetailDialog,
  type TradeDetailDialogProps,
} from './trade-detail-dialog.tsx';
