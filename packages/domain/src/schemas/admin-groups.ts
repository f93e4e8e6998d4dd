import { z } from 'zod';
import { GROUP_REVIEW_MESSAGES, MARGIN_MESSAGES, MAX_MARGIN_PERCENT } from '../admin/group-review.ts';
import { GROUP_TYPES, GROUP_VERIFICATION_STATUSES } from '../groups/constants.ts';
import { PAYOUT_VERIFICATION_STATUSES } from '../payments/constants.ts';
import { namedPageSchema, PageInfoSchema } from './common.ts';
import { PlanSchema } from './payment-setup.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';

/** The groups queue (permission `groups`) and set margin (permission `margins`): docs/api.md "Admin". */

export const GroupQueueQuerySchema = z.object({
  status: z.enum(GROUP_VERIFICATION_STATUSES, { message: GROUP_REVIEW_MESSAGES.status }).default('Pending'),
  group_type: z.enum(GROUP_TYPES, { message: GROUP_REVIEW_MESSAGES.groupType }).optional(),
  page_number: namedPageSchema('page_number').default(1),
});
export type GroupQueueQuery = z.input<typeof GroupQueueQuerySchema>;

/** One group as staff review it: what it sells, and whether its admin's payouts are verified. */
export const GroupReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_type: z.enum(GROUP_TYPES),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  verification_status: z.enum(GROUP_VERIFICATION_STATUSES),
  verification_remark: z.string().nullable(),
  admin: z.object({ id: z.number().int(), name: z.string() }),
  /** The admin's payout information status; null when none was given. */
  admin_payout_status: z.enum(PAYOUT_VERIFICATION_STATUSES).nullable(),
  price: z.array(PlanSchema),
  created: z.string(),
  updated: z.string(),
});
export type GroupReview = z.infer<typeof GroupReviewSchema>;
export const GroupQueueSchema = z.object({ results: z.array(GroupReviewSchema), page_info: PageInfoSchema });
export type GroupQueue = z.infer<typeof GroupQueueSchema>;
export const GroupDecisionSchema = z.object({ message: z.string(), group: GroupReviewSchema });
export type GroupDecision = z.infer<typeof GroupDecisionSchema>;

/** The developer route's body: set a group's review directly (e2e arranges a verified group). */
export const GroupReviewDevSchema = z.object({
  group_id: recordIdSchema('group_id must be a group id'),
  verification_status: z.enum(GROUP_VERIFICATION_STATUSES, { message: GROUP_REVIEW_MESSAGES.status }),
  remark: z.string().trim().max(500).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Set margin

const isTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A margin in percent (0-100, two decimals at most) read as basis points, or null to fall back. */
export const MarginFormSchema = z.object({
  margin_percent: z
    .number({ message: MARGIN_MESSAGES.marginPercent })
    .min(0, MARGIN_MESSAGES.marginPercent)
    .max(MAX_MARGIN_PERCENT, MARGIN_MESSAGES.marginPercent)
    .refine(isTwoDecimals, MARGIN_MESSAGES.marginPercent)
    .nullable(),
});
export type MarginForm = z.input<typeof MarginFormSchema>;

export const MarginUserParamsSchema = z.object({ user_id: recordIdParamSchema('user_id must be a user id') });

export const MarginsQuerySchema = z.object({ page_number: namedPageSchema('page_number').default(1) });
export type MarginsQuery = z.input<typeof MarginsQuerySchema>;

/** One override: an expert's (every sale of theirs) or a group's (wins over its admin's). */
export const MarginOverrideSchema = z.object({
  kind: z.enum(['expert', 'group']),
  /** The expert's user id or the group's id. */
  id: z.number().int(),
  name: z.string(),
  /** For a group, its admin. */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  margin_percent: z.number(),
});
export type MarginOverride = z.infer<typeof MarginOverrideSchema>;
export const MarginsSchema = z.object({
  /** PLATFORM_FEE_PERCENT: what a sale pays when neither its group nor its expert has a margin. */
  default_margin_percent: z.number(),
  results: z.array(MarginOverrideSchema),
  page_info: PageInfoSchema,
});
export type Margins = z.infer<typeof MarginsSchema>;
export const MarginSavedSchema = z.object({
  message: z.string(),
  /** The margin set, or null when cleared. */
  margin_percent: z.number().nullable(),
  /** What this expert's or group's sales pay now, after the fallbacks. */
  effective_margin_percent: z.number(),
});
export type MarginSaved = z.infer<typeof MarginSavedSchema>;
