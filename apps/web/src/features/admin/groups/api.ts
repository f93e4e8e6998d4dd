/** The groups queue and set margin calls (docs/api.md "Admin"); the server checks every role. */
import {
  ADMIN_GROUPS_ENDPOINTS,
  type GroupQueue,
  type GroupReview,
  type GroupType,
  type GroupVerificationStatus,
  type MarginOverride,
  type Margins,
} from '@tradecircle/domain';
import { call } from '../../../shared/api/call.ts';

export type { GroupQueue, GroupReview, MarginOverride, Margins };

/** Answers the panels show themselves: 400 (remark, margin), 404 (no such record), 409 (already decided). */
const SHOWN_HERE = [400, 404, 409] as const;

export function fetchGroupQueue(
  filter: { status: GroupVerificationStatus; groupType: GroupType | null; page: number },
  signal?: AbortSignal,
) {
  return call(ADMIN_GROUPS_ENDPOINTS.groupQueue, {
    query: {
      status: filter.status,
      page_number: filter.page,
      ...(filter.groupType ? { group_type: filter.groupType } : {}),
    },
    signal,
  });
}

export function approveGroup(id: number) {
  return call(ADMIN_GROUPS_ENDPOINTS.approveGroup, { params: { id }, handledStatuses: SHOWN_HERE });
}

export function rejectGroup(id: number, remark: string) {
  return call(ADMIN_GROUPS_ENDPOINTS.rejectGroup, {
    params: { id },
    body: { remark },
    handledStatuses: SHOWN_HERE,
  });
}

export function fetchMargins(page: number, signal?: AbortSignal) {
  return call(ADMIN_GROUPS_ENDPOINTS.margins, { query: { page_number: page }, signal });
}

export type MarginTarget = { kind: 'expert' | 'group'; id: number };

/** Sets a margin (percent, two decimals) or clears it (null). */
export function saveMargin(target: MarginTarget, marginPercent: number | null) {
  const body = { margin_percent: marginPercent };
  return target.kind === 'expert'
    ? call(ADMIN_GROUPS_ENDPOINTS.setExpertMargin, {
        params: { user_id: target.id },
        body,
        handledStatuses: SHOWN_HERE,
      })
    : call(ADMIN_GROUPS_ENDPOINTS.setGroupMargin, {
        params: { id: target.id },
        body,
        handledStatuses: SHOWN_HERE,
      });
}
