/** My Memberships calls (docs/api.md "Payments"): group subscriptions and video subscriptions. */
import type { GroupType, MembershipStatus, PageInfo } from '@tradecircle/domain';
import { PAGE_SIZE } from '@tradecircle/domain';
import { request } from '../../api/request.ts';

/** One group subscription (docs/api.md Shapes "Membership"). */
export interface Membership {
  id: number;
  group_detail: {
    id: number;
    name: string;
    picture: string | null;
    group_type: GroupType;
    admin: { id: number; name: string };
  };
  plan: string;
  start_date: string;
  end_date: string;
  status: MembershipStatus;
  is_trial: boolean;
  total_price: number;
  payment_id: string | null;
}

export interface MembershipPage {
  membership: Membership[];
  page_info: PageInfo;
  count: { active: number; expired: number };
}

/** A video or playlist subscription (groups-and-payments.md §3); none exist until the videos issue. */
export interface VideoSubscription {
  id: number;
  video?: { id: number; title: string } | null;
  playlist?: { id: number; name: string } | null;
  start_date: string;
  end_date: string;
  status: MembershipStatus;
}

export interface VideoSubscriptionPage {
  membership: VideoSubscription[];
  page_info: PageInfo;
}

const pageQuery = (status: MembershipStatus, page: number) => ({
  status,
  page_number: page,
  detail_count: PAGE_SIZE.memberships,
});

export function fetchMemberships(status: MembershipStatus, page: number, signal?: AbortSignal) {
  return request<MembershipPage>('api/membership/', {
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
