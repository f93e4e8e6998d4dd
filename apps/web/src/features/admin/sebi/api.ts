/** The `sebi` and `performance` queues' calls (docs/api.md "Admin"); the server checks every role. */
import {
  ADMIN_SEBI_ENDPOINTS,
  type ExpertPerformanceVerification,
  type PerformanceVerificationQueue,
  type SebiRegistrationReview,
  type SebiReviewQueue,
  type SebiVerification,
} from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type {
  ExpertPerformanceVerification,
  PerformanceVerificationQueue,
  SebiRegistrationReview,
  SebiReviewQueue,
};

/** Answers the panels show themselves: 400 (input), 403, 404 and 409 (already decided). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

export function fetchSebiRegistrations(status: SebiVerification, page: number, signal?: AbortSignal) {
  return call(ADMIN_SEBI_ENDPOINTS.sebiRegistrations, { query: { status, page_number: page }, signal });
}

export function approveSebiRegistration(userId: number) {
  return call(ADMIN_SEBI_ENDPOINTS.approveSebiRegistration, {
    params: { user_id: userId },
    handledStatuses: SHOWN_HERE,
  });
}

export function rejectSebiRegistration(userId: number, remark: string) {
  return call(ADMIN_SEBI_ENDPOINTS.rejectSebiRegistration, {
    params: { user_id: userId },
    body: { remark },
    handledStatuses: SHOWN_HERE,
  });
}

export function fetchPerformanceVerifications(page: number, signal?: AbortSignal) {
  return call(ADMIN_SEBI_ENDPOINTS.performanceVerifications, { query: { page_number: page }, signal });
}

export function recordPerformanceVerification(userId: number, reference: string, verifiedOn: string) {
  return call(ADMIN_SEBI_ENDPOINTS.recordPerformanceVerification, {
    params: { user_id: userId },
    body: { reference, verified_on: verifiedOn },
    handledStatuses: SHOWN_HERE,
  });
}

export function clearPerformanceVerification(userId: number) {
  return call(ADMIN_SEBI_ENDPOINTS.clearPerformanceVerification, {
    params: { user_id: userId },
    handledStatuses: SHOWN_HERE,
  });
}
