import { z } from 'zod';
import { recordIdSchema } from './record-id.ts';

/** Report and block (platform.md §2 Report and Block, §3 Report reason and Report, §7). */

/** One entry of master/reason_list/. */
export const ReportReasonSchema = z.object({ id: z.number(), reason: z.string() });
export type ReportReason = z.infer<typeof ReportReasonSchema>;

/** master/reason_list/: the seeded reasons, in the order the dialog lists them. */
export const ReportReasonListResponseSchema = z.array(ReportReasonSchema);
export type ReportReasonListResponse = z.infer<typeof ReportReasonListResponseSchema>;

/**
 * report-and-block/: block_reason is a reason id, blocked_profile a PROFILE id. blocked_by is accepted
 * for the spec's shape but ignored: the token says who reports.
 */
export const ReportAndBlockRequestSchema = z.object({
  block_reason: recordIdSchema('block_reason must be a reason id'),
  blocked_profile: recordIdSchema('blocked_profile must be a profile id'),
  blocked_by: z.unknown().optional(),
  is_anonymous: z.boolean({ message: 'is_anonymous must be true or false' }).optional(),
});
export type ReportAndBlockRequest = z.infer<typeof ReportAndBlockRequestSchema>;

/** The messages the report call answers with (platform.md §4, §8). */
export const REPORT_MESSAGES = {
  reported: 'Successfully Reported!',
  alreadyReported: 'You have already reported this user',
  reportSelf: 'You cannot report yourself',
  unknownReason: 'Choose a reason from the list',
  unknownProfile: 'Profile not found',
  /** A user the trade's owner blocked, commenting on it (403). */
  commentBlocked: 'You cannot comment on this trade',
} as const;
