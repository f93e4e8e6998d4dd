import type { AppDb } from '../../db/client.ts';
import {
  createSandboxPaymentsProvider,
  createSandboxRazorpay,
  loadSandboxCredentials,
  type SandboxRazorpay,
} from '../../sandboxes/payments/index.ts';
import type { PaymentsProvider } from './payments.provider.ts';
import { createRazorpayPaymentsProvider, type RazorpayCredentials } from './razorpay-payments.provider.ts';

// The sandbox's own face to the payments module: its failure reasons and the webhook sender the
// module's runtime starts (sandboxes/payments/).
export {
  isSandboxFailureReason,
  SANDBOX_FAILURE_REASONS,
  type SandboxFailureReason,
  type SandboxRazorpay,
  type SandboxWebhookWorker,
  startSandboxWebhookWorker,
  type WebhookDelivery,
} from '../../sandboxes/payments/index.ts';

export {
  PaymentProviderError,
  PaymentProviderUnavailableError,
  type PaymentsProvider,
  type ProviderErrorBody,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from './payments.provider.ts';
export { RAZORPAY_CHECKOUT_SCRIPT, RAZORPAY_CSP } from './razorpay-payments.provider.ts';

/**
 * PAYMENTS_PROVIDER=sandbox (default): the local Razorpay (sandboxes/payments/), its keys generated once
 * in the database.
 * PAYMENTS_PROVIDER=razorpay: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.
 */
export type PaymentsOptions =
  | {
      provider: 'sandbox';
      db: AppDb;
      webhookDelayMs: number;
      onWebhooksQueued?: (dueAt: Date) => void;
    }
  | ({ provider: 'razorpay' } & RazorpayCredentials);

export type Payments = {
  provider: PaymentsProvider;
  /** The sandbox whose HTTP face paymentsSandboxRoutes serves; undefined with Razorpay. */
  sandbox: SandboxRazorpay | undefined;
};

export async function createPayments(options: PaymentsOptions): Promise<Payments> {
  if (options.provider === 'razorpay') {
    const { keyId, keySecret, webhookSecret } = options;
    return {
      provider: createRazorpayPaymentsProvider({ keyId, keySecret, webhookSecret }),
      sandbox: undefined,
    };
  }
  const sandbox = createSandboxRazorpay({
    db: options.db,
    credentials: await loadSandboxCredentials(options.db),
    webhookDelayMs: options.webhookDelayMs,
    onWebhooksQueued: options.onWebhooksQueued,
  });
  return { provider: createSandboxPaymentsProvider(sandbox), sandbox };
}
