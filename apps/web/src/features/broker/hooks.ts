/** Query keys and hooks of broker linking and real-trade orders. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderType, TradeAction } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import { disconnectBroker, fetchBrokerAccount, fetchTradingOverview } from './api.ts';
import { connectBroker } from './connect-flow.ts';
import { brokerFailureMessage } from './failure-message.ts';
import { brokerKeys } from './query-keys.ts';
import { runRealTradeEntry, runRealTradeExit } from './real-trade-flow.ts';

export { brokerKeys } from './query-keys.ts';
export { useTradeActions } from './use-trade-actions.ts';

/** The signed-in user's linked broker account ({is_connected, broker}); idle for visitors. */
export function useBrokerAccount() {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: brokerKeys.account(userId ?? ''),
    queryFn: fetchBrokerAccount,
    enabled: isLoggedIn && userId !== null,
  });
}

/** How often the trading section reads positions and orders again while it is open (fills arrive meanwhile). */
const TRADING_REFRESH_MS = 30_000;

/** The trading section (/trading) of the signed-in user. */
export function useTradingOverview() {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: brokerKeys.trading(userId ?? ''),
    queryFn: fetchTradingOverview,
    enabled: isLoggedIn && userId !== null,
    refetchInterval: TRADING_REFRESH_MS,
  });
}

/** Forgets the broker link; the server refuses while a real trade is open, and says so in a snackbar. */
export function useDisconnectBroker() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: () => disconnectBroker(),
    onSuccess: (answer) => {
      queryClient.setQueryData(brokerKeys.account(userId ?? ''), { is_connected: false, broker: null });
      void queryClient.invalidateQueries({ queryKey: brokerKeys.trading(userId ?? '') });
      notify(answer.message, 'success');
    },
    onError: (error) => {
      const message = brokerFailureMessage(error, 'The broker could not be disconnected, please try again');
      if (message) notify(message, 'error');
    },
  });
}

/** Opens the broker login and links the account; failures show in a snackbar. */
export function useConnectBroker() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: () => connectBroker(),
    onSuccess: (result) => {
      if (result.ok) {
        queryClient.setQueryData(brokerKeys.account(userId ?? ''), result.account);
        void queryClient.invalidateQueries({ queryKey: brokerKeys.trading(userId ?? '') });
        notify('Broker account connected', 'success');
      } else if (result.message) {
        notify(result.message, 'error');
      }
    },
  });
}

/**
 * The real trade flow for a trade just created: resolves `{ok, pending, state}` or `{ok: false}`
 * (the trade is then deleted; the spec shows nothing and closes the form).
 */
export function useRealTradeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeId: number) => runRealTradeEntry(tradeId),
    // The trading section lists real trades and orders by state: read it again after any outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...brokerKeys.all, 'trading'] }),
  });
}

/** The real exit flow; its outcome (server or gateway message) shows in a snackbar. */
export function useRealTradeExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tradeId,
      action,
      orderType,
    }: {
      tradeId: number;
      action: TradeAction;
      orderType?: OrderType;
    }) => runRealTradeExit(tradeId, action, orderType ? { orderType } : {}),
    onSuccess: async (result, { tradeId }) => {
      if (result.ok) notify(result.state.message, result.pending ? 'info' : 'success');
      else if (result.message) notify(result.message, 'error');
      await queryClient.invalidateQueries({ queryKey: brokerKeys.actions(tradeId) });
      await queryClient.invalidateQueries({ queryKey: [...brokerKeys.all, 'trading'] });
    },
  });
}
