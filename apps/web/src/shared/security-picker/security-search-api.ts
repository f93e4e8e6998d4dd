/** The security search every picker asks (trades.md §7): api/trade/security_search/{text}. */
import { SECURITY_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../api/call.ts';

/** Under the securities' own keys (the security page's info and price series share the prefix). */
export const securitySearchKey = (text: string) => ['securities', 'search', text] as const;

/** Prefix search on symbol or name (max 20). A newer search aborts the one in flight. */
export function searchSecurities(text: string, signal?: AbortSignal) {
  // Empty text asks security_search/ itself (searchEmpty): the same empty answer.
  return call(SECURITY_ENDPOINTS.search, {
    params: { text },
    auth: 'optional',
    abortKey: 'security_search',
    signal,
  });
}
