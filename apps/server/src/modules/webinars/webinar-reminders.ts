import { WEBINAR_REMINDER_BEFORE_MS } from '@tradecircle/domain';
import { and, gt, isNull, lte } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/client.ts';
import { type LeaderInterval, startLeaderInterval } from '../../db/leader-interval.ts';
import { recordEvents } from '../outbox/index.ts';
import { webinars } from './webinars.tables.ts';

const LEADER_LOCK = 'webinar-reminders';

type JobLog = { warn(details: object, message: string): void };

/**
 * One pass at `now`: each webinar starting within WEBINAR_REMINDER_BEFORE_MS and not yet reminded
 * is marked reminded and gets its `webinar.starting` event (the notification worker writes the
 * registered users' webinar_reminder notifications), in one transaction, so a reminder goes once:
 * a pass that fails records nothing, and two passes at once (or a replay) find it marked.
 */
export async function remindWebinars(db: AppDb, now: Date): Promise<{ reminded: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(webinars)
      .set({ remindedAt: now })
      .where(
        and(
          isNull(webinars.remindedAt),
          gt(webinars.startsAt, now),
          lte(webinars.startsAt, new Date(now.getTime() + WEBINAR_REMINDER_BEFORE_MS)),
        ),
      )
      .returning({ id: webinars.id, ownerUserId: webinars.ownerUserId, startsAt: webinars.startsAt });
    await recordEvents(
      tx,
      due.map((webinar) => ({
        type: 'webinar.starting' as const,
        webinarId: webinar.id,
        ownerUserId: webinar.ownerUserId,
        startsAt: webinar.startsAt.toISOString(),
      })),
    );
    return { reminded: due.length };
  });
}

export type WebinarReminderJob = Pick<LeaderInterval<{ reminded: number }>, 'runOnce' | 'isLeader' | 'stop'>;

/**
 * Reminds every `everyMs` on one instance of a deployment (db/leadership.ts); `everyMs` 0 turns the
 * job off (tests call remindWebinars with their own clock).
 */
export function startWebinarReminderJob(options: {
  database: Database;
  everyMs: number;
  log: JobLog;
}): WebinarReminderJob {
  const { database, everyMs, log } = options;
  if (everyMs <= 0) return { runOnce: async () => undefined, isLeader: () => false, stop: async () => {} };
  return startLeaderInterval({
    database,
    lockName: LEADER_LOCK,
    everyMs,
    runWhenElected: true,
    run: (now) => remindWebinars(database.db, now),
    onError: (error) => log.warn({ err: error }, 'webinars: reminder pass failed'),
  });
}
