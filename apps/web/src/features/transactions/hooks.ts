/** Query keys and hooks of the transactions page (under paymentKeys: a payment refreshes them). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../payments/index.ts';
import {
  fetchPayoutLedger,
  fetchTransactionHistory,
  fetchVideoTransactionHistory,
  type TransactionQuery,
} from './api.ts';

export const transactionKeys = {
  all: paymentKeys.transactions(),
  groups: (query: TransactionQuery) => [...transactionKeys.all, 'groups', query] as const,
  videos: (query: TransactionQuery) => [...transactionKeys.all, 'videos', query] as const,
  ledger: () => [...transactionKeys.all, 'ledger'] as const,
};

/** The last page stays on screen while the next one (or another filter's) loads. */
export function useTransactionHistory(query: TransactionQuery, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.groups(query),
    queryFn: ({ signal }) => fetchTransactionHistory(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useVideoTransactionHistory(query: TransactionQuery, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.videos(query),
    queryFn: ({ signal }) => fetchVideoTransactionHistory(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePayoutLedger() {
  return useQuery({ queryKey: transactionKeys.ledger(), queryFn: ({ signal }) => fetchPayoutLedger(signal) });
}
