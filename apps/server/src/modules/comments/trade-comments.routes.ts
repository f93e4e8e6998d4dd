import {
  AddCommentBodySchema,
  COMMENT_ENDPOINTS,
  CommentPageSchema,
  CommentSchema,
  CommentsQuerySchema,
  TradeIdParamsSchema,
  TradeIdPathParamsSchema,
} from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyNamesTheCaller } from '../../http/body-names-caller.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import { resolveViewer } from '../users/index.ts';
import type { TradeCommentSubjects } from './comment-subject.ts';
import {
  addComment,
  COMMENT_AS_YOURSELF,
  COMMENTS_PER_MINUTE,
  type CommentLinkPreviewer,
  listVisibleComments,
} from './comments.service.ts';

export type TradeCommentRoutesOptions = {
  auth: RequestAuth;
  previewLink: CommentLinkPreviewer;
  /** The trades module's subjects (tradeCommentSubjects), handed over by app.ts. */
  trades: TradeCommentSubjects;
};

// Trade comments are documented with the trade calls.
const tags = ['trades'];
const security = [{ bearerAuth: [] }];

/**
 * Comment posting, per signed-in user and per call. The limit is counted in the preHandler hook, after
 * the route's onRequest authentication, so the key is the token's user and a refused caller (401) or
 * a bad body (400) never uses up the allowance.
 */
const commentRateLimit = {
  rateLimit: {
    max: COMMENTS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `address:${request.ip}`,
  },
};

/** The trade comment calls (trades.md §7); the trade detail's first page is served by the trades module. */
export const tradeCommentRoutes: FastifyPluginAsyncZod<TradeCommentRoutesOptions> = async (
  app,
  { auth, previewLink, trades },
) => {
  const { requireUser, identifyUser } = auth;
  const deps = { db: app.database.db, previewLink };
  // The body's user_id must be the caller's profile: another's is refused before the comment is read.
  const commentAsYourself = bodyNamesTheCaller({
    field: 'user_id',
    reader: AddCommentBodySchema.shape.user_id,
    callersId: async (userId) => (await resolveViewer(deps.db, userId))?.profileId ?? undefined,
    message: COMMENT_AS_YOURSELF,
  });

  on(app, COMMENT_ENDPOINTS.addTradeComment)(
    {
      onRequest: requireUser,
      config: { ...commentRateLimit, whoMayAct: ANY_USER },
      preValidation: commentAsYourself,
      schema: {
        tags,
        security,
        summary: `Comment on a trade (${COMMENTS_PER_MINUTE} a minute per user)`,
        params: TradeIdPathParamsSchema,
        body: AddCommentBodySchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await addComment(deps, trades.equityTrade, request.user!.id, {
          subjectId: request.params.trade_id,
          comment: request.body.comment,
          profileId: request.body.user_id,
        }),
      ),
  );

  on(app, COMMENT_ENDPOINTS.addFnoComment)(
    {
      onRequest: requireUser,
      config: { ...commentRateLimit, whoMayAct: ANY_USER },
      preValidation: commentAsYourself,
      schema: {
        tags,
        security,
        summary: `Comment on an F&O trade (${COMMENTS_PER_MINUTE} a minute per user)`,
        params: TradeIdParamsSchema,
        body: AddCommentBodySchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await addComment(deps, trades.fnoTrade, request.user!.id, {
          subjectId: request.params.id,
          comment: request.body.comment,
          profileId: request.body.user_id,
        }),
      ),
  );

  on(app, COMMENT_ENDPOINTS.tradeComments)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "A page of a trade's comments, oldest or newest first, for whoever may see the trade (404 Trade not found otherwise)",
        params: TradeIdPathParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: CommentPageSchema },
      },
    },
    async (request) =>
      listVisibleComments(
        deps,
        trades.anyTrade,
        await resolveViewer(deps.db, request.user?.id),
        request.params.trade_id,
        request.query,
      ),
  );
};
