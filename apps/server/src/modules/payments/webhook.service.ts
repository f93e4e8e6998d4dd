import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import type { PaymentsProvider, ProviderPayment } from '../../providers/payments/index.ts';
import { type GrantDeps, grantPayment, markOrderFailed } from './grant.service.ts';

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  badBody: 'The webhook body is not a Razorpay event',
} as const;

const PaymentEntitySchema = z.looseObject({
  id: z.string().min(1).max(40),
  order_id: z.string().min(1).max(40),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});

const EventSchema = z.looseObject({
  event: z.string().max(40),
  payload: z.looseObject({
    payment: z.looseObject({ entity: PaymentEntitySchema }).optional(),
  }),
});

export type WebhookDeps = GrantDeps & { provider: PaymentsProvider };

/** What the route answers the provider: 200 in every case but a forged or unreadable delivery. */
export type WebhookOutcome = { status: 'processed' | 'ignored' | 'duplicate' | 'refused'; event: string };

/**
 * POST payments/webhook: the raw body's X-Razorpay-Signature is checked with the webhook secret
 * (forged → 400, logged). payment.captured and order.paid grant through the same idempotent grant
 * as the PATCH; payment.failed marks an unpaid order failed; each event id is recorded in the
 * transaction of its effect, so a redelivery changes nothing. A delivery that grants nothing
 * (unknown order, amount mismatch) still answers 200, so the provider stops retrying.
 */
export async function handleWebhook(
  deps: WebhookDeps,
  rawBody: string | Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!headers.signature || !deps.provider.verifyWebhookSignature(rawBody, headers.signature)) {
    deps.log.warn({ eventId: headers.eventId }, 'payments: webhook with a bad signature');
    throw badRequest(WEBHOOK_MESSAGES.badSignature);
  }
  let parsed: z.infer<typeof EventSchema>;
  try {
    parsed = EventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    deps.log.warn({ eventId: headers.eventId }, 'payments: signed webhook that is not an event');
    throw badRequest(WEBHOOK_MESSAGES.badBody);
  }
  const event = parsed.event;
  // Razorpay always sends the header; without it the body's hash still dedupes a redelivery.
  const eventId = (
    headers.eventId?.slice(0, 64) || createHash('sha256').update(rawBody).digest('hex')
  ).trim();
  const payment = parsed.payload.payment?.entity;
  if (!payment) return { status: 'ignored', event };

  if (event === 'payment.captured' || event === 'order.paid') {
    const result = await grantPayment(deps, payment.id, {
      source: 'webhook',
      providerOrderId: payment.order_id,
      payment: payment as unknown as ProviderPayment,
      eventId,
      event,
    });
    if (result.ok) return { status: 'processed', event };
    return { status: result.reason === 'duplicate_event' ? 'duplicate' : 'refused', event };
  }
  if (event === 'payment.failed') {
    await markOrderFailed(
      deps.db,
      { providerOrderId: payment.order_id },
      payment.error_description ?? 'Payment failed',
      { eventId, event },
    );
    return { status: 'processed', event };
  }
  return { status: 'ignored', event };
}
