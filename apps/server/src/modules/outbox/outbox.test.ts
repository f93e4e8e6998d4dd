import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import {
  appendOutbox,
  claimOutboxBatch,
  listenForOutbox,
  markOutboxProcessed,
  outboxBacklog,
  purgeProcessedOutbox,
} from './index.ts';

describe('outbox', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('stores events with the transaction, in order, and marks them processed once', async () => {
    await database.db.transaction(async (tx) => {
      await appendOutbox(tx, [
        { type: 'user.followed', followerUserId: 1, followeeUserId: 2 },
        { type: 'trade.posted', tradeId: 7, ownerUserId: 2 },
      ]);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await appendOutbox(tx, [{ type: 'trade.closed', tradeId: 8, ownerUserId: 2 }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxBacklog(database.db)).toBe(2);

    const claimed = await database.db.transaction((tx) => claimOutboxBatch(tx, 10));
    expect(claimed.map((row) => row.event)).toEqual([
      { type: 'user.followed', followerUserId: 1, followeeUserId: 2 },
      { type: 'trade.posted', tradeId: 7, ownerUserId: 2 },
    ]);
    expect(claimed[0]!.id).toBeLessThan(claimed[1]!.id);
    const ids = claimed.map((row) => row.id);
    expect(await database.db.transaction((tx) => markOutboxProcessed(tx, ids))).toBe(2);
    expect(await database.db.transaction((tx) => markOutboxProcessed(tx, ids))).toBe(0);
    expect(await outboxBacklog(database.db)).toBe(0);
    expect(await database.db.transaction((tx) => claimOutboxBatch(tx, 10))).toEqual([]);

    // Purging keeps what was processed recently and everything still waiting.
    await database.db.transaction((tx) =>
      appendOutbox(tx, [{ type: 'trade.posted', tradeId: 9, ownerUserId: 2 }]),
    );
    expect(await purgeProcessedOutbox(database.db, 60_000)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await purgeProcessedOutbox(database.db, 10)).toBe(2);
    expect(await outboxBacklog(database.db)).toBe(1);
  });

  it('wakes listeners when a transaction with events commits, not when it rolls back', async () => {
    let wakes = 0;
    const stop = await listenForOutbox(database, () => {
      wakes += 1;
    });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await appendOutbox(tx, [{ type: 'trade.posted', tradeId: 1, ownerUserId: 1 }]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow();
      await database.db.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(wakes).toBe(0);
      await database.db.transaction(async (tx) => {
        await appendOutbox(tx, [{ type: 'trade.posted', tradeId: 1, ownerUserId: 1 }]);
      });
      await expect.poll(() => wakes, { timeout: 2000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await stop();
    }
  });
});
