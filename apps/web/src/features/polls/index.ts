/** The polls feature's public entry: what other features and the shell use at once. Re-exports only. */
export { LazyPollCarousel } from './components/lazy-poll-carousel.tsx';
export { LazyCreatePollDialog } from './dialogs/lazy-create-poll-dialog.tsx';
export { pollListOptions } from './queries.ts';
export { firstPollListKey } from './query-keys.ts';
