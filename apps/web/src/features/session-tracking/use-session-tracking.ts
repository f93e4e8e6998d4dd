import { SESSION_UPDATE_INTERVAL_MS } from '@tradecircle/domain';
import { useEffect } from 'react';
import { sendSessionUpdate } from './session-update.ts';

/**
 * Sends the session update every 10 s while the page is visible, and once at once when it
 * becomes visible (platform.md §7). Mount once, in the app shell.
 */
export function useSessionTracking(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const startIfVisible = () => {
      if (document.visibilityState !== 'visible') {
        stop();
        return;
      }
      if (timer !== undefined) return;
      void sendSessionUpdate();
      timer = setInterval(() => void sendSessionUpdate(), SESSION_UPDATE_INTERVAL_MS);
    };
    startIfVisible();
    document.addEventListener('visibilitychange', startIfVisible);
    return () => {
      document.removeEventListener('visibilitychange', startIfVisible);
      stop();
    };
  }, []);
}
