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
export type { TrackRecordTrades } from './track-record.ports.ts';
export { appendRecord, type RecordDraft } from './track-record.repository.ts';
export { type TrackRecordRoutesOptions, trackRecordRoutes } from './track-record.routes.ts';
