export { FollowButton } from './components/follow-button.tsx';
export { ProfileFollowBar } from './components/profile-follow-bar.tsx';
export { followKeys } from './query-keys.ts';
