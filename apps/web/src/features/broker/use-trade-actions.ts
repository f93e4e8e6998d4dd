import { useQuery } from '@tanstack/react-query';
import { fetchTradeActions } from './api.ts';
import { brokerKeys } from './query-keys.ts';

/** Actions follow the live price (APPLY_SL / APPLY_TG appear once it is reached), so they are re-read. */
const ACTIONS_REFRESH_MS = 15_000;

/**
 * The broker action list of the owner's real live trade; enable it only for such a trade. Its own
 * module: the trade card imports it, and the rest of the broker (the gateway, the order flows) loads
 * with the card's actions, not with every list of cards.
 */
export function useTradeActions(tradeId: number, enabled: boolean) {
  return useQuery({
    queryKey: brokerKeys.actions(tradeId),
    queryFn: async () => (await fetchTradeActions(tradeId)).action_list,
    enabled,
    refetchInterval: ACTIONS_REFRESH_MS,
  });
}
