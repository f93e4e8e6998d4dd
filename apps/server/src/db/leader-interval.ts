import type { Database } from './client.ts';
import { electLeader } from './leadership.ts';

export type LeaderInterval<T> = {
  /** One pass now, if this instance leads; after a running one ends. Undefined when it did not run. */
  runOnce(now?: Date): Promise<T | undefined>;
  isLeader(): boolean;
  /** Stops the timer, waits for a running pass, then gives up the leadership. */
  stop(): Promise<void>;
};

/**
 * The scaffolding of a periodic job that runs on one instance of a deployment (leadership.ts):
 * `run` every `everyMs` while this instance leads (`everyMs` 0: no timer, only runOnce), and once
 * as soon as it is elected when `runWhenElected`. Passes never overlap: runOnce waits for a running
 * one. A timer's pass hands its result to `onResult` and its failure to `onError` (not after stop).
 */
export function startLeaderInterval<T>(options: {
  database: Database;
  lockName: string;
  everyMs: number;
  runWhenElected: boolean;
  run: (now: Date) => Promise<T>;
  onResult?: (result: T) => void;
  onError: (error: unknown) => void;
}): LeaderInterval<T> {
  const { database, lockName, everyMs, runWhenElected, run, onResult, onError } = options;
  let leader = false;
  let stopped = false;
  let running: Promise<T> | undefined;

  const runOnce = async (now: Date = new Date()) => {
    if (stopped || !leader) return undefined;
    while (running) await running.catch(() => undefined);
    running = run(now).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () =>
    void runOnce().then(
      (result) => {
        if (result !== undefined) onResult?.(result);
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );

  const leadership = electLeader(database, lockName, {
    onElected: () => {
      leader = true;
      if (runWhenElected && everyMs > 0) tick();
    },
    onDemoted: () => {
      leader = false;
    },
  });
  const timer = everyMs > 0 ? setInterval(tick, everyMs) : undefined;
  timer?.unref();

  return {
    runOnce,
    isLeader: () => leader,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await leadership.stop();
    },
  };
}
