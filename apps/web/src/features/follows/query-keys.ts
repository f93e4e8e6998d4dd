/** The follow graph's query keys: every list of experts lives under followKeys.all. */
import type { SebiUserType } from '@tradecircle/domain';
import type { FollowListKind } from './api.ts';

export const followKeys = {
  all: ['follows'] as const,
  /** influencers-list of the signed-in user. */
  recommendations: (viewerId: number) => [...followKeys.all, 'recommendations', viewerId] as const,
  /** people-you-follow-list of the signed-in user. */
  peopleYouFollow: (viewerId: number) => [...followKeys.all, 'people-you-follow', viewerId] as const,
  /** A profile's followers or following list, by search text. */
  list: (kind: FollowListKind, userId: number, search: string) =>
    [...followKeys.all, kind, userId, search] as const,
  sebiUsers: (search: string, type: SebiUserType | null) =>
    [...followKeys.all, 'sebi-users', search, type] as const,
};
