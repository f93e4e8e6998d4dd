import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { SIGNUP_BONUS_CREDITS } from '@tradecircle/domain';
import { notify } from '../../../shared/api/app-bridge.ts';

export const CONGRATULATION_TITLE = 'Congratulations!';
export const BONUS_CREDITED_MESSAGE = `${SIGNUP_BONUS_CREDITS} credits have been added to your account`;

export interface CongratulationDialogProps {
  open: boolean;
  /** Skip, Escape, or Redeem Now. */
  onClose: () => void;
}

/**
 * The signup bonus (trades.md §1, §9): 300 credits, Skip or Redeem Now. The Gamification page (where
 * coins are spent) is not built yet, so Redeem Now does not lead to its placeholder: it confirms the
 * credits are in the account and closes.
 */
export function CongratulationDialog({ open, onClose }: CongratulationDialogProps) {
  const handleRedeem = () => {
    notify(BONUS_CREDITED_MESSAGE, 'success');
    onClose();
  };

  return (
    // A small card on phones too: a whole white screen for three lines read as a page, not a greeting.
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle sx={{ textAlign: 'center' }}>{CONGRATULATION_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
          <CelebrationOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h5" component="p">
            {SIGNUP_BONUS_CREDITS} credits
          </Typography>
          <Typography color="text.secondary">
            You have received a signup bonus of {SIGNUP_BONUS_CREDITS} credits. Redeem them for premium trades
            and more.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'center' }}>
        <Button onClick={onClose}>Skip</Button>
        <Button variant="contained" onClick={handleRedeem} autoFocus>
          Redeem Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
