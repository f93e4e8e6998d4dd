import { z } from 'zod';
import { MAX_PARRVA_REFERENCE, SEBI_REVIEW_MESSAGES, SEBI_REVIEW_STATUSES } from '../admin/sebi-review.ts';
import { PerformanceVerificationSchema } from '../sebi/performance-verification.ts';
import { SEBI_USER_TYPES } from '../sebi/registration.ts';
import { namedPageSchema, PageInfoSchema } from './common.ts';
import { recordIdParamSchema } from './record-id.ts';

/** The `sebi` and `performance` queues' calls (docs/api.md "Admin"). */

const UserRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const SebiReviewQueueQuerySchema = z.object({
  status: z.enum(SEBI_REVIEW_STATUSES, { message: SEBI_REVIEW_MESSAGES.status }).default('self_declared'),
  page_number: namedPageSchema('page_number').default(1),
});
export type SebiReviewQueueQuery = z.input<typeof SebiReviewQueueQuerySchema>;

/** One registration as compliance reviews it. */
export const SebiRegistrationReviewSchema = z.object({
  user: UserRefSchema,
  sebi_user_type: z.enum(SEBI_USER_TYPES),
  /** RA or RIA. */
  type_label: z.enum(['RA', 'RIA']),
  sebi_registration_num: z.string(),
  valid_until: z.string().nullable(),
  verification: z.enum(SEBI_REVIEW_STATUSES),
  /** Whether valid_until is before today (IST): such a registration no longer counts. */
  is_expired: z.boolean(),
  remark: z.string().nullable(),
  /** When the expert recorded it. */
  submitted: z.string().nullable(),
  reviewed: z.string().nullable(),
});
export type SebiRegistrationReview = z.infer<typeof SebiRegistrationReviewSchema>;

export const SebiReviewQueueSchema = z.object({
  results: z.array(SebiRegistrationReviewSchema),
  page_info: PageInfoSchema,
});
export type SebiReviewQueue = z.infer<typeof SebiReviewQueueSchema>;

export const SebiReviewUserParamsSchema = z.object({
  user_id: recordIdParamSchema('user_id must be a user id'),
});

export const SebiReviewDecisionSchema = z.object({
  message: z.string(),
  sebi_registration: SebiRegistrationReviewSchema,
});

// ---------------------------------------------------------------------------------------------
// PaRRVA performance verification (permission `performance`)

export const PerformanceVerificationQueueQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
});

export const ExpertPerformanceVerificationSchema = z.object({
  user: UserRefSchema,
  is_sebi_registered: z.boolean(),
  performance_verification: PerformanceVerificationSchema,
});
export type ExpertPerformanceVerification = z.infer<typeof ExpertPerformanceVerificationSchema>;

export const PerformanceVerificationQueueSchema = z.object({
  results: z.array(ExpertPerformanceVerificationSchema),
  page_info: PageInfoSchema,
});
export type PerformanceVerificationQueue = z.infer<typeof PerformanceVerificationQueueSchema>;

export const RecordPerformanceVerificationSchema = z.object({
  reference: z
    .string({ message: SEBI_REVIEW_MESSAGES.reference })
    .trim()
    .min(1, SEBI_REVIEW_MESSAGES.reference)
    .max(MAX_PARRVA_REFERENCE, SEBI_REVIEW_MESSAGES.reference),
  verified_on: z.iso.date({ message: SEBI_REVIEW_MESSAGES.verifiedOn }),
});
export type RecordPerformanceVerification = z.input<typeof RecordPerformanceVerificationSchema>;

export const PerformanceVerificationSavedSchema = z.object({
  message: z.string(),
  expert: ExpertPerformanceVerificationSchema,
});
