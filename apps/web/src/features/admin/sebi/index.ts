export { PerformanceVerificationPanel } from './performance-verification-panel.tsx';
export { SebiReviewPanel } from './sebi-review-panel.tsx';
