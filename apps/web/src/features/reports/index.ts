/** The reports feature's public entry: what other features and the shell use at once. Re-exports only. */
export { ResearchReportBlock } from './components/research-report-block.tsx';
