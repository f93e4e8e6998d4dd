// Wire shapes of payments (issue 18; docs/api.md "Payments"): orders, transactions, memberships.
import { z } from 'zod';
import { TRANSACTION_PAGE_SIZE_OPTIONS } from '../constants/limits.ts';
import { formatIndianNumber } from '../format/money.ts';
import {
  MAX_ORDER_PAISE,
  MAX_REPORT_PRICE_PAISE,
  MEMBERSHIP_STATUSES,
  PLAN_PERIODS,
  TRANSACTION_STATUSES,
} from '../payments/constants.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema } from './common.ts';
import { GroupSchema } from './groups.ts';
import { recordIdParamSchema } from './record-id.ts';

/**
 * A payment order's status: a TRANSACTION_STATUSES value, 'failed', or 'refunded' (paid when its
 * coupon could no longer be used: nothing granted, the payment refunded in full).
 */
export const ORDER_STATUSES = [...TRANSACTION_STATUSES, 'failed', 'refunded'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The server's payment words (beside the spec's own in PAYMENT_MESSAGES). */
export const ORDER_MESSAGES = {
  successful: 'Payment successful',
  failed: 'Payment failed',
  notVerified: 'Payment could not be verified',
  choosePlan: 'Choose a plan to join this group',
  premiumOnly: 'Plans are sold for Premium groups only',
  planNotFound: 'Plan not found',
  orderNotFound: 'Order not found',
  ownGroup: 'You are the admin of this group',
  belowMinimum: 'The amount must be at least ₹1.00',
  /** A report priced above MAX_REPORT_PRICE_PAISE before the bound existed. */
  reportAboveMaximum: `This report is priced above ₹${formatIndianNumber(MAX_REPORT_PRICE_PAISE / 100, 0)}, the most one payment may be; its author must lower the price`,
  reportNotFound: 'Report not found',
  ownReport: 'This is your own report',
  freeReport: 'This report is free to download',
  reportBought: 'You have already bought this report',
  providerDown: 'The payment provider is not reachable; please try again',
  notCaptured: 'No captured payment for this order yet',
  couponLapsed:
    'Your coupon could no longer be applied when your payment arrived, so the payment is being refunded in full. Please pay again at the full price.',
  noSuchPayment: 'No order of yours matches this payment',
  productNotSold: (product: string) => `Payments for ${product} are not offered yet`,
  /** Webinars (issue 31): the free flow's words are the domain's WEBINAR_MESSAGES. */
  freeWebinar: 'This webinar is free: register for it without paying',
  /** Videos and playlists (issue 31). */
  nameOneProduct: 'Name a video or a playlist',
  videoNotFound: 'Video not found',
  playlistNotFound: 'Playlist not found',
  ownVideo: 'This is your own video',
  ownPlaylist: 'This is your own playlist',
  freeVideo: 'This video is free to watch',
  freePlaylist: 'This playlist is free to watch',
  videoBought: 'You have already bought this video',
  playlistBought: 'You have already bought this playlist',
  aboveMaximum: 'This price is above the most one payment may be',
  orderIdMismatch: 'order_id is not this order’s',
} as const;

/** What notify-{product}-payments may name: the products sold today. */
export const NOTIFIED_PRODUCTS = ['group', 'report', 'webinar', 'video', 'playlist'] as const;

/** What a payment order buys (payment_orders.product). */
export const ORDER_PRODUCTS = NOTIFIED_PRODUCTS;
export type OrderProduct = (typeof ORDER_PRODUCTS)[number];

/**
 * POST notify-{product}-payments (groups-and-payments.md §7: user_id, service, status, amount in
 * paise). The browser's word is only a hint: the server asks the provider and grants what it finds.
 */
export const PaymentNoticeBodySchema = z.object({
  user_id: z.coerce.number().int().optional(),
  service: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  amount: z.coerce
    .number({ message: 'amount is the order amount in paise' })
    .int('amount is the order amount in paise')
    .min(1, 'amount is the order amount in paise')
    .max(MAX_ORDER_PAISE, 'amount is the order amount in paise'),
});
export type PaymentNoticeBody = z.infer<typeof PaymentNoticeBodySchema>;
export const PaymentNoticeParamsSchema = z.object({ product: z.string().max(40) });

const isoDate = z.string();

export const MembershipWindowSchema = z.object({
  start_date: isoDate,
  end_date: isoDate,
  status: z.enum(MEMBERSHIP_STATUSES),
});
export type MembershipWindow = z.infer<typeof MembershipWindowSchema>;

export const OrderAnswerSchema = z.object({
  order_detail: z.object({
    /** Our order's id (PATCH names it). */
    id: z.number().int(),
    /** The provider's order id the checkout is opened with. */
    order_id: z.string(),
    /** Rupees. */
    total_price: z.number(),
    /** Paise: what the checkout is opened with (total_price × 100). */
    amount: z.number().int(),
    currency: z.literal('INR'),
    status: OrderStatusSchema,
    group_detail: z
      .object({
        id: z.number().int(),
        name: z.string(),
        picture: z.string().nullable(),
        admin: z.object({ id: z.number().int() }),
      })
      .optional(),
    report_detail: z
      .object({ id: z.number().int(), stock_name: z.string(), posted_by_name: z.string() })
      .optional(),
    /** A paid webinar's seat (trending/create-webinar-payment/). */
    webinar_detail: z
      .object({ id: z.number().int(), title: z.string(), owner: z.object({ id: z.number().int() }) })
      .optional(),
    /** A video or a whole playlist (video/video-payment/). */
    video_detail: z
      .object({ id: z.number().int(), title: z.string(), thumbnail: z.string().nullable() })
      .optional(),
    playlist_detail: z
      .object({ id: z.number().int(), name: z.string(), thumbnail: z.string().nullable() })
      .optional(),
  }),
  /** The window the plan buys (a renewal starts where the running membership ends). */
  duration_detail: z
    .object({
      plan_id: z.number().int(),
      plan: z.enum(PLAN_PERIODS),
      start_date: isoDate,
      end_date: isoDate,
    })
    .optional(),
  key_id: z.string(),
  checkout_script: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
});
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

/** POST order-payment's query (user_id is accepted and ignored: the buyer is the caller). */
export const OrderCreateQuerySchema = z.object({
  group_id: recordIdParamSchema('group_id must be a group id'),
  plan: recordIdParamSchema('plan must be a plan id'),
  user_id: z.string().max(20).optional(),
  coupon: z.string().trim().max(32).optional(),
});

export const ReportPaymentBodySchema = z.object({
  report_id: recordIdParamSchema('report_id must be a report id'),
});

/** POST video/video-payment/: exactly one of `video` and `playlist` (the price is the server's). */
export const VideoPaymentBodySchema = z
  .object({
    video: recordIdParamSchema('video must be a video id').optional(),
    playlist: recordIdParamSchema('playlist must be a playlist id').optional(),
  })
  .refine((body) => (body.video === undefined) !== (body.playlist === undefined), {
    message: ORDER_MESSAGES.nameOneProduct,
  });
export type VideoPaymentBody = z.input<typeof VideoPaymentBodySchema>;
/** What the route hands the service: the ids as numbers. */
export type VideoPaymentOrder = z.output<typeof VideoPaymentBodySchema>;

const orderId = recordIdParamSchema('id must be an order id');

/** PATCH order-payment: Checkout's success payload, or the failure the browser saw. */
export const OrderPatchSchema = z.discriminatedUnion('payment_status', [
  z.object({
    id: orderId,
    payment_status: z.literal('successful'),
    payment_id: z.string().trim().min(1, 'payment_id is required').max(40),
    payment_signature: z.string().trim().min(1, 'payment_signature is required').max(128),
  }),
  z.object({
    id: orderId,
    payment_status: z.literal('failed'),
    payment_id: z.string().trim().max(40).optional(),
    reason: z.string().trim().max(500).optional(),
  }),
]);
export type OrderPatch = z.infer<typeof OrderPatchSchema>;

export const OrderPatchAnswerSchema = z.object({
  message: z.string(),
  status: OrderStatusSchema,
  group_id: z.number().int().optional(),
  report_id: z.number().int().optional(),
  webinar_id: z.number().int().optional(),
  video_id: z.number().int().optional(),
  playlist_id: z.number().int().optional(),
  membership: MembershipWindowSchema.optional(),
});
export type OrderPatchAnswer = z.infer<typeof OrderPatchAnswerSchema>;

export const TransactionSchema = z.object({
  id: z.number().int(),
  payment_id: z.string().nullable(),
  order_id: z.string(),
  created: isoDate,
  product: z.enum(['group', 'report', 'webinar']),
  group_detail: z
    .object({ id: z.number().int(), name: z.string(), picture: z.string().nullable() })
    .nullable(),
  report_detail: z.object({ id: z.number().int(), stock_name: z.string() }).nullable(),
  /** A paid webinar's seat (issue 31); absent on older answers. */
  webinar_detail: z.object({ id: z.number().int(), title: z.string() }).nullable().optional(),
  member_detail: z.object({ id: z.number().int(), profile: z.object({ name: z.string() }) }),
  membership: MembershipWindowSchema.nullable(),
  /** Rupees: what the buyer paid, the platform fee, the expert's share. */
  total_price: z.number(),
  fee: z.number().nullable(),
  payable_amount: z.number().nullable(),
  payment_status: OrderStatusSchema,
});
export type Transaction = z.infer<typeof TransactionSchema>;

const isAccount = z.union([z.literal(false), z.object({ acc_info_id: z.number().int() })]);

export const TransactionHistorySchema = z.object({
  transaction_history: z.array(TransactionSchema),
  page_info: PageInfoSchema,
  is_account: isAccount,
});
export type TransactionHistory = z.infer<typeof TransactionHistorySchema>;

/**
 * A video's or a playlist's sale (§3 "Video variant adds subscription_type (video or playlist),
 * video.title, playlist.name"): bought for good, so no membership window.
 */
export const VideoTransactionSchema = z.object({
  id: z.number().int(),
  payment_id: z.string().nullable(),
  order_id: z.string(),
  created: isoDate,
  subscription_type: z.enum(['video', 'playlist']),
  video: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  playlist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  member_detail: z.object({ id: z.number().int(), profile: z.object({ name: z.string() }) }),
  /** Rupees: what the buyer paid, the platform fee, the expert's share. */
  total_price: z.number(),
  fee: z.number().nullable(),
  payable_amount: z.number().nullable(),
  payment_status: OrderStatusSchema,
});
export type VideoTransaction = z.infer<typeof VideoTransactionSchema>;

/** video-transaction-history: the caller's video and playlist sales, newest first. */
export const VideoTransactionHistorySchema = z.object({
  transaction_list: z.array(VideoTransactionSchema),
  page_info: PageInfoSchema,
  is_account: isAccount,
});
export type VideoTransactionHistory = z.infer<typeof VideoTransactionHistorySchema>;

const optionalDate = z.iso.date({ message: 'Dates are YYYY-MM-DD' }).optional();

export const TransactionQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
  detail_count: z.coerce
    .number()
    .refine((value) => (TRANSACTION_PAGE_SIZE_OPTIONS as readonly number[]).includes(value), {
      message: `detail_count is one of ${TRANSACTION_PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(5),
  group_id: recordIdParamSchema('group_id must be a group id').optional(),
  status: OrderStatusSchema.optional(),
  /** Inclusive days (India time). */
  start_date: optionalDate,
  end_date: optionalDate,
  user_id: z.string().max(20).optional(),
});
export type TransactionQuery = z.infer<typeof TransactionQuerySchema>;

export const MembershipSchema = z.object({
  id: z.number().int(),
  group_detail: z.object({
    id: z.number().int(),
    name: z.string(),
    picture: z.string().nullable(),
    group_type: z.string(),
    admin: z.object({ id: z.number().int(), name: z.string() }),
  }),
  plan: z.enum(PLAN_PERIODS).nullable(),
  start_date: isoDate,
  end_date: isoDate,
  status: z.enum(MEMBERSHIP_STATUSES),
  is_trial: z.boolean(),
  /** Rupees; 0 for a trial. */
  total_price: z.number(),
  payment_id: z.string().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const MembershipListSchema = z.object({
  membership: z.array(MembershipSchema),
  page_info: PageInfoSchema,
  count: z.object({ active: z.number().int(), expired: z.number().int() }),
});
export type MembershipList = z.infer<typeof MembershipListSchema>;

export const MembershipQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(12),
  user_id: z.string().max(20).optional(),
});

/**
 * A video or playlist the caller bought (§3 "video ones carry playlist or video"). A purchase is
 * kept for good: Active from the payment, no end.
 */
export const VideoMembershipSchema = z.object({
  /** The payment order's id. */
  id: z.number().int(),
  subscription_type: z.enum(['video', 'playlist']),
  video: z.object({ id: z.number().int(), title: z.string(), thumbnail: z.string().nullable() }).nullable(),
  playlist: z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string().nullable() }).nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  start_date: isoDate,
  end_date: isoDate.nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** Rupees. */
  total_price: z.number(),
  payment_id: z.string().nullable(),
});
export type VideoMembership = z.infer<typeof VideoMembershipSchema>;

export const VideoSubscriptionsSchema = z.object({
  membership: z.array(VideoMembershipSchema),
  page_info: PageInfoSchema,
  /** As the group memberships' counts (a purchase never expires: expired is 0). */
  count: z.object({ active: z.number().int(), expired: z.number().int() }).optional(),
});
export type VideoSubscriptions = z.infer<typeof VideoSubscriptionsSchema>;

/** subscribe-for-free: form data or JSON `{group}`. */
export const SubscribeForFreeBodySchema = z.object({
  group: recordIdParamSchema('group must be a group id'),
});

export const SubscribeOfferSchema = z.object({ group: GroupSchema.nullable() });

/** The dev payout calls. */
export const DevPayoutBodySchema = z.object({ user_id: recordIdParamSchema('user_id must be a user id') });

/** payments/webhook: what the server did with the provider's event. */
export const WebhookAnswerSchema = z.object({
  status: z.enum(['processed', 'ignored', 'duplicate', 'refused']),
  event: z.string(),
});
export type WebhookAnswer = z.infer<typeof WebhookAnswerSchema>;

/** dev/payouts: the expert's balance paid out (rupees) over that many orders. */
export const DevPayoutAnswerSchema = z.object({
  message: z.string(),
  amount: z.number(),
  orders: z.number().int(),
});

/** dev/payouts/settle: that many processed orders settled. */
export const DevPayoutsSettledSchema = z.object({ message: z.string(), orders: z.number().int() });
