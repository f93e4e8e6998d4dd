/** The copied-trades call (docs/api.md "Copied trades"), typed by the domain's endpoint declaration. */
import { COPIED_TRADES_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import type { CopiedTradesFilters } from './query-keys.ts';

/** One page of the caller's copies, with the totals over every copy the filters match. */
export function fetchCopiedTrades({ page, status, kind }: CopiedTradesFilters, signal?: AbortSignal) {
  return call(COPIED_TRADES_ENDPOINTS.copiedTrades, { query: { page, status, kind }, signal });
}
