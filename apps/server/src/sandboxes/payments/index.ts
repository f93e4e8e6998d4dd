// The sandbox Razorpay (PAYMENTS_PROVIDER=sandbox): Razorpay's side of the protocol, its tables, the
// webhooks it owes us, its HTTP face and the Checkout.js shim. providers/payments/index.ts chooses it;
// app.ts serves its routes.
export { paymentsSandboxRoutes } from './payments-sandbox.routes.ts';
export { createSandboxPaymentsProvider } from './sandbox-payments.provider.ts';
export {
  createSandboxRazorpay,
  isSandboxFailureReason,
  loadSandboxCredentials,
  SANDBOX_CHECKOUT_SCRIPT,
  SANDBOX_FAILURE_REASONS,
  type SandboxFailureReason,
  type SandboxRazorpay,
} from './sandbox-razorpay.ts';
export {
  type SandboxWebhookWorker,
  startSandboxWebhookWorker,
  type WebhookDelivery,
} from './sandbox-webhooks.ts';
