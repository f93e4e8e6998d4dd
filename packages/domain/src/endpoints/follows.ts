import type {
  FollowInfluencerBodySchema,
  FollowListQuerySchema,
  FollowListResponseSchema,
  InfluencerPageResponseSchema,
  InfluencersListParamsSchema,
  PeopleYouFollowParamsSchema,
  PeopleYouFollowQuerySchema,
  SebiUsersQuerySchema,
  UnfollowInfluencerBodySchema,
} from '../schemas/follows.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

type FollowList = { query: In<typeof FollowListQuerySchema>; response: Out<typeof FollowListResponseSchema> };
type InfluencerPage = Out<typeof InfluencerPageResponseSchema>;

/** The follow graph's calls (platform.md §7; docs/api.md "Follows"), each declared once. */
export const FOLLOW_ENDPOINTS = {
  follow: endpoint<{ body: In<typeof FollowInfluencerBodySchema>; response: Message }>(
    'POST',
    '/api/follow-influencer/',
  ),
  unfollow: endpoint<{ body: In<typeof UnfollowInfluencerBodySchema>; response: Message }>(
    'POST',
    '/api/un-follow-influencer/',
  ),
  followers: endpoint<FollowList>('GET', '/api/followers/'),
  following: endpoint<FollowList>('GET', '/api/following/'),
  influencersList: endpoint<{ params: In<typeof InfluencersListParamsSchema>; response: InfluencerPage }>(
    'GET',
    '/api/influencers-list/:userId/:page',
  ),
  peopleYouFollow: endpoint<{
    params: In<typeof PeopleYouFollowParamsSchema>;
    query: In<typeof PeopleYouFollowQuerySchema>;
    response: InfluencerPage;
  }>('GET', '/api/people-you-follow-list/:userId'),
  sebiUsers: endpoint<{
    query: In<typeof SebiUsersQuerySchema>;
    response: Out<typeof FollowListResponseSchema>;
  }>('GET', '/api/sebi-users/'),
} as const;
