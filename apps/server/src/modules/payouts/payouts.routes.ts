import {
  MessageResponseSchema,
  PAYMENT_INFO_MESSAGES,
  PAYOUT_ENDPOINTS,
  PaymentInfoAnswerSchema,
  PaymentInfoFormSchema,
  PaymentInfoSavedSchema,
  PaymentInfoVerifySchema,
  PayoutLedgerQuerySchema,
  PayoutLedgerSchema,
  SANDBOX_ENDPOINTS,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { payoutCipherFor } from './payout-crypto.ts';
import { ownPaymentInfo, payoutLedgerOf, reviewPaymentInfo, savePaymentInfo } from './payouts.service.ts';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

export type PayoutRoutesOptions = {
  auth: RequestAuth;
  /** PAYOUT_ENCRYPTION_KEY (base64); unset: the key generated once and kept in the database. */
  encryptionKey: string | undefined;
};

/** The caller's payout (bank and KYC) information and their payout ledger. */
export const payoutRoutes: FastifyPluginAsyncZod<PayoutRoutesOptions> = async (
  app,
  { auth, encryptionKey },
) => {
  const db = app.database.db;
  const cipher = await payoutCipherFor(db, encryptionKey);

  on(app, PAYOUT_ENDPOINTS.paymentInfo)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Your payout information (numbers masked), or null before you give it',
        response: { 200: PaymentInfoAnswerSchema },
      },
    },
    async (request) => ({ payment_info: await ownPaymentInfo(db, cipher, request.user!.id) }),
  );

  for (const declared of [PAYOUT_ENDPOINTS.createPaymentInfo, PAYOUT_ENDPOINTS.updatePaymentInfo]) {
    on(app, declared)(
      {
        onRequest: auth.requireUser,
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
        schema: {
          tags,
          security,
          summary:
            'Save your payout information (account number, IFSC, PAN, GST checked); it goes back to Pending review. Verified information cannot be changed (409)',
          body: PaymentInfoFormSchema,
          response: { 200: PaymentInfoSavedSchema },
        },
      },
      async (request) => ({
        message: PAYMENT_INFO_MESSAGES.saved,
        payment_info: await savePaymentInfo(db, cipher, request.user!.id, request.body),
      }),
    );
  }

  on(app, PAYOUT_ENDPOINTS.payoutLedger)(
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Your balance and payout ledger: payments credited (after the fee) and payouts, newest first',
        querystring: PayoutLedgerQuerySchema,
        response: { 200: PayoutLedgerSchema },
      },
    },
    async (request) =>
      payoutLedgerOf(db, request.user!.id, request.query.page_number, request.query.detail_count),
  );
};

/** DEV_ROUTES: the admin panel's review of payout information, until the panel exists. */
export const payoutDevRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, SANDBOX_ENDPOINTS.verifyPaymentInfo)(
    {
      schema: {
        tags: ['sandbox'],
        summary: "Verify or reject a user's payout information (DEV_ROUTES only, from this machine)",
        body: PaymentInfoVerifySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await reviewPaymentInfo(app.database.db, {
        userId: request.body.user_id,
        status: request.body.verification_status,
        remark: request.body.remark ?? null,
      });
      return { message: PAYMENT_INFO_MESSAGES.verified };
    },
  );
};
