import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { PAYMENT_DIALOG_WIDTH } from '@tradecircle/domain';

export const OFFER_CLOSED_TEXT =
  'Subscriptions are not open yet: no premium group is taking payments right now. Nothing has been charged.';
export const OFFER_FAILED_TEXT = 'The subscription could not be loaded. Nothing has been charged.';

export type OfferState = 'loading' | 'closed' | 'failed';

interface OfferStatusDialogProps {
  open: boolean;
  state: OfferState;
  onClose: () => void;
  onRetry: () => void;
}

/**
 * After the OTP step, while the offer loads, when no group takes payments (no checkout is
 * pretended) or when the offer could not be read.
 */
export function OfferStatusDialog({ open, state, onClose, onRetry }: OfferStatusDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: PAYMENT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>You are signed in</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {state === 'loading' ? (
            <CircularProgress aria-label="Loading the subscription" />
          ) : (
            <>
              <ScheduleOutlined color="primary" sx={{ fontSize: 48 }} />
              <Typography>{state === 'closed' ? OFFER_CLOSED_TEXT : OFFER_FAILED_TEXT}</Typography>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {state === 'failed' && <Button onClick={onRetry}>Retry</Button>}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
