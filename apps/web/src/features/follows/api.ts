/** The follow graph's calls (platform.md §7), typed by the domain's schemas (base `/backend/`). */
import {
  FOLLOW_ENDPOINTS,
  type FollowInfluencerBody,
  type SebiUserType,
  type UnfollowInfluencerBody,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

// A 403 (e.g. a block) or 404 (the user has gone) is a refusal with a message the follow button
// shows itself (platform.md §8: the server message for 4.5 s), not a lost session or a missing page.
const REFUSABLE = [403, 404, 409] as const;

export function followUser(viewerId: number, userId: number) {
  const body: FollowInfluencerBody = { user_id: viewerId, to_follow_id: userId };
  return call(FOLLOW_ENDPOINTS.follow, {
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

export function unfollowUser(viewerId: number, userId: number) {
  const body: UnfollowInfluencerBody = { user_id: viewerId, to_unfollow_id: userId };
  return call(FOLLOW_ENDPOINTS.unfollow, {
    body,
    keepPrevious: true,
    handledStatuses: REFUSABLE,
  });
}

/** Recommendations for the caller: experts they do not follow, best first; `num` is the page count. */
export function fetchRecommendations(viewerId: number, page: number, signal?: AbortSignal) {
  return call(FOLLOW_ENDPOINTS.influencersList, { params: { userId: viewerId, page }, signal });
}

/** Whom the caller follows, 12 a page; `num` is the page count. */
export function fetchPeopleYouFollow(viewerId: number, page: number, signal?: AbortSignal) {
  return call(FOLLOW_ENDPOINTS.peopleYouFollow, {
    params: { userId: viewerId },
    query: { page },
    abortKey: `people-you-follow-list ${viewerId} ${page}`,
    signal,
  });
}

export type FollowListKind = 'followers' | 'following';

/**
 * A user's followers (or whom they follow), 12 a page, optionally matching a name. A newer search of
 * the same list and page cancels the older one.
 */
export function fetchFollowList(
  kind: FollowListKind,
  userId: number,
  page: number,
  search: string,
  signal?: AbortSignal,
) {
  return call(FOLLOW_ENDPOINTS[kind], {
    auth: 'optional',
    query: { page, user_id: userId, search_query: search || undefined },
    abortKey: `${kind} ${userId} ${page}`,
    signal,
  });
}

/** The SEBI-registered directory, optionally one kind, matching a name. */
export function fetchSebiUsers(
  page: number,
  search: string,
  type: SebiUserType | null,
  signal?: AbortSignal,
) {
  return call(FOLLOW_ENDPOINTS.sebiUsers, {
    query: { page, search_query: search || undefined, sebi_user_type: type ?? undefined },
    abortKey: `sebi-users ${page}`,
    signal,
  });
}
