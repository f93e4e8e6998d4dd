import { describe, expect, it } from 'vitest';
import { applyRecordEntry, asClosedCall, foldRecord, type RecordPayload } from './recorded-call.ts';

const posted = (tradeId: number, terms: Record<string, unknown> = {}): RecordPayload => ({
  kind: 'posted',
  trade_id: tradeId,
  at: '2026-01-01T00:00:00.000Z',
  security_id: 7,
  side: 'Buy',
  entry_price: 100,
  first_stop_loss: 95,
  final_target: 110,
  lots: 2,
  visibility: 'followers',
  ...terms,
});
const step = (
  tradeId: number,
  kind: string,
  at: string,
  content: Record<string, unknown> = {},
): RecordPayload => ({
  kind,
  trade_id: tradeId,
  at,
  ...content,
});

describe('a call as its entries tell it', () => {
  it('takes the posted terms, then each edit, then its life to the close', () => {
    const call = foldRecord([
      posted(1),
      step(1, 'edited', '2026-01-01T01:00:00.000Z', {
        old: { entry_price: 100, lots: 2 },
        new: { entry_price: 98, lots: 3 },
      }),
      step(1, 'activated', '2026-01-02T00:00:00.000Z', { status: 'Active', step: 0, price: 98 }),
      step(1, 'target_reached', '2026-01-02T05:00:00.000Z', { status: 'Active', step: 1, price: 104 }),
      step(1, 'closed', '2026-01-03T00:00:00.000Z', {
        status: 'Closed',
        step: 1,
        price: 110,
        reason: 'target',
      }),
    ]).get(1)!;
    expect(call).toMatchObject({
      securityId: 7,
      side: 'Buy',
      entryPrice: 98,
      lots: 3,
      initialStopLoss: 95,
      finalTarget: 110,
      isPublic: true,
      exitPrice: 110,
      outcome: 'target',
      deletedAt: null,
    });
    expect(call.liveAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(asClosedCall(call, 1)).toMatchObject({ tradeId: 1, entryPrice: 98, exitPrice: 110, lots: 3 });
  });

  it('names how it ended: the engine reason, a window end as expired, a manual exit', () => {
    const ended = (content: Record<string, unknown>, kind = 'closed') =>
      foldRecord([
        posted(1),
        step(1, 'activated', '2026-01-02T00:00:00.000Z', { price: 100 }),
        step(1, kind, '2026-01-03T00:00:00.000Z', content),
      ]).get(1)!.outcome;
    expect(ended({ price: 95, reason: 'stop_loss' })).toBe('stop_loss');
    expect(ended({ price: 103, reason: 'window_end' })).toBe('expired');
    // Closed at its contract's settlement price: ended by time, as a window's end.
    expect(ended({ price: 120, reason: 'expiry' })).toBe('expired');
    expect(ended({ price: 101 }, 'exited')).toBe('manual_exit');
    // Entries written before the reason was recorded: the result says which side it closed on.
    expect(ended({ price: 111 })).toBe('target');
    expect(ended({ price: 94 })).toBe('stop_loss');
  });

  it('does not count a call that expired before it went Live, and keeps a deleted call', () => {
    const calls = foldRecord([
      posted(1),
      step(1, 'expired', '2026-01-05T00:00:00.000Z', { status: 'expired', price: null }),
      posted(2, { visibility: 'private' }),
      step(2, 'activated', '2026-01-02T00:00:00.000Z', { price: 100 }),
      step(2, 'closed', '2026-01-03T00:00:00.000Z', { price: 90, reason: 'stop_loss' }),
      step(2, 'deleted', '2026-01-04T00:00:00.000Z'),
    ]);
    expect(calls.get(1)).toMatchObject({ outcome: null, liveAt: null });
    expect(asClosedCall(calls.get(1)!)).toBeNull();
    expect(calls.get(2)).toMatchObject({ isPublic: false, outcome: 'stop_loss' });
    expect(calls.get(2)!.deletedAt?.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(asClosedCall(calls.get(2)!)).not.toBeNull();
  });

  it('keeps the group a call was posted to, through edits; none for a call posted before groups were recorded', () => {
    const calls = foldRecord([
      posted(1, { visibility: 'group', group_id: 4 }),
      step(1, 'edited', '2026-01-01T01:00:00.000Z', { old: { lots: 2 }, new: { lots: 3 } }),
      step(1, 'activated', '2026-01-02T00:00:00.000Z', { price: 100 }),
      posted(2, { group_id: null }),
      posted(3),
      posted(4, { visibility: 'group', group_id: 4 }),
      step(4, 'edited', '2026-01-01T01:00:00.000Z', { old: { group_id: 4 }, new: { group_id: 5 } }),
      // A value that is not a group id changes nothing.
      step(4, 'edited', '2026-01-01T02:00:00.000Z', { old: {}, new: { group_id: '6' } }),
    ]);
    expect(calls.get(1)).toMatchObject({ groupId: 4, isPublic: false, lots: 3 });
    expect(calls.get(2)).toMatchObject({ groupId: null, isPublic: true });
    expect(calls.get(3)).toMatchObject({ groupId: null });
    expect(calls.get(4)).toMatchObject({ groupId: 5 });
  });

  it('ignores entries of a call it never saw posted', () => {
    expect(applyRecordEntry(null, step(9, 'closed', '2026-01-03T00:00:00.000Z', { price: 1 }))).toBeNull();
    expect(foldRecord([step(9, 'activated', '2026-01-03T00:00:00.000Z')]).size).toBe(0);
  });
});
