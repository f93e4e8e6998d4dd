import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
} from '@mui/material';
import {
  findDuration,
  SNACKBAR_MESSAGE_MS,
  type Trade,
  type TradeVisibility,
  validateTradeForm,
} from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { notifyTradeFailure, TRADE_SUCCESS_MESSAGES, useDurationList, usePostTrade } from '../hooks.ts';
import { ShareTradeDialog } from './share-trade-dialog.tsx';
import {
  type TradeDraft,
  type TradeGroupOption,
  toPostedTradeBody,
  toTradeDraft,
} from './trade-form/form-values.ts';
import { VisibilityField } from './trade-form/visibility-field.tsx';
import { TradeSummary } from './trade-summary.tsx';
import { useTradeDialogLayout } from './use-trade-dialog-layout.ts';

export const REVIEW_DIALOG_TITLE = 'Review & Post Trade';
const POST_FAILED_FALLBACK = 'The trade could not be posted. Please try again.';

export interface ReviewTradeDialogProps {
  open: boolean;
  onClose: () => void;
  draft: TradeDraft;
  /** Back to the form with the draft (and any visibility chosen here). */
  onEdit: (draft: TradeDraft) => void;
  /** The trade is posted; for Post & Share, once the share dialog is closed. */
  onPosted: (trade: Trade) => void;
  groupsEnabled?: boolean;
  groups?: readonly TradeGroupOption[];
}

/** Review & Post Trade (trades.md §2): the trade, a visibility choice, Edit, Post, Post & Share. */
export function ReviewTradeDialog({
  open,
  onClose,
  draft,
  onEdit,
  onPosted,
  groupsEnabled = false,
  groups = [],
}: ReviewTradeDialogProps) {
  const layout = useTradeDialogLayout();
  const durations = useDurationList();
  const post = usePostTrade();
  const [visibility, setVisibility] = useState<TradeVisibility>(draft.values.visibility);
  const [group, setGroup] = useState<number | null>(draft.values.group);
  const [isAttempted, setIsAttempted] = useState(false);
  const [postedTrade, setPostedTrade] = useState<Trade | null>(null);

  // The form's values with the visibility chosen here: what is posted, and what Edit hands back.
  const reviewed = toTradeDraft(
    { ...draft.values, visibility, group: visibility === 'group' ? group : null },
    draft.copyOrigin,
  );
  const { body } = reviewed;
  const check = validateTradeForm({ ...draft.values, visibility, group });
  const groupError = !check.ok && isAttempted ? check.errors.group : undefined;
  const durationName =
    durations.data?.find((option) => option.id === body.duration)?.name_to_show ??
    findDuration(body.duration)?.name_to_show ??
    '';

  const handlePost = (share: boolean) => {
    setIsAttempted(true);
    if (!check.ok && check.errors.group) return;
    post.mutate(toPostedTradeBody(body), {
      onSuccess: (trade) => {
        notify(TRADE_SUCCESS_MESSAGES.postedFromReview, 'success');
        if (share) setPostedTrade(trade);
        else onPosted(trade);
      },
      onError: (error) =>
        notifyTradeFailure(error, { fallback: POST_FAILED_FALLBACK, ms: SNACKBAR_MESSAGE_MS }),
    });
  };

  return (
    <>
      <Dialog open={open && postedTrade === null} onClose={post.isPending ? undefined : onClose} {...layout}>
        <DialogTitle sx={{ pr: 7 }}>{REVIEW_DIALOG_TITLE}</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={post.isPending}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TradeSummary draft={reviewed} durationName={durationName} />
            {/* The review always offers Public / Private; Group only with the groups feature. */}
            <Box>
              <VisibilityField
                visibility={visibility}
                onVisibilityChange={setVisibility}
                group={group}
                onGroupChange={setGroup}
                groups={groups}
                groupError={groupError}
                disabled={post.isPending}
                allowGroup={groupsEnabled}
              />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => onEdit(reviewed)} disabled={post.isPending} autoFocus>
            Edit
          </Button>
          <Button variant="outlined" onClick={() => handlePost(false)} loading={post.isPending}>
            Post
          </Button>
          <Button variant="contained" onClick={() => handlePost(true)} loading={post.isPending}>
            Post &amp; Share
          </Button>
        </DialogActions>
      </Dialog>
      {postedTrade && <ShareTradeDialog open onClose={() => onPosted(postedTrade)} trade={postedTrade} />}
    </>
  );
}
