import type { FastifyInstance } from 'fastify';

/**
 * Waits until everything appended to the outbox so far is applied by its consumer (notifications,
 * the audit log): the notification worker elected leader (at once on PGlite, within a moment on
 * PostgreSQL's advisory lock), then drained.
 */
export async function eventsApplied(app: FastifyInstance): Promise<void> {
  for (let waited = 0; !app.notificationWorker.isLeader(); waited += 20) {
    if (waited > 5000) throw new Error('the notification worker was not elected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await app.notificationWorker.drain();
}
