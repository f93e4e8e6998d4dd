import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { SNACKBAR_DEFAULT_MS } from '@tradecircle/domain';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { NotifyVariant } from '../shared/api/app-bridge.ts';

export type Enqueue = (message: string, variant: NotifyVariant, ms?: number) => void;

/** What the app asks of the loaded host: show a snackbar, close those shown before a moment. */
export interface SnackbarControls {
  enqueue: Enqueue;
  closeShownBefore: (epochMs: number) => void;
}

function CloseAction(key: SnackbarKey) {
  return (
    <IconButton aria-label="Close" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** When each snackbar on screen was shown. */
const shownAt = new Map<SnackbarKey, number>();

const controls: SnackbarControls = {
  enqueue: (message, variant, ms) => {
    const key = enqueueSnackbar(message, {
      variant,
      ...(ms === undefined ? {} : { autoHideDuration: ms }),
      onExited: (_node, exitedKey) => shownAt.delete(exitedKey),
    });
    shownAt.set(key, Date.now());
  },
  closeShownBefore: (epochMs) => {
    for (const [key, at] of shownAt) if (at < epochMs) closeSnackbar(key);
  },
};

/** Top-right snackbars, 4000 ms by default, each with a Close button (platform.md §2 app shell). */
export function SnackbarHost({ onReady }: { onReady: (controls: SnackbarControls | undefined) => void }) {
  useEffect(() => {
    onReady(controls);
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
