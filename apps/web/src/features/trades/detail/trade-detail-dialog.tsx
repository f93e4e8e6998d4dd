import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { Comment } from '@tradecircle/domain';
import { useId, useRef, useState } from 'react';
import { CommentReportActions } from '../../moderation/index.ts';
import type { TradeCardHandlers, TradeViewer } from '../components/index.ts';
import { useTradeDialogLayout } from '../dialogs/use-trade-dialog-layout.ts';
import { useTradeDetail } from '../hooks.ts';
import { AddCommentForm } from './add-comment-form.tsx';
import type { CommentActionsRenderer } from './comment-list.tsx';
import { TradeDetailContent } from './trade-detail-content.tsx';

export const TRADE_DETAIL_TITLE = 'Trade Details';
const NONE: readonly Comment[] = [];

export interface TradeDetailDialogProps extends Omit<TradeCardHandlers, 'onOpenDetail' | 'onComment'> {
  /** The trade to show; null shows that no trade is available. */
  tradeId: number | null;
  open: boolean;
  onClose: () => void;
  /** The signed-in user, or null for a visitor. */
  viewer: TradeViewer | null;
  /**
   * A menu per comment; by default the spec's 'Report & Block User' (hidden on one's own comments
   * and for visitors).
   */
  renderCommentActions?: CommentActionsRenderer;
}

/**
 * Trade Details (trades.md §2): the trade's card, its comments oldest first (a page at a time) and
 * the Add comment form. 700 wide, full screen under 768 px. The card's comment button moves focus to the form.
 */
export function TradeDetailDialog({
  tradeId,
  open,
  onClose,
  viewer,
  renderCommentActions = renderReportActions,
  ...cardHandlers
}: TradeDetailDialogProps) {
  const layout = useTradeDialogLayout();
  const titleId = useId();
  const detail = useTradeDetail(tradeId ?? 0, open && tradeId !== null);
  const commentInput = useRef<HTMLTextAreaElement>(null);
  const trade = tradeId === null ? undefined : detail.data;
  // The viewer's new comments on this trade, shown at once even while older pages are still to load.
  const [postedOn, setPostedOn] = useState<{ tradeId: number; comments: Comment[] } | null>(null);
  const posted = postedOn && postedOn.tradeId === tradeId ? postedOn.comments : NONE;
  const addPosted = (id: number, comment: Comment) =>
    setPostedOn((earlier) => ({
      tradeId: id,
      comments: earlier?.tradeId === id ? [...earlier.comments, comment] : [comment],
    }));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} {...layout}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {TRADE_DETAIL_TITLE}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <TradeDetailContent
          query={tradeId === null ? null : detail}
          viewer={viewer}
          cardHandlers={{ ...cardHandlers, onComment: () => commentInput.current?.focus() }}
          renderCommentActions={renderCommentActions}
          onNavigate={onClose}
          postedComments={posted}
        />
      </DialogContent>
      {trade && (
        <DialogActions sx={{ px: { xs: 1.5, sm: 3 }, py: 1.5 }}>
          <AddCommentForm
            tradeId={trade.id}
            isFno={!trade.is_equity_trade}
            inputRef={commentInput}
            onPosted={(comment) => addPosted(trade.id, comment)}
          />
        </DialogActions>
      )}
    </Dialog>
  );
}

const renderReportActions: CommentActionsRenderer = (comment, { isOwn }) => (
  <CommentReportActions comment={comment} isOwn={isOwn} />
);
