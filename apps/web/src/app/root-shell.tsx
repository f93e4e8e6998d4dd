import { useQueryClient } from '@tanstack/react-query';
import { SESSION_UPDATE_INTERVAL_MS } from '@tradecircle/domain';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSignupBonus } from '../features/auth/index.ts';
import { afterPageData, useSessionTracking } from '../features/session-tracking/index.ts';
import { TradeActionsProvider } from '../features/trades/index.ts';
import { loadCongratulationDialog } from '../features/trades/lazy.ts';
import { withTimeout } from '../shared/lazy/lazy-page.ts';
import { pageTitle, useRouteMeta } from '../shared/routing/route-meta.ts';

// Shown once per account, so its code is fetched only then, not on every first page load.
const CongratulationDialog = lazy(() =>
  withTimeout(loadCongratulationDialog()).then((module) => ({
    default: module.CongratulationDialog,
  })),
);

/**
 * The root of every route: keeps document.title in step with the route's meta, tracks the session
 * (its first update once the page's own data calls have gone out and answered), and gives every page
 * the trade cards' actions.
 */
export function RootShell() {
  const queryClient = useQueryClient();
  useSessionTracking(() => afterPageData(queryClient, SESSION_UPDATE_INTERVAL_MS));
  const title = useRouteMeta()?.title;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  const bonus = useSignupBonus();
  const meta = useRouteMeta();
  return (
    <>
      {/* The trade cards' actions (composer, detail, dialogs), for every page. */}
      <TradeActionsProvider>
        <Outlet />
      </TradeActionsProvider>
      {/* Shown once after a first sign-in, on the first page that is not part of signing in. */}
      {bonus.isOpen && !meta?.isSignInStep && (
        <Suspense fallback={null}>
          <CongratulationDialog open onClose={bonus.dismiss} />
        </Suspense>
      )}
    </>
  );
}
