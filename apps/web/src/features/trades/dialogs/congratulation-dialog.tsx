import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { SIGNUP_BONUS_CREDITS } from '@tradecircle/domain';
import { useNavigate } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';

export const CONGRATULATION_TITLE = 'Congratulations!';

export interface CongratulationDialogProps {
  open: boolean;
  /** Skip, Escape, or Redeem Now. */
  onClose: () => void;
}

/**
 * The signup bonus, the spec's joining bonus modal (trades.md §1, §9; platform.md §2): 300 credits,
 * a real award of 300 coins on the server, with Skip or Redeem Now, which leads to the Gamification
 * page's Redeem Coins tab, where they are spent.
 */
export function CongratulationDialog({ open, onClose }: CongratulationDialogProps) {
  const navigate = useNavigate();
  const handleRedeem = () => {
    onClose();
    navigate(routeTo('Gamification', {}, { tab: 'redeem' }));
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
