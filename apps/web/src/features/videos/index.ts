/** The videos feature's public entry: what other features and the shell use at once. Re-exports only. */
export { VideoCard, videoFacts } from './components/video-card.tsx';
export { VideoPreview } from './components/video-preview.tsx';
export { VIDEO_PATHS, videoDetailPath } from './video-paths.ts';
