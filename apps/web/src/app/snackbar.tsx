import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { SNACKBAR_DEFAULT_MS } from '@tradecircle/domain';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import type { NotifyVariant } from '../api/app-bridge.ts';

function CloseAction(key: SnackbarKey) {
  return (
    <IconButton aria-label="Close" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** Top-right snackbars, 4000 ms by default, each with a Close button (platform.md §2 app shell). */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={SNACKBAR_DEFAULT_MS}
      maxSnack={3}
      action={CloseAction}
    >
      {children}
    </SnackbarProvider>
  );
}

/** The `notify` the shell registers for code outside React. */
export function showSnackbar(message: string, variant: NotifyVariant = 'default', ms?: number): void {
  enqueueSnackbar(message, { variant, ...(ms === undefined ? {} : { autoHideDuration: ms }) });
}
