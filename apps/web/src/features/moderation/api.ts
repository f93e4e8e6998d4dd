/** Report and block (platform.md §2 Report and Block dialog, §7 reason_list and report-and-block). */
import type { ReportAndBlockRequest, ReportReasonListResponse } from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/** The seeded reasons, in the order the dialog lists them. */
export function fetchReportReasons(): Promise<ReportReasonListResponse> {
  return request<ReportReasonListResponse>('master/reason_list/');
}

/**
 * Reports and blocks a profile. The reporter is the token's user (blocked_by is not sent). A 400
 * (already reported, yourself) is the dialog's to show, not the shared catalogue's.
 */
export function reportAndBlock(body: ReportAndBlockRequest): Promise<{ message: string }> {
  return request<{ message: string }>('api/report-and-block/', {
    method: 'POST',
    body,
    keepPrevious: true,
    handledStatuses: [400],
  });
}
