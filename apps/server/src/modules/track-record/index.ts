export { callTimeline, type RecordedStep } from './call-timeline.ts';
export {
  type ChainVerdict,
  canonicalJson,
  GENESIS_HASH,
  type JsonValue,
  type PublishedEntry,
  type PublishedPage,
  verifyChain,
  verifyPublishedRecord,
} from './chain.ts';
export { recordExpertStats } from './expert-stats.ts';
export { expertsFigures } from './experts-figures.ts';
export { groupCardFigures, groupFigures } from './group-figures.ts';
export { mergeRecords } from './record-merge.ts';
export { expertFiguresBetween } from './statement-figures.ts';
export {
  type CallsOf,
  type RecordedClosedCall,
  recordedClosedCallIds,
  recordedClosedCalls,
} from './track-record.figures.ts';
export type { TrackRecordTrades } from './track-record.ports.ts';
export {
  appendRecord,
  fillRecordedCallsIfMissing,
  foldedCallsOf,
  type RecordDraft,
  rebuildRecordedCalls,
} from './track-record.repository.ts';
export { type TrackRecordRoutesOptions, trackRecordRoutes } from './track-record.routes.ts';
