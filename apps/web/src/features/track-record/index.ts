export { TrackRecordPanel } from './components/track-record-panel.tsx';
export { TRACK_RECORD_PATH, trackRecordPath } from './paths.ts';
