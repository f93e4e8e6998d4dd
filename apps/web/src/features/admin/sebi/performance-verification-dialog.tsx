import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { indiaIsoDate, MAX_PARRVA_REFERENCE, SEBI_REVIEW_MESSAGES } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import type { ExpertPerformanceVerification } from './api.ts';
import { useChangePerformanceVerification } from './hooks.ts';

export const PERFORMANCE_DIALOG_TEXTS = {
  title: 'Record PaRRVA verification',
  body: (name: string) =>
    `Record the reference PaRRVA gave for ${name}'s figures and the date it verified them. Their figures then show as PaRRVA verified.`,
  reference: 'PaRRVA reference',
  verifiedOn: 'Verified on',
  failed: 'The verification could not be saved. Please try again.',
} as const;

/** The record form: PaRRVA's reference and the date it verified (today or earlier, IST). */
export function PerformanceVerificationDialog({
  expert,
  onClose,
}: {
  expert: ExpertPerformanceVerification;
  onClose: () => void;
}) {
  const titleId = useId();
  const change = useChangePerformanceVerification();
  const today = indiaIsoDate(new Date());
  const [reference, setReference] = useState(expert.performance_verification.reference ?? '');
  const [verifiedOn, setVerifiedOn] = useState(expert.performance_verification.verified_on ?? today);
  const [errors, setErrors] = useState<{ reference?: string; verifiedOn?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    const trimmed = reference.trim();
    const found = {
      ...(trimmed.length === 0 || trimmed.length > MAX_PARRVA_REFERENCE
        ? { reference: SEBI_REVIEW_MESSAGES.reference }
        : {}),
      ...(!/^\d{4}-\d{2}-\d{2}$/.test(verifiedOn) || verifiedOn > today
        ? { verifiedOn: SEBI_REVIEW_MESSAGES.verifiedOn }
        : {}),
    };
    setErrors(found);
    if (found.reference || found.verifiedOn) return;
    try {
      const answer = await change.mutateAsync({ userId: expert.user.id, reference: trimmed, verifiedOn });
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal(
        (error instanceof HttpError && serverMessage(error.body)) || PERFORMANCE_DIALOG_TEXTS.failed,
      );
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{PERFORMANCE_DIALOG_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {PERFORMANCE_DIALOG_TEXTS.body(expert.user.name)}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={PERFORMANCE_DIALOG_TEXTS.reference}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={Boolean(errors.reference)}
            helperText={errors.reference}
            required
            fullWidth
            autoFocus
          />
          <TextField
            label={PERFORMANCE_DIALOG_TEXTS.verifiedOn}
            type="date"
            value={verifiedOn}
            onChange={(event) => setVerifiedOn(event.target.value)}
            error={Boolean(errors.verifiedOn)}
            helperText={errors.verifiedOn}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            required
            fullWidth
          />
        </Stack>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={change.isPending} onClick={() => void submit()}>
          Record
        </Button>
      </DialogActions>
    </Dialog>
  );
}
