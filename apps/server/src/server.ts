import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { registerDrain } from './http/drain.ts';
import { fillRecordedCallsIfMissing } from './modules/track-record/index.ts';
import { createEventBus, type EventBus } from './realtime/event-bus.ts';
import { seedDemoData } from './seed/seed.ts';
import { seedDemoTrades } from './seed/trades.ts';

export class StartupError extends Error {}

export type RunningServer = {
  app: FastifyInstance;
  database: Database;
  bus: EventBus;
  /**
   * Drains (new requests answered 503 with Retry-After, requests in flight finished), then closes
   * the listener, sockets, bus and database, within SHUTDOWN_TIMEOUT_MS.
   */
  stop(): Promise<void>;
};

export type StartOptions = {
  /** Test seam: routes added before listening (used to prove in-flight requests survive shutdown). */
  beforeListen?: (app: FastifyInstance) => void;
};

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  ).catch((error: unknown) => {
    throw new StartupError(`Cannot open the database (${describeTarget(config)}): ${messageOf(error)}`);
  });
  try {
    await database.migrate();
    await fillRecordedCallsIfMissing(database.db);
    if (config.seedDemoData) await seedDemoData(database.db, config.market.anchorDate);
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`Cannot prepare the database (${describeTarget(config)}): ${messageOf(error)}`);
  }

  const bus = await createEventBus({
    redisUrl: config.redisUrl,
    channelPrefix: config.redisPrefix,
  }).catch(async (error: unknown) => {
    await database.close().catch(() => {});
    throw new StartupError(`Cannot connect to Redis at REDIS_URL: ${messageOf(error)}`);
  });

  const app = await buildApp({ config, database, bus });
  // Demo trades are priced from today's simulated quotes, so they wait for the market service.
  if (config.seedDemoData)
    await seedDemoTrades(database.db, app.quotes, {
      appOrigin: config.appOrigins[0],
      payoutEncryptionKey: config.payoutEncryptionKey,
      storage: app.storage,
    });
  options.beforeListen?.(app);
  const drain = registerDrain(app);
  // A crowd connecting at once overflowed Node's default backlog (511): the kernel dropped their SYNs
  // and clients retried after 1 and 3 s. The kernel caps this at net.core.somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: 4096 });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await drain.run(drainBudgetMs(config.shutdownTimeoutMs));
      await app.close();
      await bus.close();
      await database.close();
    })();
    return stopping;
  };
  return { app, database, bus, stop };
}

/**
 * The part of SHUTDOWN_TIMEOUT_MS the drain may take: the rest (up to 2 s) is left for closing the
 * WebSockets, jobs, bus and database before main.ts's forced exit.
 */
export function drainBudgetMs(shutdownTimeoutMs: number): number {
  return shutdownTimeoutMs - Math.min(2000, Math.floor(shutdownTimeoutMs / 2));
}

function describeTarget(config: AppConfig): string {
  return config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
}

/** The root cause's first line: driver errors wrap the SQL they ran, which a start-up line must not show. */
function messageOf(error: unknown): string {
  let root: unknown = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const text = root instanceof Error ? root.message || root.name : String(root);
  return text.split('\n')[0]!;
}
