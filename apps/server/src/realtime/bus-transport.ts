import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type TransportHandler = (payload: string) => void;

/**
 * What carries the event bus's messages between instances: string payloads, serialised once
 * whichever transport carries them. In-process by default; Redis when several instances run.
 * Code publishes and subscribes through the typed bus (event-bus.ts), never here.
 */
export type BusTransport = {
  driver: 'memory' | 'redis';
  publish(channel: string, payload: string): Promise<void>;
  /** Returns the function that removes this handler. */
  subscribe(channel: string, handler: TransportHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type TransportOptions = { redisUrl: string | undefined; channelPrefix: string };

export function createBusTransport(options: TransportOptions): Promise<BusTransport> {
  return options.redisUrl
    ? createRedisTransport(options.redisUrl, options.channelPrefix)
    : Promise.resolve(createMemoryTransport(options.channelPrefix));
}

export function createMemoryTransport(prefix: string): BusTransport {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    driver: 'memory',
    publish: async (channel, payload) => {
      // Delivered on a later turn, as Redis would, so publishers never run subscribers inline.
      queueMicrotask(() => emitter.emit(`${prefix}:${channel}`, payload));
    },
    subscribe: async (channel, handler) => {
      emitter.on(`${prefix}:${channel}`, handler);
      return async () => {
        emitter.off(`${prefix}:${channel}`, handler);
      };
    },
    ping: async () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

async function createRedisTransport(url: string, prefix: string): Promise<BusTransport> {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true, connectTimeout: 5000 };
  // A Redis connection in subscriber mode cannot publish, hence two.
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // ioredis reconnects by itself; errors are reported through ping() and /backend/health.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const handlers = new Map<string, Set<TransportHandler>>();
  subscriber.on('message', (fullChannel: string, payload: string) => {
    for (const handler of handlers.get(fullChannel) ?? []) handler(payload);
  });

  return {
    driver: 'redis',
    publish: async (channel, payload) => {
      await publisher.publish(`${prefix}:${channel}`, payload);
    },
    subscribe: async (channel, handler) => {
      const fullChannel = `${prefix}:${channel}`;
      let set = handlers.get(fullChannel);
      if (!set) {
        set = new Set();
        handlers.set(fullChannel, set);
        await subscriber.subscribe(fullChannel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(fullChannel) === set) {
          handlers.delete(fullChannel);
          await subscriber.unsubscribe(fullChannel);
        }
      };
    },
    ping: async () => {
      await publisher.ping();
    },
    close: async () => {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
