import type {
  SecurityInfoParamsSchema,
  SecurityInfoQuerySchema,
  SecurityInfoSchema,
} from '../schemas/market.ts';
import type { SecuritySearchParamsSchema, SecuritySummarySchema } from '../schemas/security.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type Found = Out<typeof SecuritySummarySchema>[];

/** The security search and the security page's call (trades.md §7), each declared once. */
export const SECURITY_ENDPOINTS = {
  search: endpoint<{ params: In<typeof SecuritySearchParamsSchema>; response: Found }>(
    'GET',
    '/api/trade/security_search/:text',
  ),
  /** Empty text: a valid search with an empty answer (what `search` asks with text ''). */
  searchEmpty: endpoint<{ response: Found }>('GET', '/api/trade/security_search/'),
  securityInfo: endpoint<{
    params: In<typeof SecurityInfoParamsSchema>;
    query: In<typeof SecurityInfoQuerySchema>;
    response: Out<typeof SecurityInfoSchema>;
  }>('GET', '/api/trade/security-info/:query'),
} as const;
