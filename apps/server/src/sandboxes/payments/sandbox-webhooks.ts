import type { Database } from '../../db/client.ts';
import { electLeader, type Leadership } from '../../db/leadership.ts';
import type { SandboxRazorpay, SandboxWebhookRow } from './sandbox-razorpay.ts';

/** One delivery: the exact body and its headers; answers the merchant's HTTP status. */
export type WebhookDelivery = (request: { body: string; headers: Record<string, string> }) => Promise<number>;

export type SandboxWebhookWorker = {
  /** Delivers every webhook due at `at` (default now); resolves when they were tried. Tests pass a later time. */
  deliverDue(at?: Date): Promise<number>;
  /** A payment queued webhooks due at `dueAt`: deliver them then (this instance, if it leads). */
  schedule(dueAt: Date): void;
  isLeader(): boolean;
  stop(): Promise<void>;
};

type WorkerLog = { warn(details: object, message: string): void };

const LEADER_LOCK = 'payments-sandbox-webhooks';
const BATCH = 20;
/** Razorpay counts no answer within 5 seconds as a failed delivery (integrations.md §1.6). */
const DELIVERY_TIMEOUT_MS = 5000;
const DEFAULT_POLL_MS = 5000;

/**
 * Sends the sandbox's signed webhooks to our webhook route, as Razorpay would: at least once, retried
 * with exponential backoff on any non-2xx answer or timeout, for 24 hours. One instance delivers
 * (the leader); it wakes when a payment queues webhooks and polls slowly for retries and for
 * webhooks queued by payments on other instances.
 */
export function startSandboxWebhookWorker(options: {
  database: Database;
  sandbox: SandboxRazorpay;
  deliver: WebhookDelivery;
  log: WorkerLog;
  pollMs?: number;
}): SandboxWebhookWorker {
  const { database, sandbox, deliver, log } = options;
  let leader = false;
  let stopped = false;
  let running: Promise<number> | undefined;
  const timers = new Set<NodeJS.Timeout>();

  const attempt = async (row: SandboxWebhookRow): Promise<void> => {
    const at = () => new Date();
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<number>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 5 seconds')), DELIVERY_TIMEOUT_MS);
      });
      const status = await Promise.race([
        deliver({ body: row.body, headers: sandbox.webhooks.headersOf(row) }),
        timeout,
      ]).finally(() => clearTimeout(timer));
      if (status >= 200 && status < 300) await sandbox.webhooks.markDelivered(row.eventId, at());
      else await sandbox.webhooks.markFailed(row, `HTTP ${status}`, at());
    } catch (error) {
      if (stopped) return;
      await sandbox.webhooks.markFailed(row, error instanceof Error ? error.message : String(error), at());
    }
  };

  const run = async (at: Date): Promise<number> => {
    let delivered = 0;
    for (;;) {
      if (stopped) return delivered;
      const rows = await sandbox.webhooks.claimDue(at, BATCH);
      for (const row of rows) await attempt(row);
      delivered += rows.length;
      if (rows.length < BATCH) return delivered;
    }
  };

  const deliverDue = async (at: Date = new Date()): Promise<number> => {
    if (stopped || !leader) return 0;
    // One run at a time; a call during a run waits for it and runs again (something new may be due).
    while (running) await running.catch(() => 0);
    running = run(at).finally(() => {
      running = undefined;
    });
    try {
      return await running;
    } catch (error) {
      log.warn({ err: error }, 'payments sandbox: webhook delivery failed');
      return 0;
    }
  };

  const later = (ms: number) => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void deliverDue();
      },
      Math.max(0, ms),
    );
    timer.unref();
    timers.add(timer);
  };

  const leadership: Leadership = electLeader(database, LEADER_LOCK, {
    onElected: () => {
      leader = true;
      void deliverDue();
    },
    onDemoted: () => {
      leader = false;
    },
  });
  const poll = setInterval(() => void deliverDue(), options.pollMs ?? DEFAULT_POLL_MS);
  poll.unref();

  return {
    deliverDue,
    schedule: (dueAt) => later(dueAt.getTime() - Date.now() + 10),
    isLeader: () => leader,
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running?.catch(() => 0);
      await leadership.stop();
    },
  };
}
