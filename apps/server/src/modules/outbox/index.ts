export {
  appendOutbox,
  claimOutboxBatch,
  listenForOutbox,
  markOutboxProcessed,
  OUTBOX_NOTIFY_CHANNEL,
  type OutboxEvent,
  type OutboxEventType,
  outboxBacklog,
  purgeProcessedOutbox,
  type StoredOutboxEvent,
} from './outbox.ts';
