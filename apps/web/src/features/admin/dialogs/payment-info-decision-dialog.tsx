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
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import type { PaymentInfoReview } from '../api.ts';
import { useDecidePaymentInfo } from '../hooks.ts';

export type Decision = 'approve' | 'reject';

export const DECISION_TEXTS = {
  approveTitle: 'Approve payment information',
  rejectTitle: 'Reject payment information',
  approveBody: (name: string) =>
    `Verify ${name}'s payout details? Payments to their Premium groups start once they are verified.`,
  rejectBody: (name: string) =>
    `${name} sees your remark and can correct the details, which sends them back here.`,
  remarkLabel: 'Remark for the owner',
  failed: 'The decision could not be saved. Please try again.',
} as const;

/**
 * Approves or rejects one payout information under review. A rejection needs a remark (shown to the
 * owner); the server checks it again and answers 409 when someone else decided first.
 */
export function PaymentInfoDecisionDialog({
  review,
  decision,
  onClose,
}: {
  review: PaymentInfoReview;
  decision: Decision;
  onClose: () => void;
}) {
  const titleId = useId();
  const decide = useDecidePaymentInfo();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isReject = decision === 'reject';

  const submit = async () => {
    setRefusal(null);
    const trimmed = remark.trim();
    if (isReject && (trimmed.length === 0 || trimmed.length > MAX_ADMIN_REMARK)) {
      setRemarkError(ADMIN_MESSAGES.remarkRequired);
      return;
    }
    try {
      const answer = await decide.mutateAsync(
        isReject ? { id: review.id, approve: false, remark: trimmed } : { id: review.id, approve: true },
      );
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || DECISION_TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {isReject ? DECISION_TEXTS.rejectTitle : DECISION_TEXTS.approveTitle}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {isReject
            ? DECISION_TEXTS.rejectBody(review.user.name)
            : DECISION_TEXTS.approveBody(review.user.name)}
        </Typography>
        {isReject && (
          <TextField
            label={DECISION_TEXTS.remarkLabel}
            value={remark}
            onChange={(event) => {
              setRemark(event.target.value);
              setRemarkError(null);
            }}
            error={Boolean(remarkError)}
            helperText={remarkError ?? `${remark.trim().length}/${MAX_ADMIN_REMARK}`}
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
          />
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
          color={isReject ? 'error' : 'primary'}
          loading={decide.isPending}
          onClick={() => void submit()}
        >
          {isReject ? 'Reject' : 'Approve'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
