import type { BusChannel } from '@tradecircle/domain';
import {
  type BusTransport,
  createBusTransport,
  createMemoryTransport,
  type TransportOptions,
} from './bus-transport.ts';

export type { BusChannel } from '@tradecircle/domain';

/** Where the bus reports what it drops: a payload its channel's schema refuses, a handler that threw. */
export type BusLogger = { warn(details: object, message: string): void };

const stderrLogger: BusLogger = {
  warn: (details, message) => console.warn(message, details),
};

/**
 * Cross-instance publish/subscribe over typed channels (channels are defined once, with their
 * schema, in the domain package's `live/channels.ts`). Each payload a transport delivers is parsed
 * and validated once per instance, then handed to every subscriber of its channel; one that fails
 * validation (an older or newer instance, a hand-written Redis PUBLISH) is dropped and logged.
 */
export type EventBus = {
  driver: BusTransport['driver'];
  publish<Event>(channel: BusChannel<Event>, event: Event): Promise<void>;
  /** Returns the function that removes this handler. */
  subscribe<Event>(channel: BusChannel<Event>, handler: (event: Event) => void): Promise<() => Promise<void>>;
  /** The app's logger, once it exists (the bus is created before the app). */
  useLogger(log: BusLogger): void;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type BusOptions = TransportOptions & { log?: BusLogger };

export async function createEventBus(options: BusOptions): Promise<EventBus> {
  return typedBus(await createBusTransport(options), options.log);
}

/** An in-process bus (tests, benchmarks, a single instance). */
export function createMemoryBus(prefix: string, log?: BusLogger): EventBus {
  return typedBus(createMemoryTransport(prefix), log);
}

type Subscription = {
  channel: BusChannel<unknown>;
  handlers: Set<(event: unknown) => void>;
  /** Resolves once the transport delivers this channel; its value removes the transport subscription. */
  attached: Promise<() => Promise<void>>;
};

export function typedBus(transport: BusTransport, initialLog: BusLogger = stderrLogger): EventBus {
  let log = initialLog;
  const subscriptions = new Map<string, Subscription>();

  const deliver = (subscription: Subscription, payload: string) => {
    const { channel } = subscription;
    let decoded: unknown;
    try {
      decoded = JSON.parse(payload);
    } catch {
      log.warn({ channel: channel.name, payload: payload.slice(0, 200) }, 'bus payload is not JSON; dropped');
      return;
    }
    const parsed = channel.schema.safeParse(decoded);
    if (!parsed.success) {
      log.warn(
        { channel: channel.name, issues: parsed.error.issues.slice(0, 3) },
        "bus payload does not match its channel's schema; dropped",
      );
      return;
    }
    for (const handler of subscription.handlers) {
      try {
        handler(parsed.data);
      } catch (error) {
        log.warn({ channel: channel.name, err: error }, 'bus subscriber failed');
      }
    }
  };

  return {
    driver: transport.driver,
    publish: (channel, event) => transport.publish(channel.name, JSON.stringify(event)),
    subscribe: async <Event>(channel: BusChannel<Event>, handler: (event: Event) => void) => {
      const untyped = handler as (event: unknown) => void;
      let subscription = subscriptions.get(channel.name);
      if (!subscription) {
        const created: Subscription = {
          channel: channel as BusChannel<unknown>,
          handlers: new Set(),
          attached: transport.subscribe(channel.name, (payload) => deliver(created, payload)),
        };
        subscription = created;
        subscriptions.set(channel.name, created);
      }
      subscription.handlers.add(untyped);
      await subscription.attached;
      const current = subscription;
      return async () => {
        current.handlers.delete(untyped);
        if (current.handlers.size > 0 || subscriptions.get(channel.name) !== current) return;
        subscriptions.delete(channel.name);
        await (await current.attached)();
      };
    },
    useLogger: (next) => {
      log = next;
    },
    ping: () => transport.ping(),
    close: async () => {
      subscriptions.clear();
      await transport.close();
    },
  };
}
