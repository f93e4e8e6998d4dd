import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every response. The middleware is built once: @fastify/helmet built it again
 * on every request, parsing the Content-Security-Policy directives each time (3% of the server's CPU
 * under load, issue 29). Headers set here on the raw response go out with Fastify's own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
