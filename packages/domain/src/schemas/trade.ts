import { z } from 'zod';
import {
  MAX_COMMENT_BODY_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_LADDER_ROWS,
  MAX_REASONING_LENGTH,
  PAGE_SIZE,
} from '../constants/limits.ts';
import {
  COMMENT_ORDERS,
  FNO_PRODUCTS,
  ORDER_TYPES,
  TRADE_CLOSING_REASONS,
  TRADE_STATUSES,
  TRADE_TYPES,
  TRADE_VISIBILITIES,
  type TradeVisibility,
} from '../constants/trades.ts';
import { GROUP_TRADE_STATUS_FILTERS } from '../groups/constants.ts';
import { CallDisclosureSchema } from '../trades/call-disclosure.ts';
import { TRADE_PRICE_MESSAGES } from '../trades/prices.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema, PageParamSchema } from './common.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';
import { ExchangeSchema } from './security.ts';

/** An intermediate row of targets (trades.md §3 target_stop_loss_list). */
export const TargetStopLossSchema = z.object({ target_price: z.number(), stop_loss: z.number() });

export const TradeSecuritySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  exchange: ExchangeSchema,
});

export const DurationOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_to_show: z.string(),
});
export type DurationOption = z.infer<typeof DurationOptionSchema>;

export const PostedByGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_type: z.string(),
});

/**
 * A trade as every trade call answers it (trades.md §3). Prices are rupees. The ladder is
 * first_target / first_stop_loss, then target_stop_loss_list in order; target_price and stop_loss are
 * the current target and stop loss (they move as intermediate targets are reached), final_target is
 * the last target. live_price, price_up_down, profit_percent, pl_data and pl_percent are computed at
 * read time from the live quote (exit price once Closed).
 */
export const TradeSchema = z.object({
  id: z.number().int(),
  is_real: z.boolean(),
  status: z.enum(TRADE_STATUSES),
  created: z.string(),
  trade_live_time: z.string().nullable(),
  trade_closing_time: z.string().nullable(),
  /** When an open trade's duration window ends (our addition). */
  expires_at: z.string(),
  security: TradeSecuritySchema,
  security_symbol: z.string(),
  security_name: z.string(),
  security_exchange: ExchangeSchema,
  security_logo: z.string().nullable(),
  /** EQ, INDEX, FUT, CE or PE (our addition). */
  instrument_type: z.string(),
  /** Shares per lot: 1 for cash equity, the contract's lot size for futures and options (our addition). */
  lot_size: z.number().int(),
  is_equity_trade: z.boolean(),
  product: z.enum(FNO_PRODUCTS).nullable(),
  trade_type: z.enum(TRADE_TYPES),
  entry_price: z.number(),
  /**
   * Where a virtual trade's entry filled once Live, which its P&L is measured from (our addition;
   * docs/metrics.md "Realistic virtual fills"); null while Upcoming, until the first tick after an
   * entry now, and for a real trade (whose entry_price is its broker's fill).
   */
  entry_fill_price: z.number().nullable(),
  target_price: z.number(),
  stop_loss: z.number(),
  first_target: z.number(),
  first_stop_loss: z.number(),
  final_target: z.number(),
  target_stop_loss_list: z.array(TargetStopLossSchema),
  /** Index of the current ladder row: 0 for the first target, n for the n-th intermediate row (our addition). */
  current_step: z.number().int(),
  lots: z.number().int(),
  duration: z.number().int(),
  duration_type: z.array(z.object({ id: z.number().int(), name: z.string() })),
  duration_name: z.string(),
  live_price: z.number().nullable(),
  closing_live_price: z.number().nullable(),
  exit_price: z.number().nullable(),
  price_up_down: z.number().nullable(),
  profit_percent: z.number().nullable(),
  pl_data: z.number().nullable(),
  pl_percent: z.number().nullable(),
  /** True when the owner exited the trade by hand. */
  trade_exit_type: z.boolean(),
  closing_reason: z.enum(TRADE_CLOSING_REASONS).nullable(),
  order_type: z.enum(ORDER_TYPES),
  reasoning: z.object({ content: z.string() }),
  report: z.string(),
  comments_count: z.number().int(),
  is_featured: z.boolean(),
  is_trade_private: z.boolean(),
  visibility: z.enum(TRADE_VISIBILITIES),
  is_trade_saved: z.boolean(),
  is_security_saved: z.boolean(),
  is_follower: z.boolean(),
  is_follower_security: z.boolean(),
  is_following_user: z.boolean(),
  copy_origin: z.number().int().nullable(),
  copy_origin_name: z.string().nullable(),
  posted_by: z.number().int(),
  posted_by_id: z.number().int(),
  posted_by_name: z.string(),
  posted_by_group: PostedByGroupSchema.nullable(),
  user_image: z.string().nullable(),
  is_sebi_registered: z.boolean(),
  /** The poster said, when posting (or editing while Upcoming), that they hold a position in the security (our addition). */
  holds_position: z.boolean(),
});
export type Trade = z.infer<typeof TradeSchema>;

export const CommentUserSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  name: z.string(),
  profile_image: z.string().nullable(),
});

export const LinkPreviewSchema = z.object({
  url: z.string(),
  /** trade, security, profile, group or external. */
  kind: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof LinkPreviewSchema>;

export const CommentSchema = z.object({
  id: z.number().int(),
  comment_text: z.string(),
  created: z.string(),
  user_data: CommentUserSchema,
  link_preview: LinkPreviewSchema.nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

/**
 * user-trade-detail: the trade plus the first page of its comments, oldest first
 * (TRADE_COMMENTS_PAGE_SIZE; comments_count counts them all), and the call's disclosure block
 * (callDisclosure). is_real is part of the trade.
 */
export const TradeDetailSchema = TradeSchema.extend({
  comments: z.array(CommentSchema),
  disclosure: CallDisclosureSchema,
});
export type TradeDetail = z.infer<typeof TradeDetailSchema>;

/** The comments call: one page of a trade's comments, `num` pages in all, `count` comments. */
export const CommentPageSchema = z.object({
  result: z.array(CommentSchema),
  num: z.number().int(),
  count: z.number().int(),
});
export type CommentPage = z.infer<typeof CommentPageSchema>;

export const TradeCountsSchema = z.object({
  posted_count: z.number().int(),
  followed_count: z.number().int(),
  inactive_count: z.number().int(),
  active_count: z.number().int(),
  closed_count: z.number().int(),
});
export type TradeCounts = z.infer<typeof TradeCountsSchema>;

/** trade-list and filter-trades (platform.md: Trade list response). */
export const TradeListResponseSchema = z.object({
  result: z.array(TradeSchema),
  num: z.number().int(),
  today: z.array(TradeSchema),
  past_week: z.array(TradeSchema),
  other: z.array(TradeSchema),
  count: z.object({
    trade_today: z.number().int(),
    trade_past_week: z.number().int(),
    trade_other: z.number().int(),
  }),
});
export type TradeListResponse = z.infer<typeof TradeListResponseSchema>;

/** create-trade body (trades.md §7). `posted_by` and `security_name` are accepted and ignored: the server knows both. */
// Required numbers are nullish here so that a missing one gets the form's own 'Required' message;
// the range and paise rules are validateTradeForm's. Only a number JSON cannot hold (1e400 parses as
// Infinity) is refused here, with the size message rather than zod's 'expected number, received number'.
const PriceInputSchema = z
  .number({
    error: (issue) =>
      issue.input === Number.NEGATIVE_INFINITY
        ? TRADE_PRICE_MESSAGES.tooSmall
        : issue.input === Number.POSITIVE_INFINITY
          ? TRADE_PRICE_MESSAGES.tooLarge
          : undefined,
  })
  .nullish();

/**
 * Why a body's `visibility` and `is_trade_private` contradict each other (null when they agree or
 * only one is sent): is_trade_private true means visibility private, false means followers or group.
 */
export function visibilityConflict(
  visibility: TradeVisibility | undefined,
  isTradePrivate: boolean | undefined,
): string | null {
  if (visibility === undefined || isTradePrivate === undefined) return null;
  if ((visibility === 'private') === isTradePrivate) return null;
  return `visibility ${visibility} contradicts is_trade_private ${isTradePrivate}: send one of the two, or a matching pair (private with true, followers or group with false)`;
}

function refuseVisibilityConflict(
  body: { visibility?: TradeVisibility | undefined; is_trade_private?: boolean | undefined },
  ctx: z.RefinementCtx,
) {
  const message = visibilityConflict(body.visibility, body.is_trade_private);
  if (message) ctx.addIssue({ code: 'custom', path: ['visibility'], message });
}

export const LADDER_MESSAGES = {
  tooManyTargets: `A trade can have at most ${MAX_LADDER_ROWS} targets`,
} as const;

/**
 * The prices a trade is posted or modified with: entry, first target and stop loss, then the rows of
 * the later targets (so at most MAX_LADDER_ROWS - 1 rows).
 */
const priceLadderFields = {
  entry_price: PriceInputSchema,
  target_price: PriceInputSchema,
  stop_loss: PriceInputSchema,
  target_stop_loss_list: z
    .array(z.object({ target_price: PriceInputSchema, stop_loss: PriceInputSchema }))
    .max(MAX_LADDER_ROWS - 1, LADDER_MESSAGES.tooManyTargets)
    .default([]),
};

/** Whether the poster holds a position in the security, for the call's disclosure (default false). */
const HoldsPositionSchema = z.boolean({ message: 'holds_position must be true or false' });

export const CreateTradeBodySchema = z
  .object({
    security: recordIdSchema('security must be a security id').nullish(),
    security_name: z.string().optional(),
    trade_type: z.enum(TRADE_TYPES),
    ...priceLadderFields,
    lots: z.number().nullish(),
    duration: z.number().int().nullish(),
    duration_type: z.unknown().optional(),
    reasonings: z.string().max(MAX_REASONING_LENGTH).default(''),
    posted_by: z.number().int().optional(),
    copy_origin: recordIdSchema('The trade you are copying was not found').nullish(),
    is_trade_private: z.boolean().optional(),
    visibility: z.enum(TRADE_VISIBILITIES).optional(),
    group: recordIdSchema('Please select a group').nullish(),
    is_real: z.boolean().default(false),
    order_type: z.enum(ORDER_TYPES).default('market_order'),
    product: z.enum(FNO_PRODUCTS).nullish(),
    holds_position: HoldsPositionSchema.default(false),
  })
  .superRefine(refuseVisibilityConflict);
export type CreateTradeBody = z.input<typeof CreateTradeBodySchema>;

export const UpdateTradeBodySchema = z
  .object({
    id: recordIdSchema('id must be a trade id'),
    ...priceLadderFields,
    trade_type: z.enum(TRADE_TYPES).optional(),
    lots: z.number().nullish(),
    duration: z.number().int().nullish(),
    /** Accepted only as the trade's own visibility (it cannot change here); a contradicting pair is refused. */
    is_trade_private: z.boolean().optional(),
    visibility: z.enum(TRADE_VISIBILITIES).optional(),
    /** Left out: the trade keeps its answer. */
    holds_position: HoldsPositionSchema.optional(),
  })
  .superRefine(refuseVisibilityConflict);
export type UpdateTradeBody = z.input<typeof UpdateTradeBodySchema>;

/**
 * get-fno-trade: the trade with the futures-and-options entity's `group_name` (trades.md §3) at the
 * top level: the name of the group it was posted to, null for a trade posted outside a group.
 */
export const FnoTradeSchema = TradeSchema.extend({ group_name: z.string().nullable() });
export type FnoTrade = z.infer<typeof FnoTradeSchema>;

/** Path and query segments of the trade calls. */
export const TradeIdParamSchema = recordIdParamSchema('id must be a trade id');
export const TradeIdPathParamSchema = recordIdParamSchema('trade_id must be a trade id');
export const UserIdParamSchema = recordIdParamSchema('userId must be a user id');
export const GroupIdParamSchema = recordIdParamSchema('groupId must be a group id');
export const TradeTabParamSchema = z.coerce
  .number({ message: 'Unknown tab: 0 lists posted trades, 1 followed trades' })
  .int('Unknown tab: 0 lists posted trades, 1 followed trades');

/** `:id`, a trade. */
export const TradeIdParamsSchema = z.object({ id: TradeIdParamSchema });
/** `:trade_id`, a trade. */
export const TradeIdPathParamsSchema = z.object({ trade_id: TradeIdPathParamSchema });
export const UserIdParamsSchema = z.object({ userId: UserIdParamSchema });
export const GroupIdParamsSchema = z.object({ groupId: GroupIdParamSchema });

const TradeIdBodyField = recordIdSchema('id must be a trade id');

/** delete-trade and exit-trade: the trade. */
export const TradeIdBodySchema = z.object({ id: TradeIdBodyField });
export type TradeIdBody = z.infer<typeof TradeIdBodySchema>;

/** An owner action's answer: what was done and the trade as it is now. */
export const TradeActionResultSchema = z.object({ message: z.string(), trade_detail: TradeSchema });
export type TradeActionResult = z.infer<typeof TradeActionResultSchema>;

/** trade-detail-patch-featured and fando-trade-patch. */
export const FeatureTradeBodySchema = z.object({
  id: TradeIdBodyField,
  is_featured: z.boolean({ message: 'is_featured must be true or false' }),
  request_type: z.literal('featured', { message: 'request_type must be featured' }),
});
export type FeatureTradeBody = z.infer<typeof FeatureTradeBodySchema>;

export const COMMENT_MESSAGES = {
  tooLong: `Comments are at most ${MAX_COMMENT_LENGTH} characters`,
} as const;

/**
 * update-comment and add_fno_comment. The server trims the comment and checks MAX_COMMENT_LENGTH;
 * this only keeps huge bodies out. `user_id` is the commenter's profile id (trades.md §3 Comment).
 */
export const AddCommentBodySchema = z.object({
  comment: z
    .string({ message: 'Field is required' })
    .max(MAX_COMMENT_BODY_LENGTH, COMMENT_MESSAGES.tooLong)
    .optional(),
  user_id: recordIdSchema('user_id must be your profile id'),
});
export type AddCommentBody = z.infer<typeof AddCommentBodySchema>;

/** The comments call's page and order (oldest first unless asked). */
export const CommentsQuerySchema = z.object({
  page: PageParamSchema.default(1),
  order: z.enum(COMMENT_ORDERS, { message: 'order must be oldest or newest' }).default('oldest'),
});
// The output type: the input of a coerced page is `unknown`, which says nothing to a caller.
export type CommentsQuery = z.infer<typeof CommentsQuerySchema>;

export const UpdateReasoningBodySchema = z.object({
  reason: z
    .string({ message: 'Required.' })
    .trim()
    .min(1, 'Required.')
    .max(MAX_REASONING_LENGTH, `Reasoning is at most ${MAX_REASONING_LENGTH} characters`),
});
export type UpdateReasoningBody = z.infer<typeof UpdateReasoningBodySchema>;

export const UpdateReasoningResultSchema = z.object({ data: z.object({ message: z.string() }) });
export type UpdateReasoningResult = z.infer<typeof UpdateReasoningResultSchema>;

/** The statuses trade-patch sets: Closed exits a Live trade, Active confirms a real trade's broker fill. */
export const TRADE_PATCH_STATUSES = ['Closed', 'Active'] as const;

/**
 * trade-patch (trades.md §7: id, entry_price, status; the three may come together). A field it does
 * not know is refused rather than ignored.
 */
export const TradePatchBodySchema = z.strictObject({
  id: TradeIdBodyField,
  entry_price: z.number({ message: 'entry_price must be a number' }).nullish(),
  status: z
    .enum(TRADE_PATCH_STATUSES, {
      message: "status is Closed (exit a Live trade) or Active (confirm a real trade's broker fill)",
    })
    .optional(),
});
export type TradePatchBody = z.infer<typeof TradePatchBodySchema>;

/** trade-list/:userId/:tab/:page: tab 0 lists posted trades, 1 followed ones. */
export const TradeListParamsSchema = z.object({
  userId: UserIdParamSchema,
  tab: TradeTabParamSchema,
  page: PageParamSchema,
});

/**
 * filter-trades: status Live,Upcoming,Closed; sides Buy,Sell; duration ids; dates from,to
 * (YYYY-MM-DD); the word null for none.
 */
export const FilterTradesParamsSchema = z.object({
  tab: TradeTabParamSchema,
  userId: UserIdParamSchema,
  page: PageParamSchema,
  status: z.string(),
  sides: z.string(),
  durations: z.string(),
  dates: z.string(),
});

/** all-trade-list: the feed of every trade the caller may see; the word null for an empty filter. */
export const AllTradeListParamsSchema = z.object({
  userId: z.string(),
  page: PageParamSchema,
  status: z.string(),
  buySell: z.string(),
  duration: z.string(),
});

export const AllTradeListResponseSchema = z.object({ result: z.array(TradeSchema), num: z.number().int() });
export type AllTradeListResponse = z.infer<typeof AllTradeListResponseSchema>;

/**
 * A group's featured trade as anyone but its admin and members sees it (trade-list-view res_type
 * featured): that it exists, when and in which group, never the call itself (no security, entry,
 * targets or stop loss).
 */
export const LockedTradeSchema = z.object({
  id: z.number().int(),
  is_locked: z.literal(true),
  status: z.enum(TRADE_STATUSES),
  created: z.string(),
  is_featured: z.literal(true),
  posted_by_group: PostedByGroupSchema,
});
export type LockedTrade = z.infer<typeof LockedTradeSchema>;

/**
 * trade-list-view and groups/{id}/trades: a page of a group's trades, newest first. Its admin and
 * members (is_member true) get the trades; anyone else none, or the featured ones locked: a page that
 * is not a member's holds locked cards only (anything else fails to serialize, it does not leave).
 */
export const GroupTradePageSchema = z.discriminatedUnion('is_member', [
  z.object({ results: z.array(TradeSchema), page_info: PageInfoSchema, is_member: z.literal(true) }),
  z.object({ results: z.array(LockedTradeSchema), page_info: PageInfoSchema, is_member: z.literal(false) }),
]);
/** What the server sends: a member's page of trades, or anyone else's of locked cards. */
export type GroupTradePageAnswer = z.infer<typeof GroupTradePageSchema>;
/** The page as a client reads it: each result a trade or a locked card (isLockedTrade tells which). */
export type GroupTradePage = {
  results: (Trade | LockedTrade)[];
  page_info: z.infer<typeof PageInfoSchema>;
  is_member: boolean;
};

/** trade-list-view's query (groups-and-payments.md §7): the view, the filters and the page. */
export const TradeListViewQuerySchema = z.object({
  res_type: z.string().max(20).optional(),
  trade_status: z
    .enum(GROUP_TRADE_STATUS_FILTERS, { message: 'trade_status is ALL, Inactive, Active or Closed' })
    .default('ALL'),
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(PAGE_SIZE.groupTrades),
  filter_by: z.string().max(20).optional(),
  trade_type: z.string().max(20).optional(),
  duration: z.string().max(40).optional(),
  start_date: z.string().max(10).optional(),
  end_date: z.string().max(10).optional(),
  is_same_user: z.string().max(10).optional(),
  is_admin: z.string().max(10).optional(),
  // The desktop filters as one JSON object (parseGroupTradeFilters, docs/api.md "Groups").
  filters: z.string().max(1000, 'filters is at most 1000 characters').optional(),
  group_id: recordIdParamSchema('group_id must be a group id'),
});
export type TradeListViewQuery = z.infer<typeof TradeListViewQuerySchema>;
