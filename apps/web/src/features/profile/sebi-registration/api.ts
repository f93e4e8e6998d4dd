import type { SebiRegistrationResult, SetSebiRegistrationBody } from '@tradecircle/domain';
import { request } from '../../../shared/api/request.ts';

const PATH = 'api/profile/sebi-registration/';

/** The signed-in user's registration (null when none is recorded) and the badge flag. */
export function fetchSebiRegistration(signal?: AbortSignal): Promise<SebiRegistrationResult> {
  return request<SebiRegistrationResult>(PATH, { signal });
}

/**
 * Records (or replaces) the registration. Its 400s and 409 name a field, so the form shows them
 * itself instead of the shared catalogue's snackbar.
 */
export function saveSebiRegistration(body: SetSebiRegistrationBody): Promise<SebiRegistrationResult> {
  return request<SebiRegistrationResult>(PATH, { method: 'PUT', body, handledStatuses: [400, 409] });
}

/** Clears the registration; the confirmation dialog shows a refusal itself. */
export function clearSebiRegistration(): Promise<SebiRegistrationResult> {
  return request<SebiRegistrationResult>(PATH, { method: 'DELETE', handledStatuses: [400] });
}
