import { useEffect, useMemo } from 'react';
import type { TradeGroupOption, TradeGroupOptions } from '../trades/index.ts';
import { useOwnGroupDropdown } from './hooks.ts';

/**
 * Trades' `useGroupOptions` port (app/feature-ports.tsx), loaded with the trade card's actions.
 * The trade form's groups: the user's own groups, read PAGE_SIZE.groupDropdown at a time until all
 * are in. Group visibility is offered once there is one (trades.md §2: only with the groups feature);
 * a group the form was opened for (Add group trades) counts even before the list answers.
 */
export function useTradeGroupOptions(enabled: boolean, preselected?: TradeGroupOption): TradeGroupOptions {
  const dropdown = useOwnGroupDropdown(enabled);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = dropdown;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const groups = useMemo(() => {
    const own: TradeGroupOption[] = (dropdown.data?.pages ?? []).flatMap((page) =>
      page.groups.map((group) => ({ id: group.id, name: group.name })),
    );
    if (preselected && !own.some((group) => group.id === preselected.id)) own.unshift(preselected);
    return own;
  }, [dropdown.data, preselected]);

  return { groupsEnabled: groups.length > 0, groups };
}
