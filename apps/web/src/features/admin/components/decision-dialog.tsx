import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { ADMIN_MESSAGES, MAX_ADMIN_REMARK } from '@tradecircle/domain';
import { type ReactNode, useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';

/** Sends a decision: approve (remark null) or reject with the remark; answers the server's message. */
export type SendDecision = (remark: string | null) => Promise<{ message: string }>;

/**
 * A queue's decision with its remark: a rejection needs one (shown to the owner), checked here as the
 * server checks it again; a refusal (409 when someone else decided first) stays in the dialog, and a
 * decision made is told and closes it.
 */
export function useRemarkedDecision(send: SendDecision, failed: string, onDone: () => void) {
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (approve: boolean) => {
    setRefusal(null);
    const trimmed = remark.trim();
    if (!approve && (trimmed.length === 0 || trimmed.length > MAX_ADMIN_REMARK)) {
      setRemarkError(ADMIN_MESSAGES.remarkRequired);
      return;
    }
    try {
      const answer = await send(approve ? null : trimmed);
      notify(answer.message, 'success');
      onDone();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || failed);
    }
  };
  const remarkField = {
    value: remark,
    error: remarkError,
    onChange: (value: string) => {
      setRemark(value);
      setRemarkError(null);
    },
  };
  return { submit, refusal, remarkField };
}

export function RemarkField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? `${value.trim().length}/${MAX_ADMIN_REMARK}`}
      required
      fullWidth
      multiline
      minRows={3}
      autoFocus
    />
  );
}

/** Approve or reject one item of a queue, with what the decision means and, to reject, the remark. */
export function DecisionDialog({
  isReject,
  title,
  body,
  remarkLabel,
  confirmLabel,
  failed,
  pending,
  send,
  onClose,
}: {
  isReject: boolean;
  title: string;
  body: ReactNode;
  remarkLabel: string;
  confirmLabel: string;
  failed: string;
  pending: boolean;
  send: SendDecision;
  onClose: () => void;
}) {
  const titleId = useId();
  const { submit, refusal, remarkField } = useRemarkedDecision(send, failed, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {body}
        </Typography>
        {isReject && <RemarkField label={remarkLabel} {...remarkField} />}
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
          color={isReject ? 'error' : 'primary'}
          loading={pending}
          onClick={() => void submit(!isReject)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A review dialog's buttons: Close for a decided record; for a pending one Cancel, Approve, and
 * Reject… that opens the remark (`rejecting`), after which Reject sends it.
 */
export function ReviewActions({
  isPending,
  rejecting,
  sending,
  onClose,
  onStartRejecting,
  onSubmit,
}: {
  isPending: boolean;
  rejecting: boolean;
  sending: boolean;
  onClose: () => void;
  onStartRejecting: () => void;
  onSubmit: (approve: boolean) => void;
}) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onClose}>{isPending ? 'Cancel' : 'Close'}</Button>
      {isPending &&
        (rejecting ? (
          <Button variant="contained" color="error" loading={sending} onClick={() => onSubmit(false)}>
            Reject
          </Button>
        ) : (
          <>
            <Button color="error" variant="outlined" onClick={onStartRejecting}>
              Reject…
            </Button>
            <Button variant="contained" loading={sending} onClick={() => onSubmit(true)}>
              Approve
            </Button>
          </>
        ))}
    </DialogActions>
  );
}
