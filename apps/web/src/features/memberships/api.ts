/** My Memberships calls (docs/api.md "Payments"): group subscriptions and video subscriptions. */
import {
  type Membership,
  type MembershipList,
  type MembershipStatus,
  PAGE_SIZE,
  PAYMENT_ENDPOINTS,
  type VideoSubscriptions,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export type { Membership, MembershipList };

/**
 * A video or playlist subscription as the spec draws it (groups-and-payments.md §3). The server sends
 * none until the videos issue (its schema leaves the items open), so this shape is the spec's.
 */
export interface VideoSubscription {
  id: number;
  video?: { id: number; title: string } | null;
  playlist?: { id: number; name: string } | null;
  start_date: string;
  end_date: string;
  status: MembershipStatus;
}

/** The domain's page with its items read as the spec's video subscriptions. */
export type VideoSubscriptionPage = Omit<VideoSubscriptions, 'membership'> & {
  membership: VideoSubscription[];
};

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

export async function fetchVideoSubscriptions(
  status: MembershipStatus,
  page: number,
  signal?: AbortSignal,
): Promise<VideoSubscriptionPage> {
  const answer = await call(PAYMENT_ENDPOINTS.videoSubscriptions, {
    query: pageQuery(status, page),
    abortKey: `video-subscriptions ${status} ${page}`,
    signal,
  });
  // The server's schema leaves the items open (none are sold yet): they are read as the spec's.
  return answer as VideoSubscriptionPage;
}
