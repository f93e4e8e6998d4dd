import { HEALTH_ENDPOINTS, HealthResponseSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';

const PROBE_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, bus } = app;
  on(app, HEALTH_ENDPOINTS.health)(
    {
      schema: {
        tags: ['platform'],
        summary: 'Database and event bus state',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [databaseUp, busUp] = await Promise.all([probe(database.ping()), probe(bus.ping())]);
      const healthy = databaseUp && busUp;
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: { status: databaseUp ? 'up' : 'down', driver: database.driver },
        bus: { status: busUp ? 'up' : 'down', driver: bus.driver },
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
};

async function probe(check: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
