import { describe, expect, it } from 'vitest';
import { toTradeChangeFrame } from '../events/domain-events.ts';
import { DOMAIN_EVENTS } from './channels.ts';
import {
  LiveClientMessageSchema,
  LiveControlFrameSchema,
  LiveServerFrameSchema,
  TickBatchFrameSchema,
  TickFrameSchema,
  TradesFrameSchema,
} from './frames.ts';
import { SecurityTickBatchSchema } from './ticks.ts';
import type { TradeChangeEvent } from './trade-changes.ts';

const tick = {
  pk: 3,
  fields: {
    live_price: 101,
    close_price: 100,
    up_down_price: 1,
    up_down_percent: 1,
    day_high: 102,
    day_low: 99,
    updated_at: '2026-05-04T09:30:00.000Z',
  },
};
const change: TradeChangeEvent = {
  type: 'trade.closed',
  trade_id: 9,
  security_id: 3,
  posted_by_id: 4,
  status: 'Closed',
  visibility: 'followers',
  price: 120,
  step: 0,
  fields: { exit_price: 120, closing_reason: 'target', trade_closing_time: '2026-05-04T09:30:00.000Z' },
};

describe('the live contract', () => {
  it('reads a tick batch, a lone tick as a batch of one, and keeps fields it does not know', () => {
    expect(SecurityTickBatchSchema.parse([tick])).toEqual([tick]);
    expect(SecurityTickBatchSchema.parse(tick)).toEqual([tick]);
    const stamped = { ...tick, fields: { ...tick.fields, sent_at: 5 } };
    expect(SecurityTickBatchSchema.parse([stamped])).toEqual([stamped]);
    expect(SecurityTickBatchSchema.safeParse([{ pk: 3, fields: { live_price: 1 } }]).success).toBe(false);
  });

  it('reads the change stream as the bus carries it and refuses a trade change that cannot be routed', () => {
    const event = {
      type: 'trade.activated' as const,
      tradeId: change.trade_id,
      ownerUserId: change.posted_by_id,
      securityId: change.security_id,
      status: change.status,
      visibility: change.visibility,
    };
    const batch = { events: [{ id: 1, event }] };
    expect(DOMAIN_EVENTS.schema.parse(batch)).toEqual(batch);
    const { visibility: _dropped, ...unroutable } = event;
    expect(DOMAIN_EVENTS.schema.safeParse({ events: [{ id: 1, event: unroutable }] }).success).toBe(false);
    expect(
      DOMAIN_EVENTS.schema.safeParse({ events: [{ id: 1, event: { ...event, status: 'Live' } }] }).success,
    ).toBe(false);
    // A trade awaiting its broker is told as private, to its owner only.
    expect(toTradeChangeFrame({ ...event, ownerOnly: true }).visibility).toBe('private');
    expect(toTradeChangeFrame({ ...event, type: 'trade.reasoning_updated' }).type).toBe('trade.updated');
  });

  it('tells the client messages apart and coerces numeric-text ids, as the channel always has', () => {
    expect(LiveClientMessageSchema.parse({ type: 'security', ids: [1, '2'] })).toEqual({
      type: 'security',
      ids: [1, 2],
    });
    expect(LiveClientMessageSchema.parse({ type: 'auth', token: 't' })).toEqual({ type: 'auth', token: 't' });
    expect(LiveClientMessageSchema.safeParse({ type: 'security', ids: Array(501).fill(1) }).success).toBe(
      false,
    );
    expect(LiveClientMessageSchema.safeParse({ type: 'news', ids: [1] }).success).toBe(false);
  });

  it('takes the batch option of a subscription as a boolean only', () => {
    expect(LiveClientMessageSchema.parse({ type: 'security', ids: [1], batch: true })).toEqual({
      type: 'security',
      ids: [1],
      batch: true,
    });
    expect(LiveClientMessageSchema.safeParse({ type: 'security', ids: [1], batch: 'yes' }).success).toBe(
      false,
    );
  });

  it('describes every frame the server sends', () => {
    for (const frame of [
      tick,
      [tick],
      { type: 'trades', events: [change] },
      { type: 'subscribed', ids: [1, 2], batch: false },
      { type: 'authenticated' },
      { type: 'error', message: 'Invalid or expired token' },
    ]) {
      expect(LiveServerFrameSchema.safeParse(frame).success).toBe(true);
    }
    expect(TradesFrameSchema.safeParse({ type: 'trades', events: [{}] }).success).toBe(false);
  });

  it('tells a price update from every other frame: only updates carry pk, and none of them a type', () => {
    expect(TickFrameSchema.parse(tick)).toEqual(tick);
    expect(TickFrameSchema.safeParse([tick]).success).toBe(false);
    expect(TickBatchFrameSchema.safeParse(tick).success).toBe(false);
    expect(Object.keys(TickFrameSchema.shape)).not.toContain('type');
    for (const frame of LiveControlFrameSchema.options) {
      expect(Object.keys(frame.shape)).toContain('type');
      expect(Object.keys(frame.shape)).not.toContain('pk');
    }
  });
});
