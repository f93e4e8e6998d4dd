import { Button, type SxProps, type Theme } from '@mui/material';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';

type DialogProps<P> = P & { open: boolean; onClose: () => void };

/**
 * An outlined button, for a signed-in user only (what it opens is the user's own; visitors see
 * nothing), that opens `Dialog` (a lazy one is fetched when first pressed). Each opening mounts the
 * dialog afresh (what it shows is read again); closing keeps it, so it animates out.
 */
export function SignedInDialogButton<P extends object>({
  label,
  icon,
  Dialog,
  dialogProps,
  sx,
}: {
  label: string;
  icon: ReactNode;
  Dialog: ComponentType<DialogProps<P>>;
  dialogProps: P;
  sx?: SxProps<Theme>;
}) {
  const isLoggedIn = useIsLoggedIn();
  const [dialog, setDialog] = useState({ isOpen: false, opening: 0 });
  if (!isLoggedIn) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={icon}
        aria-haspopup="dialog"
        onClick={() => setDialog((last) => ({ isOpen: true, opening: last.opening + 1 }))}
        {...(sx ? { sx } : {})}
      >
        {label}
      </Button>
      <OnceOpened open={dialog.isOpen}>
        <Dialog
          key={dialog.opening}
          {...dialogProps}
          open={dialog.isOpen}
          onClose={() => setDialog((last) => ({ ...last, isOpen: false }))}
        />
      </OnceOpened>
    </>
  );
}
