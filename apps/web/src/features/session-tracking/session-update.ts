/** Builds and sends the session update of platform.md §3 and §7 (PATCH api/update-user-session/). */
import { AUTH_ENDPOINTS, SESSION_ENDPOINTS, type SessionUpdateRequest } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import { HttpError } from '../../shared/api/http-errors.ts';
import { readMarketingParams } from '../../shared/api/session.ts';
import { readDeviceInfo } from './device-info.ts';

export const SESSION_ID_KEY = 'session_id';

let publicIp: Promise<string | null> | null = null;

/** The visitor's public IP, asked once per page load; null when the lookup fails. */
export function fetchPublicIpOnce(): Promise<string | null> {
  publicIp ??= call(AUTH_ENDPOINTS.publicIp, { auth: 'none', keepPrevious: true })
    .then((answer) => answer.ip)
    .catch((error: unknown) => {
      console.error('Public IP lookup failed', error);
      return null;
    });
  return publicIp;
}

/** Forgets the looked-up IP (tests; a real page load starts without it). */
export function resetPublicIp(): void {
  publicIp = null;
}

export function buildSessionUpdate(ipaddress: string | null): SessionUpdateRequest {
  const marketing = readMarketingParams();
  const sessionId = sessionStorage.getItem(SESSION_ID_KEY);
  return {
    ...(sessionId ? { session_id: sessionId } : {}),
    medium: marketing.utm_medium ?? null,
    source: marketing.utm_source ?? null,
    campaign: marketing.utm_campaign ?? null,
    utm_id: marketing.utm_id ?? null,
    utm_content: marketing.utm_content ?? null,
    utm_term: marketing.utm_term ?? null,
    ipaddress,
    device: readDeviceInfo(),
  };
}

/**
 * Sends one update and keeps the session id the server answers; failures are only logged. A 429
 * (too many updates, e.g. from many tabs at once) is not an error: the next interval tries again.
 */
export async function sendSessionUpdate(): Promise<void> {
  try {
    const body = buildSessionUpdate(await fetchPublicIpOnce());
    const answer = await call(SESSION_ENDPOINTS.updateUserSession, {
      body,
      auth: 'optional',
      keepPrevious: true,
      handledStatuses: [429],
    });
    if (answer?.session_id) sessionStorage.setItem(SESSION_ID_KEY, answer.session_id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return;
    console.error('Session update failed', error);
  }
}
