import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came through a proxy, even one on this machine. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The developer routes (SMS outbox, identity tokens, market price, sandbox broker gateway) answer
 * only a client on this machine: the socket's own address (never X-Forwarded-For, whatever
 * TRUST_PROXY says) must be loopback, and the request must not come through a proxy. Anyone else
 * gets the same 404 as a path that does not exist.
 */
export function isLocalDirectRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || !LOOPBACK.has(address)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** An `onRequest` hook for the developer routes' plugin. */
export async function localRequestsOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLocalDirectRequest(request)) return;
  reply.callNotFound();
  return reply;
}
