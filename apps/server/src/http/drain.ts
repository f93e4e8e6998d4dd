import type { FastifyInstance, FastifyReply } from 'fastify';

/** What a request refused while the server drains is told: try again (another instance, or this one restarted). */
export const DRAIN_RETRY_AFTER_SECONDS = 5;
export const DRAIN_MESSAGE = 'The server is restarting, please try again shortly';
/**
 * The listener stays open until no request is running and no connection or request has arrived for
 * this long: a client told `Connection: close` reconnects within milliseconds and is answered 503,
 * instead of meeting a closed listener (whose queued connections the kernel resets).
 */
const QUIET_MS = 500;
const DRAIN_HEADERS = { 'retry-after': String(DRAIN_RETRY_AFTER_SECONDS), connection: 'close' };
const DRAIN_BODY = JSON.stringify({ message: DRAIN_MESSAGE });
const POLL_MS = 25;
/** Reads may be answered 503 at the deadline: repeating them changes nothing. A write is left to finish. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Drain = {
  /**
   * Stops taking work while still listening: every new request (on a new or a kept-alive
   * connection, WebSocket upgrades too) is answered 503 with Retry-After and `Connection: close`,
   * and requests already running finish with `Connection: close`. Resolves once none runs and the
   * clients have gone quiet, or after `budgetMs`, when reads still running are answered 503 too.
   * The caller then closes the app (listener, idle sockets, WebSockets), which resets no request.
   */
  run(budgetMs: number): Promise<void>;
};

/**
 * SIGTERM's first step (docs/operations.md, "Health and shutdown"). Closing the listener at once
 * would reset the connections queued in the kernel and race the clients writing to idle keep-alive
 * sockets: under 200 readers nearly every one of them saw ECONNRESET.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let isDraining = false;
  const running = new Set<FastifyReply>();
  let lastArrival = 0;

  app.server.on('connection', () => {
    if (isDraining) lastArrival = performance.now();
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (isDraining) {
      lastArrival = performance.now();
      // Sent as text: the route's response schemas (health's own 503 shape) do not describe it.
      return reply.code(503).headers(DRAIN_HEADERS).type('application/json; charset=utf-8').send(DRAIN_BODY);
    }
    running.add(reply);
    // 'close' comes when the response is finished or its connection ended, whichever is first.
    reply.raw.once('close', () => running.delete(reply));
  });
  // Responses of requests accepted before the drain tell their client to hang up, so no kept-alive
  // socket is left for the close to cut while the client writes to it.
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });

  return {
    async run(budgetMs) {
      isDraining = true;
      const started = performance.now();
      lastArrival = started;
      const deadline = started + budgetMs;
      while (performance.now() < deadline) {
        if (running.size === 0 && performance.now() - lastArrival >= QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      for (const reply of running) {
        if (!SAFE_METHODS.has(reply.request.method) || reply.raw.headersSent) continue;
        // The handler may still answer later: hijacked, its answer is dropped instead of sent twice.
        reply.hijack();
        reply.raw.writeHead(503, { ...DRAIN_HEADERS, 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(DRAIN_BODY);
      }
    },
  };
}
