import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';

export interface NextToGamificationDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The spec's gamification modals (streak, lock trade): a short explanation with Next, which leads
 * to the Gamification page (and only closes when that page is already open).
 */
export function NextToGamificationDialog({
  open,
  onClose,
  title,
  icon,
  children,
}: NextToGamificationDialogProps & { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const next = () => {
    onClose();
    const gamification = routeTo('Gamification');
    if (pathname !== gamification) navigate(gamification);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{GAMIFICATION_TEXTS.close}</Button>
        <Button variant="contained" onClick={next} autoFocus>
          {GAMIFICATION_TEXTS.next}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
