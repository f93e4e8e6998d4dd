export { GroupReviewPanel } from './group-review-panel.tsx';
export { MarginsPanel } from './margins-panel.tsx';
