import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSignupBonus } from '../features/auth/signup-bonus.ts';
import { useSessionTracking } from '../features/session-tracking/use-session-tracking.ts';
import { CongratulationDialog } from '../features/trades/dialogs/congratulation-dialog.tsx';
import { pageTitle } from './guard.ts';
import { useRouteMeta } from './use-route-meta.ts';

/** The root of every route: keeps document.title in step with the route's meta, tracks the session. */
export function RootShell() {
  useSessionTracking();
  const title = useRouteMeta()?.title;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  const bonus = useSignupBonus();
  const meta = useRouteMeta();
  return (
    <>
      <Outlet />
      {/* Shown once after a first sign-in, on the first page that is not part of signing in. */}
      {bonus.isOpen && !isAuthPage(meta?.title) && <CongratulationDialog open onClose={bonus.dismiss} />}
    </>
  );
}

const SIGN_IN_TITLES = new Set(['Login', 'Verify OTP', 'Complete Profile']);
function isAuthPage(title: string | undefined): boolean {
  return title !== undefined && SIGN_IN_TITLES.has(title);
}
