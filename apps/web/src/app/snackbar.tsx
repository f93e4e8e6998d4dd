import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { NotifyVariant } from '../api/app-bridge.ts';
import type { Enqueue } from './snackbar-host.tsx';

// notistack (~9 kB compressed) loads with the first snackbar, not with every page.
const SnackbarHost = lazy(() => import('./snackbar-host.tsx').then((m) => ({ default: m.SnackbarHost })));

let enqueue: Enqueue | undefined;
/** Snackbars asked for before the host has loaded, shown in order once it has. */
const waiting: Parameters<Enqueue>[] = [];
let wakeHost: (() => void) | undefined;

function hostReady(ready: Enqueue | undefined): void {
  enqueue = ready;
  if (!ready) return;
  for (const args of waiting.splice(0)) ready(...args);
}

/** Renders the app and, from the first snackbar on, the snackbar host beside it. */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  const [isWanted, setIsWanted] = useState(waiting.length > 0);
  useEffect(() => {
    wakeHost = () => setIsWanted(true);
    if (waiting.length > 0) setIsWanted(true);
    return () => {
      wakeHost = undefined;
    };
  }, []);
  return (
    <>
      {children}
      {isWanted && (
        <Suspense fallback={null}>
          <SnackbarHost onReady={hostReady} />
        </Suspense>
      )}
    </>
  );
}

/** The `notify` the shell registers for code outside React. */
export function showSnackbar(message: string, variant: NotifyVariant = 'default', ms?: number): void {
  if (enqueue) {
    enqueue(message, variant, ms);
    return;
  }
  waiting.push([message, variant, ms]);
  wakeHost?.();
}
