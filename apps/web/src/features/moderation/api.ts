/** Report and block (platform.md §2 Report and Block dialog, §7 reason_list and report-and-block). */
import {
  type MessageResponse,
  MODERATION_ENDPOINTS,
  type ReportAndBlockRequest,
  type ReportReasonListResponse,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** The seeded reasons, in the order the dialog lists them. */
export function fetchReportReasons(): Promise<ReportReasonListResponse> {
  return call(MODERATION_ENDPOINTS.reasonList, {});
}

/**
 * Reports and blocks a profile. The reporter is the token's user (blocked_by is not sent). A 400
 * (already reported, yourself) is the dialog's to show, not the shared catalogue's.
 */
export function reportAndBlock(body: ReportAndBlockRequest): Promise<MessageResponse> {
  return call(MODERATION_ENDPOINTS.reportAndBlock, {
    body,
    keepPrevious: true,
    handledStatuses: [400],
  });
}
