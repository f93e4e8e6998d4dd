import { randomBytes } from 'node:crypto';
import { MIN_ORDER_PAISE } from '@tradecircle/domain';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { getOrCreateSecret } from '../../db/secrets.ts';
import type {
  ProviderErrorBody,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
} from '../../providers/payments/payments.provider.ts';
import {
  checkoutSignature,
  hmacHex,
  providerId,
  sameSignature,
} from '../../providers/payments/signatures.ts';
import {
  paymentSandboxOrders,
  paymentSandboxPayments,
  paymentSandboxWebhooks,
} from './payments-sandbox.tables.ts';

/** Where the server serves the sandbox's face (payments-sandbox.routes.ts). */
export const SANDBOX_BASE_PATH = '/backend/sandbox/razorpay';
export const SANDBOX_CHECKOUT_SCRIPT = `${SANDBOX_BASE_PATH}/checkout.js`;

/** Webhooks are retried for 24 hours (integrations.md §1.6), then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const MAX_RECEIPT = 40;

export type SandboxCredentials = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountId: string;
};

/** What the sandbox answers over HTTP: a status and Razorpay's JSON. */
export type SandboxResponse = { status: number; body: unknown };

/**
 * The failures the checkout's Fail button offers, with the error Razorpay reports for each
 * (Checkout's payment.failed and the payment.failed webhook carry the same fields).
 */
export const SANDBOX_FAILURE_REASONS = {
  payment_failed: {
    description: 'Payment failed',
    source: 'bank',
    step: 'payment_authorization',
  },
  card_declined: {
    description: 'Your card was declined by the bank. Try another card.',
    source: 'bank',
    step: 'payment_authorization',
  },
  insufficient_funds: {
    description: 'Payment failed because of insufficient balance in your account.',
    source: 'customer',
    step: 'payment_authorization',
  },
  incorrect_otp: {
    description: 'The OTP you entered is incorrect.',
    source: 'customer',
    step: 'payment_authentication',
  },
} as const;
export type SandboxFailureReason = keyof typeof SANDBOX_FAILURE_REASONS;
export const isSandboxFailureReason = (value: string): value is SandboxFailureReason =>
  Object.hasOwn(SANDBOX_FAILURE_REASONS, value);

type OrderRow = typeof paymentSandboxOrders.$inferSelect;
type PaymentRow = typeof paymentSandboxPayments.$inferSelect;
export type SandboxWebhookRow = typeof paymentSandboxWebhooks.$inferSelect;

function errorBody(
  description: string,
  extra: Partial<ProviderErrorBody> = {},
): { error: ProviderErrorBody } {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...extra,
    },
  };
}

const badRequest = (description: string, field?: string): SandboxResponse => ({
  status: 400,
  body: errorBody(description, field ? { field } : {}),
});

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function presentOrder(row: OrderRow): ProviderOrder {
  const notes = row.notes as Record<string, string>;
  return {
    id: row.id,
    entity: 'order',
    amount: row.amount,
    amount_paid: row.amountPaid,
    amount_due: row.amount - row.amountPaid,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status as ProviderOrder['status'],
    attempts: row.attempts,
    notes: Object.keys(notes).length === 0 ? [] : notes,
    created_at: unixSeconds(row.createdAt),
  };
}

export function presentPayment(row: PaymentRow): ProviderPayment {
  const failed = row.status === 'failed';
  const reason = row.errorReason && isSandboxFailureReason(row.errorReason) ? row.errorReason : null;
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amount,
    currency: row.currency,
    status: row.status as ProviderPayment['status'],
    order_id: row.orderId,
    method: row.method,
    // A refunded payment had been captured (Razorpay keeps captured true).
    captured: row.status === 'captured' || row.status === 'refunded',
    error_code: failed ? row.errorCode : null,
    error_description: failed ? row.errorDescription : null,
    error_source: reason ? SANDBOX_FAILURE_REASONS[reason].source : null,
    error_step: reason ? SANDBOX_FAILURE_REASONS[reason].step : null,
    error_reason: failed ? row.errorReason : null,
    created_at: unixSeconds(row.createdAt),
  };
}

/** Checks POST /v1/orders' body as Razorpay does; answers the values or the 400 to send. */
function readOrderBody(
  body: unknown,
):
  | { amount: number; currency: string; receipt: string | null; notes: Record<string, string> }
  | SandboxResponse {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return badRequest('The request body must be a JSON object');
  }
  const input = body as Record<string, unknown>;
  if (input.amount === undefined || input.amount === null || input.amount === '') {
    return badRequest('The amount field is required.', 'amount');
  }
  const amount = typeof input.amount === 'string' ? Number(input.amount) : input.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    return badRequest('The amount must be an integer.', 'amount');
  }
  if (amount < MIN_ORDER_PAISE) return badRequest('The amount must be at least INR 1.00', 'amount');
  if (input.currency === undefined) return badRequest('The currency field is required.', 'currency');
  if (input.currency !== 'INR') return badRequest('Currency is not supported', 'currency');
  let receipt: string | null = null;
  if (input.receipt !== undefined && input.receipt !== null) {
    if (typeof input.receipt !== 'string') return badRequest('The receipt must be a string.', 'receipt');
    if (input.receipt.length > MAX_RECEIPT) {
      return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    receipt = input.receipt;
  }
  const notes: Record<string, string> = {};
  if (input.notes !== undefined && input.notes !== null) {
    const given = input.notes;
    if (typeof given !== 'object' || (Array.isArray(given) && given.length > 0)) {
      return badRequest('The notes must be an object of key-value pairs.', 'notes');
    }
    const entries = Object.entries(given);
    if (entries.length > MAX_NOTES)
      return badRequest('The notes may have at most 15 key-value pairs.', 'notes');
    for (const [key, value] of entries) {
      if (typeof value !== 'string' && typeof value !== 'number') {
        return badRequest('The notes values must be strings or numbers.', 'notes');
      }
      const text = String(value);
      if (text.length > MAX_NOTE_LENGTH || key.length > MAX_NOTE_LENGTH) {
        return badRequest('The notes values may not be greater than 256 characters.', 'notes');
      }
      notes[key] = text;
    }
  }
  return { amount, currency: 'INR', receipt, notes };
}

/** Checks a refund's body (amount optional: the whole payment; receipt ≤ 40; notes ≤ 15). */
function readRefundBody(
  body: unknown,
  payment: PaymentRow,
): { receipt: string | null; notes: Record<string, string> } | SandboxResponse {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    return badRequest('The request body must be a JSON object');
  }
  const input = (body ?? {}) as Record<string, unknown>;
  if (input.amount !== undefined && input.amount !== payment.amount) {
    return badRequest('The sandbox refunds the whole payment only', 'amount');
  }
  const receipt = input.receipt === undefined || input.receipt === null ? null : input.receipt;
  if (receipt !== null && (typeof receipt !== 'string' || receipt.length > MAX_RECEIPT)) {
    return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
  }
  const notes = input.notes ?? {};
  if (typeof notes !== 'object' || Array.isArray(notes) || Object.keys(notes).length > MAX_NOTES) {
    return badRequest('The notes may have at most 15 key-value pairs.', 'notes');
  }
  return { receipt, notes: Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)])) };
}

export type SandboxRazorpayOptions = {
  db: AppDb;
  credentials: SandboxCredentials;
  /** How long after a payment its webhooks are first sent (Razorpay sends them a moment later). */
  webhookDelayMs: number;
  /** The first retry's delay; each further retry waits twice as long. */
  retryBaseMs?: number;
  now?: () => Date;
  /** Told when webhooks were queued and when they are due. */
  onWebhooksQueued?: (dueAt: Date) => void;
};

export type SandboxRazorpay = ReturnType<typeof createSandboxRazorpay>;

/**
 * The sandbox Razorpay: the provider's side of the protocol with its state in the database
 * (payment_sandbox_*), so every server instance serves the same orders. The orders API checks Basic
 * key_id:key_secret and Razorpay's validation; the checkout's pay call plays the card network and
 * queues the signed webhooks Razorpay would send.
 */
export function createSandboxRazorpay(options: SandboxRazorpayOptions) {
  const { db, credentials } = options;
  const now = options.now ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? 5000;

  const authenticated = (authorization: string | undefined): boolean => {
    const match = /^Basic\s+(.+)$/i.exec(authorization ?? '');
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const keyId = decoded.slice(0, colon);
    const secret = decoded.slice(colon + 1);
    return sameSignature(keyId, credentials.keyId) && sameSignature(secret, credentials.keySecret);
  };
  const unauthorized: SandboxResponse = {
    status: 401,
    body: errorBody('Authentication failed', { reason: 'authentication_failed', step: 'NA', source: 'NA' }),
  };
  const noSuchOrder: SandboxResponse = {
    status: 400,
    body: errorBody('The id provided does not exist', { field: 'id' }),
  };

  const findOrder = async (orderId: string) => {
    const [row] = await db.select().from(paymentSandboxOrders).where(eq(paymentSandboxOrders.id, orderId));
    return row;
  };

  const paymentsOf = (orderId: string) =>
    db
      .select()
      .from(paymentSandboxPayments)
      .where(eq(paymentSandboxPayments.orderId, orderId))
      .orderBy(asc(paymentSandboxPayments.createdAt), asc(paymentSandboxPayments.id));

  /** The signed envelope of one event (integrations.md §1.6), as the exact text that is sent. */
  const envelope = (event: string, payment: ProviderPayment, order: ProviderOrder | null, at: Date) =>
    JSON.stringify({
      entity: 'event',
      account_id: credentials.accountId,
      event,
      contains: order ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(order ? { order: { entity: order } } : {}),
      },
      created_at: unixSeconds(at),
    });

  const api = {
    /** `POST /v1/orders` */
    createOrder: async (input: {
      authorization: string | undefined;
      body: unknown;
    }): Promise<SandboxResponse> => {
      if (!authenticated(input.authorization)) return unauthorized;
      const values = readOrderBody(input.body);
      if ('status' in values) return values;
      const [row] = await db
        .insert(paymentSandboxOrders)
        .values({ id: providerId('order_'), ...values, createdAt: now() })
        .onConflictDoNothing({ target: paymentSandboxOrders.receipt })
        .returning();
      if (!row) return badRequest('The receipt has already been taken.', 'receipt');
      return { status: 200, body: presentOrder(row) };
    },

    /** `GET /v1/orders/{id}` */
    fetchOrder: async (input: {
      authorization: string | undefined;
      orderId: string;
    }): Promise<SandboxResponse> => {
      if (!authenticated(input.authorization)) return unauthorized;
      const row = await findOrder(input.orderId);
      return row ? { status: 200, body: presentOrder(row) } : noSuchOrder;
    },

    /** `GET /v1/orders/{id}/payments` */
    fetchOrderPayments: async (input: {
      authorization: string | undefined;
      orderId: string;
    }): Promise<SandboxResponse> => {
      if (!authenticated(input.authorization)) return unauthorized;
      if (!(await findOrder(input.orderId))) return noSuchOrder;
      const items = (await paymentsOf(input.orderId)).map(presentPayment);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    },

    /**
     * `POST /v1/payments/{id}/refund`: a captured payment is refunded in full at once (processed);
     * one already refunded is refused as Razorpay refuses it, so a refund happens once.
     */
    refundPayment: async (input: {
      authorization: string | undefined;
      paymentId: string;
      body: unknown;
    }): Promise<SandboxResponse> => {
      if (!authenticated(input.authorization)) return unauthorized;
      return db.transaction(async (tx): Promise<SandboxResponse> => {
        const [payment] = await tx
          .select()
          .from(paymentSandboxPayments)
          .where(eq(paymentSandboxPayments.id, input.paymentId))
          .for('update');
        if (!payment) return badRequest('The id provided does not exist', 'id');
        if (payment.status === 'refunded') {
          return badRequest('The payment has been fully refunded already');
        }
        if (payment.status !== 'captured') {
          return badRequest('Only a captured payment can be refunded');
        }
        const values = readRefundBody(input.body, payment);
        if ('status' in values) return values;
        await tx
          .update(paymentSandboxPayments)
          .set({ status: 'refunded' })
          .where(eq(paymentSandboxPayments.id, payment.id));
        const refund: ProviderRefund = {
          id: providerId('rfnd_'),
          entity: 'refund',
          amount: payment.amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: Object.keys(values.notes).length === 0 ? [] : values.notes,
          receipt: values.receipt,
          status: 'processed',
          speed_requested: 'normal',
          created_at: unixSeconds(now()),
        };
        return { status: 200, body: refund };
      });
    },
  };

  /**
   * The checkout's Pay or Fail button: a card payment on the order, captured at once (auto-capture)
   * or failed with the chosen reason. Success answers Checkout's handler payload signed with the key
   * secret; failure answers Razorpay's error object. Either way the webhooks are queued.
   */
  const pay = async (input: {
    keyId: string;
    orderId: string;
    outcome: 'success' | 'failure';
    reason?: SandboxFailureReason;
  }): Promise<SandboxResponse> => {
    if (!sameSignature(input.keyId, credentials.keyId)) {
      return {
        status: 401,
        body: errorBody('The api key provided is invalid', { reason: 'authentication_failed' }),
      };
    }
    const at = now();
    const paymentId = providerId('pay_');
    const failure = input.outcome === 'failure' ? (input.reason ?? 'payment_failed') : null;
    const answer = await db.transaction(async (tx): Promise<SandboxResponse> => {
      const [order] = await tx
        .select()
        .from(paymentSandboxOrders)
        .where(eq(paymentSandboxOrders.id, input.orderId))
        .for('update');
      if (!order) return noSuchOrder;
      if (order.status === 'paid') {
        return badRequest('This order has already been paid', 'order_id');
      }
      const details = failure ? SANDBOX_FAILURE_REASONS[failure] : null;
      const [payment] = await tx
        .insert(paymentSandboxPayments)
        .values({
          id: paymentId,
          orderId: order.id,
          amount: order.amount,
          currency: order.currency,
          status: failure ? 'failed' : 'captured',
          method: 'card',
          errorCode: failure ? 'BAD_REQUEST_ERROR' : null,
          errorDescription: details?.description ?? null,
          errorReason: failure,
          createdAt: at,
        })
        .returning();
      const [updated] = await tx
        .update(paymentSandboxOrders)
        .set({
          attempts: sql`${paymentSandboxOrders.attempts} + 1`,
          status: failure ? 'attempted' : 'paid',
          amountPaid: failure ? order.amountPaid : order.amount,
        })
        .where(eq(paymentSandboxOrders.id, order.id))
        .returning();
      const entity = presentPayment(payment!);
      const events = failure
        ? [{ event: 'payment.failed', body: envelope('payment.failed', entity, null, at) }]
        : [
            { event: 'payment.captured', body: envelope('payment.captured', entity, null, at) },
            { event: 'order.paid', body: envelope('order.paid', entity, presentOrder(updated!), at) },
          ];
      await tx.insert(paymentSandboxWebhooks).values(
        events.map((item) => ({
          eventId: providerId('', 14),
          event: item.event,
          body: item.body,
          nextAttemptAt: new Date(at.getTime() + options.webhookDelayMs),
          createdAt: at,
        })),
      );
      if (failure) {
        return {
          status: 400,
          body: errorBody(details!.description, {
            source: details!.source,
            step: details!.step,
            reason: failure,
            metadata: { order_id: order.id, payment_id: paymentId },
          }),
        };
      }
      return {
        status: 200,
        body: {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: checkoutSignature(credentials.keySecret, order.id, paymentId),
        },
      };
    });
    if (answer.status === 200 || failure) {
      options.onWebhooksQueued?.(new Date(at.getTime() + options.webhookDelayMs));
    }
    return answer;
  };

  const webhooks = {
    /** The headers a delivery carries: the signature over the exact body and the event id. */
    headersOf: (row: SandboxWebhookRow) => ({
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(credentials.webhookSecret, row.body),
      'x-razorpay-event-id': row.eventId,
    }),

    /**
     * Claims up to `limit` webhooks due at `at`: each is leased (its next attempt pushed a minute
     * on and counted), so a second claimer skips it while it is being delivered.
     */
    claimDue: async (at: Date, limit: number): Promise<SandboxWebhookRow[]> =>
      db.transaction(async (tx) => {
        const due = await tx
          .select({ eventId: paymentSandboxWebhooks.eventId })
          .from(paymentSandboxWebhooks)
          .where(
            and(
              isNull(paymentSandboxWebhooks.deliveredAt),
              lte(paymentSandboxWebhooks.nextAttemptAt, at),
              gt(paymentSandboxWebhooks.createdAt, new Date(at.getTime() - WEBHOOK_RETRY_WINDOW_MS)),
            ),
          )
          .orderBy(asc(paymentSandboxWebhooks.nextAttemptAt), asc(paymentSandboxWebhooks.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(paymentSandboxWebhooks)
          .set({
            attempts: sql`${paymentSandboxWebhooks.attempts} + 1`,
            nextAttemptAt: new Date(at.getTime() + 60_000),
          })
          .where(
            inArray(
              paymentSandboxWebhooks.eventId,
              due.map((row) => row.eventId),
            ),
          )
          .returning();
      }),

    markDelivered: async (eventId: string, at: Date) => {
      await db
        .update(paymentSandboxWebhooks)
        .set({ deliveredAt: at, lastError: null })
        .where(eq(paymentSandboxWebhooks.eventId, eventId));
    },

    /** Exponential backoff: retryBase × 2^(attempts − 1), capped at six hours; given up after 24 hours. */
    markFailed: async (row: SandboxWebhookRow, error: string, at: Date) => {
      const delay = Math.min(retryBaseMs * 2 ** Math.max(0, row.attempts - 1), 6 * 60 * 60 * 1000);
      await db
        .update(paymentSandboxWebhooks)
        .set({ nextAttemptAt: new Date(at.getTime() + delay), lastError: error.slice(0, 500) })
        .where(eq(paymentSandboxWebhooks.eventId, row.eventId));
    },

    /** Every webhook of one order's payments, oldest first (tests and the dev tools). */
    ofOrder: async (orderId: string) =>
      db
        .select()
        .from(paymentSandboxWebhooks)
        .where(
          sql`${paymentSandboxWebhooks.body}::jsonb #>> '{payload,payment,entity,order_id}' = ${orderId}`,
        )
        .orderBy(asc(paymentSandboxWebhooks.createdAt), asc(paymentSandboxWebhooks.event)),
  };

  return { credentials, api, pay, webhooks };
}

/** The sandbox's key pair, webhook secret and account id: generated once, shared by every instance. */
export async function loadSandboxCredentials(db: AppDb): Promise<SandboxCredentials> {
  return {
    keyId: await getOrCreateSecret(db, 'payments_sandbox_key_id', () => providerId('rzp_test_')),
    keySecret: await getOrCreateSecret(db, 'payments_sandbox_key_secret', () =>
      randomBytes(18).toString('base64url'),
    ),
    webhookSecret: await getOrCreateSecret(db, 'payments_sandbox_webhook_secret', () =>
      randomBytes(24).toString('base64url'),
    ),
    accountId: await getOrCreateSecret(db, 'payments_sandbox_account_id', () => providerId('acc_')),
  };
}
