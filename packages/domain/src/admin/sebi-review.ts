import type { ADMIN_SEBI_ENDPOINTS } from '../endpoints/admin-sebi.ts';
import { SEBI_VERIFICATIONS } from '../sebi/registration.ts';
import type { AdminRequirement } from './queues.ts';

/*
 * The `sebi` and `performance` queues (issue 30): compliance staff check each recorded SEBI
 * registration against SEBI's register (approve: verified; reject with a remark: the badge is off),
 * and record PaRRVA's verification of an expert's figures (sebi/performance-verification.ts).
 */

/** The SEBI queue's views: self_declared is awaiting review (the default view). */
export const SEBI_REVIEW_STATUSES = SEBI_VERIFICATIONS;

/** Longest PaRRVA reference staff may record (profiles.parrva_reference). */
export const MAX_PARRVA_REFERENCE = 60;

export const SEBI_REVIEW_MESSAGES = {
  status: `status is ${SEBI_REVIEW_STATUSES.join(', ')}`,
  registrationNotFound: 'This user has no SEBI registration recorded',
  notAwaitingReview:
    'Only a registration awaiting review (self-declared and still valid) can be approved or rejected',
  approved: 'SEBI registration verified',
  rejected: 'SEBI registration rejected',
  expertNotFound: 'User not found',
  reference: `reference must be PaRRVA's reference, 1 to ${MAX_PARRVA_REFERENCE} characters`,
  verifiedOn: 'verified_on must be a date as YYYY-MM-DD, not in the future',
  performanceRecorded: 'Performance verification recorded',
  performanceCleared: 'Performance verification cleared',
  notPerformanceVerified: 'This expert has no performance verification to clear',
} as const;

/** The audit log's action names for these queues. */
export const SEBI_REVIEW_ACTIONS = {
  verifySebiRegistration: 'sebi_registration.verify',
  rejectSebiRegistration: 'sebi_registration.reject',
  recordPerformanceVerification: 'performance_verification.record',
  clearPerformanceVerification: 'performance_verification.clear',
} as const;
export type SebiReviewAction = (typeof SEBI_REVIEW_ACTIONS)[keyof typeof SEBI_REVIEW_ACTIONS];

/** What each call of these queues needs (ADMIN_SEBI_ENDPOINTS by name). */
export const ADMIN_SEBI_ENDPOINT_REQUIREMENTS = {
  sebiRegistrations: 'sebi',
  approveSebiRegistration: 'sebi',
  rejectSebiRegistration: 'sebi',
  performanceVerifications: 'performance',
  recordPerformanceVerification: 'performance',
  clearPerformanceVerification: 'performance',
} as const satisfies Record<keyof typeof ADMIN_SEBI_ENDPOINTS, AdminRequirement>;
