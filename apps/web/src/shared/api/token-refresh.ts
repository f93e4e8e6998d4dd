/**
 * Exchanges the refresh token for a new pair at api/token/refresh/. The server accepts only access
 * tokens as bearer and rotates refresh tokens, so concurrent callers must share one exchange: two
 * exchanges of the same refresh token would have the second refused and log the user out.
 */
import { AUTH_ENDPOINTS, type BodyOf, pathOf, type TokenPair } from '@tradecircle/domain';
import { apiUrl } from './request.ts';
import { writeSession } from './session.ts';

/**
 * The domain's TokenPair checked by hand, not with TokenPairSchema: this file is on every page's
 * first load, and zod's runtime would add ~50 kB to it (the build refuses zod in the entry).
 */
function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const { access, refresh } = value as Record<string, unknown>;
  return typeof access === 'string' && typeof refresh === 'string';
}

let inFlight: Promise<TokenPair | null> | null = null;

const REFRESH = AUTH_ENDPOINTS.refreshToken;

async function exchange(refresh: string): Promise<TokenPair | null> {
  const body: BodyOf<typeof REFRESH> = { refresh };
  // Plain fetch, not request(): the error catalogue must not run (and recurse) for a refused refresh.
  const response = await fetch(apiUrl(pathOf(REFRESH)), {
    method: REFRESH.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`Token refresh failed with status ${response.status}`);
    return null;
  }
  const pair: unknown = await response.json();
  if (!isTokenPair(pair)) return null;
  writeSession({ access: pair.access, refresh: pair.refresh, token: JSON.stringify(pair) });
  return pair;
}

/**
 * The new pair (already stored), or null when the server refused the refresh token.
 * Rejects on network or server failure, when the session may still be good.
 */
export function refreshTokens(refresh: string): Promise<TokenPair | null> {
  inFlight ??= exchange(refresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
