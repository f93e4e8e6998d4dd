import {
  DevPayoutAnswerSchema,
  DevPayoutBodySchema,
  DevPayoutsSettledSchema,
  MembershipListSchema,
  MembershipQuerySchema,
  MessageResponseSchema,
  OrderAnswerSchema,
  OrderCreateQuerySchema,
  OrderPatchAnswerSchema,
  OrderPatchSchema,
  PAYMENT_ENDPOINTS,
  PaymentNoticeBodySchema,
  PaymentNoticeParamsSchema,
  ReportPaymentBodySchema,
  SubscribeForFreeBodySchema,
  SubscribeOfferSchema,
  TransactionHistorySchema,
  TransactionQuerySchema,
  VideoPaymentBodySchema,
  VideoSubscriptionsSchema,
  VideoTransactionHistorySchema,
  WEBINAR_ENDPOINTS,
  WebhookAnswerSchema,
  WebinarPaymentAnswerSchema,
  WebinarPaymentBodySchema,
  WebinarPaymentPatchSchema,
} from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { subscribeOfferGroup } from '../groups/index.ts';
import { payOutBalance, settlePayouts } from './dev-payouts.service.ts';
import { createVideoOrder, createWebinarOrder, updateWebinarPayment } from './learning-orders.service.ts';
import { listMemberships, listVideoSubscriptions, subscribeForFree } from './memberships.service.ts';
import {
  createGroupOrder,
  createReportOrder,
  type OrderDeps,
  reconcileNotifiedPayment,
  updateOrderPayment,
} from './orders.service.ts';
import type { PaymentsRuntime } from './payments.runtime.ts';
import { transactionHistory, videoTransactionHistory } from './transactions.service.ts';
import { handleWebhook } from './webhook.service.ts';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export type PaymentRoutesOptions = { auth: RequestAuth; payments: PaymentsRuntime };

/** The text fields of a multipart form (the client's FormData); a file part is refused by the limit. */
async function formFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { files: 0, fields: 5, fieldSize: 256 } })) {
    if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}

/**
 * Orders and their payment (order-payment, report-payment), the provider's webhook, the free trial,
 * the expert's transactions, the caller's memberships and the /subscribe offer.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { auth, payments }) => {
  const { requireUser, identifyUser } = auth;
  const db = app.database.db;
  const deps: OrderDeps = {
    db,
    provider: payments.provider,
    feePercent: payments.platformFeePercent,
    log: app.log,
  };

  on(app, PAYMENT_ENDPOINTS.createGroupOrder)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          "Order a Premium group's plan (coupon optional): priced by the server, the provider's order created → what the checkout opens with",
        querystring: OrderCreateQuerySchema,
        response: { 200: OrderAnswerSchema },
      },
    },
    async (request) =>
      createGroupOrder(deps, {
        userId: request.user!.id,
        groupId: request.query.group_id,
        planId: request.query.plan,
        couponCode: request.query.coupon || undefined,
      }),
  );

  on(app, PAYMENT_ENDPOINTS.reportOrderOutcome)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "The checkout's outcome: successful (payment id and signature, verified, then granted once) or failed",
        body: OrderPatchSchema,
        response: { 200: OrderPatchAnswerSchema },
      },
    },
    async (request) => updateOrderPayment(deps, request.user!.id, request.body),
  );

  on(app, PAYMENT_ENDPOINTS.notifyPayment)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          "The browser says a checkout of {product} (group, report, webinar, video or playlist) for `amount` paise ended: the server asks the provider for the caller's matching order's payments and grants a captured one (user_id, service and status are not trusted)",
        params: PaymentNoticeParamsSchema,
        body: PaymentNoticeBodySchema,
        response: { 200: OrderPatchAnswerSchema },
      },
    },
    async (request) =>
      reconcileNotifiedPayment(deps, request.user!.id, request.params.product, request.body.amount),
  );

  on(app, PAYMENT_ENDPOINTS.createReportOrder)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Order a paid research report → what the checkout opens with',
        body: ReportPaymentBodySchema,
        response: { 200: OrderAnswerSchema },
      },
    },
    async (request) =>
      createReportOrder(deps, { userId: request.user!.id, reportId: request.body.report_id }),
  );

  on(app, PAYMENT_ENDPOINTS.createVideoOrder)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          "Order a paid, Verified video or whole playlist of someone else ({video} or {playlist}), not already bought → what the checkout opens with; the outcome through order-payment's PATCH",
        body: VideoPaymentBodySchema,
        response: { 200: OrderAnswerSchema },
      },
    },
    async (request) => createVideoOrder(deps, { userId: request.user!.id, body: request.body }),
  );

  on(app, WEBINAR_ENDPOINTS.createWebinarPayment)(
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['webinars'],
        security,
        summary:
          "Order a seat of a paid webinar (not one's own, not closed, not already registered), priced by the server → what the checkout opens with",
        body: WebinarPaymentBodySchema,
        response: { 200: OrderAnswerSchema },
      },
    },
    async (request) =>
      createWebinarOrder(deps, { userId: request.user!.id, webinarId: request.body.webinar }),
  );

  on(app, WEBINAR_ENDPOINTS.updateWebinarPayment)(
    {
      onRequest: requireUser,
      schema: {
        tags: ['webinars'],
        security,
        summary:
          "A webinar order's checkout outcome (as order-payment's PATCH; order_id, when sent, must be the order's): successful registers the buyer once; answers payment_data.status",
        body: WebinarPaymentPatchSchema,
        response: { 200: WebinarPaymentAnswerSchema },
      },
    },
    async (request) => updateWebinarPayment(deps, request.user!.id, request.body),
  );

  // The webhook's signature is over the exact bytes: this scope alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    on(scope, PAYMENT_ENDPOINTS.webhook)(
      {
        schema: {
          tags,
          summary:
            'Razorpay → us: the raw body checked with X-Razorpay-Signature (webhook secret), deduped by x-razorpay-event-id',
          response: { 200: WebhookAnswerSchema },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw badRequest('The webhook body is missing');
        return handleWebhook(deps, body, {
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
      },
    );
  });

  // subscribe-for-free takes form data (the spec) or JSON; this scope alone reads the urlencoded kind.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    on(scope, PAYMENT_ENDPOINTS.subscribeForFree)(
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary:
            "A Premium group's one-week free trial (form data or JSON: group), once per user per group",
          consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        const fields = request.isMultipart() ? await formFields(request) : request.body;
        const parsed = SubscribeForFreeBodySchema.safeParse(
          typeof fields === 'object' && fields !== null ? fields : {},
        );
        if (!parsed.success) {
          const message = parsed.error.issues[0]!.message;
          throw badRequest(message, { group: [message] });
        }
        return subscribeForFree(db, request.user!.id, parsed.data.group);
      },
    );
  });

  on(app, PAYMENT_ENDPOINTS.transactionHistory)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Payments to the caller's groups and reports (user_id ignored), with fee and payable amount",
        querystring: TransactionQuerySchema,
        response: { 200: TransactionHistorySchema },
      },
    },
    async (request) => transactionHistory(db, request.user!.id, request.query),
  );

  on(app, PAYMENT_ENDPOINTS.videoTransactionHistory)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "Sales of the caller's videos and playlists (user_id and group_id ignored), with fee and payable amount",
        querystring: TransactionQuerySchema,
        response: { 200: VideoTransactionHistorySchema },
      },
    },
    async (request) => videoTransactionHistory(db, request.user!.id, request.query),
  );

  on(app, PAYMENT_ENDPOINTS.memberships)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's group memberships (paid and trials), Active or Expired, with counts",
        querystring: MembershipQuerySchema,
        response: { 200: MembershipListSchema },
      },
    },
    async (request) => listMemberships(db, request.user!.id, request.query),
  );

  on(app, PAYMENT_ENDPOINTS.videoSubscriptions)(
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'The videos and playlists the caller bought (kept for good: Active, none Expired), the latest first, with counts',
        querystring: MembershipQuerySchema,
        response: { 200: VideoSubscriptionsSchema },
      },
    },
    async (request) => listVideoSubscriptions(db, request.user!.id, request.query),
  );

  on(app, PAYMENT_ENDPOINTS.subscribeOffer)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'The Premium group the /subscribe landing page sells (configured, else the busiest taking payments)',
        response: { 200: SubscribeOfferSchema },
      },
    },
    async (request) => ({
      group: await subscribeOfferGroup(db, payments.subscribeOfferGroupId, request.user?.id ?? null),
    }),
  );
};

/** DEV_ROUTES, loopback: pay out an expert's balance and settle it (the finance desk's job for now). */
export const paymentDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  on(app, PAYMENT_ENDPOINTS.devPayout)(
    {
      schema: {
        tags,
        summary: "Pay out an expert's balance: their successful orders become 'payout processed'",
        body: DevPayoutBodySchema,
        response: { 200: DevPayoutAnswerSchema },
      },
    },
    async (request) => payOutBalance(db, request.body.user_id),
  );
  on(app, PAYMENT_ENDPOINTS.devSettlePayouts)(
    {
      schema: {
        tags,
        summary: "Settle an expert's processed payouts: 'payout processed' → 'payout settled'",
        body: DevPayoutBodySchema,
        response: { 200: DevPayoutsSettledSchema },
      },
    },
    async (request) => settlePayouts(db, request.body.user_id),
  );
};
