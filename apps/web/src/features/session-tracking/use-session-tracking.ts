import { SESSION_UPDATE_INTERVAL_MS } from '@tradecircle/domain';
import { useEffect, useState } from 'react';

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
/** The first update of a page load waits for its gate (the page's data calls), never the other way round. */
let isHeld = false;
let hasWaited = false;

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
  if (holders === 0 || isHeld || !isVisible()) return;
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
  // The update's code (device reading, the IP lookup) is fetched with the first update, not the page.
  void import('./session-update.ts')
    .then((module) => module.sendSessionUpdate())
    .catch((error: unknown) => console.error('Session update failed', error));
  schedule();
}

/**
 * Starts tracking for one caller; the returned function ends it (the last one stops the timer).
 * `firstAfter`: what the page load's first update waits for (RootShell: the page's first data calls),
 * so the public-IP lookup and the update never queue before them on a slow connection.
 */
export function startSessionTracking(firstAfter?: () => Promise<void>): () => void {
  holders += 1;
  if (firstAfter && !hasWaited && !isHeld) {
    isHeld = true;
    void firstAfter().then(() => {
      isHeld = false;
      hasWaited = true;
      schedule();
    });
  }
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
 * per tab, the first once `firstAfter` has settled. Mount in the app shell; extra or repeated mounts
 * share the one tracker.
 */
export function useSessionTracking(firstAfter?: () => Promise<void>): void {
  // The gate of the first mount is the one: a later render's new function changes nothing.
  const [gate] = useState(() => firstAfter);
  useEffect(() => startSessionTracking(gate), [gate]);
}

/** Forgets the in-memory send time and the first update's wait (tests; a real page load starts without them). */
export function resetSessionTrackingMemory(): void {
  sentAtInMemory = 0;
  isHeld = false;
  hasWaited = false;
}
