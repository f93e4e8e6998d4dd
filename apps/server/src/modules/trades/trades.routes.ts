import {
  AllTradeListParamsSchema,
  AllTradeListResponseSchema,
  CreateTradeBodySchema,
  DurationOptionSchema,
  FeatureTradeBodySchema,
  FilterTradesParamsSchema,
  FnoTradeSchema,
  GAMIFICATION_ENDPOINTS,
  GroupIdParamsSchema,
  GroupPageQuerySchema,
  GroupPathSchema,
  GroupTradePageSchema,
  MessageResponseSchema,
  ProfileDetailsQuerySchema,
  ProfileDetailsResponseSchema,
  ShareTradeParamsSchema,
  ShareTradeResponseSchema,
  TRADE_DURATIONS,
  TRADE_ENDPOINTS,
  TradeActionResultSchema,
  TradeCountsSchema,
  TradeDetailSchema,
  TradeIdBodySchema,
  TradeIdParamsSchema,
  TradeIdPathParamsSchema,
  TradeListParamsSchema,
  TradeListResponseSchema,
  type TradeListViewQuery,
  TradeListViewQuerySchema,
  TradePatchBodySchema,
  TradeSchema,
  UpdateReasoningBodySchema,
  UpdateReasoningResultSchema,
  UpdateTradeBodySchema,
  USER_ENDPOINTS,
  UserIdParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import { type CommentLinkPreviewer, listComments } from '../comments/index.ts';
import { groupAdminOnly, groupField } from '../groups/index.ts';
import type { QuoteBook } from '../market/index.ts';
import { resolveViewer } from '../users/index.ts';
import { GROUP_TRADE_PAGE_SIZE, listGroupTrades } from './group-trades.service.ts';
import { tradeDisclosure } from './trade-disclosure.ts';
import {
  countTrades,
  getProfileDetails,
  listAllTrades,
  listProfileTrades,
  NO_FILTERS,
  parseFilters,
} from './trade-lists.service.ts';
import { shareTrade } from './trade-share.service.ts';
import {
  createTrade,
  deleteTrade,
  exitTrade,
  getVisibleFnoTrade,
  getVisibleTrade,
  patchTrade,
  setFeatured,
  type TradeDeps,
  updateReasoning,
  updateTrade,
} from './trades.service.ts';
import { tradeOwnerOnly, tradePatchOwnerOnly } from './trades.who-may-act.ts';

export type TradeRoutesOptions = {
  auth: RequestAuth;
  quotes: QuoteBook;
  previewLink: CommentLinkPreviewer;
  hasBrokerAccount: TradeDeps['hasBrokerAccount'];
  confirmRealFill: TradeDeps['confirmRealFill'];
  copyGuards?: TradeDeps['copyGuards'];
};

const tags = ['trades'];
const security = [{ bearerAuth: [] }];

export const tradeRoutes: FastifyPluginAsyncZod<TradeRoutesOptions> = async (
  app,
  { auth, quotes, previewLink, hasBrokerAccount, confirmRealFill, copyGuards },
) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;
  const deps: TradeDeps = {
    db,
    quotes,
    bus: app.bus,
    hasBrokerAccount,
    confirmRealFill,
    ...(copyGuards ? { copyGuards } : {}),
  };
  const commentDeps = { db, previewLink };
  const userOf = (request: { user: { id: number } | null }) => request.user!.id;

  on(app, TRADE_ENDPOINTS.durationList)(
    {
      schema: {
        tags,
        summary: 'Holding durations; the trade form hides Short term',
        response: { 200: z.array(DurationOptionSchema) },
      },
    },
    async () => TRADE_DURATIONS.map(({ id, name, name_to_show }) => ({ id, name, name_to_show })),
  );

  on(app, TRADE_ENDPOINTS.createTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Post a trade: a virtual market order enters at the live price and is Live at once; a limit order (or a real trade) waits Upcoming',
        body: CreateTradeBodySchema,
        response: { 201: TradeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createTrade(deps, userOf(request), request.body)),
  );

  on(app, TRADE_ENDPOINTS.postGroupTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: groupAdminOnly(db, groupField('params', 'groupId')) },
      schema: {
        tags,
        security,
        summary: "Post a trade to a group (its admin only): visible to the group's members",
        params: GroupIdParamsSchema,
        body: CreateTradeBodySchema,
        response: { 201: TradeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTrade(deps, userOf(request), request.body, { groupId: request.params.groupId })),
  );

  const groupTradeQuery = (groupId: number, query: TradeListViewQuery) => ({
    groupId,
    featured: query.res_type === 'featured',
    tradeStatus: query.trade_status,
    page: query.page_number,
    pageSize: query.detail_count,
    // filter_by carries the Buy / Sell choice; ALL (or nothing) means both.
    side: [query.filter_by, query.trade_type].find((word) => word && word.toUpperCase() !== 'ALL'),
    durations: query.duration,
    startDate: query.start_date,
    endDate: query.end_date,
    filters: query.filters,
  });

  on(app, GAMIFICATION_ENDPOINTS.shareTrade)(
    {
      onRequest: identifyUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A trade's share link; a signed-in caller's first share of it earns the share task's coins",
        params: ShareTradeParamsSchema,
        response: { 200: ShareTradeResponseSchema },
      },
    },
    async (request) => shareTrade(db, await resolveViewer(db, request.user?.id), request.params.trade_id),
  );

  on(app, TRADE_ENDPOINTS.tradeListView)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "A group's trades, newest first, 18 a page (members and the admin); res_type featured lists the featured ones, locked for anyone else",
        querystring: TradeListViewQuerySchema,
        response: { 200: GroupTradePageSchema },
      },
    },
    async (request) =>
      listGroupTrades(
        deps,
        await resolveViewer(db, request.user?.id),
        groupTradeQuery(request.query.group_id, request.query),
      ),
  );

  on(app, TRADE_ENDPOINTS.groupTrades)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A group's trades, newest first (members and the admin)",
        params: GroupPathSchema,
        querystring: GroupPageQuerySchema,
        response: { 200: GroupTradePageSchema },
      },
    },
    async (request) =>
      listGroupTrades(deps, await resolveViewer(db, request.user?.id), {
        groupId: request.params.id,
        featured: false,
        tradeStatus: 'ALL',
        page: request.query.page,
        pageSize: GROUP_TRADE_PAGE_SIZE,
      }),
  );

  on(app, TRADE_ENDPOINTS.updateTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwnerOnly(db, 'modify', 'body', 'id') },
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

  on(app, TRADE_ENDPOINTS.deleteTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwnerOnly(db, 'delete', 'body', 'id') },
      schema: {
        tags,
        security,
        summary: 'Delete an Upcoming trade (owner only)',
        body: TradeIdBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => deleteTrade(deps, userOf(request), request.body.id),
  );

  on(app, TRADE_ENDPOINTS.patchTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradePatchOwnerOnly(db) },
      schema: {
        tags,
        security,
        summary:
          "status Closed exits a Live virtual trade at the live price; status Active confirms a real trade's broker fill (Live at the average fill price; 202 while an after-market order waits); entry_price alone moves an Upcoming trade's entry (owner only)",
        body: TradePatchBodySchema,
        response: { 200: TradeActionResultSchema, 202: TradeActionResultSchema },
      },
    },
    async (request, reply) => {
      const { pending, ...result } = await patchTrade(deps, userOf(request), request.body);
      return reply.code(pending ? 202 : 200).send(result);
    },
  );

  on(app, TRADE_ENDPOINTS.exitTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwnerOnly(db, 'exit', 'body', 'id') },
      schema: {
        tags,
        security,
        summary: 'Exit a Live virtual trade at the live price (owner only)',
        body: TradeIdBodySchema,
        response: { 200: TradeActionResultSchema },
      },
    },
    async (request) => exitTrade(deps, userOf(request), request.body.id),
  );

  on(app, TRADE_ENDPOINTS.featureTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwnerOnly(db, 'feature', 'body', 'id') },
      schema: {
        tags,
        security,
        summary:
          'Feature or unfeature a trade, equity or F&O (owner only, at most 10); the same as fando-trade-patch and the trade-detail-patch featured body',
        body: FeatureTradeBodySchema,
        response: { 200: TradeActionResultSchema },
      },
    },
    async (request) => setFeatured(deps, userOf(request), request.body),
  );

  on(app, TRADE_ENDPOINTS.featureFnoTrade)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwnerOnly(db, 'feature', 'body', 'id') },
      schema: {
        tags,
        security,
        summary:
          'Feature or unfeature a trade, F&O or equity (owner only, at most 10): body id, is_featured, request_type=featured',
        body: FeatureTradeBodySchema,
        response: { 200: TradeActionResultSchema },
      },
    },
    async (request) => setFeatured(deps, userOf(request), request.body),
  );

  on(app, TRADE_ENDPOINTS.updateReasoning)(
    {
      onRequest: requireUser,
      config: { whoMayAct: tradeOwnerOnly(db, 'updateReasoning', 'params', 'trade_id') },
      schema: {
        tags,
        security,
        summary: 'Update the reasoning of a Live trade (owner only)',
        params: TradeIdPathParamsSchema,
        body: UpdateReasoningBodySchema,
        response: { 200: UpdateReasoningResultSchema },
      },
    },
    async (request) => updateReasoning(deps, userOf(request), request.params.trade_id, request.body.reason),
  );

  on(app, TRADE_ENDPOINTS.tradeDetail)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "A trade with the first page of its comments, oldest first (visitors see public trades); comments_count counts them all; disclosure is the call's disclosure block",
        params: TradeIdParamsSchema,
        response: { 200: TradeDetailSchema },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db, request.user?.id);
      const trade = await getVisibleTrade(deps, viewer, request.params.id);
      const [comments, disclosure] = await Promise.all([
        listComments(commentDeps, 'trade', viewer, trade.id),
        tradeDisclosure(db, trade),
      ]);
      return { ...trade, comments: comments.result, disclosure };
    },
  );

  on(app, TRADE_ENDPOINTS.trade)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'A trade',
        params: TradeIdParamsSchema,
        response: { 200: TradeSchema },
      },
    },
    async (request) => getVisibleTrade(deps, await resolveViewer(db, request.user?.id), request.params.id),
  );

  on(app, TRADE_ENDPOINTS.fnoTrade)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A futures-and-options trade, with its group's name as group_name (null outside a group)",
        params: TradeIdParamsSchema,
        response: { 200: FnoTradeSchema },
      },
    },
    async (request) => getVisibleFnoTrade(deps, await resolveViewer(db, request.user?.id), request.params.id),
  );

  on(app, TRADE_ENDPOINTS.tradeCounts)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: "A user's trade counts, over the trades the caller may see",
        params: UserIdParamsSchema,
        response: { 200: TradeCountsSchema },
      },
    },
    async (request) => countTrades(deps, await resolveViewer(db, request.user?.id), request.params.userId),
  );

  on(app, TRADE_ENDPOINTS.tradeList)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "A user's trades of a tab (0 posted, 1 followed), 10 a page, grouped into today / past week / other",
        params: TradeListParamsSchema,
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

  on(app, TRADE_ENDPOINTS.filterTrades)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'trade-list with filters: status Live,Upcoming,Closed; sides Buy,Sell; duration ids; dates from,to (YYYY-MM-DD); the word null for none',
        params: FilterTradesParamsSchema,
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

  on(app, TRADE_ENDPOINTS.allTradeList)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'The feed of every trade the caller may see; the word null for an empty filter',
        params: AllTradeListParamsSchema,
        response: { 200: AllTradeListResponseSchema },
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

  on(app, USER_ENDPOINTS.profileDetails)(
    {
      onRequest: identifyUser,
      schema: {
        tags: ['profiles'],
        summary: 'A profile with its trade counts (request_user is accepted; the token says who asks)',
        params: UserIdParamsSchema,
        querystring: ProfileDetailsQuerySchema,
        response: { 200: ProfileDetailsResponseSchema },
      },
    },
    async (request) => ({
      result: await getProfileDetails(deps, await resolveViewer(db, request.user?.id), request.params.userId),
    }),
  );
};
