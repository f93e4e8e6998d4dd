import { type Webinar, webinarDateAndTime, webinarStatusAt } from '@tradecircle/domain';
import type { WebinarViewRow } from './webinars.repository.ts';

/**
 * A webinar as the spec's Webinar answer, for the viewer the row was read for: its status at `now`,
 * the IST date and time, the price in rupees. The joining link and the registrations count are what
 * the statement let through (webinars.repository.ts), never the stored link itself.
 */
export function presentWebinar(row: WebinarViewRow, viewerUserId: number | null, now: Date): Webinar {
  const isRegistered = row.registrationName !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.descriptionHtml,
    status: webinarStatusAt(row.startsAt, row.durationHours, now),
    level: row.level,
    owner: { id: row.ownerUserId, name: row.ownerName ?? '' },
    picture: row.picture,
    ...webinarDateAndTime(row.startsAt),
    duration: row.durationHours,
    price: row.pricePaise / 100,
    is_free: row.pricePaise === 0,
    is_registered: isRegistered,
    is_my_webinar: viewerUserId !== null && row.ownerUserId === viewerUserId,
    name: row.registrationName,
    email: row.registrationEmail,
    phone: row.registrationPhone,
    joining_link: row.joiningLink,
    registrations_count: row.registrationsCount === null ? null : Number(row.registrationsCount),
  };
}
