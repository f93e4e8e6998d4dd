/** Query keys and hooks of the `sebi` and `performance` queues. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SebiVerification } from '@tradecircle/domain';
import { adminKeys } from '../hooks.ts';
import {
  approveSebiRegistration,
  clearPerformanceVerification,
  fetchPerformanceVerifications,
  fetchSebiRegistrations,
  recordPerformanceVerification,
  rejectSebiRegistration,
} from './api.ts';

export const sebiReviewKeys = {
  registrations: () => [...adminKeys.all, 'sebi-registrations'] as const,
  registrationsPage: (status: SebiVerification, page: number) =>
    [...sebiReviewKeys.registrations(), status, page] as const,
  performance: () => [...adminKeys.all, 'performance-verification'] as const,
  performancePage: (page: number) => [...sebiReviewKeys.performance(), page] as const,
};

/** One page of the SEBI queue in one view; the last page stays on screen while the next loads. */
export function useSebiRegistrations(status: SebiVerification, page: number) {
  return useQuery({
    queryKey: sebiReviewKeys.registrationsPage(status, page),
    queryFn: ({ signal }) => fetchSebiRegistrations(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export type SebiDecision =
  | { userId: number; approve: true }
  | { userId: number; approve: false; remark: string };

/** Approve, or reject with a remark; every page of the queue is read again after a decision. */
export function useDecideSebiRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: SebiDecision) =>
      decision.approve
        ? approveSebiRegistration(decision.userId)
        : rejectSebiRegistration(decision.userId, decision.remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sebiReviewKeys.registrations() }),
  });
}

export function usePerformanceVerifications(page: number) {
  return useQuery({
    queryKey: sebiReviewKeys.performancePage(page),
    queryFn: ({ signal }) => fetchPerformanceVerifications(page, signal),
    placeholderData: keepPreviousData,
  });
}

export type PerformanceChange =
  | { userId: number; reference: string; verifiedOn: string }
  | { userId: number; clear: true };

/** Records or clears PaRRVA's verification; the list is read again after. */
export function useChangePerformanceVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PerformanceChange) =>
      'clear' in change
        ? clearPerformanceVerification(change.userId)
        : recordPerformanceVerification(change.userId, change.reference, change.verifiedOn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sebiReviewKeys.performance() }),
  });
}
