/**
 * The sandbox Razorpay speaks Razorpay's protocol (integrations.md §1): the orders API's auth,
 * validation and error envelope, id shapes, the checkout signature formula, signed webhooks and
 * their delivery with backoff.
 */
import { createHmac } from 'node:crypto';
import { PROVIDER_ID_PATTERNS } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support.ts';
import { paymentSandboxWebhooks } from '../../db/schema/index.ts';
import { createPayments, type Payments } from '../../providers/payments/index.ts';
import type { ProviderErrorBody, ProviderOrder } from '../../providers/payments/payments.provider.ts';
import { loadSandboxCredentials, type SandboxRazorpay } from './sandbox-razorpay.ts';
import { startSandboxWebhookWorker } from './sandbox-webhooks.ts';

let database: TestDatabase;
let payments: Payments;
let sandbox: SandboxRazorpay;
let authorization: string;
let receiptCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  payments = await createPayments({ provider: 'sandbox', db: database.db, webhookDelayMs: 0 });
  sandbox = payments.sandbox!;
  const { keyId, keySecret } = sandbox.credentials;
  authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
});
afterAll(() => database.close());

const receipt = () => `test_${++receiptCounter}_${Date.now()}`;
const create = (body: unknown, auth = authorization) =>
  sandbox.api.createOrder({ authorization: auth, body });
const errorOf = (answer: { body: unknown }) => (answer.body as { error: ProviderErrorBody }).error;
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

async function newOrder(amount = 49_900): Promise<ProviderOrder> {
  return payments.provider.createOrder({ amount, currency: 'INR', receipt: receipt() });
}

describe('credentials', () => {
  it('are generated once and kept: a test key id, secrets that every instance reads alike', async () => {
    const again = await loadSandboxCredentials(database.db);
    expect(again).toEqual(sandbox.credentials);
    expect(again.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(again.keySecret).not.toBe(again.webhookSecret);
    expect(payments.provider.keyId).toBe(again.keyId);
    expect(payments.provider.checkoutScript).toBe('/backend/sandbox/razorpay/checkout.js');
  });
});

describe('POST /v1/orders', () => {
  it('answers Razorpay’s order entity with an order_ id of 14 base62 characters', async () => {
    const answer = await create({
      amount: 29_900,
      currency: 'INR',
      receipt: 'rcpt_entity',
      notes: { a: '1' },
    });
    expect(answer.status).toBe(200);
    const order = answer.body as ProviderOrder;
    expect(order.id).toMatch(PROVIDER_ID_PATTERNS.order);
    expect(order).toMatchObject({
      entity: 'order',
      amount: 29_900,
      amount_paid: 0,
      amount_due: 29_900,
      currency: 'INR',
      receipt: 'rcpt_entity',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { a: '1' },
    });
    expect(Number.isInteger(order.created_at)).toBe(true);
    expect(((await create({ amount: 100, currency: 'INR' })).body as ProviderOrder).notes).toEqual([]);
  });

  it('needs Basic key_id:key_secret', async () => {
    for (const auth of [
      '',
      'Bearer x',
      `Basic ${Buffer.from(`${sandbox.credentials.keyId}:wrong`).toString('base64')}`,
    ]) {
      const answer = await create({ amount: 100, currency: 'INR' }, auth);
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe('BAD_REQUEST_ERROR');
    }
  });

  it('validates as Razorpay does, in its error envelope', async () => {
    const cases: [unknown, string, string][] = [
      [{ currency: 'INR' }, 'The amount field is required.', 'amount'],
      [{ amount: 99, currency: 'INR' }, 'The amount must be at least INR 1.00', 'amount'],
      [{ amount: 100.5, currency: 'INR' }, 'The amount must be an integer.', 'amount'],
      [{ amount: 100 }, 'The currency field is required.', 'currency'],
      [{ amount: 100, currency: 'USD' }, 'Currency is not supported', 'currency'],
      [
        { amount: 100, currency: 'INR', receipt: 'r'.repeat(41) },
        'The receipt may not be greater than 40 characters.',
        'receipt',
      ],
      [
        {
          amount: 100,
          currency: 'INR',
          notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'])),
        },
        'The notes may have at most 15 key-value pairs.',
        'notes',
      ],
    ];
    for (const [body, description, field] of cases) {
      const answer = await create(body);
      expect(answer.status, description).toBe(400);
      expect(errorOf(answer)).toEqual({
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field,
      });
    }
  });

  it('refuses a receipt used before', async () => {
    const body = { amount: 100, currency: 'INR', receipt: receipt() };
    expect((await create(body)).status).toBe(200);
    const again = await create(body);
    expect(again.status).toBe(400);
    expect(errorOf(again).field).toBe('receipt');
  });

  it('fetches the order and its payments (unknown ids refused)', async () => {
    const order = await newOrder();
    const fetched = await sandbox.api.fetchOrder({ authorization, orderId: order.id });
    expect(fetched.body).toEqual(order);
    expect(await payments.provider.fetchOrderPayments(order.id)).toEqual([]);
    const unknown = await sandbox.api.fetchOrderPayments({ authorization, orderId: 'order_AAAAAAAAAAAAAA' });
    expect(unknown.status).toBe(400);
    await expect(payments.provider.fetchOrderPayments('order_AAAAAAAAAAAAAA')).rejects.toThrow(
      'The id provided does not exist',
    );
  });
});

describe('checkout pay', () => {
  it('signs success as HMAC-SHA256(key_secret, order_id|payment_id) and marks the order paid', async () => {
    const order = await newOrder(12_345);
    const answer = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'success',
    });
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, string>;
    expect(body.razorpay_order_id).toBe(order.id);
    expect(body.razorpay_payment_id).toMatch(PROVIDER_ID_PATTERNS.payment);
    // The formula of integrations.md §1.4, computed here independently.
    expect(body.razorpay_signature).toBe(
      hmac(sandbox.credentials.keySecret, `${order.id}|${body.razorpay_payment_id}`),
    );
    const provider = payments.provider;
    expect(
      provider.verifyCheckoutSignature(order.id, body.razorpay_payment_id!, body.razorpay_signature!),
    ).toBe(true);
    expect(provider.verifyCheckoutSignature(order.id, 'pay_AAAAAAAAAAAAAA', body.razorpay_signature!)).toBe(
      false,
    );
    expect(provider.verifyCheckoutSignature(order.id, body.razorpay_payment_id!, 'abc')).toBe(false);
    expect(provider.verifyCheckoutSignature(order.id, body.razorpay_payment_id!, 'f'.repeat(64))).toBe(false);

    const [payment] = await provider.fetchOrderPayments(order.id);
    expect(payment).toMatchObject({
      id: body.razorpay_payment_id,
      entity: 'payment',
      amount: 12_345,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      captured: true,
    });
    const fetched = (await sandbox.api.fetchOrder({ authorization, orderId: order.id }))
      .body as ProviderOrder;
    expect(fetched).toMatchObject({ status: 'paid', amount_paid: 12_345, amount_due: 0, attempts: 1 });

    const twice = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'success',
    });
    expect(twice.status).toBe(400);
  });

  it('fails with the chosen reason in Razorpay’s error object; a retry on the same order may succeed', async () => {
    const order = await newOrder();
    const failed = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'failure',
      reason: 'insufficient_funds',
    });
    expect(failed.status).toBe(400);
    const error = errorOf(failed);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'insufficient_funds',
      source: 'customer',
    });
    expect(error.metadata.order_id).toBe(order.id);
    expect(error.metadata.payment_id).toMatch(PROVIDER_ID_PATTERNS.payment);
    const attempted = (await sandbox.api.fetchOrder({ authorization, orderId: order.id }))
      .body as ProviderOrder;
    expect(attempted).toMatchObject({ status: 'attempted', attempts: 1 });
    const retried = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'success',
    });
    expect(retried.status).toBe(200);
    expect((await payments.provider.fetchOrderPayments(order.id)).map((p) => p.status)).toEqual([
      'failed',
      'captured',
    ]);
  });

  it('refuses another key id and an unknown order', async () => {
    const order = await newOrder();
    expect(
      (await sandbox.pay({ keyId: 'rzp_test_other', orderId: order.id, outcome: 'success' })).status,
    ).toBe(401);
    const unknown = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: 'order_AAAAAAAAAAAAAA',
      outcome: 'success',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('POST /v1/payments/{id}/refund', () => {
  it('refunds a captured payment in full once; a failed, refunded or unknown payment is refused', async () => {
    const order = await newOrder(20_000);
    const failed = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'failure',
    });
    const paid = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'success',
    });
    const paymentId = (paid.body as Record<string, string>).razorpay_payment_id!;
    const failedId = errorOf(failed).metadata.payment_id!;
    const refund = (id: string, body: unknown = {}, auth = authorization) =>
      sandbox.api.refundPayment({ authorization: auth, paymentId: id, body });

    expect((await refund(paymentId, {}, 'Basic eDp5')).status).toBe(401);
    expect(errorOf(await refund(paymentId, { amount: 5_000 })).field).toBe('amount');
    const refunded = await payments.provider.refundPayment(paymentId, {
      amount: 20_000,
      receipt: 'tc_refund_1',
      notes: { reason: 'test' },
    });
    expect(refunded).toMatchObject({
      entity: 'refund',
      amount: 20_000,
      currency: 'INR',
      payment_id: paymentId,
      receipt: 'tc_refund_1',
      notes: { reason: 'test' },
      status: 'processed',
    });
    expect(refunded.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const listed = await payments.provider.fetchOrderPayments(order.id);
    expect(listed.find((payment) => payment.id === paymentId)).toMatchObject({
      status: 'refunded',
      captured: true,
    });
    expect(errorOf(await refund(paymentId)).description).toBe('The payment has been fully refunded already');
    expect((await refund(failedId)).status).toBe(400);
    expect(errorOf(await refund('pay_AAAAAAAAAAAAAA')).field).toBe('id');
  });
});

describe('webhooks', () => {
  it('queues payment.captured and order.paid, signed over the exact body with the webhook secret', async () => {
    const order = await newOrder(50_000);
    const paid = await sandbox.pay({
      keyId: sandbox.credentials.keyId,
      orderId: order.id,
      outcome: 'success',
    });
    const paymentId = (paid.body as Record<string, string>).razorpay_payment_id;
    const rows = await sandbox.webhooks.ofOrder(order.id);
    expect(rows.map((row) => row.event).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const row of rows) {
      const headers = sandbox.webhooks.headersOf(row);
      expect(headers['x-razorpay-signature']).toBe(hmac(sandbox.credentials.webhookSecret, row.body));
      expect(headers['x-razorpay-event-id']).toBe(row.eventId);
      expect(payments.provider.verifyWebhookSignature(row.body, headers['x-razorpay-signature'])).toBe(true);
      expect(payments.provider.verifyWebhookSignature(`${row.body} `, headers['x-razorpay-signature'])).toBe(
        false,
      );
      const envelope = JSON.parse(row.body);
      expect(envelope).toMatchObject({
        entity: 'event',
        account_id: sandbox.credentials.accountId,
        event: row.event,
        payload: {
          payment: { entity: { id: paymentId, order_id: order.id, amount: 50_000, status: 'captured' } },
        },
      });
      if (row.event === 'order.paid') {
        expect(envelope.contains).toEqual(['payment', 'order']);
        expect(envelope.payload.order.entity).toMatchObject({ id: order.id, status: 'paid' });
      }
    }
  });

  it('are delivered with exponential backoff until a 2xx', async () => {
    const answers = [500, 503, 200];
    const seen: string[] = [];
    let watched = '';
    const worker = startSandboxWebhookWorker({
      database,
      sandbox,
      log: { warn: () => {} },
      pollMs: 3_600_000,
      deliver: async ({ headers }) => {
        if (headers['x-razorpay-event-id'] !== watched) return 200;
        seen.push(headers['x-razorpay-signature']!);
        return answers.shift()!;
      },
    });
    // On PostgreSQL the worker first takes its advisory lock. The earlier tests' webhooks go first;
    // then one payment fails and its webhook is watched.
    await vi.waitFor(() => expect(worker.isLeader()).toBe(true), { timeout: 10_000, interval: 20 });
    await worker.deliverDue();
    const order = await newOrder();
    await sandbox.pay({ keyId: sandbox.credentials.keyId, orderId: order.id, outcome: 'failure' });
    const [queued] = await sandbox.webhooks.ofOrder(order.id);
    expect(queued!.event).toBe('payment.failed');
    watched = queued!.eventId;
    try {
      const rowOf = async () =>
        (
          await database.db
            .select()
            .from(paymentSandboxWebhooks)
            .where(eq(paymentSandboxWebhooks.eventId, queued!.eventId))
        )[0]!;
      const start = Date.now() + 60_000;
      await worker.deliverDue(new Date(start));
      const first = await rowOf();
      expect(first).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'HTTP 500' });
      const firstDelay = first.nextAttemptAt.getTime() - Date.now();
      expect(firstDelay).toBeGreaterThan(3_000);
      expect(firstDelay).toBeLessThan(7_000);
      await worker.deliverDue(new Date(first.nextAttemptAt.getTime() + 1));
      const second = await rowOf();
      expect(second).toMatchObject({ attempts: 2, lastError: 'HTTP 503' });
      expect(second.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(firstDelay + 3_000);
      await worker.deliverDue(new Date(second.nextAttemptAt.getTime() + 1));
      expect((await rowOf()).deliveredAt).not.toBeNull();
      expect(seen).toHaveLength(3);
      expect(new Set(seen).size).toBe(1);
      // Delivered: never sent again.
      await worker.deliverDue(new Date(start + 86_000_000));
      expect(seen).toHaveLength(3);
    } finally {
      await worker.stop();
    }
  });
});
