export {
  claimOutboxBatch,
  listenForOutbox,
  markOutboxProcessed,
  OUTBOX_NOTIFY_CHANNEL,
  outboxBacklog,
  purgeProcessedOutbox,
  recordEvents,
  type StoredOutboxEvent,
} from './outbox.ts';
export { type OutboxReader, type ReaderLog, startOutboxReader } from './outbox-reader.ts';
export { type OutboxRelay, startOutboxRelay } from './outbox-relay.ts';
