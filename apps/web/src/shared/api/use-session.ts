import { useSyncExternalStore } from 'react';
import { isLoginValid } from './auth-state.ts';
import { getSessionSnapshot, type StoredSession, subscribeSession } from './session.ts';

/** The stored session, re-rendering on login, logout and changes from other tabs. */
export function useSession(): StoredSession {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}

export function useIsLoggedIn(): boolean {
  return isLoginValid(useSession());
}
