import type { z } from 'zod';
import type { MessageResponseSchema } from '../schemas/common.ts';
import type { ReportAndBlockRequestSchema, ReportReasonListResponseSchema } from '../schemas/moderation.ts';
import { endpoint } from './endpoint.ts';

type ReasonList = { response: z.output<typeof ReportReasonListResponseSchema> };

/** Report and block (platform.md §7 reason_list and report-and-block), each call declared once. */
export const MODERATION_ENDPOINTS = {
  /** The spec's path, outside api/: the one the web calls. */
  reasonList: endpoint<ReasonList>('GET', '/master/reason_list/'),
  /** The same list under api/, where every other call is. */
  apiReasonList: endpoint<ReasonList>('GET', '/api/master/reason_list/'),
  reportAndBlock: endpoint<{
    body: z.input<typeof ReportAndBlockRequestSchema>;
    response: z.output<typeof MessageResponseSchema>;
  }>('POST', '/api/report-and-block/'),
} as const;
