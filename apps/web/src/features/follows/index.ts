/** The follows feature's public entry: what other features and the shell use at once. Re-exports only. */
export { ExpertCardFrame } from './components/expert-card-frame.tsx';
export { ExpertList } from './components/expert-list.tsx';
export { ExpertListSkeleton } from './components/expert-list-skeleton.tsx';
export { FollowButton } from './components/follow-button.tsx';
export { ProfileFollowBar } from './components/profile-follow-bar.tsx';
export { useFollowList, usePeopleYouFollow, useRecommendations } from './hooks.ts';
export { followKeys } from './query-keys.ts';
