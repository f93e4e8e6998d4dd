import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { PAYMENT_DIALOG_WIDTH_PX } from '@tradecircle/domain';
import { useHoldSignupBonus } from '../auth/signup-bonus.ts';

interface PaymentSetupDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Stands in for the payment modal until the payments release: no checkout is pretended. */
export function PaymentSetupDialog({ open, onClose }: PaymentSetupDialogProps) {
  useHoldSignupBonus(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: PAYMENT_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>You are signed in</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ScheduleOutlined color="primary" sx={{ fontSize: 48 }} />
          <Typography>
            Online payment for the daily equity trading calls subscription is being set up. Payments will open
            with the payments release; nothing has been charged.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
