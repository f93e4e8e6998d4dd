import { SESSION_UPDATE_INTERVAL_MS } from '@tradecircle/domain';
import { useEffect } from 'react';
import { sendSessionUpdate } from './session-update.ts';

/** When this tab last sent an update (epoch ms): kept per tab, across reloads, in sessionStorage. */
export const SESSION_UPDATE_SENT_AT_KEY = 'session_update_sent_at';

/**
 * One tracker per tab, however many components ask for it: a remount (StrictMode, a route change,
 * a second caller) or a reload never adds a timer nor sends early. While the page is visible the tab
 * sends one update per interval, the first as soon as an interval has passed since its last one;
 * while it is hidden nothing is sent and no timer runs.
 */
let holders = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let sentAtInMemory = 0;

function lastSentAt(): number {
  let stored = 0;
  try {
    stored = Number(sessionStorage.getItem(SESSION_UPDATE_SENT_AT_KEY)) || 0;
  } catch {
    // Storage refused (some private modes): this page load's memory still holds one per interval.
  }
  return Math.max(stored, sentAtInMemory);
}

function rememberSent(at: number): void {
  sentAtInMemory = at;
  try {
    sessionStorage.setItem(SESSION_UPDATE_SENT_AT_KEY, String(at));
  } catch {
    // As above.
  }
}

function isVisible(): boolean {
  return document.visibilityState === 'visible';
}

function stopTimer(): void {
  clearTimeout(timer);
  timer = undefined;
}

/** (Re)arms the single timer for the next update, or stops it while hidden or unused. */
function schedule(): void {
  stopTimer();
  if (holders === 0 || !isVisible()) return;
  // Clamped, so a clock moved backwards cannot postpone the next update past one interval.
  const wait = Math.min(
    SESSION_UPDATE_INTERVAL_MS,
    Math.max(0, lastSentAt() + SESSION_UPDATE_INTERVAL_MS - Date.now()),
  );
  timer = setTimeout(tick, wait);
}

function tick(): void {
  timer = undefined;
  if (!isVisible()) return;
  rememberSent(Date.now());
  void sendSessionUpdate();
  schedule();
}

/** Starts tracking for one caller; the returned function ends it (the last one stops the timer). */
export function startSessionTracking(): () => void {
  holders += 1;
  if (holders === 1) {
    document.addEventListener('visibilitychange', schedule);
    schedule();
  }
  let isStopped = false;
  return () => {
    if (isStopped) return;
    isStopped = true;
    holders -= 1;
    if (holders === 0) {
      document.removeEventListener('visibilitychange', schedule);
      stopTimer();
    }
  };
}

/**
 * Sends the session update every 10 s while the page is visible (platform.md §7), one per interval
 * per tab. Mount in the app shell; extra or repeated mounts share the one tracker.
 */
export function useSessionTracking(): void {
  useEffect(() => startSessionTracking(), []);
}

/** Forgets the in-memory send time (tests; a real page load starts without it). */
export function resetSessionTrackingMemory(): void {
  sentAtInMemory = 0;
}
