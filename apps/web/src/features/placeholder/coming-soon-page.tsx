import { useLocation } from 'react-router';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import { useRouteMeta } from '../../shared/routing/route-meta.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { ComingSoonPanel } from '../../shared/ui/coming-soon-panel.tsx';

export const BACK_TO_HOME = 'Back to home';
export const GO_TO_PROFILE = 'Go to my profile';

/**
 * Where a not-yet-built page sends its reader: a signed-in user to their own home (HomePage), a
 * visitor to the landing page. On the home page itself (not built yet either) it offers the profile.
 */
export function useComingSoonExit(): { to: string; label: string } {
  const isLoggedIn = useIsLoggedIn();
  const { userId } = useSession();
  const { pathname } = useLocation();
  if (!isLoggedIn || !userId) return { to: routeTo('landing'), label: BACK_TO_HOME };
  const home = routeTo('HomePage', { id: userId });
  if (pathname.replace(/\/+$/, '') === home) return { to: routeTo('ProfilePage'), label: GO_TO_PROFILE };
  return { to: home, label: BACK_TO_HOME };
}

/** Any route of the table whose page is not built yet: the panel named after the route's title. */
export function ComingSoonPage() {
  const meta = useRouteMeta();
  return <ComingSoonPanel pageName={meta?.title ?? 'This page'} exit={useComingSoonExit()} />;
}
