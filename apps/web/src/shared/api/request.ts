/** The shared request helper: API base, bearer token, cancellation of stale calls, error catalogue. */
import { type RouteQuery, routeTo, toQueryString } from '../routing/route-names.ts';
import { navigateTo } from './app-bridge.ts';
import { applyHttpError, HttpError } from './http-errors.ts';
import { isJwtUsable } from './jwt.ts';
import { clearSession, readSession } from './session.ts';
import { refreshTokens } from './token-refresh.ts';

export const API_BASE = '/backend/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `required`: send the bearer token; with no usable token clear the session, go to AuthPage, reject.
 * - `optional`: send the token when there is one (pages guests may see); a refused refresh clears
 *   the session but does not leave the page.
 * - `none`: never send it (e.g. trending/securities/).
 */
export type AuthMode = 'required' | 'optional' | 'none';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as-is when it is FormData. */
  body?: unknown;
  query?: RouteQuery;
  auth?: AuthMode;
  /** Requests sharing a key cancel each other; defaults to method and path. */
  abortKey?: string;
  /** Opt out of cancelling an earlier in-flight request with the same key. */
  keepPrevious?: boolean;
  signal?: AbortSignal;
  /**
   * Statuses the caller handles itself: the shared catalogue does not react (no snackbar, no
   * sign-out) and the HttpError is thrown as usual. For calls whose 403 is a business refusal
   * (a non-SEBI uploader, a paid report) rather than a lost session.
   */
  handledStatuses?: readonly number[];
  /** Sent instead of the session's token: logout revokes a session the app has already cleared. */
  bearer?: string;
  /** `blob` for files (a PDF report): a 2xx answer is returned as a Blob; failures are read as usual. */
  responseType?: 'json' | 'blob';
  /** Sent with fetch's keepalive, so the browser delivers it after the page is gone (pagehide). */
  keepalive?: boolean;
}

export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

const inFlight = new Map<string, AbortController>();

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

export function apiUrl(path: string, query?: RouteQuery): string {
  return API_BASE + path.replace(/^\/+/, '') + toQueryString(query);
}

type Bearer = { token: string; refused?: never } | { token: null; refused: boolean };

/**
 * The access token if unexpired; else a new access token from exchanging the unexpired refresh
 * token (the server takes only access tokens as bearer); else none. `refused` means a session
 * existed and the server would not renew it.
 */
async function bearerToken(nowMs = Date.now()): Promise<Bearer> {
  const { access, refresh } = readSession();
  if (isJwtUsable(access, nowMs)) return { token: access };
  if (!isJwtUsable(refresh, nowMs)) return { token: null, refused: Boolean(access || refresh) };
  const pair = await refreshTokens(refresh);
  return pair ? { token: pair.access } : { token: null, refused: true };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = 'required', keepPrevious = false } = options;
  const headers = new Headers({ Accept: 'application/json' });

  const key = options.abortKey ?? `${method} ${path}`;
  const controller = new AbortController();
  if (!keepPrevious) {
    inFlight.get(key)?.abort();
    inFlight.set(key, controller);
  }
  const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;

  let sentToken: string | null = null;
  try {
    if (options.bearer) {
      headers.set('Authorization', `Bearer ${options.bearer}`);
    } else if (auth !== 'none') {
      const bearer = await bearerToken();
      sentToken = bearer.token;
      if (bearer.token) headers.set('Authorization', `Bearer ${bearer.token}`);
      else if (auth === 'required') {
        clearSession();
        navigateTo(routeTo('AuthPage'));
        throw new SessionExpiredError();
      } else if (bearer.refused) clearSession();
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    const response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
    const data = await readBody(response);
    if (!response.ok) {
      const reacts =
        !options.handledStatuses?.includes(response.status) &&
        !isAnsweringEndedSession(response.status, sentToken);
      if (reacts) applyHttpError(response.status, data);
      throw new HttpError(response.status, data);
    }
    return data as T;
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

/**
 * A 401 or 403 for a token the session no longer holds (the user logged out, or another call
 * renewed it, while this one was in flight) says nothing about the current session: reacting
 * would send a user who just logged out to the login page.
 */
function isAnsweringEndedSession(status: number, sentToken: string | null): boolean {
  if (status !== 401 && status !== 403) return false;
  return sentToken !== null && readSession().access !== sentToken;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
