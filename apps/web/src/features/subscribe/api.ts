/** The /subscribe landing page's offer (docs/api.md "Payments": subscribe-offer). */
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_ENDPOINTS } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export function fetchSubscribeOffer(signal?: AbortSignal) {
  return call(PAYMENT_ENDPOINTS.subscribeOffer, { auth: 'optional', signal });
}

/** Read when the payment step opens (after sign-in), so the group answer is the viewer's. */
export function useSubscribeOffer(enabled: boolean) {
  return useQuery({
    queryKey: ['subscribe', 'offer'],
    queryFn: ({ signal }) => fetchSubscribeOffer(signal),
    enabled,
    staleTime: 0,
  });
}
