export { FollowButton } from './components/follow-button.tsx';
export { ProfileFollowBar } from './components/profile-follow-bar.tsx';
export { useFollowList } from './hooks.ts';
export { followKeys } from './query-keys.ts';
