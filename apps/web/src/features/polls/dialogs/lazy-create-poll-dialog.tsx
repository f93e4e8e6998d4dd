import { lazy } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';

/** The poll form loads when first opened (render it inside OnceOpened). */
export const LazyCreatePollDialog = lazy(() =>
  withTimeout(import('./create-poll-dialog.tsx')).then((module) => ({ default: module.CreatePollDialog })),
);
