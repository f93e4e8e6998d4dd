export { LazyPollCarousel } from './components/lazy-poll-carousel.tsx';
export { LazyCreatePollDialog } from './dialogs/lazy-create-poll-dialog.tsx';
export { pollKeys } from './query-keys.ts';
