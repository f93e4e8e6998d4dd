import {
  PutRiskProfileBodySchema,
  RISK_PROFILE_ENDPOINTS,
  RiskProfileResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import { readRiskProfile, saveRiskProfile } from './risk-profile.service.ts';

export type RiskProfileRoutesOptions = { auth: RequestAuth };

const tags = ['risk profile'];
/** Answering the questionnaire is a few times a year; a burst is a script. */
const answerLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The caller's risk profile (issue 33, /questions): read it, answer the questionnaire again. */
export const riskProfileRoutes: FastifyPluginAsyncZod<RiskProfileRoutesOptions> = async (app, { auth }) => {
  const db = app.database.db;

  on(app, RISK_PROFILE_ENDPOINTS.riskProfile)(
    {
      onRequest: auth.requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        summary: "The caller's risk profile: category, score, answers, updated_at; all null until answered",
        response: { 200: RiskProfileResponseSchema },
      },
    },
    async (request) => readRiskProfile(db, request.user!.id),
  );

  on(app, RISK_PROFILE_ENDPOINTS.saveRiskProfile)(
    {
      onRequest: auth.requireUser,
      config: { ...answerLimit, whoMayAct: ANY_USER },
      schema: {
        tags,
        summary: 'Answer the questionnaire (one choice id per question): scored, stored, replacing the last',
        body: PutRiskProfileBodySchema,
        response: { 200: RiskProfileResponseSchema },
      },
    },
    async (request) => saveRiskProfile(db, request.user!.id, request.body.answers),
  );
};
