import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shimAssetRoutes } from '../shared/shim-assets.ts';
import type { SandboxGateway } from './sandbox-broker.provider.ts';
import { GatewayShimError } from './sandbox-shim.ts';

const tags = ['broker sandbox'];
const ShimBase = z.object({
  gateway: z.string().min(1).max(64),
  transactionId: z.string().min(1).max(40),
  authToken: z.string().min(1).max(2000),
});

async function answerShim(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return reply.send(await work());
  } catch (error) {
    if (!(error instanceof GatewayShimError)) throw error;
    return reply.status(error.status).send({ error: error.message, code: error.code });
  }
}

/**
 * The sandbox broker gateway's HTTP face, with DEV_ROUTES=true only (loopback clients): smallcase's server API
 * (`gateway/{name}/transaction`, `v1/{name}/engine/transactiondetails`), the scdk.js shim with its
 * stylesheet (on the shared shim kit, shared/shim-assets.ts), and the calls the shim's modal makes.
 * Register under `/backend`.
 */
export const brokerSandboxRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  await app.register(shimAssetRoutes, {
    urlPath: '/sandbox/broker',
    dir: path.join(import.meta.dirname, 'assets'),
    script: 'scdk.js',
    stylesheet: 'scdk.css',
    tags,
    summary: 'The sandbox gateway SDK shim',
  });

  app.post(
    '/sandbox/broker/gateway/:gatewayName/transaction',
    {
      schema: {
        tags,
        summary: 'Create a gateway transaction (headers x-gateway-secret, x-gateway-authtoken)',
        params: z.object({ gatewayName: z.string() }),
      },
    },
    async (request, reply) => {
      const answer = await gateway.createTransaction({
        gatewayName: request.params.gatewayName,
        headers: request.headers,
        body: request.body,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    '/sandbox/broker/v1/:gatewayName/engine/transactiondetails',
    {
      schema: {
        tags,
        summary: 'A transaction’s status and response (headers x-gateway-secret, x-gateway-authtoken)',
        params: z.object({ gatewayName: z.string() }),
        querystring: z.object({ transactionId: z.string().default('') }),
      },
    },
    async (request, reply) => {
      const answer = await gateway.transactionDetails({
        gatewayName: request.params.gatewayName,
        headers: request.headers,
        transactionId: request.query.transactionId,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/sandbox/broker/shim/session',
    { schema: { tags, summary: 'The shim opens its modal', body: ShimBase } },
    (request, reply) => answerShim(reply, () => gateway.shim.openSession(request.body)),
  );

  app.post(
    '/sandbox/broker/shim/login',
    {
      schema: {
        tags,
        summary: 'Broker login in the shim modal',
        body: ShimBase.extend({ broker: z.string().min(1).max(20), clientId: z.string().max(40) }),
      },
    },
    (request, reply) => answerShim(reply, () => gateway.shim.login(request.body)),
  );

  app.post(
    '/sandbox/broker/shim/confirm',
    {
      schema: {
        tags,
        summary: 'The user confirms the order in the shim modal',
        body: ShimBase.extend({ amo: z.boolean().default(false) }),
      },
    },
    (request, reply) => answerShim(reply, () => gateway.shim.confirm(request.body)),
  );

  app.post(
    '/sandbox/broker/shim/cancel',
    {
      schema: {
        tags,
        summary: 'The user closes the shim modal',
        body: ShimBase.extend({ stage: z.enum(['chooser', 'login', 'confirm']) }),
      },
    },
    (request, reply) => answerShim(reply, () => gateway.shim.cancel(request.body)),
  );
};
