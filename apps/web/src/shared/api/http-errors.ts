/** The HTTP error catalogue shared by every call (platform.md §8, trades.md §8). */
import { SNACKBAR_MESSAGE_MS } from '@tradecircle/domain';
import { routeTo } from '../routing/route-names.ts';
import { navigateTo, notify } from './app-bridge.ts';
import { clearAllStorage } from './session.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(serverMessage(body) ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export interface ErrorReaction {
  /** Snackbar text, or null when the status is only logged. */
  message: string | null;
  ms?: number;
  clearStorage: boolean;
  goToAuth: boolean;
}

export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

/** What the app does for a failed response, as data, so the table is testable on its own. */
export function reactionFor(status: number, body: unknown): ErrorReaction {
  const quiet = { clearStorage: false, goToAuth: false };
  switch (status) {
    case 400:
      return { ...quiet, message: serverMessage(body), ms: SNACKBAR_MESSAGE_MS };
    case 401:
      return { message: 'Unauthorized', clearStorage: true, goToAuth: true };
    case 403:
      return { message: 'Forbidden Request', clearStorage: true, goToAuth: true };
    case 404:
      return { ...quiet, message: serverMessage(body) ? 'Page not Found' : 'Invalid API URL' };
    case 440:
      return { ...quiet, message: 'PublicSession Expired' };
    default:
      return { ...quiet, message: null };
  }
}

export function applyHttpError(status: number, body: unknown): void {
  const reaction = reactionFor(status, body);
  if (reaction.message === null) {
    console.error(`Request failed with status ${status}`, body);
  } else {
    notify(reaction.message, 'error', reaction.ms);
  }
  if (reaction.clearStorage) clearAllStorage();
  if (reaction.goToAuth) navigateTo(routeTo('AuthPage'));
}

/** The first of `non_field_errors`, the provider sign-in's failure shape. */
export function firstNonFieldError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('non_field_errors' in body)) return null;
  const errors = body.non_field_errors;
  if (!Array.isArray(errors)) return null;
  const [first] = errors as unknown[];
  return typeof first === 'string' && first !== '' ? first : null;
}

/** The first message under each of `fields` in a 400's `errors: {field: [message]}`; fields without one are left out. */
export function firstFieldErrors<F extends string>(
  body: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const messages: unknown = (errors as Record<string, unknown>)[field];
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string' && first !== '') found[field] = first;
  }
  return found;
}

/**
 * For flows where the spec shows every server refusal (sign-in, profile creation): shows the
 * server's message in an error snackbar when the catalogue above did not already show one
 * (e.g. 429 "asked too often", or a 400 whose body carries `non_field_errors`).
 */
export function notifyFailure(error: unknown, ms?: number): void {
  if (!(error instanceof HttpError)) return;
  if (reactionFor(error.status, error.body).message !== null) return;
  const message = serverMessage(error.body) ?? firstNonFieldError(error.body);
  if (message) notify(message, 'error', ms);
}
