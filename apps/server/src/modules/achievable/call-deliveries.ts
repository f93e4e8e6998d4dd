import { sql } from 'drizzle-orm';
import type { EventRecorders } from '../../event-recorders.ts';
import { callDeliveries } from './achievable.tables.ts';

/**
 * A call's delivery: the outbox consumer applies recorders after the event's notifications are
 * written, in the same transaction, so the clock here is when the call's notifications went out
 * (they are visible, and pushed, once it commits moments later). A replay keeps the first.
 */
export const achievableRecorders: EventRecorders = {
  'trade.posted': async (tx, recorded) => {
    if (recorded.event.ownerOnly) return;
    await tx
      .insert(callDeliveries)
      .values({ tradeId: recorded.event.tradeId, deliveredAt: sql`clock_timestamp()` })
      .onConflictDoNothing();
  },
};
