/** The spec's named routes (platform.md §2, trades.md §2, groups-and-payments.md §2) and their paths. */
import { INVESTOR_CHARTER_PATH } from '@tradecircle/domain';
import { generatePath } from 'react-router';

export const ROUTE_PATHS = {
  landing: '/',
  login: '/login',
  AuthPage: '/login',
  verifyOtp: '/verify-otp',
  completeProfile: '/complete-profile',
  HomePage: '/home/:id',
  ProfilePage: '/my-profile',
  OthersProfilePage: '/profile/:id/:name',
  shareTrade: '/trade/:id/:securityName',
  allGroups: '/trending/main/all-groups/:id',
  premiumGroup: '/premium-groups/detail/:id',
  GroupDetails: '/groups/:id',
  Search: '/search/:query',
  premiumGroups: '/trending/main/premium-groups',
  tradingSection: '/trading',
  webinars: '/webinars',
  WebinarsPage: '/trending/webinars',
  VideoCourseList: '/video-course-list',
  mainPage: '/trending/main',
  Gamification: '/trending/gamification',
  Downloads: '/trending/downloads',
  disclaimer: '/disclaimer',
  privacyPolicy: '/privacy-policy',
  /** Linked from every SEBI-registered expert's call disclosure (the server sends the path). */
  investorCharter: INVESTOR_CHARTER_PATH,
  watchlist: '/watchlist',
  /** Payments (groups-and-payments.md §2 route table). */
  transactions: '/transactions',
  membership: '/membership',
  network: '/network',
  notifications: '/notifications',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export type QueryValue = string | number | boolean | null | undefined;
export type RouteQuery = Record<string, QueryValue>;

const DEFAULT_QUERY: Partial<Record<RouteName, RouteQuery>> = {
  Search: { tab: 0 },
};

/** Builds a `?a=1&b=2` string; null and undefined values are skipped. */
export function toQueryString(query: RouteQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The path of a named route: `routeTo('HomePage', { id: 7 })` -> `/home/7`.
 * Missing params throw, as a link to `/home/:id` would be a bug.
 */
export function routeTo(
  name: RouteName,
  params: Record<string, string | number> = {},
  query: RouteQuery = {},
): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const path = generatePath(ROUTE_PATHS[name], stringParams);
  return path + toQueryString({ ...DEFAULT_QUERY[name], ...query });
}

/** A user's profile page: '/profile/{user id}/{name}', the name's spaces as dashes. */
export function profilePath(userId: number, name: string): string {
  return routeTo('OthersProfilePage', { id: userId, name: name.trim().replace(/\s+/g, '-') });
}

/** The security detail page: '/search/{security name}-{exchange}' with tab=0 (platform.md §2). */
export function securityPath(securityName: string, exchange: string): string {
  return routeTo('Search', { query: `${securityName}-${exchange}` });
}
