import type { FastifyInstance, RouteOptions } from 'fastify';
import { authRequirementOf } from './auth.context.ts';

const hooksOf = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/** The stages that run after the body is read: a token checked there lets a bad body answer first. */
const LATE_STAGES = ['preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Every route's authentication, checked once as it is registered: authHooks' hooks must run
 * `onRequest` (so a missing, forged, expired or revoked token gets 401 whatever the body holds; a
 * route that puts one later fails to start), and the OpenAPI document says which routes need a
 * bearer token (`[{ bearerAuth: [] }]`) and which take one optionally (`[{ bearerAuth: [] }, {}]`).
 * Register before the routes.
 */
export function registerAuthRouteCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const stage of LATE_STAGES) {
      if (hooksOf(route[stage]).some((hook) => authRequirementOf(hook))) {
        throw new Error(
          `${String(route.method)} ${route.url}: run the auth hook onRequest, not ${stage}, so a bad token is refused before the body is read`,
        );
      }
    }
    const requirements = hooksOf(route.onRequest).map(authRequirementOf).filter(Boolean);
    if (requirements.length === 0) return;
    const security = requirements.includes('required') ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, {}];
    const schema = (route.schema ?? {}) as { security?: unknown };
    route.schema = { ...schema, security } as RouteOptions['schema'];
  });
}
