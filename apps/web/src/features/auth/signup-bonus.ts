import { useSyncExternalStore } from 'react';

const KEY = 'show_signup_bonus';
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isPending(): boolean {
  return sessionStorage.getItem(KEY) === 'true';
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
