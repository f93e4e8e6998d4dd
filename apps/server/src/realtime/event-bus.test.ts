import { randomBytes } from 'node:crypto';
import { defineChannel } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TEST_REDIS_URL } from '../../test/support.ts';
import { type BusTransport, createMemoryTransport } from './bus-transport.ts';
import { createEventBus, type EventBus, typedBus } from './event-bus.ts';

const PINGS = defineChannel('pings', z.array(z.object({ n: z.number().int() })));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function nextEvent<Event>(
  bus: EventBus,
  channel: { name: string; schema: z.ZodType<Event> },
): Promise<Event> {
  return new Promise((resolve) => {
    void bus.subscribe(channel, resolve);
  });
}

describe('memory transport', () => {
  it('delivers to subscribers, not after unsubscribe, and never inline', async () => {
    const transport = createMemoryTransport('t');
    const got: string[] = [];
    const unsubscribe = await transport.subscribe('a', (payload) => got.push(payload));
    void transport.publish('a', 'one');
    expect(got).toEqual([]);
    await settle();
    expect(got).toEqual(['one']);
    await unsubscribe();
    await transport.publish('a', 'two');
    await settle();
    expect(got).toEqual(['one']);
    await transport.close();
  });
});

describe('typed bus', () => {
  const setup = () => {
    const transport = createMemoryTransport('typed');
    const log = { warn: vi.fn() };
    return { transport, log, bus: typedBus(transport, log) };
  };

  it('hands subscribers the parsed event, validated once for all of them', async () => {
    const { bus } = setup();
    const first: unknown[] = [];
    const second: unknown[] = [];
    await bus.subscribe(PINGS, (event) => first.push(event));
    const unsubscribe = await bus.subscribe(PINGS, (event) => second.push(event));
    await bus.publish(PINGS, [{ n: 1 }]);
    await settle();
    expect(first).toEqual([[{ n: 1 }]]);
    expect(second).toEqual([[{ n: 1 }]]);
    await unsubscribe();
    await bus.publish(PINGS, [{ n: 2 }]);
    await settle();
    expect(first).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(second).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ["JSON its channel's schema refuses", JSON.stringify([{ n: 'one' }])],
  ])('drops and logs %s, and delivers the next payload', async (_label, payload) => {
    const { bus, transport, log } = setup();
    const got: unknown[] = [];
    await bus.subscribe(PINGS, (event) => got.push(event));
    await transport.publish('pings', payload);
    await bus.publish(PINGS, [{ n: 3 }]);
    await settle();
    expect(got).toEqual([[{ n: 3 }]]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ channel: 'pings' });
  });

  it('keeps delivering to the other subscribers when one throws', async () => {
    const { bus, log } = setup();
    const got: unknown[] = [];
    await bus.subscribe(PINGS, () => {
      throw new Error('subscriber bug');
    });
    await bus.subscribe(PINGS, (event) => got.push(event));
    await bus.publish(PINGS, [{ n: 4 }]);
    await settle();
    expect(got).toEqual([[{ n: 4 }]]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'pings' }),
      'bus subscriber failed',
    );
  });

  it('holds one transport subscription per channel and lets it go with the last subscriber', async () => {
    const inner = createMemoryTransport('count');
    const subscribe = vi.fn(inner.subscribe);
    const transport: BusTransport = { ...inner, subscribe };
    const bus = typedBus(transport, { warn: () => {} });
    const stopA = await bus.subscribe(PINGS, () => {});
    const stopB = await bus.subscribe(PINGS, () => {});
    expect(subscribe).toHaveBeenCalledTimes(1);
    await stopA();
    await stopB();
    await bus.subscribe(PINGS, () => {});
    expect(subscribe).toHaveBeenCalledTimes(2);
  });
});

describe.runIf(TEST_REDIS_URL)('redis bus (runs in the PostgreSQL + Redis pass, TEST_REDIS_URL)', () => {
  it('carries a message from one instance to another', async () => {
    const prefix = `bus-test-${randomBytes(4).toString('hex')}`;
    const instanceA = await createEventBus({ redisUrl: TEST_REDIS_URL, channelPrefix: prefix });
    const instanceB = await createEventBus({ redisUrl: TEST_REDIS_URL, channelPrefix: prefix });
    try {
      const received = nextEvent(instanceB, PINGS);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await instanceA.publish(PINGS, [{ n: 1 }]);
      expect(await received).toEqual([{ n: 1 }]);
      await instanceA.ping();
    } finally {
      await instanceA.close();
      await instanceB.close();
    }
  });
});
