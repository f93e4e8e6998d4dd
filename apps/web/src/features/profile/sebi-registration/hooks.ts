import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SebiRegistrationResult, SetSebiRegistrationBody } from '@tradecircle/domain';
import { tradeKeys } from '../../trades/index.ts';
import { clearSebiRegistration, fetchSebiRegistration, saveSebiRegistration } from './api.ts';

export const sebiRegistrationKeys = {
  all: ['sebi-registration'] as const,
  own: (userId: number) => [...sebiRegistrationKeys.all, userId] as const,
};

/** The signed-in user's own SEBI registration (the route answers for the caller only). */
export function useSebiRegistration(userId: number) {
  return useQuery({
    queryKey: sebiRegistrationKeys.own(userId),
    queryFn: ({ signal }) => fetchSebiRegistration(signal),
    enabled: userId > 0,
  });
}

/**
 * Keeps the answer, then refetches what shows the registration: profile details (the SEBI badge)
 * and trades (each card's badge and each call's disclosure block, which reads the current one).
 */
function applyResult(queryClient: QueryClient, userId: number, result: SebiRegistrationResult): void {
  queryClient.setQueryData(sebiRegistrationKeys.own(userId), result);
  // Not awaited: the dialog closes while the badge and disclosures refresh in the background.
  void queryClient.invalidateQueries({ queryKey: tradeKeys.profiles() });
  void queryClient.invalidateQueries({ queryKey: tradeKeys.all });
}

export function useSaveSebiRegistration(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetSebiRegistrationBody) => saveSebiRegistration(body),
    onSuccess: (result) => applyResult(queryClient, userId, result),
  });
}

export function useRemoveSebiRegistration(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearSebiRegistration(),
    onSuccess: (result) => applyResult(queryClient, userId, result),
  });
}
