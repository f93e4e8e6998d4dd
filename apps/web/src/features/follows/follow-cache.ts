/**
 * What a follow or unfollow does to the cached lists before the server answers (platform.md §4
 * Follow): the expert's row shows the new state and follower count everywhere, moves between
 * Recommendations and People you follow, and the profiles' counts move by one. `snapshotFollowCaches`
 * keeps what is needed to undo it when the server refuses.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  FollowListResponse,
  Influencer,
  InfluencerPageResponse,
  ProfileDetails,
} from '@tradecircle/domain';
import { tradeKeys } from '../trades/index.ts';
import { followKeys } from './query-keys.ts';

export type ExpertPage = InfluencerPageResponse | FollowListResponse;

/** Who is followed: an id and name at least; the whole row when a list showed it (it can then move). */
export interface FollowTarget {
  user_id: number;
  name: string;
  influencer?: Influencer;
}

export interface FollowChange {
  viewerId: number;
  target: FollowTarget;
  follow: boolean;
}

export function rowsOf(page: ExpertPage): Influencer[] {
  return 'result' in page ? page.result : page.results;
}

function withRows(page: ExpertPage, rows: Influencer[]): ExpertPage {
  return 'result' in page ? { ...page, result: rows } : { ...page, results: rows };
}

type Snapshot = [QueryKey, unknown][];

/** The cached expert lists and profile details, as they are now. */
export function snapshotFollowCaches(client: QueryClient): Snapshot {
  return [
    ...client.getQueriesData({ queryKey: followKeys.all }),
    ...client.getQueriesData({ queryKey: tradeKeys.profiles() }),
  ];
}

export function restoreFollowCaches(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** The row as it reads once the viewer follows (or no longer follows) the expert. */
export function toggledRow(row: Influencer, { viewerId, follow }: FollowChange): Influencer {
  if (row.is_followed === follow) return row;
  return {
    ...row,
    is_followed: follow,
    followers: Math.max(0, row.followers + (follow ? 1 : -1)),
    followers_ids: follow ? [viewerId] : [],
  };
}

function mapPages(
  data: InfiniteData<ExpertPage> | undefined,
  change: (rows: Influencer[], index: number) => Influencer[],
): InfiniteData<ExpertPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page, index) => withRows(page, change(rowsOf(page), index))) };
}

/** Applies a follow or unfollow to every cached list and profile, optimistically. */
export function applyFollowChange(client: QueryClient, change: FollowChange): void {
  const { viewerId, target, follow } = change;
  const isTarget = (row: Influencer) => row.user_id === target.user_id;
  const toggle = (rows: Influencer[]) => rows.map((row) => (isTarget(row) ? toggledRow(row, change) : row));
  const moved = target.influencer ? toggledRow(target.influencer, change) : undefined;
  // Into the list it joins (at the top, where the reader is looking), out of the one it leaves.
  const enter = (rows: Influencer[], index: number) =>
    index === 0 && moved && !rows.some(isTarget) ? [moved, ...rows] : toggle(rows);
  const leave = (rows: Influencer[]) => rows.filter((row) => !isTarget(row));

  client.setQueriesData<InfiniteData<ExpertPage>>({ queryKey: followKeys.all }, (data) =>
    mapPages(data, toggle),
  );
  client.setQueryData<InfiniteData<ExpertPage>>(followKeys.peopleYouFollow(viewerId), (data) =>
    mapPages(data, follow ? enter : leave),
  );
  client.setQueryData<InfiniteData<ExpertPage>>(followKeys.recommendations(viewerId), (data) =>
    mapPages(data, follow ? leave : enter),
  );

  const step = follow ? 1 : -1;
  client.setQueriesData<ProfileDetails>(
    { queryKey: [...tradeKeys.profiles(), 'details', target.user_id] },
    (profile) =>
      profile && profile.is_followed !== follow
        ? { ...profile, is_followed: follow, followers_count: Math.max(0, profile.followers_count + step) }
        : profile,
  );
  client.setQueriesData<ProfileDetails>(
    { queryKey: [...tradeKeys.profiles(), 'details', viewerId] },
    (profile) => profile && { ...profile, following_count: Math.max(0, profile.following_count + step) },
  );
}
