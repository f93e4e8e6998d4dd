import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { REPORT_MESSAGES, SNACKBAR_MESSAGE_MS } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { useReportAndBlock, useReportReasons, useReturnHomeAfterReport } from './hooks.ts';

export const REPORT_DIALOG_TITLE = 'Report & Block User';
export const REPORT_SUBMIT_LABEL = 'Report & Block';
export const ANONYMOUS_REPORT_LABEL = 'Report anonymously';
export const REASONS_FAILED_MESSAGE = 'The reasons could not be loaded';
export const REPORT_FAILED_MESSAGE = 'The report could not be sent. Please try again.';

export interface ReportBlockDialogProps {
  open: boolean;
  onClose: () => void;
  /** The PROFILE id of the user reported (report-and-block's blocked_profile). */
  profileId: number;
  /** Their name, for the dialog's text. */
  name: string;
}

type Outcome = 'form' | 'reported' | 'already-reported';

/**
 * Report and Block (platform.md §2): the reason list, the anonymous option, then 'Successfully
 * Reported!'; closing after a report returns to the user's home page (or re-reads it). A repeated
 * report shows 'You have already reported this user' as a warning (§8).
 */
export function ReportBlockDialog({ open, onClose, profileId, name }: ReportBlockDialogProps) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>('form');
  const returnHome = useReturnHomeAfterReport();
  const close = () => {
    if (outcome === 'reported') returnHome();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { sx: { m: 2, width: 'calc(100% - 32px)' } },
        // A fresh form each time it opens.
        transition: { onExited: () => setOutcome('form') },
      }}
    >
      {outcome === 'form' ? (
        <ReportForm
          titleId={titleId}
          profileId={profileId}
          name={name}
          onCancel={close}
          onOutcome={setOutcome}
        />
      ) : (
        <ReportOutcome titleId={titleId} outcome={outcome} name={name} onClose={close} />
      )}
    </Dialog>
  );
}

interface ReportFormProps {
  titleId: string;
  profileId: number;
  name: string;
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}

function ReportForm({ titleId, profileId, name, onCancel, onOutcome }: ReportFormProps) {
  const reasonsLabelId = useId();
  const reasons = useReportReasons(true);
  const report = useReportAndBlock();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (reasonId === null) return;
    setFailure(null);
    try {
      await report.mutateAsync({
        block_reason: reasonId,
        blocked_profile: profileId,
        is_anonymous: isAnonymous,
      });
      onOutcome('reported');
    } catch (error) {
      const message = error instanceof HttpError ? serverMessage(error.body) : null;
      if (message === REPORT_MESSAGES.alreadyReported) {
        notify(message, 'warning', SNACKBAR_MESSAGE_MS);
        onOutcome('already-reported');
        return;
      }
      // Other 400s (yourself, an unknown reason) carry their reason; the catalogue has shown the rest.
      setFailure(
        error instanceof HttpError && error.status === 400 && message ? message : REPORT_FAILED_MESSAGE,
      );
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{REPORT_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Why are you reporting {name}? They will also be blocked: you will no longer see their trades or
          comments, and they cannot comment on yours.
        </Typography>
        <FormControl component="fieldset" fullWidth>
          <FormLabel id={reasonsLabelId} sx={{ mb: 0.5 }}>
            Reason
          </FormLabel>
          {reasons.data ? (
            reasons.data.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No reasons are available right now.
              </Typography>
            ) : (
              <RadioGroup
                aria-labelledby={reasonsLabelId}
                value={reasonId === null ? '' : String(reasonId)}
                onChange={(event) => setReasonId(Number(event.target.value))}
              >
                {reasons.data.map((reason) => (
                  <FormControlLabel
                    key={reason.id}
                    value={String(reason.id)}
                    control={<Radio size="small" />}
                    label={reason.reason}
                  />
                ))}
              </RadioGroup>
            )
          ) : reasons.isError ? (
            <Alert
              severity="error"
              variant="outlined"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => reasons.refetch()}
                  loading={reasons.isFetching}
                >
                  Retry
                </Button>
              }
            >
              {REASONS_FAILED_MESSAGE}
            </Alert>
          ) : (
            <Stack spacing={1} aria-label="Loading reasons" role="progressbar">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} variant="text" width={`${70 - row * 8}%`} height={32} />
              ))}
            </Stack>
          )}
        </FormControl>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={isAnonymous} onChange={(event) => setIsAnonymous(event.target.checked)} />
          }
          label={ANONYMOUS_REPORT_LABEL}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={reasonId === null}
          loading={report.isPending}
          onClick={() => void submit()}
        >
          {REPORT_SUBMIT_LABEL}
        </Button>
      </DialogActions>
    </>
  );
}

interface ReportOutcomeProps {
  titleId: string;
  outcome: Exclude<Outcome, 'form'>;
  name: string;
  onClose: () => void;
}

function ReportOutcome({ titleId, outcome, name, onClose }: ReportOutcomeProps) {
  if (outcome === 'already-reported') {
    return (
      <>
        <DialogTitle id={titleId}>{REPORT_DIALOG_TITLE}</DialogTitle>
        <DialogContent>
          <Alert severity="warning">{REPORT_MESSAGES.alreadyReported}</Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <>
      <DialogContent sx={{ pt: 4, textAlign: 'center' }}>
        <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 1 }}>
          {REPORT_MESSAGES.reported}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {name} is blocked. Their trades and comments will no longer appear for you.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center' }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
