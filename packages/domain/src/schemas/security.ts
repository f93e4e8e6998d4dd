import { z } from 'zod';
import { EXCHANGES } from '../constants/market.ts';

export const ExchangeSchema = z.enum(EXCHANGES);
export type Exchange = z.infer<typeof ExchangeSchema>;

/** A security as the search call lists it (trades.md §7 security_search). */
export const SecuritySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  exchange: ExchangeSchema,
});
export type SecuritySummary = z.infer<typeof SecuritySummarySchema>;

/** security_search/:text; the text may be empty (an empty answer). */
export const SecuritySearchParamsSchema = z.object({
  text: z.string().max(100, 'Search text is too long').optional(),
});
