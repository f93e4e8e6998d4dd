import type { QueryClient } from '@tanstack/react-query';
import { groupKeys } from './query-keys.ts';

/**
 * After any change of a group or a membership: every group query and the group's trade lists. Also
 * payments' `refreshGroups` port (app/feature-ports.tsx), after a payment changes a group's answers.
 */
export async function refreshGroups(queryClient: QueryClient, groupId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    groupId ? queryClient.invalidateQueries({ queryKey: groupKeys.tradesOf(groupId) }) : undefined,
  ]);
}
