/** The risk profile feature's public entry: what the trade cards and the copy action use. Re-exports only. */
export { SuitabilityNote } from './components/suitability-note.tsx';
export type { CopyCheck } from './copy-check.ts';
export { useCopySuitabilityCheck, useRiskProfile, useViewerRiskCategory } from './hooks.ts';
export { RISK_PROFILE_PATH } from './paths.ts';
export { riskProfileKeys } from './query-keys.ts';
