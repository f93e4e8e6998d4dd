/** Query keys and hooks of the admin panel. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutVerificationStatus } from '@tradecircle/domain';
import { approvePaymentInfo, fetchAdminMe, fetchPaymentInfoQueue, rejectPaymentInfo } from './api.ts';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  paymentInfo: () => [...adminKeys.all, 'payment-info'] as const,
  paymentInfoPage: (status: PayoutVerificationStatus, page: number) =>
    [...adminKeys.paymentInfo(), status, page] as const,
};

/** The caller's roles; a 403 (not staff) is an answer, not a failure to retry. */
export function useAdminMe() {
  return useQuery({ queryKey: adminKeys.me(), queryFn: ({ signal }) => fetchAdminMe(signal), retry: false });
}

/** One page of the payout queue; the last page stays on screen while the next loads. */
export function usePaymentInfoQueue(status: PayoutVerificationStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.paymentInfoPage(status, page),
    queryFn: ({ signal }) => fetchPaymentInfoQueue(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Approve, or reject with a remark; every page of the queue is read again after a decision. */
export function useDecidePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; remark: string }) =>
      decision.approve ? approvePaymentInfo(decision.id) : rejectPaymentInfo(decision.id, decision.remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.paymentInfo() }),
  });
}
