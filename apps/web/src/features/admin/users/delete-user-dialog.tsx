import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { ADMIN_USERS_MESSAGES, MAX_ADMIN_REMARK } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { useDeleteUser } from './hooks.ts';

export const DELETE_USER_TEXTS = {
  title: 'Delete account',
  body: (name: string) =>
    `${name}'s phone, email, photo, bio, payout details, watchlists, notifications and follows are erased and every sign-in ends at once. Their calls stay in the track record as "Deleted user", and their payments are kept as the law requires. This cannot be undone.`,
  remarkLabel: 'Remark (why, for the audit log)',
  confirmLabel: 'Type DELETE to confirm',
  confirmWord: 'DELETE',
  confirm: 'Delete account',
  failed: 'The account could not be deleted. Please try again.',
} as const;

/** Confirms deleting an account: a remark, and the word DELETE typed. The server checks everything again. */
export function DeleteUserDialog({
  userId,
  name,
  onClose,
}: {
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const remove = useDeleteUser();
  const [remark, setRemark] = useState('');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmed = typed.trim() === DELETE_USER_TEXTS.confirmWord;

  const submit = async () => {
    setRefusal(null);
    const trimmed = remark.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_ADMIN_REMARK) {
      setFieldError(ADMIN_USERS_MESSAGES.remarkRequired);
      return;
    }
    try {
      const answer = await remove.mutateAsync({ userId, remark: trimmed });
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || DELETE_USER_TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{DELETE_USER_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {DELETE_USER_TEXTS.body(name)}
        </Typography>
        <TextField
          label={DELETE_USER_TEXTS.remarkLabel}
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value);
            setFieldError(null);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          helperText={`${remark.trim().length}/${MAX_ADMIN_REMARK}`}
          sx={{ mb: 2 }}
        />
        <TextField
          label={DELETE_USER_TEXTS.confirmLabel}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoComplete="off"
        />
        {fieldError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {fieldError}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!confirmed}
          loading={remove.isPending}
          onClick={() => void submit()}
        >
          {DELETE_USER_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
