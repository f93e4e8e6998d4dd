import { lazy } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';

/*
 * The cards' dialogs, loaded when first opened: a card on Home or Trending carries only its menu, not
 * the forms (react-hook-form, zod) behind Edit.
 */
export const LazyEditVideoDialog = lazy(() =>
  withTimeout(import('../dialogs/edit-video-dialog.tsx')).then((m) => ({ default: m.EditVideoDialog })),
);
export const LazyDeleteDialog = lazy(() =>
  withTimeout(import('../dialogs/delete-dialog.tsx')).then((m) => ({ default: m.DeleteDialog })),
);
