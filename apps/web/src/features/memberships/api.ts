/** My Memberships calls (docs/api.md "Payments"): group subscriptions and video subscriptions. */
import {
  type Membership,
  type MembershipList,
  type MembershipStatus,
  PAGE_SIZE,
  type VideoSubscriptions,
} from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

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
  return request<MembershipList>('api/membership/', {
    query: pageQuery(status, page),
    abortKey: `membership ${status} ${page}`,
    signal,
  });
}

export function fetchVideoSubscriptions(status: MembershipStatus, page: number, signal?: AbortSignal) {
  return request<VideoSubscriptionPage>('api/video-subscriptions/', {
    query: pageQuery(status, page),
    abortKey: `video-subscriptions ${status} ${page}`,
    signal,
  });
}
