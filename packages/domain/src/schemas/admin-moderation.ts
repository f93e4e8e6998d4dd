import { z } from 'zod';
import { MODERATION_MESSAGES } from '../admin/moderation.ts';
import { MAX_ADMIN_REMARK } from '../admin/queues.ts';
import { namedPageSchema, PageInfoSchema } from './common.ts';
import { recordIdParamSchema } from './record-id.ts';

/** The moderation queue's calls (docs/api.md "Admin", Moderation). */

export const ReportedUsersQuerySchema = z.object({ page_number: namedPageSchema('page_number').default(1) });
export type ReportedUsersQuery = z.input<typeof ReportedUsersQuerySchema>;

export const ModerationUserParamsSchema = z.object({
  user_id: recordIdParamSchema('user_id must be a user id'),
});

/** The account's suspension now: null when it is not suspended (or a timed one has run out). */
export const SuspensionStateSchema = z
  .object({
    suspended_at: z.string(),
    /** null: suspended permanently. */
    until: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .nullable();
export type SuspensionState = z.infer<typeof SuspensionStateSchema>;

const ModeratedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_image: z.string().nullable(),
  is_superuser: z.boolean(),
});

export const ReportReasonCountSchema = z.object({ reason: z.string(), count: z.number().int() });

/** One reported user in the queue: how often and why they were reported, warnings, suspension. */
export const ReportedUserSchema = z.object({
  user: ModeratedUserSchema,
  report_count: z.number().int(),
  reasons: z.array(ReportReasonCountSchema),
  latest_report: z.string(),
  warning_count: z.number().int(),
  suspension: SuspensionStateSchema,
});
export type ReportedUser = z.infer<typeof ReportedUserSchema>;
export const ReportedUsersSchema = z.object({
  results: z.array(ReportedUserSchema),
  page_info: PageInfoSchema,
});
export type ReportedUsers = z.infer<typeof ReportedUsersSchema>;

/** One report: the reporter is null when they reported anonymously. */
export const UserReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_anonymous: z.boolean(),
  created: z.string(),
});
export const ModeratedCommentSchema = z.object({
  id: z.number().int(),
  trade_id: z.number().int(),
  comment_text: z.string(),
  created: z.string(),
  is_hidden: z.boolean(),
});
export type ModeratedComment = z.infer<typeof ModeratedCommentSchema>;
export const ModeratedTradeSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  trade_type: z.string(),
  status: z.string(),
  reasoning: z.string(),
  is_reasoning_hidden: z.boolean(),
  created: z.string(),
});
export type ModeratedTrade = z.infer<typeof ModeratedTradeSchema>;

/** A reported user's detail: every report, and their recent comments and trades with hide actions. */
export const ReportedUserDetailSchema = z.object({
  user: ModeratedUserSchema,
  report_count: z.number().int(),
  warning_count: z.number().int(),
  suspension: SuspensionStateSchema,
  reports: z.array(UserReportSchema),
  comments: z.array(ModeratedCommentSchema),
  trades: z.array(ModeratedTradeSchema),
});
export type ReportedUserDetail = z.infer<typeof ReportedUserDetailSchema>;

const remark = z
  .string({ message: MODERATION_MESSAGES.remarkRequired })
  .trim()
  .min(1, MODERATION_MESSAGES.remarkRequired)
  .max(MAX_ADMIN_REMARK, MODERATION_MESSAGES.remarkRequired);

/** warn, hide a comment, hide a trade's reasoning: the remark the user is told. */
export const ModerationRemarkSchema = z.object({ remark });
export type ModerationRemark = z.input<typeof ModerationRemarkSchema>;

/** Suspend: why (told to the user at sign-in), and until when (an ISO date-time in the future) or null for good. */
export const SuspendUserSchema = z.object({
  remark,
  until: z
    .string({ message: MODERATION_MESSAGES.untilInvalid })
    .datetime({ offset: true, message: MODERATION_MESSAGES.untilInvalid })
    .refine((value) => new Date(value).getTime() > Date.now(), MODERATION_MESSAGES.untilInvalid)
    .nullable(),
});
export type SuspendUser = z.input<typeof SuspendUserSchema>;

export const SuspendedSchema = z.object({ message: z.string(), suspension: SuspensionStateSchema });
