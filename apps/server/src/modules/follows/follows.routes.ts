import {
  FOLLOW_ENDPOINTS,
  FollowInfluencerBodySchema,
  FollowListQuerySchema,
  FollowListResponseSchema,
  InfluencerPageResponseSchema,
  InfluencersListParamsSchema,
  MessageResponseSchema,
  PeopleYouFollowParamsSchema,
  PeopleYouFollowQuerySchema,
  SebiUsersQuerySchema,
  UnfollowInfluencerBodySchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { ExpertTradeStats } from './expert-stats.ts';
import {
  type FollowDeps,
  followUser,
  listFollowers,
  listFollowing,
  listSebiUsers,
  peopleYouFollow,
  recommendInfluencers,
  unfollowUser,
} from './follows.service.ts';

export type FollowRoutesOptions = { auth: RequestAuth; stats: ExpertTradeStats };

const tags = ['follows'];
const security = [{ bearerAuth: [] }];

/*
 * The follow graph's calls. The token says who asks: user_id in a body and userId in a path that
 * name the caller are accepted and ignored.
 */
export const followRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { auth, stats }) => {
  const { requireUser, identifyUser } = auth;
  const deps: FollowDeps = { db: app.database.db, stats };
  const callerOf = (request: { user: { id: number } | null }) => request.user?.id ?? null;

  on(app, FOLLOW_ENDPOINTS.follow)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Follow a user (idempotent: following twice changes nothing); not yourself',
        body: FollowInfluencerBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => followUser(deps.db, request.user!.id, request.body.to_follow_id),
  );

  on(app, FOLLOW_ENDPOINTS.unfollow)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Stop following a user (idempotent)',
        body: UnfollowInfluencerBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => unfollowUser(deps.db, request.user!.id, request.body.to_unfollow_id),
  );

  on(app, FOLLOW_ENDPOINTS.followers)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "A user's followers (user_id, else the caller), newest first, 12 a page; search_query matches names",
        querystring: FollowListQuerySchema,
        response: { 200: FollowListResponseSchema },
      },
    },
    async (request) => listFollowers(deps, callerOf(request), request.query),
  );

  on(app, FOLLOW_ENDPOINTS.following)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'Whom a user follows (user_id, else the caller), newest first, 12 a page; search_query matches names',
        querystring: FollowListQuerySchema,
        response: { 200: FollowListResponseSchema },
      },
    },
    async (request) => listFollowing(deps, callerOf(request), request.query),
  );

  on(app, FOLLOW_ENDPOINTS.influencersList)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Recommendations for the caller: users they do not follow, SEBI-registered first, then recently profitable, then most followed; 12 a page, num pages',
        params: InfluencersListParamsSchema,
        response: { 200: InfluencerPageResponseSchema },
      },
    },
    async (request) => recommendInfluencers(deps, request.user!.id, request.params.page),
  );

  on(app, FOLLOW_ENDPOINTS.peopleYouFollow)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Whom the caller follows, newest first, 12 a page (page query, default 1), num pages',
        params: PeopleYouFollowParamsSchema,
        querystring: PeopleYouFollowQuerySchema,
        response: { 200: InfluencerPageResponseSchema },
      },
    },
    async (request) => peopleYouFollow(deps, request.user!.id, request.query.page),
  );

  on(app, FOLLOW_ENDPOINTS.sebiUsers)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'SEBI-registered experts (sebi_user_type registered_analyst or registered_investment_advisor), most followed first, 12 a page; search_query matches names',
        querystring: SebiUsersQuerySchema,
        response: { 200: FollowListResponseSchema },
      },
    },
    async (request) => listSebiUsers(deps, callerOf(request), request.query),
  );
};
