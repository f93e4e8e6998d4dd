import { type PriceRange, SECURITY_TICKS, type SecurityTick } from '@tradecircle/domain';
import type { AppDb, Database } from '../../db/client.ts';
import { electLeader } from '../../db/leadership.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { recordEvents } from '../outbox/index.ts';
import { type FiredAlert, fireMetAlerts, securitiesWithWaitingAlerts } from './price-alerts.repository.ts';

/**
 * Fires the waiting alerts these price ranges meet, at `at`: each marked triggered and its
 * `price_alert.triggered` event recorded in one transaction (the notification worker tells the
 * owner), so an alert fires once, even with a replay or a second checker.
 */
export async function firePriceAlerts(
  db: AppDb,
  ranges: ReadonlyMap<number, PriceRange>,
  at: Date,
): Promise<FiredAlert[]> {
  if (ranges.size === 0) return [];
  return db.transaction(async (tx) => {
    const fired = await fireMetAlerts(tx, ranges, at);
    await recordEvents(
      tx,
      fired.map((alert) => ({
        type: 'price_alert.triggered' as const,
        alertId: alert.id,
        userId: alert.userId,
        securityId: alert.securityId,
        condition: alert.condition,
        price: alert.price,
        triggeredPrice: alert.triggeredPrice,
      })),
    );
    return fired;
  });
}

/** Merges a tick batch into the ranges waiting to be checked: per security, the highest and lowest price seen. */
export function mergeTicks(ranges: Map<number, PriceRange>, ticks: readonly SecurityTick[]): void {
  for (const tick of ticks) {
    const price = tick.fields.live_price;
    const range = ranges.get(tick.pk);
    if (range) ranges.set(tick.pk, { high: Math.max(range.high, price), low: Math.min(range.low, price) });
    else ranges.set(tick.pk, { high: price, low: price });
  }
}

export type PriceAlertWatcher = {
  /** An alert was just created on this security (on this instance): check its ticks from now on. */
  watch(securityId: number): void;
  /** Resolves once the ticks heard so far are checked. */
  settled(): Promise<void>;
  isRunning(): boolean;
  stop(): Promise<void>;
};

type WatcherLog = { warn(details: object, message: string): void };

/** How often the leader reads which securities have waiting alerts (those created on other instances). */
export const WAITING_REFRESH_MS = 2000;

/**
 * Checks the price alerts against the tick stream, on one instance of a deployment (the leader of
 * its own lock). It keeps in memory which securities have waiting alerts (read again every
 * `refreshMs`; an alert created on this instance is added at once), skips the ticks of the others,
 * and runs one statement per tick batch for the rest. Batches that arrive while a check runs are
 * merged (per security, the highest and lowest price seen), so a slow database makes the checks
 * fewer, never a queue, and no crossing in between is missed.
 */
export function startPriceAlertWatcher(options: {
  database: Database;
  bus: EventBus;
  log: WatcherLog;
  now?: () => Date;
  refreshMs?: number;
}): PriceAlertWatcher {
  const { database, bus, log } = options;
  const now = options.now ?? (() => new Date());
  let pending = new Map<number, PriceRange>();
  let checking: Promise<void> | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let refreshTimer: NodeJS.Timeout | undefined;
  let running = false;
  let waiting = new Set<number>();
  // Watched while a refresh reads: kept, as the refresh may have read before their insert.
  let watchedDuringRefresh = new Set<number>();

  const refresh = async () => {
    watchedDuringRefresh = new Set();
    try {
      const read = new Set(await securitiesWithWaitingAlerts(database.db));
      for (const securityId of watchedDuringRefresh) read.add(securityId);
      waiting = read;
    } catch (error) {
      log.warn({ err: error }, 'price alerts: could not read the waiting alerts');
    }
  };
  const check = async () => {
    while (pending.size > 0) {
      const ranges = pending;
      pending = new Map();
      try {
        await firePriceAlerts(database.db, ranges, now());
      } catch (error) {
        // The prices of this batch are not checked again; a condition that still holds fires on a later tick.
        log.warn({ err: error }, 'price alerts: a check failed');
      }
    }
  };
  const onTicks = (ticks: SecurityTick[]) => {
    const watched = ticks.filter((tick) => waiting.has(tick.pk));
    if (watched.length === 0) return;
    mergeTicks(pending, watched);
    checking ??= check().finally(() => {
      checking = undefined;
    });
  };

  const leadership = electLeader(database, 'tradecircle:price-alerts', {
    onElected: () => {
      running = true;
      void refresh();
      refreshTimer = setInterval(() => void refresh(), options.refreshMs ?? WAITING_REFRESH_MS);
      refreshTimer.unref();
      void bus.subscribe(SECURITY_TICKS, onTicks).then((stop) => {
        if (running) unsubscribe = stop;
        else void stop();
      });
    },
    onDemoted: () => {
      running = false;
      clearInterval(refreshTimer);
      void unsubscribe?.();
      unsubscribe = undefined;
    },
  });

  return {
    watch: (securityId) => {
      waiting.add(securityId);
      watchedDuringRefresh.add(securityId);
    },
    settled: async () => {
      while (checking) await checking;
    },
    isRunning: () => running,
    stop: async () => {
      await leadership.stop();
      while (checking) await checking;
    },
  };
}
