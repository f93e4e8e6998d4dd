import {
  COPY_GUARDRAIL_ENDPOINTS,
  CopyGuardrailSchema,
  CopyGuardrailSettingsSchema,
  ExpertUserIdParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import { getGuardrail, listMyGuardrails, removeGuardrail, setGuardrail } from './copy-guardrails.service.ts';

const tags = ['copy guardrails'];
const security = [{ bearerAuth: [] }];

export type CopyGuardrailRoutesOptions = { auth: RequestAuth };

/** The caller's copy guardrails (docs/api.md "Copy guardrails and price alerts"): theirs only, by expert. */
export const copyGuardrailRoutes: FastifyPluginAsyncZod<CopyGuardrailRoutesOptions> = async (
  app,
  { auth },
) => {
  const db = app.database.db;
  // The token first (401), before any body is validated.
  app.addHook('onRequest', auth.requireUser);
  const config = { whoMayAct: ANY_USER } as const;

  on(app, COPY_GUARDRAIL_ENDPOINTS.myGuardrails)(
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's copy guardrails, one per expert, with their open exposure and drawdown",
        response: { 200: z.array(CopyGuardrailSchema) },
      },
    },
    async (request) => listMyGuardrails(db, request.user!.id),
  );

  on(app, COPY_GUARDRAIL_ENDPOINTS.guardrail)(
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's copy guardrail for one expert (404 when none is set)",
        params: ExpertUserIdParamsSchema,
        response: { 200: CopyGuardrailSchema },
      },
    },
    async (request) => getGuardrail(db, request.user!.id, request.params.expertUserId),
  );

  on(app, COPY_GUARDRAIL_ENDPOINTS.setGuardrail)(
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Set the copy guardrail for one expert (sizing, maximum open exposure, copy stop); setting it again resets a tripped copy stop',
        params: ExpertUserIdParamsSchema,
        body: CopyGuardrailSettingsSchema,
        response: { 200: CopyGuardrailSchema },
      },
    },
    async (request) => setGuardrail(db, request.user!.id, request.params.expertUserId, request.body),
  );

  on(app, COPY_GUARDRAIL_ENDPOINTS.removeGuardrail)(
    {
      config,
      // 204, no body: no JSON answer to describe.
      schema: {
        tags,
        security,
        summary: 'Remove the copy guardrail for one expert: copies of their calls are no longer guarded',
        params: ExpertUserIdParamsSchema,
        response: {},
      },
    },
    async (request, reply) => {
      await removeGuardrail(db, request.user!.id, request.params.expertUserId);
      return reply.status(204).send();
    },
  );
};
