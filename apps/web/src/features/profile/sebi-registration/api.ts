import {
  type SebiRegistrationResult,
  type SetSebiRegistrationBody,
  USER_ENDPOINTS,
} from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

/** The signed-in user's registration (null when none is recorded) and the badge flag. */
export function fetchSebiRegistration(signal?: AbortSignal): Promise<SebiRegistrationResult> {
  return call(USER_ENDPOINTS.sebiRegistration, { signal });
}

/**
 * Records (or replaces) the registration. Its 400s and 409 name a field, so the form shows them
 * itself instead of the shared catalogue's snackbar.
 */
export function saveSebiRegistration(body: SetSebiRegistrationBody): Promise<SebiRegistrationResult> {
  return call(USER_ENDPOINTS.saveSebiRegistration, { body, handledStatuses: [400, 409] });
}

/** Clears the registration; the confirmation dialog shows a refusal itself. */
export function clearSebiRegistration(): Promise<SebiRegistrationResult> {
  return call(USER_ENDPOINTS.clearSebiRegistration, { handledStatuses: [400] });
}
