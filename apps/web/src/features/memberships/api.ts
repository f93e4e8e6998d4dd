/** My Memberships calls (docs/api.md "Payments"): group subscriptions and video subscriptions. */
import {
  type Membership,
  type MembershipList,
  type MembershipStatus,
  PAGE_SIZE,
  PAYMENT_ENDPOINTS,
  type VideoMembership,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export type { Membership, MembershipList };

/** A video or playlist the user bought (§3 "video ones carry playlist or video"); kept for good. */
export type VideoSubscription = VideoMembership;

const pageQuery = (status: MembershipStatus, page: number) => ({
  status,
  page_number: page,
  detail_count: PAGE_SIZE.memberships,
});

export function fetchMemberships(status: MembershipStatus, page: number, signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.memberships, {
    query: pageQuery(status, page),
    abortKey: `membership ${status} ${page}`,
    signal,
  });
}

export function fetchVideoSubscriptions(status: MembershipStatus, page: number, signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.videoSubscriptions, {
    query: pageQuery(status, page),
    abortKey: `video-subscriptions ${status} ${page}`,
    signal,
  });
}
