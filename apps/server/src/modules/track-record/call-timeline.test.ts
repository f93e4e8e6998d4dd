import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import { appendRecord, callTimeline, type JsonValue, type RecordDraft } from './index.ts';

let database: TestDatabase;

const EXPERT = 910_001;
const TRADE = 920_001;
const OTHER_TRADE = 920_002;
const at = (iso: string) => new Date(iso);
const entry = (
  kind: string,
  when: string,
  content: { [key: string]: JsonValue } = {},
  tradeId = TRADE,
): RecordDraft => ({ expertUserId: EXPERT, tradeId, kind, isPrivate: true, at: at(when), content });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('callTimeline', () => {
  it('answers the asked kinds of one trade in the order they happened, a posting as step 0 without a price', async () => {
    const write = (drafts: RecordDraft[]) => database.db.transaction((tx) => appendRecord(tx, drafts));
    // Posted and entered at the market at one moment: posted first, as the chain has them.
    await write([
      entry('posted', '2026-03-02T04:00:00Z', { entry_price: 2450, lots: 2 }),
      entry('activated', '2026-03-02T04:00:00Z', { status: 'Active', step: 0, price: 2450 }),
    ]);
    await write([
      entry('posted', '2026-03-02T05:00:00Z', { entry_price: 100 }, OTHER_TRADE),
      entry('reasoning_updated', '2026-03-02T06:00:00Z', { reasoning: 'Volume agrees.' }),
    ]);
    // Appended after a step that happened later: read in the order they happened.
    await write([
      entry('closed', '2026-03-05T09:15:00Z', { status: 'Closed', step: 1, price: 2700, reason: 'target' }),
    ]);
    await write([
      entry('target_reached', '2026-03-03T05:00:00Z', { status: 'Active', step: 1, price: 2502 }),
    ]);

    const timeline = await callTimeline(database.db, { expertUserId: EXPERT, tradeId: TRADE }, [
      'posted',
      'activated',
      'target_reached',
      'closed',
    ]);
    expect(timeline).toEqual([
      { kind: 'posted', step: 0, price: null, at: at('2026-03-02T04:00:00Z') },
      { kind: 'activated', step: 0, price: 2450, at: at('2026-03-02T04:00:00Z') },
      { kind: 'target_reached', step: 1, price: 2502, at: at('2026-03-03T05:00:00Z') },
      { kind: 'closed', step: 1, price: 2700, at: at('2026-03-05T09:15:00Z') },
    ]);
    expect(await callTimeline(database.db, { expertUserId: EXPERT, tradeId: TRADE }, [])).toEqual([]);
    expect(await callTimeline(database.db, { expertUserId: EXPERT + 1, tradeId: TRADE }, ['posted'])).toEqual(
      [],
    );
  });
});
