import type { DomainEventOf, DomainEventType } from '@tradecircle/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../src/db/client.ts';
import { outboxEvents } from '../src/db/schema/index.ts';

/** The events of one type recorded in the outbox so far, oldest first, that match `where`. */
export async function recordedEvents<Type extends DomainEventType>(
  db: AppDb,
  type: Type,
  where: (event: DomainEventOf<Type>) => boolean = () => true,
): Promise<DomainEventOf<Type>[]> {
  const rows = await db
    .select({ type: outboxEvents.type, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.type, type))
    .orderBy(asc(outboxEvents.id));
  return rows.map((row) => ({ ...row.payload, type: row.type }) as DomainEventOf<Type>).filter(where);
}
