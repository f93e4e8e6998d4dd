import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { API_PREFIX } from '../../http/api-prefix.ts';
import {
  createPayments,
  type PaymentsProvider,
  type SandboxRazorpay,
  type SandboxWebhookWorker,
  startSandboxWebhookWorker,
} from '../../providers/payments/index.ts';
import { type ExpiryJob, startExpiryJob } from './expiry.job.ts';
import type { PaymentLog } from './grant.service.ts';

/** Our webhook route, where the sandbox delivers (and where Razorpay's dashboard must point). */
export const WEBHOOK_PATH = `${API_PREFIX}/api/payments/webhook/`;

export type PaymentsRuntime = {
  provider: PaymentsProvider;
  /** The sandbox Razorpay (PAYMENTS_PROVIDER=sandbox), whose HTTP face sandboxes/payments/ serves. */
  sandbox: SandboxRazorpay | undefined;
  /** After start: the sandbox's webhook sender (sandbox only) and the expiry job. */
  webhooks: SandboxWebhookWorker | undefined;
  expiry: ExpiryJob | undefined;
  platformFeePercent: number;
  subscribeOfferGroupId: number | undefined;
  /** Starts the jobs once the app is ready: the sandbox delivers webhooks into it in process. */
  start(app: FastifyInstance): void;
  stop(): Promise<void>;
};

/**
 * The payments provider from configuration and the jobs around it. The sandbox's webhooks go to
 * our webhook route through app.inject with the exact bytes and headers Razorpay would send; both
 * the sender and the expiry job run on one instance of a deployment (db/leadership.ts).
 */
export async function createPaymentsRuntime(options: {
  config: AppConfig['payments'];
  database: Database;
  log: PaymentLog;
}): Promise<PaymentsRuntime> {
  const { config, database, log } = options;
  let runtime: PaymentsRuntime | undefined;
  const payments = await createPayments(
    config.provider.kind === 'razorpay'
      ? { provider: 'razorpay', ...config.provider }
      : {
          provider: 'sandbox',
          db: database.db,
          webhookDelayMs: config.provider.webhookDelayMs,
          onWebhooksQueued: (dueAt) => runtime?.webhooks?.schedule(dueAt),
        },
  );
  runtime = {
    provider: payments.provider,
    sandbox: payments.sandbox,
    webhooks: undefined,
    expiry: undefined,
    platformFeePercent: config.platformFeePercent,
    subscribeOfferGroupId: config.subscribeOfferGroupId,
    start(app) {
      if (this.expiry) return;
      this.expiry = startExpiryJob({ database, everyMs: config.expiryJobMs, log });
      if (payments.sandbox) {
        this.webhooks = startSandboxWebhookWorker({
          database,
          sandbox: payments.sandbox,
          log,
          deliver: async ({ body, headers }) =>
            (await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body })).statusCode,
        });
      }
    },
    async stop() {
      await this.webhooks?.stop();
      await this.expiry?.stop();
    },
  };
  return runtime;
}
