import {
  ADMIN_SEBI_ENDPOINT_REQUIREMENTS,
  ADMIN_SEBI_ENDPOINTS,
  AdminRejectSchema,
  PerformanceVerificationQueueQuerySchema,
  PerformanceVerificationQueueSchema,
  PerformanceVerificationSavedSchema,
  RecordPerformanceVerificationSchema,
  SEBI_REVIEW_MESSAGES,
  SebiReviewDecisionSchema,
  SebiReviewQueueQuerySchema,
  SebiReviewQueueSchema,
  SebiReviewUserParamsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import {
  changePerformanceVerification,
  decideSebiRegistration,
  performanceVerificationQueue,
  sebiReviewQueue,
} from '../users/index.ts';
import { adminGate } from './admin.access.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/**
 * The `sebi` and `performance` queues (issue 30): SEBI registration review and PaRRVA performance
 * verification. Like every admin route, the caller's standing is checked onRequest, before the input.
 */
export const adminSebiRoutes: FastifyPluginAsyncZod<{ auth: RequestAuth }> = async (app, { auth }) => {
  const db = app.database.db;
  const gate = adminGate(db, auth, ADMIN_SEBI_ENDPOINT_REQUIREMENTS);

  on(app, ADMIN_SEBI_ENDPOINTS.sebiRegistrations)(
    {
      onRequest: gate('sebiRegistrations'),
      schema: {
        tags,
        security,
        summary:
          'SEBI registrations by verification (self_declared: awaiting review and still valid, the default), 20 a page',
        querystring: SebiReviewQueueQuerySchema,
        response: { 200: SebiReviewQueueSchema },
      },
    },
    async (request) => sebiReviewQueue(db, request.query),
  );

  on(app, ADMIN_SEBI_ENDPOINTS.approveSebiRegistration)(
    {
      onRequest: gate('approveSebiRegistration'),
      schema: {
        tags,
        security,
        summary: "Verify an expert's SEBI registration against SEBI's register (409 unless awaiting review)",
        params: SebiReviewUserParamsSchema,
        response: { 200: SebiReviewDecisionSchema },
      },
    },
    async (request) => ({
      message: SEBI_REVIEW_MESSAGES.approved,
      sebi_registration: await decideSebiRegistration(db, {
        actorUserId: request.user!.id,
        ownerUserId: request.params.user_id,
        verification: 'verified',
        remark: null,
      }),
    }),
  );

  on(app, ADMIN_SEBI_ENDPOINTS.rejectSebiRegistration)(
    {
      onRequest: gate('rejectSebiRegistration'),
      schema: {
        tags,
        security,
        summary:
          'Reject an SEBI registration with a remark its owner sees; the badge goes off (409 unless awaiting review)',
        params: SebiReviewUserParamsSchema,
        body: AdminRejectSchema,
        response: { 200: SebiReviewDecisionSchema },
      },
    },
    async (request) => ({
      message: SEBI_REVIEW_MESSAGES.rejected,
      sebi_registration: await decideSebiRegistration(db, {
        actorUserId: request.user!.id,
        ownerUserId: request.params.user_id,
        verification: 'rejected',
        remark: request.body.remark,
      }),
    }),
  );

  on(app, ADMIN_SEBI_ENDPOINTS.performanceVerifications)(
    {
      onRequest: gate('performanceVerifications'),
      schema: {
        tags,
        security,
        summary: 'Experts and the PaRRVA verification of their figures, unverified first, 20 a page',
        querystring: PerformanceVerificationQueueQuerySchema,
        response: { 200: PerformanceVerificationQueueSchema },
      },
    },
    async (request) => performanceVerificationQueue(db, request.query),
  );

  on(app, ADMIN_SEBI_ENDPOINTS.recordPerformanceVerification)(
    {
      onRequest: gate('recordPerformanceVerification'),
      schema: {
        tags,
        security,
        summary:
          "Record PaRRVA's reference and the date it verified an expert's figures (replaces any earlier one)",
        params: SebiReviewUserParamsSchema,
        body: RecordPerformanceVerificationSchema,
        response: { 200: PerformanceVerificationSavedSchema },
      },
    },
    async (request) => ({
      message: SEBI_REVIEW_MESSAGES.performanceRecorded,
      expert: await changePerformanceVerification(db, {
        actorUserId: request.user!.id,
        expertUserId: request.params.user_id,
        verification: { reference: request.body.reference, verifiedOn: request.body.verified_on },
      }),
    }),
  );

  on(app, ADMIN_SEBI_ENDPOINTS.clearPerformanceVerification)(
    {
      onRequest: gate('clearPerformanceVerification'),
      schema: {
        tags,
        security,
        summary:
          "Clear an expert's PaRRVA verification: their figures are unverified again (409 when not verified)",
        params: SebiReviewUserParamsSchema,
        response: { 200: PerformanceVerificationSavedSchema },
      },
    },
    async (request) => ({
      message: SEBI_REVIEW_MESSAGES.performanceCleared,
      expert: await changePerformanceVerification(db, {
        actorUserId: request.user!.id,
        expertUserId: request.params.user_id,
        verification: null,
      }),
    }),
  );
};
