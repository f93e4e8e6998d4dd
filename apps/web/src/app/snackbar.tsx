import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { NotifyVariant } from '../shared/api/app-bridge.ts';
import type { SnackbarControls } from './snackbar-host.tsx';

// notistack (~9 kB compressed) loads with the first snackbar, not with every page.
const SnackbarHost = lazy(() => import('./snackbar-host.tsx').then((m) => ({ default: m.SnackbarHost })));

/**
 * A snackbar shown this shortly before the screen changes belongs to the change (a 'Login required'
 * on the way to /login, 'Saved' before going back): it stays. Older ones were about the screen left.
 */
export const CARRY_OVER_GRACE_MS = 1000;

type Waiting = { args: Parameters<SnackbarControls['enqueue']>; at: number };

let controls: SnackbarControls | undefined;
/** Snackbars asked for before the host has loaded, shown in order once it has. */
let waiting: Waiting[] = [];
let wakeHost: (() => void) | undefined;

function hostReady(ready: SnackbarControls | undefined): void {
  controls = ready;
  if (!ready) return;
  const queued = waiting;
  waiting = [];
  for (const { args } of queued) ready.enqueue(...args);
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
  if (controls) {
    controls.enqueue(message, variant, ms);
    return;
  }
  waiting.push({ args: [message, variant, ms], at: Date.now() });
  wakeHost?.();
}

/**
 * The screen changed: snackbars about the one left go (they used to stay on the next screen), those
 * shown within CARRY_OVER_GRACE_MS stay.
 */
export function dismissCarriedOverSnackbars(now = Date.now()): void {
  const before = now - CARRY_OVER_GRACE_MS;
  waiting = waiting.filter((entry) => entry.at >= before);
  controls?.closeShownBefore(before);
}

type ScreenRouter = {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
};

/** Calls dismissCarriedOverSnackbars whenever the router shows another path (not on a query change). */
export function dismissSnackbarsOnScreenChange(router: ScreenRouter): () => void {
  let shownPath = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === shownPath) return;
    shownPath = state.location.pathname;
    dismissCarriedOverSnackbars();
  });
}
