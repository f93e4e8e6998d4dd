/** The route table of platform.md §2 and groups-and-payments.md §2; docs/web.md lists it. */

import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { ADMIN_SECTION_PATHS } from '../features/admin/index.ts';
import { AdminPage } from '../features/admin/lazy.ts';
import { CompleteProfilePage, LoginPage, VerifyOtpPage } from '../features/auth/lazy.ts';
import { CopiedTradesPage } from '../features/copied-trades/lazy.ts';
import { COPY_GUARDRAILS_PATH } from '../features/copy-guardrails/index.ts';
import { CopyGuardrailsPage } from '../features/copy-guardrails/lazy.ts';
import { EconomicCalendarPage } from '../features/economic-calendar/lazy.ts';
import { FollowSebiUserPage } from '../features/follows/lazy.ts';
import { UNLOCK_TRADES_PATH } from '../features/gamification/index.ts';
import { GamificationPage, UnlockTradesPage } from '../features/gamification/lazy.ts';
import {
  AllGroupsPage,
  GroupDetailPage,
  loadGroupPrefetch,
  PremiumGroupPage,
  PremiumGroupsPage,
} from '../features/groups/lazy.ts';
import { HomePage, loadHomePrefetch } from '../features/home/lazy.ts';
import { LandingPage } from '../features/landing/lazy.ts';
import { DisclaimerPage, InvestorCharterPage, PrivacyPolicyPage } from '../features/legal/lazy.ts';
import { MarketsPage } from '../features/markets/lazy.ts';
import { MembershipsPage } from '../features/memberships/lazy.ts';
import { NetworkPage } from '../features/network/lazy.ts';
import { NewsDetailPage, NewsPage } from '../features/news/lazy.ts';
import { NotFoundPage } from '../features/not-found/lazy.ts';
import { NotificationsPage } from '../features/notifications/lazy.ts';
import { PortfolioReviewPage } from '../features/portfolio/lazy.ts';
import { MyProfilePage, OthersProfilePage } from '../features/profile/lazy.ts';
import { DownloadedReportsPage, StockReportsPage } from '../features/reports/lazy.ts';
import { RISK_PROFILE_PATH } from '../features/risk-profile/index.ts';
import { RiskProfilePage } from '../features/risk-profile/lazy.ts';
import { RecentSearchPage, SearchPage } from '../features/search/lazy.ts';
import { SecurityPage } from '../features/securities/lazy.ts';
import { SubscribePage } from '../features/subscribe/lazy.ts';
import { TRACK_RECORD_PATH } from '../features/track-record/index.ts';
import { TrackRecordPage } from '../features/track-record/lazy.ts';
import { TRADE_EXPORT_PATH } from '../features/trade-export/index.ts';
import { TradeExportPage } from '../features/trade-export/lazy.ts';
import { ShareTradePage, TradeReportListPage } from '../features/trades/lazy.ts';
import { TradingPage } from '../features/trading/lazy.ts';
import { TransactionsPage } from '../features/transactions/lazy.ts';
import { loadTrendingPrefetch, TrendingPage } from '../features/trending/lazy.ts';
import {
  MyVideosPage,
  PlaylistDetailPage,
  VideoCoursesPage,
  VideoDetailPage,
} from '../features/videos/lazy.ts';
import { WatchlistPage } from '../features/watchlists/lazy.ts';
import { WebinarsPage } from '../features/webinars/lazy.ts';
import { isLoginValid } from '../shared/api/auth-state.ts';
import { readSession } from '../shared/api/session.ts';
import { isRouteMeta, type RouteMeta } from '../shared/routing/route-meta.ts';
import { ROUTE_PATHS } from '../shared/routing/route-names.ts';
import { LoadingScreen } from '../shared/ui/loading-screen.tsx';
import { guardNavigation } from './guard.ts';
import { AuthLayout } from './layout/auth-layout.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { withAppQueryClient } from './query-client.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

function page(path: string, title: string, guest: boolean, Page: ComponentType): RouteObject {
  const handle: RouteMeta = { title, guest };
  return { path, handle, element: <Page /> };
}
function memberIndex(title: string, Page: ComponentType): RouteObject {
  const handle: RouteMeta = { title, guest: false };
  return { index: true, handle, element: <Page /> };
}
const guest = (path: string, title: string, Page: ComponentType) => page(path, title, true, Page);
const member = (path: string, title: string, Page: ComponentType) => page(path, title, false, Page);

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
    loadHomePrefetch()
      .then((module) => module.prefetchHome(client, userId))
      .catch(() => {});
  });
}

function prefetchTrendingData(): void {
  const userId = signedInUserId();
  if (userId === null) return;
  withAppQueryClient((client) => {
    loadTrendingPrefetch()
      .then((module) => module.prefetchTrending(client, userId))
      .catch(() => {});
  });
}

/** The group page reads a visitor's detail without a login; the premium page always the full one. */
function prefetchGroupData(asVisitorWhenSignedOut: boolean) {
  return ({ params }: LoaderFunctionArgs): void => {
    const asVisitor = asVisitorWhenSignedOut && signedInUserId() === null;
    withAppQueryClient((client) => {
      loadGroupPrefetch()
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
  guest(ROUTE_PATHS.webinars, 'Webinars', WebinarsPage),
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
  guest('/playlist-detail', 'Playlist', PlaylistDetailPage),
  guest('/video-detail', 'Video', VideoDetailPage),
];

const adminRoute: RouteObject = {
  path: '/admin',
  handle: { title: 'Admin Panel', guest: false } satisfies RouteMeta,
  children: [
    memberIndex('Admin Panel', AdminPage),
    ...ADMIN_SECTION_PATHS.map(({ path, title }) => member(path, title, AdminPage)),
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
    member(ROUTE_PATHS.Gamification, 'Gamification', GamificationPage),
    member(UNLOCK_TRADES_PATH, 'Unlock Premium Trades', UnlockTradesPage),
    member(ROUTE_PATHS.WebinarsPage, 'Webinars', WebinarsPage),
  ],
};

const memberRoutes: RouteObject[] = [
  adminRoute,
  startingEarly(member(ROUTE_PATHS.HomePage, 'Home', HomePage), HomePage, prefetchHomeData),
  trendingRoute,
  member('/video-course-list', 'Video Courses', VideoCoursesPage),
  member(ROUTE_PATHS.ProfilePage, 'My Profile', MyProfilePage),
  member(RISK_PROFILE_PATH, 'Risk Profile', RiskProfilePage),
  member(TRADE_EXPORT_PATH, 'Download Trade', TradeExportPage),
  member('/Download-Trade-Report-List', 'Download Trade Report List', TradeReportListPage),
  member('/copy-trade', 'Copy Trade', CopiedTradesPage),
  member(COPY_GUARDRAILS_PATH, 'Copy Guardrails', CopyGuardrailsPage),
  member('/Follow-SEBI-User', 'Follow SEBI User', FollowSebiUserPage),
  member(ROUTE_PATHS.network, 'Network', NetworkPage),
  member('/search-page', 'Search', SearchPage),
  member('/recent-search', 'Recent Search', RecentSearchPage),
  member(ROUTE_PATHS.notifications, 'Notifications', NotificationsPage),
  member(ROUTE_PATHS.transactions, 'Transactions', TransactionsPage),
  member(ROUTE_PATHS.membership, 'My Memberships', MembershipsPage),
  member('/video-and-playlist', 'Video and Playlist', MyVideosPage),
  member(ROUTE_PATHS.tradingSection, 'Trading', TradingPage),
  member('/portfolioEvaluation', 'Review', PortfolioReviewPage),
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
