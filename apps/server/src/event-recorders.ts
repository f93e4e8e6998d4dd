import type { DomainEventOf, DomainEventType } from '@tradecircle/domain';
import type { AppDb } from './db/client.ts';

/**
 * What a module keeps of an event besides notifications (the admin audit log): applied by the
 * outbox's durable consumer (notification-worker.ts) in the transaction that writes the event's
 * notifications and marks it processed. A replay applies it again, so a recorder writes idempotently,
 * by the event's outbox id. Like the audiences, each module declares its own (its index.ts), and app
 * wiring joins them (src/notification-audiences.ts).
 */
export type RecordedEvent<Type extends DomainEventType> = {
  /** The outbox row's id: unique per event. */
  id: number;
  /** When the event happened (the outbox row's time). */
  createdAt: Date;
  event: DomainEventOf<Type>;
};

export type EventRecorderOf<Type extends DomainEventType> = (
  tx: AppDb,
  recorded: RecordedEvent<Type>,
) => Promise<void>;

/** The recorders of some event types (most events have none). */
export type EventRecorders = { [Type in DomainEventType]?: EventRecorderOf<Type> };

/** Applies the event's recorder, if its type has one. */
export async function applyRecorder(
  tx: AppDb,
  recorded: RecordedEvent<DomainEventType>,
  recorders: EventRecorders,
): Promise<void> {
  const record = recorders[recorded.event.type] as EventRecorderOf<DomainEventType> | undefined;
  if (record) await record(tx, recorded);
}

/**
 * Every module's recorders as one: where two modules record the same event type, both run, in the
 * order given (a plain spread would keep only the last).
 */
export function joinRecorders(...sets: EventRecorders[]): EventRecorders {
  const joined: Partial<Record<DomainEventType, EventRecorderOf<DomainEventType>[]>> = {};
  for (const set of sets)
    for (const [type, record] of Object.entries(set) as [DomainEventType, EventRecorderOf<DomainEventType>][])
      joined[type] = [...(joined[type] ?? []), record];
  return Object.fromEntries(
    Object.entries(joined).map(([type, records]) => [
      type,
      async (tx: AppDb, recorded: RecordedEvent<DomainEventType>) => {
        for (const record of records) await record(tx, recorded);
      },
    ]),
  ) as EventRecorders;
}
