import type {
  CouponCreatedSchema,
  CouponCreateSchema,
  CouponListSchema,
  ValidCouponAnswerSchema,
  ValidCouponQuerySchema,
} from '../schemas/payment-setup.ts';
import type {
  DevPayoutAnswerSchema,
  DevPayoutBodySchema,
  DevPayoutsSettledSchema,
  MembershipListSchema,
  MembershipQuerySchema,
  OrderAnswerSchema,
  OrderCreateQuerySchema,
  OrderPatchAnswerSchema,
  OrderPatchSchema,
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
  WebhookAnswerSchema,
} from '../schemas/payments.ts';
import type { IdParamsSchema } from '../schemas/record-id.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

/** The payments' calls (docs/api.md "Payments"; groups-and-payments.md §7), each declared once. */
export const PAYMENT_ENDPOINTS = {
  coupons: endpoint<{ response: Out<typeof CouponListSchema> }>('GET', '/api/coupons/'),
  createCoupon: endpoint<{
    body: In<typeof CouponCreateSchema>;
    response: Out<typeof CouponCreatedSchema>;
  }>('POST', '/api/coupons/'),
  deactivateCoupon: endpoint<{ params: In<typeof IdParamsSchema>; response: Message }>(
    'DELETE',
    '/api/coupons/:id/',
  ),
  validCoupon: endpoint<{
    query: In<typeof ValidCouponQuerySchema>;
    response: Out<typeof ValidCouponAnswerSchema>;
  }>('GET', '/api/valid_coupon/'),
  createGroupOrder: endpoint<{
    query: In<typeof OrderCreateQuerySchema>;
    response: Out<typeof OrderAnswerSchema>;
  }>('POST', '/api/order-payment/'),
  reportOrderOutcome: endpoint<{
    body: In<typeof OrderPatchSchema>;
    response: Out<typeof OrderPatchAnswerSchema>;
  }>('PATCH', '/api/order-payment/'),
  notifyPayment: endpoint<{
    params: In<typeof PaymentNoticeParamsSchema>;
    body: In<typeof PaymentNoticeBodySchema>;
    response: Out<typeof OrderPatchAnswerSchema>;
  }>('POST', '/api/notify-:product-payments/'),
  createReportOrder: endpoint<{
    body: In<typeof ReportPaymentBodySchema>;
    response: Out<typeof OrderAnswerSchema>;
  }>('POST', '/api/trade/report-payment/'),
  /** A paid video or a whole playlist (`{video}` or `{playlist}`); the outcome through order-payment's PATCH. */
  createVideoOrder: endpoint<{
    body: In<typeof VideoPaymentBodySchema>;
    response: Out<typeof OrderAnswerSchema>;
  }>('POST', '/video/video-payment/'),
  /** The provider's call (Razorpay → us), its raw body checked with X-Razorpay-Signature. */
  webhook: endpoint<{ response: Out<typeof WebhookAnswerSchema> }>('POST', '/api/payments/webhook/'),
  subscribeForFree: endpoint<{
    body: FormData | In<typeof SubscribeForFreeBodySchema>;
    response: Message;
  }>('POST', '/api/subscribe-for-free/'),
  transactionHistory: endpoint<{
    query: In<typeof TransactionQuerySchema>;
    response: Out<typeof TransactionHistorySchema>;
  }>('GET', '/api/transaction-history/'),
  videoTransactionHistory: endpoint<{
    query: In<typeof TransactionQuerySchema>;
    response: Out<typeof VideoTransactionHistorySchema>;
  }>('GET', '/api/video-transaction-history/'),
  memberships: endpoint<{
    query: In<typeof MembershipQuerySchema>;
    response: Out<typeof MembershipListSchema>;
  }>('GET', '/api/membership/'),
  videoSubscriptions: endpoint<{
    query: In<typeof MembershipQuerySchema>;
    response: Out<typeof VideoSubscriptionsSchema>;
  }>('GET', '/api/video-subscriptions/'),
  subscribeOffer: endpoint<{ response: Out<typeof SubscribeOfferSchema> }>('GET', '/api/subscribe-offer/'),
  /** DEV_ROUTES only: pay out an expert's balance. */
  devPayout: endpoint<{
    body: In<typeof DevPayoutBodySchema>;
    response: Out<typeof DevPayoutAnswerSchema>;
  }>('POST', '/api/dev/payouts/'),
  /** DEV_ROUTES only: settle an expert's processed payouts. */
  devSettlePayouts: endpoint<{
    body: In<typeof DevPayoutBodySchema>;
    response: Out<typeof DevPayoutsSettledSchema>;
  }>('POST', '/api/dev/payouts/settle/'),
} as const;
