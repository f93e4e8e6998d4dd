import { formatWebinarTime, webinarDateAndTime } from '@tradecircle/domain';
import { eq, sql } from 'drizzle-orm';
import { type AudienceDeclarations, notificationAudience } from '../../audiences.ts';
import { webinarRegistrations, webinars } from './webinars.tables.ts';

/**
 * webinar_reminder: `Your webinar {title} starts at {h:mmA}` (IST), the owner as the actor, to the
 * users who registered while signed in (a guest has no account to tell); the reminder job records
 * the event once per webinar. A webinar gone meanwhile notifies nobody; a registered user who
 * blocked the owner is not told, as with any of the owner's acts.
 */
export const webinarAudiences: AudienceDeclarations<'webinar.starting'> = {
  'webinar.starting': async (event, lookup) => {
    const [webinar] = await lookup.db
      .select({ title: webinars.title })
      .from(webinars)
      .where(eq(webinars.id, event.webinarId));
    if (!webinar) return [];
    const owner = await lookup.actor(event.ownerUserId);
    const { time } = webinarDateAndTime(new Date(event.startsAt));
    return [
      notificationAudience(
        'webinar_reminder',
        owner,
        null,
        `Your webinar ${webinar.title} starts at ${formatWebinarTime(time)}`,
        [
          sql`select ${webinarRegistrations.userId} from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${event.webinarId} and ${webinarRegistrations.userId} is not null`,
        ],
      ),
    ];
  },
};
