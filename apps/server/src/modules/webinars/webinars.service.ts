import {
  WEBINAR_MESSAGES,
  type Webinar,
  type WebinarAnswer,
  WebinarFormSchema,
  WebinarRegisterSchema,
  webinarStartsAt,
  webinarStatusAt,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { findProfileByUserId, findUserById, lockLiveAccounts } from '../users/index.ts';
import { hasText, sanitizeWebinarDescription } from './webinar-description.ts';
import { type FieldErrors, fieldErrorsOf, formError } from './webinar-form.ts';
import {
  checkWebinarPicture,
  removeWebinarPicture,
  storeWebinarPicture,
  type WebinarPictureUpload,
} from './webinar-pictures.ts';
import { presentWebinar } from './webinars.presenter.ts';
import {
  findWebinarToRegister,
  isAlreadyRegistered,
  listedWebinars,
  type WebinarViewer,
  webinarFor,
} from './webinars.repository.ts';
import { webinarRegistrations, webinars } from './webinars.tables.ts';

export type WebinarDeps = { db: AppDb; storage: StorageProvider };

export const WEBINAR_SERVICE_MESSAGES = {
  noProfile: 'Complete your profile before adding a webinar',
} as const;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** GET get-webinar/: the list as the caller sees it (webinars.repository.ts listedWebinars). */
export async function listWebinars(db: AppDb, viewerUserId: number | null, now: Date): Promise<Webinar[]> {
  const rows = await listedWebinars(db, { userId: viewerUserId }, now);
  return rows.map((row) => presentWebinar(row, viewerUserId, now));
}

async function answerFor(db: AppDb, viewer: WebinarViewer, webinarId: number, now: Date): Promise<Webinar> {
  const row = await webinarFor(db, viewer, webinarId);
  if (!row) throw notFound(WEBINAR_MESSAGES.notFound);
  return presentWebinar(row, viewer.userId, now);
}

/**
 * POST create-webinar/: a signed-in user with a profile. The form's rules (the domain's
 * WebinarFormSchema), a start in the future, a description that still says something once
 * sanitised, and the picture checked by content before anything is stored.
 */
export async function createWebinar(
  deps: WebinarDeps,
  ownerUserId: number,
  fields: Record<string, unknown>,
  picture: WebinarPictureUpload | undefined,
  now: Date,
): Promise<WebinarAnswer> {
  const { db, storage } = deps;
  if (!(await findProfileByUserId(db, ownerUserId))) throw badRequest(WEBINAR_SERVICE_MESSAGES.noProfile);
  const parsed = WebinarFormSchema.safeParse(fields);
  if (!parsed.success) throw formError(fieldErrorsOf(parsed.error));
  const form = parsed.data;
  // The schema checks the shapes; a day the calendar lacks (2026-02-30) is caught here.
  const startsAt = webinarStartsAt(form.date, form.time);
  if (!startsAt) throw fieldError('date', WEBINAR_MESSAGES.date);
  if (startsAt.getTime() <= now.getTime()) throw fieldError('date', WEBINAR_MESSAGES.startsInPast);
  const description = sanitizeWebinarDescription(form.description);
  if (!hasText(description)) throw fieldError('description', WEBINAR_MESSAGES.required);

  const pictureUrl = picture ? await storeWebinarPicture(storage, await checkWebinarPicture(picture)) : null;
  let webinarId: number;
  try {
    const [created] = await db
      .insert(webinars)
      .values({
        ownerUserId,
        title: form.title,
        descriptionHtml: description,
        level: form.level,
        startsAt,
        durationHours: form.duration,
        pricePaise: (form.price ?? 0) * 100,
        picture: pictureUrl,
        meetingUrl: form.meeting_url,
      })
      .returning({ id: webinars.id });
    webinarId = created!.id;
  } catch (error) {
    if (pictureUrl) await removeWebinarPicture(storage, pictureUrl);
    throw error;
  }
  return {
    message: WEBINAR_MESSAGES.created,
    webinar: await answerFor(db, { userId: ownerUserId }, webinarId, now),
  };
}

type Registrant = { name: string; email: string | null; phone: string | null };

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The registration form's errors, every field at once: the schema's, and for a guest, who must give
 * their name, email and phone, each one missing.
 */
function registrationErrors(
  fields: Record<string, unknown>,
  isGuest: boolean,
  schemaErrors: FieldErrors,
): FieldErrors {
  const errors = { ...schemaErrors };
  if (!isGuest) return errors;
  const missing = {
    name: WEBINAR_MESSAGES.required,
    email: WEBINAR_MESSAGES.invalidEmail,
    phone: WEBINAR_MESSAGES.invalidPhone,
  };
  for (const [field, message] of Object.entries(missing))
    if (!errors[field] && isBlank(fields[field])) errors[field] = [message];
  return errors;
}

/**
 * Who registers: a guest as they wrote it (registrationErrors made sure of all three); a signed-in
 * user may leave the fields out: their profile's name and their phone are used.
 */
async function registrantOf(
  db: AppDb,
  callerUserId: number | null,
  given: { name?: string | undefined; email?: string | undefined; phone?: string | undefined },
): Promise<Registrant> {
  const email = given.email || null;
  if (callerUserId === null) return { name: given.name!, email, phone: given.phone! };
  const [profile, user] = await Promise.all([
    findProfileByUserId(db, callerUserId),
    findUserById(db, callerUserId),
  ]);
  const name = given.name || profile?.name || null;
  if (!name) throw fieldError('name', WEBINAR_MESSAGES.required);
  return { name, email, phone: given.phone || user?.phone || null };
}

/**
 * POST register-webinar/: a free webinar that has not closed, not the caller's own; once per user
 * and once per phone number (the unique keys decide between two requests at once: 409). The answer
 * carries the joining link, the only place a guest gets it.
 */
export async function registerForWebinar(
  db: AppDb,
  callerUserId: number | null,
  fields: Record<string, unknown>,
  now: Date,
): Promise<WebinarAnswer> {
  const parsed = WebinarRegisterSchema.safeParse(fields);
  const errors = registrationErrors(
    fields,
    callerUserId === null,
    parsed.success ? {} : fieldErrorsOf(parsed.error),
  );
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  const input = parsed.data;
  const registrant = await registrantOf(db, callerUserId, input);
  const webinar = await findWebinarToRegister(db, input.webinar);
  if (!webinar) throw notFound(WEBINAR_MESSAGES.notFound);
  if (webinarStatusAt(webinar.startsAt, webinar.durationHours, now) === 'Closed')
    throw badRequest(WEBINAR_MESSAGES.closed);
  if (webinar.ownerUserId === callerUserId) throw badRequest(WEBINAR_MESSAGES.ownWebinar);
  if (webinar.pricePaise > 0) throw badRequest(WEBINAR_MESSAGES.paid);
  if (await isAlreadyRegistered(db, webinar.id, { userId: callerUserId, phone: registrant.phone }))
    throw conflict(WEBINAR_MESSAGES.alreadyRegistered);

  const registrationId = await db.transaction(async (tx) => {
    // An account deletion committing meanwhile is seen here, or else it erases this registration.
    const people = callerUserId === null ? [webinar.ownerUserId] : [webinar.ownerUserId, callerUserId];
    if (!(await lockLiveAccounts(tx, people)).has(webinar.ownerUserId)) return 'gone' as const;
    const [inserted] = await tx
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, userId: callerUserId, ...registrant })
      .onConflictDoNothing()
      .returning({ id: webinarRegistrations.id });
    return inserted?.id;
  });
  if (registrationId === 'gone') throw notFound(WEBINAR_MESSAGES.notFound);
  if (registrationId === undefined) throw conflict(WEBINAR_MESSAGES.alreadyRegistered);
  return {
    message: WEBINAR_MESSAGES.registered,
    webinar: await answerFor(db, { userId: callerUserId, registrationId }, webinar.id, now),
  };
}
