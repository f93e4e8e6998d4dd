/** The navigation guard of platform.md §2: title, login requirement, login validity, marketing params. */
import { MARKETING_PARAMS } from '@tradecircle/domain';
import { hasStoredLogin, isLoginValid, pickBearerToken } from '../shared/api/auth-state.ts';
import {
  clearSession,
  type MarketingValues,
  readMarketingParams,
  readSession,
  saveMarketingParams,
} from '../shared/api/session.ts';
import type { RouteMeta } from '../shared/routing/route-meta.ts';
import { routeTo } from '../shared/routing/route-names.ts';

export function marketingParamsIn(search: URLSearchParams): MarketingValues {
  const found: MarketingValues = {};
  for (const param of MARKETING_PARAMS) {
    const value = search.get(param);
    if (value) found[param] = value;
  }
  return found;
}

/** Adds the saved marketing values the URL does not carry yet; returns path + query + hash. */
export function withMarketingParams(url: URL, saved: MarketingValues = readMarketingParams()): string {
  const search = new URLSearchParams(url.search);
  for (const [param, value] of Object.entries(saved)) {
    if (value && !search.has(param)) search.set(param, value);
  }
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/**
 * Decides where a navigation to `url` ends: null to stay, or a path to redirect to.
 * Side effects: an invalid session on a login route is cleared, and marketing values in the
 * URL are saved (after the clearing, so the visitor's campaign survives it).
 */
export function guardNavigation(url: URL, meta: RouteMeta | undefined, nowMs = Date.now()): string | null {
  let target = url;
  const onwards = meta?.isSignInStep ? signedInDestination(url.pathname, nowMs) : null;
  if (onwards) {
    target = new URL(onwards, url.origin);
  } else if (meta && !meta.guest) {
    const session = readSession();
    if (!hasStoredLogin(session)) {
      target = new URL(routeTo('login'), url.origin);
    } else if (!isLoginValid(session, nowMs)) {
      clearSession();
      target = new URL(routeTo('login'), url.origin);
    }
  }
  saveMarketingParams(marketingParamsIn(url.searchParams));

  const destination = withMarketingParams(target);
  const current = `${url.pathname}${url.search}${url.hash}`;
  return destination === current ? null : destination;
}

/**
 * Where a signed-in user who opens a sign-in step goes instead (Back after signing up, Get started on
 * the landing page): home when the login is complete, the profile step while the profile is still
 * owed (verified, a usable token, no profile id yet). Null to stay: a visitor, an expired login, or
 * the profile step itself while it is owed.
 */
function signedInDestination(pathname: string, nowMs: number): string | null {
  const session = readSession();
  if (!hasStoredLogin(session) || pickBearerToken(session, nowMs) === null) return null;
  if (isLoginValid(session, nowMs)) return routeTo('HomePage', { id: session.userId! });
  const profileStep = routeTo('completeProfile');
  return pathname === profileStep ? null : profileStep;
}
