import { DEFAULT_SLIPPAGE_TICKS, SECURITY_TICKS, type SecurityTick } from '@tradecircle/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { electLeader, type Leadership } from '../../../db/leadership.ts';
import { tickSize } from '../../../providers/market-feed/index.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import type { QuoteBook } from '../../market/index.ts';
import { type EngineTrade, LifecycleIndex, type Transition } from '../engine/index.ts';
import { engineCheckpoints, trades } from '../trades.tables.ts';
import { subscribeEngineToStream } from './engine-stream.ts';
import { type KnownVersion, writeTransitions } from './transition-writer.ts';

export type LifecycleEngineOptions = {
  database: Database;
  bus: EventBus;
  quotes: QuoteBook;
  log: FastifyBaseLogger;
  /**
   * Resolves once the events committed so far are on the bus (the outbox relay's drain), so that
   * settled() covers a trade change a caller committed just before.
   */
  published?: () => Promise<void>;
  /** How often windows are checked for expiry. */
  expiryIntervalMs?: number;
  /** Ticks of slippage a market order pays (VIRTUAL_FILL_SLIPPAGE_TICKS). */
  slippageTicks?: number;
  now?: () => number;
};

export type LifecycleEngine = {
  /** Resolves once every tick, event and write received so far has been processed (tests). */
  settled(): Promise<void>;
  isRunning(): boolean;
  stop(): Promise<void>;
};

const LOAD_PAGE = 50_000;

type OpenTradeRow = {
  id: number;
  securityId: number;
  postedByUserId: number;
  tradeType: 'Buy' | 'Sell';
  status: string;
  isReal: boolean;
  orderType: 'market_order' | 'limit_order';
  entryPrice: number;
  entryFillPrice: number | null;
  currentStep: number;
  firstTarget: number;
  firstStopLoss: number;
  targetStopLossList: { target_price: number; stop_loss: number }[];
  expiresAt: Date;
  version: number;
  visibility: 'followers' | 'private' | 'group';
};

const openTradeColumns = {
  id: trades.id,
  securityId: trades.securityId,
  postedByUserId: trades.postedByUserId,
  tradeType: trades.tradeType,
  status: trades.status,
  isReal: trades.isReal,
  orderType: trades.orderType,
  entryPrice: trades.entryPrice,
  entryFillPrice: trades.entryFillPrice,
  currentStep: trades.currentStep,
  firstTarget: trades.firstTarget,
  firstStopLoss: trades.firstStopLoss,
  targetStopLossList: trades.targetStopLossList,
  expiresAt: trades.expiresAt,
  version: trades.version,
  visibility: trades.visibility,
};

function toEngineTrade(row: OpenTradeRow): EngineTrade {
  return {
    id: row.id,
    securityId: row.securityId,
    tradeType: row.tradeType,
    status: row.status as 'Inactive' | 'Active',
    entryPrice: row.entryPrice,
    step: row.currentStep,
    targets: [row.firstTarget, ...row.targetStopLossList.map((item) => item.target_price)],
    stopLosses: [row.firstStopLoss, ...row.targetStopLossList.map((item) => item.stop_loss)],
    expiresAt: row.expiresAt.getTime(),
    entryIsMarket: row.orderType === 'market_order',
    // Live without a fill: entered now, its entry fills at the next tick (order-fills.ts).
    awaitingFill: row.status === 'Active' && row.entryFillPrice === null,
  };
}

/** Virtual trades only: a real position closes only through a broker order. */
const isEngineTrade = (row: OpenTradeRow) =>
  !row.isReal && (row.status === 'Inactive' || row.status === 'Active');

/**
 * Runs the trade lifecycle on exactly one instance (advisory-lock leader). It rebuilds its index from
 * the database and the last processed price of each security, so the first tick after a restart
 * crosses every level the price passed while it was down; it follows tick batches and trade changes
 * on the bus, and writes each batch of transitions in one transaction before announcing them.
 */
export function startLifecycleEngine(options: LifecycleEngineOptions): LifecycleEngine {
  const { database, bus, quotes, log } = options;
  const db = database.db;
  const now = options.now ?? Date.now;
  const slippageTicks = options.slippageTicks ?? DEFAULT_SLIPPAGE_TICKS;
  // An index is never traded, so every order is on the cash or F&O tick grid.
  const newIndex = () => new LifecycleIndex({ slippage: (price) => slippageTicks * tickSize(price, 'EQ') });
  let index = newIndex();
  let versions = new Map<number, KnownVersion>();
  let queue: Promise<void> = Promise.resolve();
  let running = false;
  let generation = 0;
  let unsubscribers: (() => Promise<void>)[] = [];
  let expiryTimer: NodeJS.Timeout | undefined;

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch(async (error: unknown) => {
      log.error({ err: error }, 'trade lifecycle engine: work failed; rebuilding from the database');
      // The database may still be down: the queue must stay usable (and no rejection go unhandled,
      // which would end the process); the next failed work rebuilds again.
      await rebuild().catch((rebuildError: unknown) =>
        log.error({ err: rebuildError }, 'trade lifecycle engine: rebuild failed; the next work retries it'),
      );
    });
    return queue;
  };

  const referencePrice = (securityId: number, checkpoints: Map<number, number>, fallback: number) =>
    index.lastPrice(securityId) ??
    checkpoints.get(securityId) ??
    quotes.getQuote(securityId)?.livePrice ??
    fallback;

  const track = (row: OpenTradeRow, checkpoints: Map<number, number>) => {
    if (!isEngineTrade(row)) {
      index.remove(row.id);
      versions.delete(row.id);
      return;
    }
    index.add(toEngineTrade(row), referencePrice(row.securityId, checkpoints, row.entryPrice));
    versions.set(row.id, {
      version: row.version,
      postedById: row.postedByUserId,
      step: row.currentStep,
      visibility: row.visibility,
    });
  };

  async function rebuild(): Promise<void> {
    const started = performance.now();
    index = newIndex();
    versions = new Map();
    const checkpointRows = await db.select().from(engineCheckpoints);
    const checkpoints = new Map(checkpointRows.map((row) => [row.securityId, row.price]));
    let lastId = 0;
    for (;;) {
      const rows = await db
        .select(openTradeColumns)
        .from(trades)
        .where(and(inArray(trades.status, ['Inactive', 'Active']), eq(trades.isReal, false), gtId(lastId)))
        .orderBy(trades.id)
        .limit(LOAD_PAGE);
      for (const row of rows) track(row, checkpoints);
      if (rows.length < LOAD_PAGE) break;
      lastId = rows.at(-1)!.id;
    }
    log.info(
      { openTrades: index.size, ms: Math.round(performance.now() - started) },
      'trade lifecycle engine rebuilt from the database',
    );
    await persist(index.expire(now()), new Map());
  }

  async function persist(transitions: Transition[], checkpoints: Map<number, number>): Promise<void> {
    if (transitions.length === 0 && checkpoints.size === 0) return;
    const result = await writeTransitions(db, transitions, versions, checkpoints);
    for (const [tradeId, { version, step }] of result.written) {
      const known = versions.get(tradeId);
      if (!known) continue;
      if (index.has(tradeId)) versions.set(tradeId, { ...known, version, step });
      else versions.delete(tradeId);
    }
    if (result.skipped.length > 0) await reload(result.skipped);
  }

  async function reload(tradeIds: number[]): Promise<void> {
    const rows = await db.select(openTradeColumns).from(trades).where(inArray(trades.id, tradeIds));
    const found = new Set(rows.map((row) => row.id));
    for (const row of rows) track(row, new Map());
    for (const tradeId of tradeIds) {
      if (!found.has(tradeId)) {
        index.remove(tradeId);
        versions.delete(tradeId);
      }
    }
  }

  // Ticks are applied to the index in the work queue, after whatever is ahead of them: a tick that
  // arrives while the index is rebuilt (a restart) must not set the price that rebuild's catch-up
  // then closes ended windows at; those close at the last price processed before the restart.
  const onTicks = (ticks: SecurityTick[]) => {
    const at = now();
    void enqueue(() => {
      const transitions: Transition[] = [];
      const checkpoints = new Map<number, number>();
      for (const message of ticks) {
        const price = message.fields.live_price;
        transitions.push(...index.onTick(message.pk, price, at));
        checkpoints.set(message.pk, price);
      }
      return persist(transitions, checkpoints);
    });
  };

  const onTradeEvents = ({ toReload, toRemove }: { toReload: number[]; toRemove: number[] }) => {
    void enqueue(async () => {
      for (const tradeId of toRemove) {
        index.remove(tradeId);
        versions.delete(tradeId);
      }
      if (toReload.length > 0) await reload(toReload);
    });
  };

  const onElected = () => {
    running = true;
    const myGeneration = ++generation;
    void enqueue(async () => {
      const subscriptions = await Promise.all([
        bus.subscribe(SECURITY_TICKS, onTicks),
        subscribeEngineToStream(bus, onTradeEvents),
      ]);
      if (myGeneration !== generation) {
        await Promise.all(subscriptions.map((unsubscribe) => unsubscribe()));
        return;
      }
      unsubscribers = subscriptions;
      await rebuild();
    });
    expiryTimer = setInterval(() => {
      void enqueue(() => persist(index.expire(now()), new Map()));
    }, options.expiryIntervalMs ?? 30_000);
    expiryTimer.unref();
  };

  const onDemoted = () => {
    running = false;
    generation += 1;
    clearInterval(expiryTimer);
    const subscriptions = unsubscribers;
    unsubscribers = [];
    void enqueue(async () => {
      await Promise.all(subscriptions.map((unsubscribe) => unsubscribe()));
      index = newIndex();
      versions = new Map();
    });
  };

  const leadership: Leadership = electLeader(database, 'tradecircle:trade-lifecycle', {
    onElected,
    onDemoted,
  });

  return {
    settled: async () => {
      await options.published?.();
      // Work can enqueue more work (a write reloads trades); wait until the queue stops moving.
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await queue;
      }
    },
    isRunning: () => running,
    stop: async () => {
      await leadership.stop();
      await queue;
    },
  };
}

function gtId(lastId: number) {
  return sql`${trades.id} > ${lastId}`;
}
