/** The groups feature's public entry: what other features and the shell use at once. Re-exports only. */
export type { PremiumGroupList } from './api.ts';
export { AdviceNotice } from './components/advice-notice.tsx';
export { GroupStrip } from './components/group-strip.tsx';
export { useOwnGroupDropdown } from './hooks.ts';
export { LazyFollowedGroupsRow, LazyOwnGroupsRow, LazyUserGroupsRow } from './lazy-rows.tsx';
export { groupUpdatesOptions } from './queries.ts';
export { groupKeys } from './query-keys.ts';
export { refreshGroups } from './refresh-groups.ts';
export { useTradeGroupOptions } from './use-trade-group-options.ts';
