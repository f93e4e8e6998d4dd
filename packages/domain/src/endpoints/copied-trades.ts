import type { CopiedTradesQuerySchema, CopiedTradesResponseSchema } from '../schemas/copied-trades.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** Copied trades (docs/api.md "Copied trades"): the caller's copies beside the calls they copied. */
export const COPIED_TRADES_ENDPOINTS = {
  copiedTrades: endpoint<{
    query: In<typeof CopiedTradesQuerySchema>;
    response: Out<typeof CopiedTradesResponseSchema>;
  }>('GET', '/api/trade/copied-trades/'),
} as const;
