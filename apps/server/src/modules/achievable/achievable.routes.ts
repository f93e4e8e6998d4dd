import {
  ClaimedVersusAchievableQuerySchema,
  ClaimedVersusAchievableResponseSchema,
  TRACK_RECORD_ENDPOINTS,
  TrackRecordParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { ComparisonReader } from './call-comparisons.ts';

export type AchievableRoutesOptions = { comparisons: ComparisonReader };

/** Claimed versus achievable for an expert's public calls (docs/metrics.md). */
export const achievableRoutes: FastifyPluginAsyncZod<AchievableRoutesOptions> = async (
  app,
  { comparisons },
) => {
  on(app, TRACK_RECORD_ENDPOINTS.achievable)(
    {
      schema: {
        tags: ['track record'],
        summary:
          "An expert's public closed calls of a period (All, 1D, 1W, 1M, 3M, 6M, 1Y): the average return per call the record claims beside what a follower could have achieved copying each call when its notification reached them plus a reaction time, with realistic fills, gross and net of charges (docs/metrics.md)",
        params: TrackRecordParamsSchema,
        querystring: ClaimedVersusAchievableQuerySchema,
        response: { 200: ClaimedVersusAchievableResponseSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const { userId } = request.params;
      const { period } = request.query;
      return {
        expert_user_id: userId,
        period,
        as_of: now.toISOString(),
        ...(await comparisons.compare({ expertUserId: userId }, period, now)),
      };
    },
  );
};
