import { useEffect, useSyncExternalStore } from 'react';

const KEY = 'show_signup_bonus';
const listeners = new Set<() => void>();
/** Dialogs of the sign-in flow that the greeting waits for (it must not cover them). */
const holds = new Set<symbol>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isPending(): boolean {
  return sessionStorage.getItem(KEY) === 'true' && holds.size === 0;
}

/**
 * Keeps the congratulation dialog back while `active`: a dialog that ends a sign-in (the subscribe
 * flow's payment notice) is answered first, then the greeting shows, whatever order they mount in.
 */
export function useHoldSignupBonus(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const hold = Symbol('signup bonus hold');
    holds.add(hold);
    changed();
    return () => {
      holds.delete(hold);
      changed();
    };
  }, [active]);
}

/**
 * A first sign-in earns the signup bonus; the congratulation dialog shows it once, on the next page.
 * The shell is already mounted when the sign-in finishes, so it is told, not left to read it later.
 */
export function rememberSignupBonus(): void {
  sessionStorage.setItem(KEY, 'true');
  changed();
}

export function useSignupBonus(): { isOpen: boolean; dismiss: () => void } {
  const isOpen = useSyncExternalStore(subscribe, isPending);
  return {
    isOpen,
    dismiss: () => {
      sessionStorage.removeItem(KEY);
      changed();
    },
  };
}
