/**
 * Auth check status (platform.md §3): PROFILE while the profile still has to be completed, HOME
 * once it is; HOME also marks the login private. Stored beside the session keys.
 */

import { takeRememberedGroupId } from '../../shared/api/auth-state.ts';
import { readSession, writeSession } from '../../shared/api/session.ts';
import { routeTo } from '../../shared/routing/route-names.ts';

export const AUTH_CHECK_STATUS_KEY = 'auth_check_status';
export const PRIVATE_KEY = 'private';

export type AuthCheckStatus = 'PROFILE' | 'HOME';

export function saveAuthCheckStatus(status: AuthCheckStatus): void {
  localStorage.setItem(AUTH_CHECK_STATUS_KEY, status);
  if (status === 'HOME') localStorage.setItem(PRIVATE_KEY, 'true');
  else localStorage.removeItem(PRIVATE_KEY);
  // Lets session subscribers (header, guard-driven views) re-read the storage.
  writeSession({});
}

export function readAuthCheckStatus(): AuthCheckStatus | null {
  const value = localStorage.getItem(AUTH_CHECK_STATUS_KEY);
  return value === 'PROFILE' || value === 'HOME' ? value : null;
}

/** Where a signed-in user with a complete profile goes: the remembered group, else home. */
export function homeDestination(): string {
  const groupId = takeRememberedGroupId();
  if (groupId) return routeTo('GroupDetails', { id: groupId });
  const { userId } = readSession();
  return userId ? routeTo('HomePage', { id: userId }) : routeTo('login');
}
