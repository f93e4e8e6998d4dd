import {
  MessageResponseSchema,
  MODERATION_ENDPOINTS,
  ReportAndBlockRequestSchema,
  ReportReasonListResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { listReportReasons, reportAndBlock } from './moderation.service.ts';

export type ModerationRoutesOptions = { auth: RequestAuth };

const tags = ['moderation'];

/** Report and block (platform.md §7): the reason list and the report call. */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (app, { auth }) => {
  const db = app.database.db;

  const reasonList = {
    schema: {
      tags,
      summary: 'The reasons a user can be reported for',
      response: { 200: ReportReasonListResponseSchema },
    },
  };
  // The spec names master/reason_list/; the web's request helper puts calls under api/, so both answer.
  on(app, MODERATION_ENDPOINTS.reasonList)(reasonList, async () => listReportReasons(db));
  on(app, MODERATION_ENDPOINTS.apiReasonList)(reasonList, async () => listReportReasons(db));

  on(app, MODERATION_ENDPOINTS.reportAndBlock)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          "Report a profile's user and block them: their trades and comments leave the caller's reads, and they cannot comment on the caller's trades (blocked_by is ignored: the token says who reports)",
        body: ReportAndBlockRequestSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await reportAndBlock(db, request.user!.id, request.body)),
  );
};
