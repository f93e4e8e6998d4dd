import CloseIcon from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';
import type { FocusEvent } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { isAbortError } from '../../../shared/api/request.ts';
import { reportTradeShared } from '../api.ts';
import { absoluteUrl, type ShareableTrade, tradeProfilePath, tradeSharePath } from './share-links.ts';
import { useTradeDialogLayout } from './use-trade-dialog-layout.ts';

export const LINK_COPIED_MESSAGE = 'Link copied';

/** Copies `url` with a snackbar either way; true when it was copied. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    notify(LINK_COPIED_MESSAGE, 'success');
    return true;
  } catch {
    notify('Could not copy the link', 'error');
    return false;
  }
}

export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The system share sheet with the trade's link; closing the sheet is not a failure. True when shared. */
export async function shareNatively(trade: ShareableTrade): Promise<boolean> {
  try {
    await navigator.share({
      title: `${trade.security_name} trade on ${APP_NAME}`,
      text: `${trade.security_name} trade by ${trade.posted_by_name}`,
      url: absoluteUrl(tradeSharePath(trade)),
    });
    return true;
  } catch (error) {
    if (!isAbortError(error)) notify('Could not share this trade', 'error');
    return false;
  }
}

export interface ShareTradeDialogProps {
  open: boolean;
  onClose: () => void;
  trade: ShareableTrade;
}

/**
 * The trade's share-page link and its profile link, each with Copy, and the system share sheet. A
 * copied link or a completed share is reported to the server (the Share a trade task's coins).
 */
export function ShareTradeDialog({ open, onClose, trade }: ShareTradeDialogProps) {
  const layout = useTradeDialogLayout();
  const tradeUrl = absoluteUrl(tradeSharePath(trade));
  const profileUrl = absoluteUrl(tradeProfilePath(trade));
  const reportIf = (shared: boolean) => {
    if (shared) reportTradeShared(trade.id);
  };

  return (
    <Dialog open={open} onClose={onClose} {...layout}>
      <DialogTitle sx={{ pr: 7 }}>Share Trade</DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">
            {trade.security_name} trade by {trade.posted_by_name}
          </Typography>
          <LinkRow label="Trade link" url={tradeUrl} onCopied={reportIf} autoFocus />
          <LinkRow label="Profile link" url={profileUrl} onCopied={reportIf} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {canShareNatively() && (
          <Button startIcon={<ShareOutlined />} onClick={() => shareNatively(trade).then(reportIf)}>
            Share
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LinkRow({
  label,
  url,
  onCopied,
  autoFocus,
}: {
  label: string;
  url: string;
  onCopied: (copied: boolean) => void;
  autoFocus?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      {/* Multiline so the whole address shows, wrapped, even on a phone. */}
      <TextField
        label={label}
        value={url}
        fullWidth
        multiline
        size="small"
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (event: FocusEvent<HTMLTextAreaElement>) => event.currentTarget.select(),
            sx: { wordBreak: 'break-all' },
          },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => copyLink(url).then(onCopied)}
        autoFocus={autoFocus}
        aria-label={`Copy ${label.toLowerCase()}`}
        sx={{ flexShrink: 0 }}
      >
        Copy link
      </Button>
    </Stack>
  );
}
