import { z } from 'zod';

export const EXCHANGES = ['NSE', 'BSE'] as const;
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
