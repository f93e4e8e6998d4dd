import { notify } from '../api/app-bridge.ts';
import { HttpError, reactionFor } from '../api/http-errors.ts';
import { isAbortError } from '../api/request.ts';

const STATUS_TEXTS: Record<number, string> = {
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The HTTP status text of a failed search ('Network Error' when no answer came). */
export function searchErrorText(error: unknown): string {
  if (error instanceof HttpError) return STATUS_TEXTS[error.status] ?? `Error ${error.status}`;
  return 'Network Error';
}

/**
 * trades.md §8: a failed security search shows the status text in an error snackbar. Statuses the
 * shared catalogue already announces (400, 401, 403, 404, 440) are not announced twice; a search
 * replaced by a newer one (aborted) is no failure.
 */
export function reportSearchError(error: unknown): void {
  if (isAbortError(error)) return;
  if (error instanceof HttpError && reactionFor(error.status, error.body).message !== null) return;
  notify(searchErrorText(error), 'error');
}
