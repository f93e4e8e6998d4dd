import { z } from 'zod';
import { MAX_SEARCH_QUERY_LENGTH, PAGE_SIZE } from '../constants/limits.ts';
import {
  GROUP_MEMBERSHIP_STATUSES,
  GROUP_MESSAGES,
  GROUP_TYPES,
  GROUP_VERIFICATION_STATUSES,
} from '../groups/constants.ts';
import { GROUP_SETUP_STEPS } from '../groups/payment-setup.ts';
import { TRACK_RECORD_PERIODS } from '../metrics/track-record-metrics.ts';
import { SEBI_USER_TYPES } from '../sebi/registration.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema, PageParamSchema } from './common.ts';
import { AdminPaymentInfoSchema, PlanSchema } from './payment-setup.ts';
import { recordIdParamSchema } from './record-id.ts';
import { ClaimedVersusAchievableSchema } from './track-record.ts';

/*
 * Groups' calls (groups-and-payments.md §3, §7; docs/api.md "Groups"): the group shape every list and
 * detail answers, participants, the contact card, the watchlist, and the pages.
 */

export const GroupAdminSchema = z.object({
  id: z.number().int(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    profile_image: z.string().nullable(),
    is_sebi_registered: z.boolean(),
    sebi_user_type: z.enum(SEBI_USER_TYPES).nullable(),
  }),
});

/** A step of a Premium group's setup checklist (groups/payment-setup.ts) and whether it is done. */
export const GroupSetupItemSchema = z.object({ step: z.enum(GROUP_SETUP_STEPS), done: z.boolean() });

/** A group as its cards and detail page show it; the caller's standing in is_admin, is_participant, is_request. */
export const GroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_type: z.enum(GROUP_TYPES),
  picture: z.string().nullable(),
  cover_image: z.string().nullable(),
  disclaimer: z.string(),
  description: z.string(),
  disclosure_document: z.string().nullable(),
  created: z.string(),
  admin: GroupAdminSchema,
  is_admin: z.boolean(),
  is_participant: z.boolean(),
  is_request: z.boolean(),
  is_limited_offer: z.boolean(),
  free_trail: z.boolean(),
  participants_count: z.number().int(),
  active_group_members: z.number().int(),
  trades_count: z.number().int(),
  /** Coins may unlock this Premium group's closed calls (issue 32; domain coinUnlockEnabled). */
  coin_unlock_enabled: z.boolean(),
  types_of_instrument: z.array(z.string()),
  key_offering: z.array(z.string()),
  /** The card's figures, over `window` (GROUP_CARD_WINDOW: every closed call); closed_trades is their sample. */
  metrics: z.object({
    closed_trades: z.number().int(),
    accuracy: z.number().nullable(),
    avg_trade_return: z.number().nullable(),
    window: z.enum(TRACK_RECORD_PERIODS),
  }),
  trade_wins: z.number().nullable(),
  days_pnl: z.number().nullable(),
  days_pnl_percent: z.number().nullable(),
  small_sample: z.boolean(),
  /** The active plans, Daily first (docs/api.md Payments). */
  price: z.array(PlanSchema),
  /** The admin has given payout information. */
  is_admin_payment_info: z.boolean(),
  admin_payment_info: AdminPaymentInfoSchema.nullable(),
  /** The admin's payout information is Verified: paid joins are possible. */
  is_payment_active: z.boolean(),
  /**
   * A Premium group ready for subscribers: the group and its admin's payout information Verified
   * and an active plan. Only such a group is listed in Premium Groups, search and others' profiles.
   */
  can_take_payments: z.boolean(),
  /** What the Premium group's setup still needs, for its admin only (null for anyone else and other groups). */
  setup_checklist: z.array(GroupSetupItemSchema).nullable(),
  /**
   * Platform staff's review of the group (issue 30) and the reviewer's remark on a rejection: for
   * its admin only (null for anyone else). Editing a Rejected group sends it back to Pending.
   */
  verification_status: z.enum(GROUP_VERIFICATION_STATUSES).nullable(),
  verification_remark: z.string().nullable(),
  /** The viewer's own payout (KYC) information is Verified. */
  is_kyc_completed: z.boolean(),
  is_watchlist_added: z.boolean(),
  share_link: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupListSchema = z.object({ groups: z.array(GroupSchema), page_info: PageInfoSchema });
export type GroupList = z.infer<typeof GroupListSchema>;

export const PremiumGroupListSchema = z.object({
  premium_groups: z.array(GroupSchema),
  page_info: PageInfoSchema,
});

const OfficerSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** An expert's contact and regulator details (the premium group's contact card). */
export const ContactSchema = z.object({
  cin: z.string().nullable(),
  SEBI_number: z.string().nullable(),
  description: z.string(),
  office_address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  grievance_officer: OfficerSchema,
  compliance_officer: OfficerSchema,
  investor_charter: z.string().nullable(),
  investor_complaints: z.string().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const GroupDetailResponseSchema = z.object({
  group_detail: GroupSchema,
  user_sebi_details: z.array(ContactSchema),
  key_offering: z.array(z.string()),
  watchlist_data: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type GroupDetailResponse = z.infer<typeof GroupDetailResponseSchema>;

/** POST own-groups/ and PUT own-groups/{id}/: the saved group, as its page shows it. */
export const GroupSavedResponseSchema = z.object({ message: z.string(), group_detail: GroupSchema });
export type GroupSavedAnswer = z.infer<typeof GroupSavedResponseSchema>;

/** POST own-groups/{id}/add-all-followers/: how many of the admin's followers became members. */
export const AddAllFollowersResponseSchema = z.object({ message: z.string(), added: z.number().int() });
export type AddAllFollowersAnswer = z.infer<typeof AddAllFollowersResponseSchema>;

export const ParticipantSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  profile_image: z.string().nullable(),
  is_sebi_registered: z.boolean(),
  status: z.enum(GROUP_MEMBERSHIP_STATUSES),
  joined_at: z.string().nullable(),
  requested_at: z.string().nullable(),
  is_admin: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const ParticipantListSchema = z.object({
  participants: z.array(ParticipantSchema),
  page_info: PageInfoSchema,
});

/** A group's id in a path. */
export const GroupPathSchema = z.object({ id: recordIdParamSchema('id must be a group id') });

/** GET group-kpis/: a group's KPIs over a window (groups/kpis.ts), the window and the calls they rest on. */
export const GroupKpisResponseSchema = z.object({
  result: z.object({
    closed_trades: z.number().int(),
    accuracy: z.number().nullable(),
    holding_period: z.number().nullable(),
    risk_reward: z.number().nullable(),
    avg_trade_return: z.number().nullable(),
    roi: z.number().nullable(),
    small_sample: z.boolean(),
    period: z.enum(TRACK_RECORD_PERIODS),
    calls: z.number().int(),
    /** Accuracy, average return and ROI net of each call's charges (our addition). */
    net: z.object({
      accuracy: z.number().nullable(),
      avg_trade_return: z.number().nullable(),
      roi: z.number().nullable(),
    }),
    /** The group's calls claimed against what a follower could have achieved copying them (our addition). */
    achievable: ClaimedVersusAchievableSchema,
  }),
});
export type GroupKpisAnswer = z.infer<typeof GroupKpisResponseSchema>['result'];

/** POST groups/{id}/join/: a Public group or a Premium trial joined at once, a Private one asked. */
export const JoinGroupResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['member', 'requested']),
});
export type JoinGroupAnswer = z.infer<typeof JoinGroupResponseSchema>;

/** ?page= of the group lists (default 1). */
export const GroupPageQuerySchema = z.object({ page: PageParamSchema.default(1) });

/** GET own-groups/: the caller's groups, 12 a page (detail_count 10 for the trade form's picker). */
export const OwnGroupsQuerySchema = GroupPageQuerySchema.extend({
  detail_count: detailCountSchema(50).default(PAGE_SIZE.groups),
});

/** A user's id in a path (user-groups/{id}/). */
export const UserPathSchema = z.object({ id: recordIdParamSchema('userId must be a user id') });

/** ?id= of a group (group-detail/, get-group-detail/). */
export const GroupIdQuerySchema = z.object({ id: recordIdParamSchema('id must be a group id') });

/** own-groups/{id}/users/: members, or with status=requested the pending requests. */
export const ParticipantsQuerySchema = GroupPageQuerySchema.extend({
  status: z.enum(['member', 'requested']).default('member'),
});

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST groups/{id}/join/: where the join came from. */
export const JoinQuerySchema = z.object({
  utm_source: optionalText(100),
  referred_by: recordIdParamSchema('referred_by must be a user id').optional(),
});

/** join-leave/ (POST, PATCH; DELETE reads membership_type, group and member). */
export const JoinLeaveBodySchema = z.object({
  membership_type: z.enum(['member', 'request', 'left_membership'], {
    message: 'membership_type is member, request or left_membership',
  }),
  group: recordIdParamSchema('group must be a group id'),
  member: recordIdParamSchema('member must be a user id').optional(),
  referred_by: recordIdParamSchema('referred_by must be a user id').optional(),
  utm_source: optionalText(100),
});
export const CancelJoinBodySchema = JoinLeaveBodySchema.pick({
  membership_type: true,
  group: true,
  member: true,
});

/** GET premium-groups/. */
export const PremiumGroupsQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(12),
  my_group: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

/** The KPI block's periods, and the plan periods a premium page asks with (Daily 1DAY ... Yearly 1YEAR). */
const KPI_FILTERS = {
  All: 'All',
  ALL: 'All',
  '1D': '1D',
  '1DAY': '1D',
  '1W': '1W',
  '1WEEK': '1W',
  '1M': '1M',
  '1MONTH': '1M',
  '3M': '3M',
  '3MONTH': '3M',
  '6M': '6M',
  '6MONTH': '6M',
  '1Y': '1Y',
  '1YEAR': '1Y',
} as const satisfies Record<string, (typeof TRACK_RECORD_PERIODS)[number]>;

/** GET group-kpis/. */
export const GroupKpiQuerySchema = z.object({
  group_id: recordIdParamSchema('group_id must be a group id'),
  filters: z
    .enum(Object.keys(KPI_FILTERS) as [keyof typeof KPI_FILTERS], {
      message: 'filters is All, 1D, 1W, 1M, 6M, 1Y (or 1DAY, 1WEEK, 1MONTH, 3MONTH, 6MONTH, 1YEAR)',
    })
    .default('All')
    .transform((word) => KPI_FILTERS[word]),
});

/** GET get-group-detail/: a group for visitors. */
export const VisitorGroupDetailSchema = z.object({ group_detail: GroupSchema });

export const GroupWatchlistItemSchema = z.object({
  id: z.number().int(),
  stock_data: z.object({
    id: z.number().int(),
    symbol: z.string(),
    name: z.string(),
    exchange: z.string(),
    live_price: z.number().nullable(),
    up_down_price: z.number().nullable(),
    up_down_percent: z.number().nullable(),
  }),
});
export type GroupWatchlistItem = z.infer<typeof GroupWatchlistItemSchema>;

/** A group's instrument kinds (the form's choices and the card's chips). */
export const GROUP_INSTRUMENT_TYPES = ['Equity', 'F&O'] as const;
/** Form fields arrive as text (multipart): 'true'/'false', '1'/'0', 'on'. */
const formBoolean = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', '1', 'on', 'yes'].includes(value.toLowerCase()) : value),
  z.boolean(),
);
/** A list field: a JSON array text, a comma-separated text, one value, or repeated fields. */
function listOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (!trimmed.startsWith('[')) return trimmed.split(',').map((entry) => entry.trim());
  try {
    return JSON.parse(trimmed);
  } catch {
    // Not JSON after all: the array check below refuses it with a message, never a 500.
    return text;
  }
}
const formList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((value) => {
    if (Array.isArray(value))
      return value.flatMap((entry) => {
        if (typeof entry !== 'string') return [entry];
        const parsed = listOf(entry);
        return Array.isArray(parsed) ? parsed : [parsed];
      });
    return typeof value === 'string' ? listOf(value) : value;
  }, z.array(item));

const groupFormFields = {
  name: z
    .string({ message: GROUP_MESSAGES.nameRequired })
    .trim()
    .min(1, GROUP_MESSAGES.nameRequired)
    .max(100, 'Group name is at most 100 characters'),
  group_type: z.enum(GROUP_TYPES, { message: 'Group type is Public, Private or Premium' }),
  description: z.string().trim().max(5000, 'Description is at most 5000 characters'),
  disclaimer: z.string().trim().max(2000, 'Disclaimer is at most 2000 characters'),
  types_of_instrument: formList(
    z.enum(GROUP_INSTRUMENT_TYPES, { message: 'Instrument types are Equity and F&O' }),
  ).refine((list) => new Set(list).size === list.length, 'Instrument types are listed once each'),
  key_offering: formList(
    z
      .string()
      .trim()
      .min(1, 'A key offering cannot be empty')
      .max(200, 'A key offering is at most 200 characters'),
  ).refine((list) => list.length <= 10, 'At most 10 key offerings'),
  is_limited_offer: formBoolean,
  free_trail: formBoolean,
  participants: formList(z.coerce.number().int().positive('participants are user ids')),
  add_all_followers: formBoolean,
};

/**
 * The create group form (own-groups POST; §3 Own group create/edit, §5): name is the one required
 * field ('This field is required.'). The files (picture, cover_image, disclosure_document) travel
 * beside these fields.
 */
export const GroupFormSchema = z.object({
  ...groupFormFields,
  group_type: groupFormFields.group_type.default('Public'),
  description: groupFormFields.description.default(''),
  disclaimer: groupFormFields.disclaimer.default(''),
  types_of_instrument: groupFormFields.types_of_instrument.default([]),
  key_offering: groupFormFields.key_offering.default([]),
  is_limited_offer: groupFormFields.is_limited_offer.default(false),
  free_trail: groupFormFields.free_trail.default(false),
  participants: groupFormFields.participants.default([]),
  add_all_followers: groupFormFields.add_all_followers.default(false),
});
export type GroupForm = z.infer<typeof GroupFormSchema>;
/** The edit form (own-groups PUT): only the fields sent change. */
export const GroupFormUpdateSchema = z.object(groupFormFields).partial();
export type GroupFormUpdate = z.infer<typeof GroupFormUpdateSchema>;

/** A group watchlist call names the watchlist by its id or by its group's id. */
export const GROUP_WATCHLIST_TARGET_MESSAGE = 'Send watchlist (the watchlist id) or group (the group id)';

/** An id from a query (text) or a JSON body (number); '' or null count as not sent. */
const optionalId = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = recordIdParamSchema(message).safeParse(value);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.data;
    });

const watchlistTarget = {
  watchlist: optionalId('watchlist must be a watchlist id'),
  group: optionalId('group must be a group id'),
};
const targetGiven = (value: { watchlist?: number | undefined; group?: number | undefined }) =>
  value.watchlist !== undefined || value.group !== undefined;
const noTarget = { message: GROUP_WATCHLIST_TARGET_MESSAGE, path: ['watchlist'] };

/** GET watchlist/detail/. */
export const GroupWatchlistQuerySchema = z.object(watchlistTarget).refine(targetGiven, noTarget);
/** GET group_watchlist/search/. */
export const GroupWatchlistSearchQuerySchema = z
  .object({
    ...watchlistTarget,
    search: z
      .string()
      .max(MAX_SEARCH_QUERY_LENGTH, `search is at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
      .default(''),
  })
  .refine(targetGiven, noTarget);
/** POST watchlist/detail/. */
export const GroupWatchlistAddBodySchema = z
  .object({ ...watchlistTarget, stock: recordIdParamSchema('stock must be a security id') })
  .refine(targetGiven, noTarget);
/** DELETE watchlist/detail/: ?id= (or a body {id}). */
export const GroupWatchlistItemIdSchema = optionalId('id must be a watchlist item id');
export const GroupWatchlistRemoveQuerySchema = z.object({ id: GroupWatchlistItemIdSchema });

export const GroupWatchlistResponseSchema = z.object({
  items: z.array(GroupWatchlistItemSchema),
  count: z.number().int(),
  max: z.number().int(),
});
export const GroupWatchlistSearchResponseSchema = z.object({
  results: z.array(
    z.object({ id: z.number().int(), symbol: z.string(), name: z.string(), exchange: z.string() }),
  ),
});

/** POST view-contact-detail/ (JSON or form; `my_id` is read and ignored). */
export const ViewContactBodySchema = z.object({ user: recordIdParamSchema('user must be a user id') });
