import { z } from 'zod';
import { POLL_CATEGORIES } from '../polls/constants.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema } from './common.ts';
import { recordIdParamSchema } from './record-id.ts';

/** Polls (platform.md §3 Poll, §7; docs/api.md "Discovery"). */
export const PollOptionSchema = z.object({
  id: z.number().int(),
  option_text: z.string(),
  /** Whole percent, shown to a caller who voted or asked the poll; null before. */
  percentage: z.number().int().nullable(),
});

export const PollSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  question: z.string(),
  category: z.enum(POLL_CATEGORIES),
  poll_options: z.array(PollOptionSchema),
  posted_by: z.object({
    id: z.number().int(),
    name: z.string(),
    profile_image: z.string().nullable(),
    is_sebi_registered: z.boolean(),
  }),
  created: z.string(),
  voted: z.boolean(),
  selected_option: z.number().int().nullable(),
  total_votes: z.number().int(),
});
export type Poll = z.infer<typeof PollSchema>;

export const PollListQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(50).default(10),
});
export const PollListResponseSchema = z.object({
  data: z.object({ data: z.array(PollSchema), page_info: PageInfoSchema }),
});
export type PollListResponse = z.infer<typeof PollListResponseSchema>;

export const PollAnswerBodySchema = z.object({
  poll: recordIdParamSchema(),
  option: recordIdParamSchema(),
});
export type PollAnswerBody = z.infer<typeof PollAnswerBodySchema>;
export const PollAnswerResponseSchema = z.object({ message: z.string(), poll: PollSchema });
export type PollAnswerResponse = z.infer<typeof PollAnswerResponseSchema>;

/** The create body as the form sends it; the rules (domain `checkPollDraft`) run in the service. */
export const CreatePollBodySchema = z.object({
  title: z.string().max(160).default(''),
  question: z.string().max(300).default(''),
  category: z.enum(POLL_CATEGORIES).default('stock'),
  poll_options: z.array(z.object({ option_text: z.string().max(80) })).max(20),
});
export type CreatePollBody = z.infer<typeof CreatePollBodySchema>;
export const CreatePollResponseSchema = z.object({ message: z.string(), poll: PollSchema });
export type CreatePollResponse = z.infer<typeof CreatePollResponseSchema>;
