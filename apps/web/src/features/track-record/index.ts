/** The track-record feature's public entry: what other features and the shell use at once. Re-exports only. */
export { ClaimedVersusAchievable } from './components/claimed-vs-achievable.tsx';
export { SmallSampleChip } from './components/small-sample-chip.tsx';
export {
  callsLabel,
  figureBasis,
  figureWithBasis,
  PAST_RESULTS_NOTE,
  WINDOW_TEXT,
  windowLabel,
} from './figure-window.ts';
export { formatHoldingPeriod } from './format.ts';
export { LazyTrackRecordPanel, useTrackRecordPanelReady } from './lazy-panel.tsx';
export { TRACK_RECORD_PATH } from './paths.ts';
