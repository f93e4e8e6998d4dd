/** The session-tracking feature's public entry: what other features and the shell use at once. Re-exports only. */
export { afterPageData } from './after-page-data.ts';
export { useSessionTracking } from './use-session-tracking.ts';
