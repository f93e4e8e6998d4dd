import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../test/support.ts';
import { createEventBus, createMemoryBus, type EventBus } from './event-bus.ts';

function nextMessage(bus: EventBus, channel: string): Promise<string> {
  return new Promise((resolve) => {
    void bus.subscribe(channel, (payload) => resolve(payload));
  });
}

describe('memory bus', () => {
  it('delivers to subscribers, not after unsubscribe, and never inline', async () => {
    const bus = createMemoryBus('t');
    const got: string[] = [];
    const unsubscribe = await bus.subscribe('a', (payload) => got.push(payload));
    void bus.publish('a', 'one');
    expect(got).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(got).toEqual(['one']);
    await unsubscribe();
    await bus.publish('a', 'two');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(got).toEqual(['one']);
    await bus.close();
  });
});

describe.runIf(TEST_REDIS_URL)('redis bus (runs in the PostgreSQL + Redis pass, TEST_REDIS_URL)', () => {
  it('carries a message from one instance to another', async () => {
    const prefix = `bus-test-${randomBytes(4).toString('hex')}`;
    const instanceA = await createEventBus({ redisUrl: TEST_REDIS_URL, channelPrefix: prefix });
    const instanceB = await createEventBus({ redisUrl: TEST_REDIS_URL, channelPrefix: prefix });
    try {
      const received = nextMessage(instanceB, 'ticks');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await instanceA.publish('ticks', '{"pk":1}');
      expect(await received).toBe('{"pk":1}');
      await instanceA.ping();
    } finally {
      await instanceA.close();
      await instanceB.close();
    }
  });
});
