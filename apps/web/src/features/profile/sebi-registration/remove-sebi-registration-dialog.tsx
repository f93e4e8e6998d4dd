import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { SEBI_REGISTRATION_COPY } from './copy.ts';
import { useRemoveSebiRegistration } from './hooks.ts';

export interface RemoveSebiRegistrationDialogProps {
  open: boolean;
  onClose: () => void;
  userId: number;
}

/** Asks before clearing the registration: it changes the badge and every posted call's disclosure. */
export function RemoveSebiRegistrationDialog({ open, onClose, userId }: RemoveSebiRegistrationDialogProps) {
  const titleId = useId();
  const remove = useRemoveSebiRegistration(userId);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(SEBI_REGISTRATION_COPY.removed, 'success');
        remove.reset();
        onClose();
      },
    });
  const failure = remove.error
    ? ((remove.error instanceof HttpError ? serverMessage(remove.error.body) : null) ??
      SEBI_REGISTRATION_COPY.removeFailed)
    : null;

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{SEBI_REGISTRATION_COPY.removeTitle}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{SEBI_REGISTRATION_COPY.removeBody}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
