/**
 * The frame of the payments area's admin dialogs (plans, coupons, payout information): full screen
 * below md, a title with a Close button, the content with dividers and, when `submit` is given, a
 * footer of Cancel and that button.
 */
import Close from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export function EditorDialog({
  open,
  onClose,
  title,
  maxWidth,
  submit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  maxWidth: 'sm' | 'md';
  /** The footer's main button, after Cancel; no footer without it. */
  submit?: ReactNode;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {submit && (
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          {submit}
        </DialogActions>
      )}
    </Dialog>
  );
}
