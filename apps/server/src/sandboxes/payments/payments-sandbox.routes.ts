import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shimAssetRoutes } from '../shared/shim-assets.ts';
import { isSandboxFailureReason, type SandboxRazorpay } from './sandbox-razorpay.ts';

const tags = ['payments sandbox'];
/** An order's or a payment's id in the path. */
const OrderParamsSchema = z.object({ id: z.string().max(40) });

const PayBodySchema = z.object({
  key_id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(40),
  outcome: z.enum(['success', 'failure']),
  reason: z
    .string()
    .max(40)
    .refine(isSandboxFailureReason, { message: 'reason is not one the sandbox offers' })
    .optional(),
});

/**
 * The sandbox Razorpay's HTTP face, served whenever PAYMENTS_PROVIDER=sandbox (the demo's browser
 * loads the checkout from it, so it is not limited to loopback): Razorpay's orders and refund APIs
 * (Basic key_id:key_secret), the Checkout.js shim with its stylesheet (on the shared shim kit,
 * shared/shim-assets.ts), and the pay call its modal makes. Register under `/backend`.
 */
export const paymentsSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxRazorpay }> = async (
  app,
  { sandbox },
) => {
  await app.register(shimAssetRoutes, {
    urlPath: '/sandbox/razorpay',
    dir: path.join(import.meta.dirname, 'assets'),
    script: 'checkout.js',
    stylesheet: 'checkout.css',
    tags,
    summary: 'The sandbox Checkout shim',
  });

  app.post(
    '/sandbox/razorpay/v1/orders',
    { schema: { tags, summary: 'Create an order (Basic key_id:key_secret), as Razorpay’s POST /v1/orders' } },
    async (request, reply) => {
      const answer = await sandbox.api.createOrder({
        authorization: request.headers.authorization,
        body: request.body,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  const orderReads = [
    { path: '', summary: 'Fetch an order (Basic auth)', read: sandbox.api.fetchOrder },
    {
      path: '/payments',
      summary: 'The payments of an order (Basic auth)',
      read: sandbox.api.fetchOrderPayments,
    },
  ];
  for (const { path: suffix, summary, read } of orderReads) {
    app.get(
      `/sandbox/razorpay/v1/orders/:id${suffix}`,
      { schema: { tags, summary, params: OrderParamsSchema } },
      async (request, reply) => {
        const answer = await read({
          authorization: request.headers.authorization,
          orderId: request.params.id,
        });
        return reply.status(answer.status).send(answer.body);
      },
    );
  }

  app.post(
    '/sandbox/razorpay/v1/payments/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a captured payment in full (Basic auth), as Razorpay’s POST /v1/payments/{id}/refund',
        params: OrderParamsSchema,
      },
    },
    async (request, reply) => {
      const answer = await sandbox.api.refundPayment({
        authorization: request.headers.authorization,
        paymentId: request.params.id,
        body: request.body,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/sandbox/razorpay/checkout/pay',
    {
      schema: {
        tags,
        summary:
          'The checkout modal pays (outcome success) or fails (with a reason): the signed success payload or Razorpay’s error; queues the webhooks',
        body: PayBodySchema,
      },
    },
    async (request, reply) => {
      const { key_id, order_id, outcome, reason } = request.body;
      const answer = await sandbox.pay({
        keyId: key_id,
        orderId: order_id,
        outcome,
        reason: reason !== undefined && isSandboxFailureReason(reason) ? reason : undefined,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
};
