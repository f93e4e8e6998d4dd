/** The route table of platform.md §2 and groups-and-payments.md §2; docs/web.md lists it. */
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { isLoginValid } from '../api/auth-state.ts';
import { readSession } from '../api/session.ts';
import { TRACK_RECORD_PATH } from '../features/track-record/paths.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { guardNavigation, type RouteMeta } from './guard.ts';
import { AuthLayout } from './layout/auth-layout.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { withAppQueryClient } from './query-client.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ROUTE_PATHS } from './route-names.ts';
import { isRouteMeta } from './use-route-meta.ts';

const LandingPage = lazyPage(() => import('../features/landing/landing-page.tsx'), 'LandingPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage');
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
const VerifyOtpPage = lazyPage(() => import('../features/auth/pages/verify-otp-page.tsx'), 'VerifyOtpPage');
const CompleteProfilePage = lazyPage(
  () => import('../features/auth/pages/complete-profile-page.tsx'),
  'CompleteProfilePage',
);
const DisclaimerPage = lazyPage(() => import('../features/legal/disclaimer-page.tsx'), 'DisclaimerPage');
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
const InvestorCharterPage = lazyPage(
  () => import('../features/legal/investor-charter-page.tsx'),
  'InvestorCharterPage',
);
const SubscribePage = lazyPage(() => import('../features/subscribe/subscribe-page.tsx'), 'SubscribePage');
const SecurityPage = lazyPage(() => import('../features/securities/security-page.tsx'), 'SecurityPage');
const WatchlistPage = lazyPage(
  () => import('../features/watchlists/pages/watchlist-page.tsx'),
  'WatchlistPage',
);
const StockReportsPage = lazyPage(
  () => import('../features/reports/pages/stock-reports-page.tsx'),
  'StockReportsPage',
);
const DownloadedReportsPage = lazyPage(
  () => import('../features/reports/pages/downloaded-reports-page.tsx'),
  'DownloadedReportsPage',
);
const MyProfilePage = lazyPage(() => import('../features/profile/my-profile-page.tsx'), 'MyProfilePage');
const OthersProfilePage = lazyPage(
  () => import('../features/profile/others-profile-page.tsx'),
  'OthersProfilePage',
);
const ShareTradePage = lazyPage(
  () => import('../features/trades/pages/share-trade-page.tsx'),
  'ShareTradePage',
);
const TrackRecordPage = lazyPage(
  () => import('../features/track-record/pages/track-record-page.tsx'),
  'TrackRecordPage',
);
const TradeReportListPage = lazyPage(
  () => import('../features/trades/pages/trade-report-list-page.tsx'),
  'TradeReportListPage',
);
const HomePage = lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage');
const NetworkPage = lazyPage(() => import('../features/network/network-page.tsx'), 'NetworkPage');
const FollowSebiUserPage = lazyPage(
  () => import('../features/follows/pages/follow-sebi-user-page.tsx'),
  'FollowSebiUserPage',
);
const SearchPage = lazyPage(() => import('../features/search/search-page.tsx'), 'SearchPage');
const RecentSearchPage = lazyPage(
  () => import('../features/search/recent-search-page.tsx'),
  'RecentSearchPage',
);
const NotificationsPage = lazyPage(
  () => import('../features/notifications/notifications-page.tsx'),
  'NotificationsPage',
);
const GroupDetailPage = lazyPage(
  () => import('../features/groups/pages/group-detail-page.tsx'),
  'GroupDetailPage',
);
const PremiumGroupPage = lazyPage(
  () => import('../features/groups/pages/premium-group-page.tsx'),
  'PremiumGroupPage',
);
const AllGroupsPage = lazyPage(() => import('../features/groups/pages/all-groups-page.tsx'), 'AllGroupsPage');
const PremiumGroupsPage = lazyPage(
  () => import('../features/groups/pages/premium-groups-page.tsx'),
  'PremiumGroupsPage',
);
const TransactionsPage = lazyPage(
  () => import('../features/transactions/pages/transactions-page.tsx'),
  'TransactionsPage',
);
const MembershipsPage = lazyPage(
  () => import('../features/memberships/pages/memberships-page.tsx'),
  'MembershipsPage',
);
const MarketsPage = lazyPage(() => import('../features/markets/markets-page.tsx'), 'MarketsPage');
const NewsPage = lazyPage(() => import('../features/news/pages/news-page.tsx'), 'NewsPage');
const NewsDetailPage = lazyPage(
  () => import('../features/news/pages/news-detail-page.tsx'),
  'NewsDetailPage',
);
const EconomicCalendarPage = lazyPage(
  () => import('../features/economic-calendar/economic-calendar-page.tsx'),
  'EconomicCalendarPage',
);
const TrendingPage = lazyPage(() => import('../features/trending/pages/trending-page.tsx'), 'TrendingPage');
const ComingSoonPage = lazyPage(
  () => import('../features/placeholder/coming-soon-page.tsx'),
  'ComingSoonPage',
);

function page(
  path: string,
  title: string,
  guest: boolean,
  Page: ComponentType = ComingSoonPage,
): RouteObject {
  const handle: RouteMeta = { title, guest };
  return { path, handle, element: <Page /> };
}
function memberIndex(title: string, Page: ComponentType = ComingSoonPage): RouteObject {
  const handle: RouteMeta = { title, guest: false };
  return { index: true, handle, element: <Page /> };
}
const guest = (path: string, title: string, Page?: ComponentType) => page(path, title, true, Page);
const member = (path: string, title: string, Page?: ComponentType) => page(path, title, false, Page);

/**
 * A route whose loader starts, at once, what its page will need: the page's code and, through
 * `prefetch`, its first data calls. Both used to wait for the page's code to arrive and render (on a
 * phone, seconds). Nothing is awaited: the navigation never waits for them.
 */
function startingEarly(
  route: RouteObject,
  Page: { preload: () => void },
  prefetch?: (args: LoaderFunctionArgs) => void,
): RouteObject {
  return {
    ...route,
    loader: (args: LoaderFunctionArgs) => {
      // The data calls' code first (small; the browser takes requests in order), the page's a task
      // later: the import helper asks for a module itself only after listing its dependencies.
      prefetch?.(args);
      setTimeout(Page.preload, 0);
      return null;
    },
  };
}

/** The signed-in user's id when the login is valid (data calls of a member page need it), else null. */
function signedInUserId(): number | null {
  const session = readSession();
  return isLoginValid(session) ? Number(session.userId) : null;
}

function prefetchHomeData({ params }: LoaderFunctionArgs): void {
  const userId = signedInUserId();
  if (userId === null || Number(params.id) !== userId) return;
  withAppQueryClient((client) => {
    import('../features/home/prefetch.ts')
      .then((module) => module.prefetchHome(client, userId))
      .catch(() => {});
  });
}

function prefetchTrendingData(): void {
  const userId = signedInUserId();
  if (userId === null) return;
  withAppQueryClient((client) => {
    import('../features/trending/prefetch.ts')
      .then((module) => module.prefetchTrending(client, userId))
      .catch(() => {});
  });
}

/** The group page reads a visitor's detail without a login; the premium page always the full one. */
function prefetchGroupData(asVisitorWhenSignedOut: boolean) {
  return ({ params }: LoaderFunctionArgs): void => {
    const asVisitor = asVisitorWhenSignedOut && signedInUserId() === null;
    withAppQueryClient((client) => {
      import('../features/groups/prefetch.ts')
        .then((module) => module.prefetchGroup(client, Number(params.id), asVisitor))
        .catch(() => {});
    });
  };
}

/** The sign-in steps: open to visitors; a signed-in user is sent on (guard.ts). */
function signInStep(path: string, title: string, Page: ComponentType): RouteObject {
  const handle: RouteMeta = { title, guest: true, isSignInStep: true };
  return { path, handle, element: <Page /> };
}

const authRoutes: RouteObject[] = [
  signInStep(ROUTE_PATHS.login, 'Login', LoginPage),
  signInStep(ROUTE_PATHS.verifyOtp, 'Verify OTP', VerifyOtpPage),
  signInStep(ROUTE_PATHS.completeProfile, 'Complete Profile', CompleteProfilePage),
];

const guestRoutes: RouteObject[] = [
  { index: true, handle: { guest: true } satisfies RouteMeta, element: <LandingPage /> },
  guest(ROUTE_PATHS.disclaimer, 'Disclaimer', DisclaimerPage),
  guest('/subscribe', 'Subscribe', SubscribePage),
  guest(ROUTE_PATHS.privacyPolicy, 'Privacy Policy', PrivacyPolicyPage),
  guest(ROUTE_PATHS.investorCharter, 'Investor Charter', InvestorCharterPage),
  startingEarly(
    guest(ROUTE_PATHS.premiumGroup, 'Premium Group', PremiumGroupPage),
    PremiumGroupPage,
    prefetchGroupData(false),
  ),
  guest(ROUTE_PATHS.webinars, 'Webinars'),
  guest(ROUTE_PATHS.OthersProfilePage, 'Profile', OthersProfilePage),
  guest(ROUTE_PATHS.shareTrade, 'Trade', ShareTradePage),
  guest(TRACK_RECORD_PATH, 'Track record', TrackRecordPage),
  guest('/news-detail', 'News', NewsDetailPage),
  guest(ROUTE_PATHS.Search, 'Search', SecurityPage),
  guest(ROUTE_PATHS.watchlist, 'Watchlist', WatchlistPage),
  startingEarly(
    guest(ROUTE_PATHS.GroupDetails, 'Group', GroupDetailPage),
    GroupDetailPage,
    prefetchGroupData(true),
  ),
  guest('/playlist-detail', 'Playlist'),
  guest('/video-detail', 'Video'),
];

const adminRoute: RouteObject = {
  path: '/admin',
  handle: { title: 'Admin Panel', guest: false } satisfies RouteMeta,
  children: [
    memberIndex('Admin Panel'),
    member('groups-verification', 'Groups Verification'),
    member('videos-verification', 'Videos Verification'),
    member('teams', 'Teams'),
    member('admin-playlist-detail', 'Playlist Detail'),
    member('admin-video-detail', 'Video Detail'),
  ],
};

const trendingRoute: RouteObject = {
  path: '/trending',
  handle: { title: 'Trending', guest: false } satisfies RouteMeta,
  children: [
    { index: true, loader: () => redirect(ROUTE_PATHS.mainPage) },
    {
      path: ROUTE_PATHS.mainPage,
      children: [
        startingEarly(memberIndex('Trending', TrendingPage), TrendingPage, prefetchTrendingData),
        member(ROUTE_PATHS.premiumGroups, 'Premium Groups', PremiumGroupsPage),
        member(ROUTE_PATHS.allGroups, 'Groups', AllGroupsPage),
      ],
    },
    member('markets', 'Markets', MarketsPage),
    member('news', 'News', NewsPage),
    member('economic-calendar', 'Economic Calendar', EconomicCalendarPage),
    member('reports', 'Research Reports', StockReportsPage),
    member(ROUTE_PATHS.Downloads, 'Downloads', DownloadedReportsPage),
    member(ROUTE_PATHS.Gamification, 'Gamification'),
    member('unlockTrade', 'Unlock Premium Trades'),
    member(ROUTE_PATHS.WebinarsPage, 'Webinars'),
  ],
};

const memberRoutes: RouteObject[] = [
  adminRoute,
  startingEarly(member(ROUTE_PATHS.HomePage, 'Home', HomePage), HomePage, prefetchHomeData),
  trendingRoute,
  member('/video-course-list', 'Video Courses'),
  member(ROUTE_PATHS.ProfilePage, 'My Profile', MyProfilePage),
  member('/questions', 'Questions'),
  member('/Download-Trade', 'Download Trade'),
  member('/Download-Trade-Report-List', 'Download Trade Report List', TradeReportListPage),
  member('/copy-trade', 'Copy Trade'),
  member('/Follow-SEBI-User', 'Follow SEBI User', FollowSebiUserPage),
  member(ROUTE_PATHS.network, 'Network', NetworkPage),
  member('/search-page', 'Search', SearchPage),
  member('/recent-search', 'Recent Search', RecentSearchPage),
  member(ROUTE_PATHS.notifications, 'Notifications', NotificationsPage),
  member(ROUTE_PATHS.transactions, 'Transactions', TransactionsPage),
  member(ROUTE_PATHS.membership, 'My Memberships', MembershipsPage),
  member('/video-and-playlist', 'Video and Playlist'),
  member(ROUTE_PATHS.tradingSection, 'Trading'),
  member('/portfolioEvaluation', 'Review'),
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    loader: guardLoader,
    // The guard must run on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    children: [
      { element: <AuthLayout />, children: authRoutes },
      {
        element: <MainLayout />,
        children: [...guestRoutes, ...memberRoutes, guest('*', 'Page not Found', NotFoundPage)],
      },
    ],
  },
];

/** The meta of the deepest route matching a path (what the guard decides on). */
export function routeMetaFor(pathname: string): RouteMeta | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.map((match) => match.route.handle).findLast(isRouteMeta);
}

function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const destination = guardNavigation(url, routeMetaFor(url.pathname));
  if (destination) throw redirect(destination);
  return null;
}
