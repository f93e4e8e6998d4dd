import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './api-prefix.ts';

export type AdmissionOptions = {
  /** API requests worked on at once; later ones wait in line (ADMISSION_CONCURRENCY). */
  concurrency: number;
  /** The longest a request waits in line before it is answered 503 (ADMISSION_MAX_WAIT_MS). */
  maxWaitMs: number;
};

export const BUSY_MESSAGE = 'The server is busy, please try again in a moment';
/** How long a refused client is asked to wait (Retry-After, seconds). */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/** The weight of the latest request in the running mean of service times. */
const SERVICE_TIME_WEIGHT = 0.05;

type Waiter = { request: FastifyRequest; settle: (admitted: boolean) => void; timer: NodeJS.Timeout };

/**
 * Past capacity, fast 503s: at most `concurrency` API requests are worked on at once and the rest
 * wait in line, first come first served. A request whose wait would pass `maxWaitMs` (the line ahead
 * of it, times the mean service time, shared among the slots) is refused at once, and one still
 * waiting at `maxWaitMs` is refused then: 503 with Retry-After, instead of queueing in the
 * database pool until clients time out. Health, the web app's files and the live channel are not
 * in line: a busy instance still answers its load balancer.
 */
export function registerAdmission(app: FastifyInstance, { concurrency, maxWaitMs }: AdmissionOptions) {
  const line: Waiter[] = [];
  const admittedAt = new WeakMap<FastifyRequest, number>();
  const waiting = new WeakMap<FastifyRequest, Waiter>();
  let working = 0;
  let meanServiceMs = 0;
  const refused = { atOnce: 0, afterWaiting: 0 };

  const leaveLine = (waiter: Waiter) => {
    const at = line.indexOf(waiter);
    if (at === -1) return false;
    line.splice(at, 1);
    clearTimeout(waiter.timer);
    return true;
  };

  /** The slot of an admitted request goes to the first in line, or is freed. */
  const release = (request: FastifyRequest) => {
    const since = admittedAt.get(request);
    if (since === undefined) return;
    admittedAt.delete(request);
    const serviceMs = performance.now() - since;
    meanServiceMs =
      meanServiceMs === 0 ? serviceMs : meanServiceMs + SERVICE_TIME_WEIGHT * (serviceMs - meanServiceMs);
    const next = line.shift();
    if (!next) {
      working--;
      return;
    }
    clearTimeout(next.timer);
    admittedAt.set(next.request, performance.now());
    next.settle(true);
  };

  const refuse = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send({ message: BUSY_MESSAGE });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/api/`)) return;
    if (working < concurrency) {
      working++;
      admittedAt.set(request, performance.now());
      return;
    }
    const expectedWaitMs = ((line.length + 1) * meanServiceMs) / concurrency;
    if (expectedWaitMs > maxWaitMs) {
      refused.atOnce++;
      return refuse(reply);
    }
    const admitted = await new Promise<boolean>((settle) => {
      const waiter: Waiter = {
        request,
        settle,
        timer: setTimeout(() => {
          if (leaveLine(waiter)) settle(false);
        }, maxWaitMs),
      };
      line.push(waiter);
      waiting.set(request, waiter);
    });
    waiting.delete(request);
    if (!admitted) {
      refused.afterWaiting++;
      return refuse(reply);
    }
  });
  // A request waiting in line whose client goes away leaves the line; an admitted one frees its slot.
  const leave = async (request: FastifyRequest) => {
    const waiter = waiting.get(request);
    if (waiter && leaveLine(waiter)) waiter.settle(false);
    release(request);
  };
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);

  return {
    /** Requests being worked on and waiting in line, and those refused so far (tests, metrics). */
    state: () => ({ working, waiting: line.length, meanServiceMs, refused: { ...refused } }),
  };
}

export type Admission = ReturnType<typeof registerAdmission>;

declare module 'fastify' {
  interface FastifyInstance {
    admission: Admission;
  }
}
