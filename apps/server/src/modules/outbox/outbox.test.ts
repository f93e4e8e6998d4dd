import type { DomainEvent } from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import {
  claimOutboxBatch,
  listenForOutbox,
  markOutboxProcessed,
  outboxBacklog,
  purgeProcessedOutbox,
  recordEvents,
} from './index.ts';
import { claimUnpublished, markOutboxPublished } from './outbox.ts';

const posted = (tradeId: number, ownerUserId: number): DomainEvent => ({
  type: 'trade.posted',
  tradeId,
  ownerUserId,
  securityId: 1,
  status: 'Inactive',
  visibility: 'followers',
});

describe('outbox', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const relay = () =>
    database.db.transaction(async (tx) => {
      const batch = await claimUnpublished(tx, 10);
      await markOutboxPublished(
        tx,
        batch.map((row) => row.id),
      );
      return batch.map((row) => row.event);
    });

  it('stores events with the transaction, in order; the relay publishes them, then the fan-out applies them once', async () => {
    await database.db.transaction(async (tx) => {
      await recordEvents(tx, [{ type: 'user.followed', followerUserId: 1, followeeUserId: 2 }, posted(7, 2)]);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvents(tx, [{ ...posted(8, 2), type: 'trade.closed' } as DomainEvent]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxBacklog(database.db)).toBe(2);
    // The fan-out applies published events only.
    expect(await database.db.transaction((tx) => claimOutboxBatch(tx, 10))).toEqual([]);
    expect(await relay()).toEqual([
      { type: 'user.followed', followerUserId: 1, followeeUserId: 2 },
      posted(7, 2),
    ]);
    expect(await relay()).toEqual([]);

    const claimed = await database.db.transaction((tx) => claimOutboxBatch(tx, 10));
    expect(claimed.map((row) => row.event)).toEqual([
      { type: 'user.followed', followerUserId: 1, followeeUserId: 2 },
      posted(7, 2),
    ]);
    expect(claimed[0]!.id).toBeLessThan(claimed[1]!.id);
    const ids = claimed.map((row) => row.id);
    expect(await database.db.transaction((tx) => markOutboxProcessed(tx, ids))).toBe(2);
    expect(await database.db.transaction((tx) => markOutboxProcessed(tx, ids))).toBe(0);
    expect(await outboxBacklog(database.db)).toBe(0);
    expect(await database.db.transaction((tx) => claimOutboxBatch(tx, 10))).toEqual([]);

    // Purging keeps what was handled recently, and what a reader has still to handle.
    await database.db.transaction((tx) => recordEvents(tx, [posted(9, 2)]));
    expect(await purgeProcessedOutbox(database.db, 60_000)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await purgeProcessedOutbox(database.db, 10)).toBe(2);
    expect(await outboxBacklog(database.db)).toBe(1);
    expect(await relay()).toEqual([posted(9, 2)]);
  });

  it('wakes listeners when a transaction with events commits, not when it rolls back', async () => {
    let wakes = 0;
    const stop = await listenForOutbox(database, () => {
      wakes += 1;
    });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await recordEvents(tx, [posted(1, 1)]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow();
      await database.db.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(wakes).toBe(0);
      await database.db.transaction(async (tx) => {
        await recordEvents(tx, [posted(1, 1)]);
      });
      await expect.poll(() => wakes, { timeout: 2000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await stop();
    }
  });
});
