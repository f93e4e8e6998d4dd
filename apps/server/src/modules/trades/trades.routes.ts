import {
  CommentSchema,
  CreateTradeBodySchema,
  DurationOptionSchema,
  TRADE_DURATIONS,
  TradeCountsSchema,
  TradeDetailSchema,
  TradeListResponseSchema,
  TradeSchema,
  UpdateTradeBodySchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { type AuthContext, authHooks } from '../auth/auth.context.ts';
import type { QuoteBook } from '../market/market.types.ts';
import { findProfileByUserId } from '../users/users.repository.ts';
import { addComment, type CommentLinkPreviewer, listComments } from './trade-comments.service.ts';
import {
  countTrades,
  listAllTrades,
  listProfileTrades,
  NO_FILTERS,
  parseFilters,
} from './trade-lists.service.ts';
import { isDerivative, presentTrade } from './trades.presenter.ts';
import { findVisibleTrade } from './trades.repository.ts';
import {
  createTrade,
  deleteTrade,
  exitTrade,
  getVisibleTrade,
  patchTrade,
  resolveViewer,
  setFeatured,
  type TradeDeps,
  updateReasoning,
  updateTrade,
} from './trades.service.ts';

export type TradeRoutesOptions = { auth: AuthContext; quotes: QuoteBook; previewLink: CommentLinkPreviewer };

const tags = ['trades'];
const security = [{ bearerAuth: [] }];
const Id = z.coerce.number().int().positive();
const MessageSchema = z.object({ message: z.string() });
const MessageWithTradeSchema = z.object({ message: z.string(), trade_detail: TradeSchema });
const FeaturedBodySchema = z.object({
  id: z.number().int().positive(),
  is_featured: z.boolean(),
  request_type: z.literal('featured', { message: 'request_type must be featured' }),
});
const CommentBodySchema = z.object({
  comment: z.string().max(5000).optional(),
  user_id: z.number().int().positive(),
});
const ProfileDetailSchema = z.object({
  result: z.object({
    id: z.number(),
    user_id: z.number(),
    name: z.string(),
    profile_image: z.string().nullable(),
    bio: z.string().nullable(),
    is_sebi_registered: z.boolean(),
    sebi_user_type: z.string().nullable(),
    is_own_profile: z.boolean(),
    trade_counts: TradeCountsSchema,
  }),
});

export const tradeRoutes: FastifyPluginAsyncZod<TradeRoutesOptions> = async (
  app,
  { auth, quotes, previewLink },
) => {
  const { requireUser, identifyUser } = authHooks(auth.tokens);
  const db = app.database.db;
  const deps: TradeDeps = { db, quotes, bus: app.bus };
  const commentDeps = { db, previewLink };
  const userOf = (request: { user: { id: number } | null }) => request.user!.id;

  app.get(
    '/api/trade/duration-list',
    {
      schema: {
        tags,
        summary: 'Holding durations; the trade form hides Short term',
        response: { 200: z.array(DurationOptionSchema) },
      },
    },
    async () => TRADE_DURATIONS.map(({ id, name, name_to_show }) => ({ id, name, name_to_show })),
  );

  app.post(
    '/api/trade/create-trade/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Post a trade (Upcoming until the price reaches the entry)',
        body: CreateTradeBodySchema,
        response: { 201: TradeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createTrade(deps, userOf(request), request.body)),
  );

  app.post(
    '/api/own-groups/:groupId/post-trade/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Post a trade to a group (refused until groups exist)',
        params: z.object({ groupId: Id }),
        body: CreateTradeBodySchema,
        response: { 201: TradeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTrade(deps, userOf(request), request.body, { groupId: request.params.groupId })),
  );

  app.post(
    '/api/trade/update-trade-detail/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Modify an Upcoming trade (owner only)',
        body: UpdateTradeBodySchema,
        response: { 200: TradeSchema },
      },
    },
    async (request) => updateTrade(deps, userOf(request), request.body),
  );

  app.post(
    '/api/trade/delete-trade/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete an Upcoming trade (owner only)',
        body: z.object({ id: z.number().int().positive() }),
        response: { 200: MessageSchema },
      },
    },
    async (request) => deleteTrade(deps, userOf(request), request.body.id),
  );

  app.patch(
    '/api/trade/trade-patch',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "status Closed exits a Live trade; entry_price moves an Upcoming trade's entry (owner only)",
        body: z.object({
          id: z.number().int().positive(),
          entry_price: z.number().optional(),
          status: z.string().optional(),
        }),
        response: { 200: MessageWithTradeSchema },
      },
    },
    async (request) => patchTrade(deps, userOf(request), request.body),
  );

  app.post(
    '/api/trade/exit-trade',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Exit a Live virtual trade at the live price (owner only)',
        body: z.object({ id: z.number().int().positive() }),
        response: { 200: MessageWithTradeSchema },
      },
    },
    async (request) => exitTrade(deps, userOf(request), request.body.id),
  );

  app.patch(
    '/api/trade/trade-detail-patch-featured/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Feature or unfeature an equity trade (owner only, at most 10)',
        body: FeaturedBodySchema,
        response: { 200: MessageWithTradeSchema },
      },
    },
    async (request) => setFeatured(deps, userOf(request), request.body, 'equity'),
  );

  app.patch(
    '/api/trade/fando-trade-patch',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Feature or unfeature an F&O trade (owner only)',
        body: FeaturedBodySchema,
        response: { 200: MessageWithTradeSchema },
      },
    },
    async (request) => setFeatured(deps, userOf(request), request.body, 'fno'),
  );

  app.post(
    '/api/trade/update-reasoning/:trade_id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Update the reasoning of a Live trade (owner only)',
        params: z.object({ trade_id: Id }),
        body: z.object({
          reason: z
            .string({ message: 'Required.' })
            .trim()
            .min(1, 'Required.')
            .max(5000, 'Reasoning is at most 5000 characters'),
        }),
        response: { 200: z.object({ data: MessageSchema }) },
      },
    },
    async (request) => updateReasoning(deps, userOf(request), request.params.trade_id, request.body.reason),
  );

  app.post(
    '/api/trade/update-comment/:trade_id/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Comment on a trade',
        params: z.object({ trade_id: Id }),
        body: CommentBodySchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await addComment(
          commentDeps,
          userOf(request),
          {
            tradeId: request.params.trade_id,
            comment: request.body.comment,
            profileId: request.body.user_id,
          },
          'equity',
        ),
      ),
  );

  app.post(
    '/add_fno_comment/:id/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Comment on an F&O trade',
        params: z.object({ id: Id }),
        body: CommentBodySchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addComment(
            commentDeps,
            userOf(request),
            { tradeId: request.params.id, comment: request.body.comment, profileId: request.body.user_id },
            'fno',
          ),
        ),
  );

  app.get(
    '/api/trade/user-trade-detail/:id/',
    {
      preHandler: identifyUser,
      schema: {
        tags,
        summary: 'A trade with its comments (visitors see public trades)',
        params: z.object({ id: Id }),
        response: { 200: TradeDetailSchema },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db, request.user?.id);
      const trade = await getVisibleTrade(deps, viewer, request.params.id);
      return { ...trade, comments: await listComments(commentDeps, viewer, trade.id) };
    },
  );

  app.get(
    '/api/trade/get-trade/:id',
    {
      preHandler: identifyUser,
      schema: { tags, summary: 'A trade', params: z.object({ id: Id }), response: { 200: TradeSchema } },
    },
    async (request) => getVisibleTrade(deps, await resolveViewer(db, request.user?.id), request.params.id),
  );

  app.get(
    '/get-fno-trade/:id',
    {
      preHandler: identifyUser,
      schema: {
        tags,
        summary: 'A futures-and-options trade',
        params: z.object({ id: Id }),
        response: { 200: TradeSchema },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db, request.user?.id);
      const row = await findVisibleTrade(db, viewer, request.params.id);
      if (!row || !isDerivative(row.security.instrumentType)) throw notFound('F&O trade not found');
      return presentTrade(row, quotes);
    },
  );

  app.get(
    '/api/trade/get-trades-count/:userId',
    {
      preHandler: identifyUser,
      schema: {
        tags,
        summary: "A user's trade counts, over the trades the caller may see",
        params: z.object({ userId: Id }),
        response: { 200: TradeCountsSchema },
      },
    },
    async (request) => countTrades(deps, await resolveViewer(db, request.user?.id), request.params.userId),
  );

  app.get(
    '/api/trade/trade-list/:userId/:tab/:page',
    {
      preHandler: identifyUser,
      schema: {
        tags,
        summary:
          "A user's trades of a tab (0 posted, 1 followed), 10 a page, grouped into today / past week / other",
        params: z.object({ userId: Id, tab: z.coerce.number().int(), page: z.coerce.number().int() }),
        response: { 200: TradeListResponseSchema },
      },
    },
    async (request) =>
      listProfileTrades(deps, await resolveViewer(db, request.user?.id), {
        ownerUserId: request.params.userId,
        tab: request.params.tab,
        page: request.params.page,
        filters: NO_FILTERS,
      }),
  );

  app.get(
    '/api/trade/filter-trades/:tab/:userId/:page/:status/:sides/:durations/:dates',
    {
      preHandler: identifyUser,
      schema: {
        tags,
        summary:
          'trade-list with filters: status Live,Upcoming,Closed; sides Buy,Sell; duration ids; dates from,to (YYYY-MM-DD); the word null for none',
        params: z.object({
          tab: z.coerce.number().int(),
          userId: Id,
          page: z.coerce.number().int(),
          status: z.string(),
          sides: z.string(),
          durations: z.string(),
          dates: z.string(),
        }),
        response: { 200: TradeListResponseSchema },
      },
    },
    async (request) => {
      const { tab, userId, page, ...segments } = request.params;
      return listProfileTrades(deps, await resolveViewer(db, request.user?.id), {
        ownerUserId: userId,
        tab,
        page,
        filters: parseFilters(segments),
      });
    },
  );

  app.get(
    '/api/trade/all-trade-list/:userId/:page/:status/:buySell/:duration',
    {
      preHandler: identifyUser,
      schema: {
        tags,
        summary: 'The feed of every trade the caller may see; the word null for an empty filter',
        params: z.object({
          userId: z.string(),
          page: z.coerce.number().int(),
          status: z.string(),
          buySell: z.string(),
          duration: z.string(),
        }),
        response: { 200: z.object({ result: z.array(TradeSchema), num: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, status, buySell, duration } = request.params;
      return listAllTrades(deps, await resolveViewer(db, request.user?.id), {
        page,
        filters: parseFilters({ status, sides: buySell, durations: duration }),
      });
    },
  );

  app.get(
    '/api/profile-details/:userId',
    {
      preHandler: identifyUser,
      schema: {
        tags: ['profiles'],
        summary: 'A profile with its trade counts (request_user is accepted; the token says who asks)',
        params: z.object({ userId: Id }),
        querystring: z.object({ request_user: z.string().optional() }),
        response: { 200: ProfileDetailSchema },
      },
    },
    async (request) => {
      const profile = await findProfileByUserId(db, request.params.userId);
      if (!profile) throw notFound('Profile not found');
      const viewer = await resolveViewer(db, request.user?.id);
      return {
        result: {
          id: profile.id,
          user_id: profile.userId,
          name: profile.name,
          profile_image: profile.profileImage,
          bio: profile.bio,
          is_sebi_registered: profile.isSebiRegistered,
          sebi_user_type: profile.sebiUserType,
          is_own_profile: viewer?.userId === profile.userId,
          trade_counts: await countTrades(deps, viewer, profile.userId),
        },
      };
    },
  );
};
