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
import type { SebiRegistrationReview } from './api.ts';
import { useDecideSebiRegistration } from './hooks.ts';

export type SebiDecisionKind = 'approve' | 'reject';

export const SEBI_DECISION_TEXTS = {
  approveTitle: 'Verify SEBI registration',
  rejectTitle: 'Reject SEBI registration',
  approveBody: (review: SebiRegistrationReview) =>
    `Verify ${review.user.name}'s ${review.type_label} registration ${review.sebi_registration_num} against SEBI's register? Their badge and every call's disclosure then say "verified".`,
  rejectBody: (name: string) =>
    `${name}'s SEBI Registered badge goes off. They see your remark and can record a corrected registration, which comes back here.`,
  remarkLabel: 'Remark for the expert',
  failed: 'The decision could not be saved. Please try again.',
} as const;

/**
 * Verifies or rejects one registration awaiting review. A rejection needs a remark (shown to the
 * expert); the server checks it again and answers 409 when someone else decided first.
 */
export function SebiDecisionDialog({
  review,
  decision,
  onClose,
}: {
  review: SebiRegistrationReview;
  decision: SebiDecisionKind;
  onClose: () => void;
}) {
  const titleId = useId();
  const decide = useDecideSebiRegistration();
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
        isReject
          ? { userId: review.user.id, approve: false, remark: trimmed }
          : { userId: review.user.id, approve: true },
      );
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal((error instanceof HttpError && serverMessage(error.body)) || SEBI_DECISION_TEXTS.failed);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {isReject ? SEBI_DECISION_TEXTS.rejectTitle : SEBI_DECISION_TEXTS.approveTitle}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {isReject
            ? SEBI_DECISION_TEXTS.rejectBody(review.user.name)
            : SEBI_DECISION_TEXTS.approveBody(review)}
        </Typography>
        {isReject && (
          <TextField
            label={SEBI_DECISION_TEXTS.remarkLabel}
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
          {isReject ? 'Reject' : 'Verify'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
