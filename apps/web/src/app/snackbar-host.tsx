import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { SNACKBAR_DEFAULT_MS } from '@tradecircle/domain';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { NotifyVariant } from '../api/app-bridge.ts';

export type Enqueue = (message: string, variant: NotifyVariant, ms?: number) => void;

function CloseAction(key: SnackbarKey) {
  return (
    <IconButton aria-label="Close" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

const enqueue: Enqueue = (message, variant, ms) =>
  enqueueSnackbar(message, { variant, ...(ms === undefined ? {} : { autoHideDuration: ms }) });

/** Top-right snackbars, 4000 ms by default, each with a Close button (platform.md §2 app shell). */
export function SnackbarHost({ onReady }: { onReady: (enqueue: Enqueue | undefined) => void }) {
  useEffect(() => {
    onReady(enqueue);
    return () => onReady(undefined);
  }, [onReady]);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={SNACKBAR_DEFAULT_MS}
      maxSnack={3}
      action={CloseAction}
    />
  );
}
