/** The security search every picker asks (trades.md §7): api/trade/security_search/{text}. */
import type { SecuritySummary } from '@tradecircle/domain';
import { request } from '../api/request.ts';

/** Under the securities' own keys (the security page's info and price series share the prefix). */
export const securitySearchKey = (text: string) => ['securities', 'search', text] as const;

/** Prefix search on symbol or name (max 20). A newer search aborts the one in flight. */
export function searchSecurities(text: string, signal?: AbortSignal) {
  return request<SecuritySummary[]>(`api/trade/security_search/${encodeURIComponent(text)}`, {
    auth: 'optional',
    abortKey: 'security_search',
    signal,
  });
}
