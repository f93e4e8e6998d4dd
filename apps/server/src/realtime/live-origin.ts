import { LIVE_CHANNEL_MESSAGES } from '@tradecircle/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The live channel's upgrade check (its route's `onRequest`). A browser names the page that opens a
 * socket in `Origin`, and the page cannot change it. Accepted: pages of the app's own origins
 * (APP_ORIGINS); a page this server served at the address the browser used (the Origin's host is
 * the request's Host: `npm start` opened at 127.0.0.1 or from another machine, the browser
 * journeys' port); and clients sending no Origin, which are not browsers (apps, scripts), as the
 * HTTP API accepts them. Another site's page, or an opaque (`null`) one, is refused with 403 before
 * the upgrade.
 */
export function refuseForeignOrigins(appOrigins: readonly string[]) {
  const allowed = new Set(appOrigins.map((origin) => new URL(origin).origin));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const page = parseOrigin(origin);
    if (page && (allowed.has(page.origin) || page.host === request.headers.host?.toLowerCase())) return;
    return reply.code(403).send({ message: LIVE_CHANNEL_MESSAGES.foreignOrigin });
  };
}

function parseOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
