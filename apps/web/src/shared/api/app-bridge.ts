/**
 * Lets code outside React (the request helper) show snackbars and navigate: the app shell
 * registers the real implementations at start-up.
 */
export type NotifyVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

export interface AppBridge {
  notify: (message: string, variant?: NotifyVariant, ms?: number) => void;
  navigate: (path: string) => void;
}

const fallback: AppBridge = {
  notify: (message) => console.warn(message),
  navigate: (path) => window.location.assign(path),
};

let bridge: AppBridge = fallback;

/** Registers the shell's handlers; returns a function restoring the previous ones. */
export function registerAppBridge(handlers: Partial<AppBridge>): () => void {
  const previous = bridge;
  bridge = { ...bridge, ...handlers };
  return () => {
    bridge = previous;
  };
}

export function notify(message: string, variant: NotifyVariant = 'default', ms?: number): void {
  bridge.notify(message, variant, ms);
}

export function navigateTo(path: string): void {
  bridge.navigate(path);
}
