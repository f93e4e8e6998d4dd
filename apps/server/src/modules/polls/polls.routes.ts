import {
  CreatePollBodySchema,
  CreatePollResponseSchema,
  POLL_ENDPOINTS,
  PollAnswerBodySchema,
  PollAnswerResponseSchema,
  PollListQuerySchema,
  PollListResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { sebiRegisteredOnly } from '../users/index.ts';
import { answerPoll, createPoll, listPolls, POLL_ERRORS } from './polls.service.ts';

export type PollRoutesOptions = { auth: RequestAuth };

const tags = ['polls'];

/** Polls (docs/api.md, "Discovery": Polls): list, vote once, ask (SEBI-registered users). */
export const pollRoutes: FastifyPluginAsyncZod<PollRoutesOptions> = async (app, { auth }) => {
  const db = app.database.db;

  on(app, POLL_ENDPOINTS.polls)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: "Polls, newest first, with the caller's vote and (once they voted, or asked it) the shares",
        querystring: PollListQuerySchema,
        response: { 200: PollListResponseSchema },
      },
    },
    async (request) => listPolls(db, request.user!.id, request.query),
  );

  on(app, POLL_ENDPOINTS.answerPoll)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Vote in a poll, once: a second vote changes nothing (409)',
        body: PollAnswerBodySchema,
        response: { 200: PollAnswerResponseSchema },
      },
    },
    async (request) => answerPoll(db, request.user!.id, request.body),
  );

  on(app, POLL_ENDPOINTS.createPoll)(
    {
      // SEBI-registered users only: refused before the body is validated.
      onRequest: [auth.requireUser, sebiRegisteredOnly(db, POLL_ERRORS.notSebiRegistered)],
      schema: {
        tags,
        summary: 'Ask a poll (SEBI-registered users): category, title, question, 2-6 different options',
        body: CreatePollBodySchema,
        response: { 201: CreatePollResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createPoll(db, request.user!.id, request.body)),
  );
};
