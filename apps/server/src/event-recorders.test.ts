import { describe, expect, it } from 'vitest';
import type { AppDb } from './db/client.ts';
import { applyRecorder, joinRecorders } from './event-recorders.ts';

describe('joinRecorders', () => {
  it('runs every module recorder of an event type, in order, and others alone', async () => {
    const calls: string[] = [];
    const recorders = joinRecorders(
      { 'trade.posted': async () => void calls.push('coins') },
      { 'trade.closed': async () => void calls.push('copy stop') },
      { 'trade.posted': async () => void calls.push('delivery') },
    );
    const event = (type: 'trade.posted' | 'trade.closed') =>
      ({ id: 1, createdAt: new Date(), event: { type } }) as never;
    await applyRecorder({} as AppDb, event('trade.posted'), recorders);
    expect(calls).toEqual(['coins', 'delivery']);
    await applyRecorder({} as AppDb, event('trade.closed'), recorders);
    expect(calls).toEqual(['coins', 'delivery', 'copy stop']);
  });
});
