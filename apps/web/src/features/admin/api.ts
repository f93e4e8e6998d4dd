/** The admin panel's calls (docs/api.md "Admin"); the server checks every role. */
import {
  ADMIN_ENDPOINTS,
  type AdminMe,
  type PaymentInfoQueue,
  type PaymentInfoReview,
  type PayoutVerificationStatus,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export type { AdminMe, PaymentInfoQueue, PaymentInfoReview };

/** Answers the admin panel shows itself: 403 (no access), 404 and 409 (already decided), 400 (remark). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

export function fetchAdminMe(signal?: AbortSignal) {
  return call(ADMIN_ENDPOINTS.me, { signal, handledStatuses: [403] });
}

export function fetchPaymentInfoQueue(status: PayoutVerificationStatus, page: number, signal?: AbortSignal) {
  return call(ADMIN_ENDPOINTS.paymentInfoQueue, { query: { status, page_number: page }, signal });
}

export function approvePaymentInfo(id: number) {
  return call(ADMIN_ENDPOINTS.approvePaymentInfo, { params: { id }, handledStatuses: SHOWN_HERE });
}

export function rejectPaymentInfo(id: number, remark: string) {
  return call(ADMIN_ENDPOINTS.rejectPaymentInfo, {
    params: { id },
    body: { remark },
    handledStatuses: SHOWN_HERE,
  });
}
