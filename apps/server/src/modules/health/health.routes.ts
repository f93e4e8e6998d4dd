import { HEALTH_ENDPOINTS, HealthResponseSchema } from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';

const PROBE_TIMEOUT_MS = 2000;
/** A probe this recent is the answer. */
const FRESH_MS = 1000;
/** A probe this recent is still the answer while the next one runs (the caller does not wait for it). */
const USABLE_MS = 10_000;

type Probed = { databaseUp: boolean; busUp: boolean; at: number };

/**
 * Health never waits behind the requests: it answers from the last probe of the database and the
 * bus (database.ping does not queue behind the pool), probing again when that is over a second
 * old, and only a caller with no usable probe (the first, or after ten quiet seconds) waits for one.
 * Concurrent callers share one probe.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, bus } = app;
  let last: Probed | undefined;
  let probing: Promise<Probed> | undefined;
  const probeBoth = () => {
    probing ??= Promise.all([probe(database.ping()), probe(bus.ping())])
      .then(([databaseUp, busUp]) => (last = { databaseUp, busUp, at: performance.now() }))
      .finally(() => {
        probing = undefined;
      });
    return probing;
  };
  const current = async (): Promise<Probed> => {
    const age = last ? performance.now() - last.at : Number.POSITIVE_INFINITY;
    if (age <= FRESH_MS) return last!;
    const next = probeBoth();
    return age <= USABLE_MS ? last! : next;
  };

  on(app, HEALTH_ENDPOINTS.health)(
    {
      schema: {
        tags: ['platform'],
        summary: 'Database and event bus state',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const { databaseUp, busUp } = await current();
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
