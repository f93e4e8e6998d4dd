/**
 * A multipart upload that reports how much of it was sent (a video's). The Fetch API reports no
 * upload progress, so this one kind of call goes through XMLHttpRequest, with the request helper's
 * bearer rules: the access token, else one exchanged for the refresh token, else the session is over
 * (sign in again). It calls by declaration, as `call` does.
 */
import { type Endpoint, pathOf, type ResponseOf } from '@tradecircle/domain';
import { routeTo } from '../routing/route-names.ts';
import { navigateTo } from './app-bridge.ts';
import { applyHttpError, HttpError } from './http-errors.ts';
import { isJwtUsable } from './jwt.ts';
import { apiUrl, SessionExpiredError } from './request.ts';
import { clearSession, readSession } from './session.ts';
import { refreshTokens } from './token-refresh.ts';

export interface UploadOptions {
  /** Whole percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

async function freshAccessToken(): Promise<string | null> {
  const { access, refresh } = readSession();
  if (isJwtUsable(access)) return access;
  if (!isJwtUsable(refresh)) return null;
  const pair = await refreshTokens(refresh);
  return pair?.access ?? null;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends the form to `declared`; resolves with its answer, rejects with an HttpError carrying the
 * server's answer (its message is the caller's to show; a 401 or 403 signs out as every other call does).
 */
export async function uploadWithProgress<E extends Endpoint>(
  declared: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<ResponseOf<E>> {
  const token = await freshAccessToken();
  if (token === null) {
    clearSession();
    navigateTo(routeTo('AuthPage'));
    throw new SessionExpiredError();
  }
  return new Promise<ResponseOf<E>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(declared.method, apiUrl(pathOf(declared)));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.floor((event.loaded * 100) / event.total)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as ResponseOf<E>);
        return;
      }
      if (xhr.status === 401 || xhr.status === 403) applyHttpError(xhr.status, body);
      reject(new HttpError(xhr.status, body));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
