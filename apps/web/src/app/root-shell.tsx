import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSessionTracking } from '../features/session-tracking/use-session-tracking.ts';
import { pageTitle } from './guard.ts';
import { useRouteMeta } from './use-route-meta.ts';

/** The root of every route: keeps document.title in step with the route's meta, tracks the session. */
export function RootShell() {
  useSessionTracking();
  const title = useRouteMeta()?.title;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return <Outlet />;
}
