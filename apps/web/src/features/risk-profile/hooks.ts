/** The signed-in user's risk profile: read once and cached, replaced when the questionnaire is answered. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PutRiskProfileBody, RiskCategory, SuitabilityTrade } from '@tradecircle/domain';
import { useCallback } from 'react';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import { fetchRiskProfile, saveRiskProfile } from './api.ts';
import { type CopyCheck, copyCheckFor } from './copy-check.ts';
import { riskProfileKeys } from './query-keys.ts';

/** The profile rarely changes, and only through this feature's own mutation, which writes the cache. */
const PROFILE_STALE_MS = 10 * 60_000;

const profileQuery = (userId: string | null) =>
  queryOptions({
    queryKey: riskProfileKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchRiskProfile(signal),
    staleTime: PROFILE_STALE_MS,
  });

/** The caller's profile ({category: null, ...} until answered); idle for visitors. */
export function useRiskProfile() {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...profileQuery(userId), enabled: isLoggedIn && userId !== null });
}

/**
 * What to ask before the signed-in viewer copies a call (copyCheckFor), the profile read first when
 * no card has read it yet. A profile that cannot be read counts as none: an F&O call still asks.
 */
export function useCopySuitabilityCheck(): (trade: SuitabilityTrade) => Promise<CopyCheck | null> {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useCallback(
    async (trade: SuitabilityTrade) => {
      if (!isLoggedIn || userId === null) return null;
      const category = await queryClient
        // A failed read is not retried here: the viewer is waiting to copy.
        .ensureQueryData({ ...profileQuery(userId), retry: false })
        .then((profile) => profile.category)
        .catch(() => null);
      return copyCheckFor(category, trade);
    },
    [queryClient, userId, isLoggedIn],
  );
}

/**
 * The viewer's category for the trade cards' note: `known` once read (category null: never
 * answered), not known for visitors, while loading and when the read failed (the cards then show
 * nothing).
 */
export function useViewerRiskCategory(): { known: boolean; category: RiskCategory | null } {
  const profile = useRiskProfile();
  return profile.isSuccess
    ? { known: true, category: profile.data.category }
    : { known: false, category: null };
}

/** Stores the answers; the answer is the new profile, written to the cache every card reads. */
export function useSaveRiskProfile() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: (body: PutRiskProfileBody) => saveRiskProfile(body),
    onSuccess: (profile) => queryClient.setQueryData(riskProfileKeys.mine(userId ?? ''), profile),
  });
}
