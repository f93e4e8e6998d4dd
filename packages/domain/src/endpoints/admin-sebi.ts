import type { AdminRejectSchema } from '../schemas/admin.ts';
import type {
  PerformanceVerificationQueueQuerySchema,
  PerformanceVerificationQueueSchema,
  PerformanceVerificationSavedSchema,
  RecordPerformanceVerificationSchema,
  SebiReviewDecisionSchema,
  SebiReviewQueueQuerySchema,
  SebiReviewQueueSchema,
  SebiReviewUserParamsSchema,
} from '../schemas/admin-sebi.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type UserParams = In<typeof SebiReviewUserParamsSchema>;

/**
 * The `sebi` and `performance` queues' calls (docs/api.md "Admin"), 401 to a visitor and 403 to
 * anyone without the queue (ADMIN_SEBI_ENDPOINT_REQUIREMENTS), before the input is looked at.
 */
export const ADMIN_SEBI_ENDPOINTS = {
  sebiRegistrations: endpoint<{
    query: In<typeof SebiReviewQueueQuerySchema>;
    response: Out<typeof SebiReviewQueueSchema>;
  }>('GET', '/api/admin/sebi-registrations/'),
  approveSebiRegistration: endpoint<{ params: UserParams; response: Out<typeof SebiReviewDecisionSchema> }>(
    'POST',
    '/api/admin/sebi-registrations/:user_id/approve/',
  ),
  rejectSebiRegistration: endpoint<{
    params: UserParams;
    body: In<typeof AdminRejectSchema>;
    response: Out<typeof SebiReviewDecisionSchema>;
  }>('POST', '/api/admin/sebi-registrations/:user_id/reject/'),
  performanceVerifications: endpoint<{
    query: In<typeof PerformanceVerificationQueueQuerySchema>;
    response: Out<typeof PerformanceVerificationQueueSchema>;
  }>('GET', '/api/admin/performance-verification/'),
  recordPerformanceVerification: endpoint<{
    params: UserParams;
    body: In<typeof RecordPerformanceVerificationSchema>;
    response: Out<typeof PerformanceVerificationSavedSchema>;
  }>('POST', '/api/admin/performance-verification/:user_id/'),
  clearPerformanceVerification: endpoint<{
    params: UserParams;
    response: Out<typeof PerformanceVerificationSavedSchema>;
  }>('DELETE', '/api/admin/performance-verification/:user_id/'),
} as const;
