import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  AlertTitle,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { useMyGuardrails } from '../hooks.ts';
import { COPY_GUARDRAILS_PATH } from '../paths.ts';
import { GuardrailForm } from './guardrail-form.tsx';

export type GuardrailExpert = { user_id: number; name: string };

/**
 * The viewer's copy guardrail for one expert, in a dialog (full screen under 768 px): prefilled with
 * the one set, if any, read afresh on opening (a copy stop may have tripped since), and saying so
 * when copying has stopped; saving again resumes it.
 */
export function CopySettingsDialog({
  open,
  onClose,
  expert,
}: {
  open: boolean;
  onClose: () => void;
  expert: GuardrailExpert;
}) {
  const isFullScreen = useIsFullScreenDialog();
  const titleId = useId();
  const guardrails = useMyGuardrails({ fresh: true });
  const current = guardrails.data?.find((each) => each.expert.user_id === expert.user_id);
  // A cached list shows only once read again: the form takes its figures when it mounts.
  const isReading = guardrails.isPending || (guardrails.isFetching && !guardrails.isFetchedAfterMount);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Copy settings for {expert.name}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            How much each copy of {expert.name}'s calls takes, how much your open copies may hold, and when to
            stop copying.
          </Typography>
          {isReading ? (
            <Skeleton variant="rounded" height={320} aria-label="Loading your copy settings" />
          ) : guardrails.isError ? (
            <LoadFailed
              message="Could not load your copy settings"
              onRetry={() => void guardrails.refetch()}
            />
          ) : (
            <>
              {current?.tripped_at && (
                <Alert severity="error">
                  <AlertTitle>Copying stopped</AlertTitle>
                  Your copies fell {current.tripped_drawdown_percent ?? current.drawdown_percent}% from their
                  peak, past your copy stop of {current.copy_stop_percent}%. Copies of {expert.name}'s calls
                  are refused until you save these settings again.
                </Alert>
              )}
              {current && !current.tripped_at && (
                <Typography variant="body2">
                  Open exposure {formatRupees(current.open_exposure)} of{' '}
                  {formatRupees(current.max_open_exposure)}; drawdown {current.drawdown_percent}%.
                </Typography>
              )}
              <GuardrailForm
                key={current?.set_at ?? 'none'}
                expertUserId={expert.user_id}
                initial={current}
                onSaved={() => {
                  notify(
                    current?.tripped_at ? 'Copy settings saved; copying resumed' : 'Copy settings saved',
                    'success',
                  );
                  onClose();
                }}
              />
              <Link component={RouterLink} to={COPY_GUARDRAILS_PATH} variant="body2" onClick={onClose}>
                All your copy guardrails and price alerts
              </Link>
            </>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
