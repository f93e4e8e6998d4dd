/** The signed-in user's copy guardrails and price alerts: read, set, removed; each write refreshes its list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopyGuardrailSettings, CreatePriceAlertRequest } from '@tradecircle/domain';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import {
  createPriceAlert,
  fetchMyGuardrails,
  fetchMyPriceAlerts,
  removeGuardrail,
  removePriceAlert,
  saveGuardrail,
} from './api.ts';
import { copyGuardrailKeys, priceAlertKeys } from './query-keys.ts';

/** `fresh`: read again on mounting even when cached (a copy stop may have tripped since it was read). */
export function useMyGuardrails({ fresh = false }: { fresh?: boolean } = {}) {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: copyGuardrailKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchMyGuardrails(signal),
    enabled: isLoggedIn && userId !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

export function useSaveGuardrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expertUserId, settings }: { expertUserId: number; settings: CopyGuardrailSettings }) =>
      saveGuardrail(expertUserId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: copyGuardrailKeys.all }),
  });
}

export function useRemoveGuardrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expertUserId: number) => removeGuardrail(expertUserId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: copyGuardrailKeys.all }),
  });
}

/** `fresh`: read again on mounting even when cached (an alert may have fired since it was read). */
export function useMyPriceAlerts({ fresh = false }: { fresh?: boolean } = {}) {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: priceAlertKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchMyPriceAlerts(signal),
    enabled: isLoggedIn && userId !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceAlertRequest) => createPriceAlert(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}

export function useRemovePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removePriceAlert(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}
