import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';

export const CONFIRM_TEXTS = { failed: 'This could not be done. Please try again.' } as const;

/**
 * Asks before a deletion; on confirm runs `action` and closes with the server's message, or keeps
 * the dialog open with the server's refusal (a team that still has staff: 409).
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  action,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  action: () => Promise<{ message: string }>;
  onClose: () => void;
}) {
  const titleId = useId();
  const isFullScreen = useIsFullScreenDialog();
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setRefusal(null);
    setIsBusy(true);
    try {
      const answer = await action();
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || CONFIRM_TEXTS.failed);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{body}</Typography>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" loading={isBusy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
