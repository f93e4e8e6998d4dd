import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/api/use-session.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { fetchReportReasons, reportAndBlock } from './api.ts';

export const moderationKeys = {
  reasons: ['moderation', 'reasons'] as const,
};

/** master/reason_list/, read once a session (the list is seeded and rarely changes). */
export function useReportReasons(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.reasons,
    queryFn: fetchReportReasons,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReportAndBlock() {
  return useMutation({ mutationFn: reportAndBlock });
}

/**
 * After a report (platform.md §2): back to the signed-in user's home page, or, already there, the
 * page read again. Everything cached is re-read either way, since the blocked user's trades and
 * comments must leave every list, not just the one on screen.
 */
export function useReturnHomeAfterReport(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { userId } = useSession();
  return () => {
    void queryClient.invalidateQueries();
    if (!userId) return;
    const home = routeTo('HomePage', { id: userId });
    if (pathname.toLowerCase() !== home.toLowerCase()) navigate(home);
  };
}
