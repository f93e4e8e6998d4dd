import { isJwtUsable } from './jwt.ts';
import { readSession, type StoredSession } from './session.ts';

/**
 * A token that still keeps the login alive: the access token if unexpired, else the refresh token.
 * The request helper does not send the refresh token as bearer; it exchanges it (api/request.ts).
 */
export function pickBearerToken(session: StoredSession = readSession(), nowMs = Date.now()): string | null {
  if (isJwtUsable(session.access, nowMs)) return session.access;
  if (isJwtUsable(session.refresh, nowMs)) return session.refresh;
  return null;
}

/** The guard's first check: user id and the verified flag both stored (verified must read true). */
export function hasStoredLogin(session: StoredSession = readSession()): boolean {
  return Boolean(session.userId) && session.verified === true;
}

/**
 * Login validity (platform.md §2 guard): an unexpired access or refresh token, and user id,
 * verified and profile id stored.
 */
export function isLoginValid(session: StoredSession = readSession(), nowMs = Date.now()): boolean {
  return hasStoredLogin(session) && Boolean(session.profileId) && pickBearerToken(session, nowMs) !== null;
}

/** A group a guest asked to join or subscribe to, remembered for the return after login. */
export const REDIRECT_GROUP_KEY = 'redirect_group_id';

/** When a guest subscribes or follows, the group is remembered for the return after login. */
export function rememberGroupForLogin(groupId: string | number): void {
  localStorage.setItem(REDIRECT_GROUP_KEY, String(groupId));
}

/** Reads and forgets the remembered group id. */
export function takeRememberedGroupId(): string | null {
  const groupId = localStorage.getItem(REDIRECT_GROUP_KEY);
  localStorage.removeItem(REDIRECT_GROUP_KEY);
  return groupId;
}
