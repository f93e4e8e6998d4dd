import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createTestBus, testConfig } from '../apps/server/test/support.ts';

/**
 * The real app on `database` for the benchmarks that drive it with app.inject: silent logs, a
 * market tick of 1 s (`env` adds to or overrides the test config), ready; with `settle`, once the
 * trade lifecycle engine has loaded the open trades. `close` closes the app, then its bus.
 */
export async function startBenchApp(
  database: Database,
  options: { env?: Record<string, string>; settle?: boolean } = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const bus = await createTestBus();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'silent', MARKET_TICK_MS: '1000', ...options.env }),
    database,
    bus,
  });
  await app.ready();
  if (options.settle) await app.tradeLifecycle.settled();
  return {
    app,
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
}

/**
 * A GET of `url` through app.inject that throws unless it answers 200; `check` sees the first
 * answer's body (once).
 */
export function okRequest<Body = unknown>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  check?: (body: Body) => void,
): () => Promise<void> {
  let checked = false;
  return async () => {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    if (check && !checked) {
      check(response.json());
      checked = true;
    }
  };
}
