export { TRACK_RECORD_PATH, trackRecordPath } from './paths.ts';
