import {
  type FollowListResponse,
  type Influencer,
  type InfluencerPageResponse,
  type MessageResponse,
  PAGE_SIZE,
  type SebiUserType,
} from '@tradecircle/domain';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import { profileJoin } from '../users/index.ts';
import type { ExpertTradeStats } from './expert-stats.ts';
import { presentInfluencer } from './follows.presenter.ts';
import {
  countProfiles,
  deleteFollow,
  findLiveProfileOf,
  findProfileOf,
  influencerRowsByIds,
  insertFollow,
  type ProfilePage,
  pageOfProfiles,
  recommendationsPage,
} from './follows.repository.ts';
import { followCounts, userFollows } from './follows.tables.ts';

export type FollowDeps = { db: AppDb; stats: ExpertTradeStats };

const PER_PAGE = PAGE_SIZE.followers;
const profiles = profileJoin.table;

const USER_NOT_FOUND = 'User not found';

/** A list's owner: any user with a profile (a deleted account's lists are empty). */
async function requireProfile(db: AppDb, userId: number) {
  if (!(await findProfileOf(db, userId))) throw notFound(USER_NOT_FOUND);
}

/** Whom one follows or unfollows: a live account with a profile; a deleted one is not found. */
async function requireFollowee(db: AppDb, userId: number) {
  if (!(await findLiveProfileOf(db, userId))) throw notFound(USER_NOT_FOUND);
}

export async function followUser(
  db: AppDb,
  actorUserId: number,
  followeeUserId: number,
): Promise<MessageResponse> {
  if (actorUserId === followeeUserId) throw badRequest('You cannot follow yourself');
  await requireFollowee(db, followeeUserId);
  if (!(await findProfileOf(db, actorUserId)))
    throw badRequest('Complete your profile before following anyone');
  const added = await insertFollow(db, actorUserId, followeeUserId);
  if (added === 'deleted') throw notFound(USER_NOT_FOUND);
  return { message: added ? 'Followed successfully' : 'You already follow this user' };
}

export async function unfollowUser(
  db: AppDb,
  actorUserId: number,
  followeeUserId: number,
): Promise<MessageResponse> {
  if (actorUserId === followeeUserId) throw badRequest('You cannot unfollow yourself');
  await requireFollowee(db, followeeUserId);
  const removed = await deleteFollow(db, actorUserId, followeeUserId);
  return { message: removed ? 'Unfollowed successfully' : 'You do not follow this user' };
}

function nameMatches(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  return sql`lower(${profiles.name}) like ${`%${escapeLike(text)}%`}`;
}

const offsetOf = (page: number) => (page - 1) * PER_PAGE;

async function listPage(deps: FollowDeps, page: ProfilePage) {
  const [rows, total] = await Promise.all([
    pageOfProfiles(deps.db, deps.stats, page),
    countProfiles(deps.db, page),
  ]);
  return { results: rows.map((row) => presentInfluencer(row, page.viewerUserId)), count: total };
}

/** Whose list: the user named, else the caller; a visitor must name one. */
async function listOwner(
  db: AppDb,
  viewerUserId: number | null,
  userId: number | undefined,
): Promise<number> {
  const owner = userId ?? viewerUserId;
  if (!owner) throw new AppError('UNAUTHORIZED', 'Authentication credentials were not provided');
  await requireProfile(db, owner);
  return owner;
}

type ListInput = { page: number; search_query?: string | undefined; user_id?: number | undefined };

/**
 * A user's follow list, newest follow first: `follower` lists who follows the user (followers/),
 * `followee` whom the user follows (following/).
 */
function followList(side: 'follower' | 'followee') {
  return async (
    deps: FollowDeps,
    viewerUserId: number | null,
    input: ListInput,
  ): Promise<FollowListResponse> => {
    const owner = await listOwner(deps.db, viewerUserId, input.user_id);
    return listPage(deps, {
      viewerUserId,
      followsAs: { side, ofUserId: owner },
      where: [nameMatches(input.search_query)],
      orderBy: [desc(userFollows.createdAt), asc(profiles.userId)],
      limit: PER_PAGE,
      offset: offsetOf(input.page),
    });
  };
}

export const listFollowers = followList('follower');
export const listFollowing = followList('followee');

/** people-you-follow-list: the caller's following list with the page count. */
export async function peopleYouFollow(
  deps: FollowDeps,
  viewerUserId: number,
  page: number,
): Promise<InfluencerPageResponse> {
  const { results, count } = await listFollowing(deps, viewerUserId, { page, user_id: viewerUserId });
  return { result: results, num: Math.ceil(count / PER_PAGE) };
}

/** influencers-list: recommendations for the caller (ranking in recommendationsPage, docs/api.md). */
export async function recommendInfluencers(
  deps: FollowDeps,
  viewerUserId: number,
  page: number,
): Promise<InfluencerPageResponse> {
  const { rows, total } = await recommendationsPage(
    deps.db,
    deps.stats,
    viewerUserId,
    PER_PAGE,
    offsetOf(page),
  );
  return {
    result: rows.map((row) => presentInfluencer(row, viewerUserId)),
    num: Math.ceil(total / PER_PAGE),
  };
}

/** sebi-users/: the SEBI-registered directory, most followed first. */
export async function listSebiUsers(
  deps: FollowDeps,
  viewerUserId: number | null,
  input: { page: number; search_query?: string | undefined; sebi_user_type?: SebiUserType | undefined },
): Promise<FollowListResponse> {
  return listPage(deps, {
    viewerUserId,
    where: [
      profileJoin.isSebiRegistered,
      input.sebi_user_type ? eq(profiles.sebiUserType, input.sebi_user_type) : undefined,
      nameMatches(input.search_query),
    ],
    orderBy: [sql`coalesce(${followCounts.followersCount}, 0) desc`, asc(profiles.userId)],
    limit: PER_PAGE,
    offset: offsetOf(input.page),
  });
}

/**
 * The Influencer cards of these users (those with a profile), as the viewer sees them: a user the
 * viewer blocked, or a deleted account, is left out. For other modules' lists of experts (trending's Top-Performing experts).
 */
export async function influencersOf(
  deps: FollowDeps,
  viewerUserId: number | null,
  userIds: readonly number[],
): Promise<Map<number, Influencer>> {
  if (userIds.length === 0) return new Map();
  const rows = await influencerRowsByIds(deps.db, deps.stats, viewerUserId, userIds);
  return new Map(rows.map((row) => [row.userId, presentInfluencer(row, viewerUserId)]));
}
