/** The moderation queue's calls (docs/api.md "Admin", Moderation); the server checks the role. */
import { ADMIN_MODERATION_ENDPOINTS, type ReportedUserDetail, type ReportedUsers } from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type { ReportedUserDetail, ReportedUsers };

/** Answers the panel shows itself: 400 (remark, until), 403 (not this account), 404, 409 (done already). */
const SHOWN_HERE = [400, 403, 404, 409] as const;

export function fetchReportedUsers(page: number, signal?: AbortSignal) {
  return call(ADMIN_MODERATION_ENDPOINTS.reports, { query: { page_number: page }, signal });
}

export function fetchReportedUser(userId: number, signal?: AbortSignal) {
  return call(ADMIN_MODERATION_ENDPOINTS.reportedUser, { params: { user_id: userId }, signal });
}

/** One moderation action, as the dialogs ask for it. */
export type ModerationRequest =
  | { kind: 'warn'; userId: number; remark: string }
  | { kind: 'hideComment'; commentId: number; remark: string }
  | { kind: 'hideReasoning'; tradeId: number; remark: string }
  | { kind: 'suspend'; userId: number; remark: string; until: string | null }
  | { kind: 'unsuspend'; userId: number };

export function moderate(action: ModerationRequest): Promise<{ message: string }> {
  const handledStatuses = SHOWN_HERE;
  switch (action.kind) {
    case 'warn':
      return call(ADMIN_MODERATION_ENDPOINTS.warn, {
        params: { user_id: action.userId },
        body: { remark: action.remark },
        handledStatuses,
      });
    case 'hideComment':
      return call(ADMIN_MODERATION_ENDPOINTS.hideComment, {
        params: { id: action.commentId },
        body: { remark: action.remark },
        handledStatuses,
      });
    case 'hideReasoning':
      return call(ADMIN_MODERATION_ENDPOINTS.hideReasoning, {
        params: { id: action.tradeId },
        body: { remark: action.remark },
        handledStatuses,
      });
    case 'suspend':
      return call(ADMIN_MODERATION_ENDPOINTS.suspend, {
        params: { user_id: action.userId },
        body: { remark: action.remark, until: action.until },
        handledStatuses,
      });
    case 'unsuspend':
      return call(ADMIN_MODERATION_ENDPOINTS.unsuspend, {
        params: { user_id: action.userId },
        handledStatuses,
      });
  }
}
