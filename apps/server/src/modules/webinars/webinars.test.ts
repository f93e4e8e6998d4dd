import {
  formatWebinarTime,
  WEBINAR_MESSAGES,
  WEBINAR_REMINDER_BEFORE_MS,
  type Webinar,
  webinarDateAndTime,
} from '@tradecircle/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { uniquePhone } from '../../../test/unique.ts';
import { notifications, outboxEvents, webinarRegistrations, webinars } from '../../db/schema/index.ts';
import { pngImage, SVG_IMAGE } from '../../uploads/upload.fixture.ts';
import { remindWebinars } from './index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MEETING = 'https://meet.example.com/options-basics';

let ctx: TestContext;
let owner: SignedIn;
let attendee: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, attendee, stranger] = await Promise.all([
    createUser(ctx.app, { name: 'Webinar Host' }),
    createUser(ctx.app, { name: 'Asha Attendee' }),
    createUser(ctx.app, { name: 'Sam Stranger' }),
  ]);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const as = (user?: SignedIn) => (user ? bearer(user.token.access) : {});
const later = (ms: number) => new Date(Date.now() + ms);

/** A valid form whose start is two days ahead, with what a test changes. */
const form = (changes: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    title: 'Options basics',
    description: '<p>Learn <strong>options</strong> from scratch</p>',
    ...webinarDateAndTime(later(2 * DAY)),
    duration: '2',
    level: 'Beginner',
    meeting_url: MEETING,
    ...changes,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
};

type Payload = Buffer | Record<string, unknown>;

const create = (payload: Payload, user?: SignedIn, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/trending/create-webinar/',
    headers: { ...as(user), ...headers },
    payload,
  });

const register = (payload: Payload, user?: SignedIn, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/trending/register-webinar/',
    headers: { ...as(user), ...headers },
    payload,
  });

async function list(user?: SignedIn): Promise<Webinar[]> {
  const response = await ctx.app.inject({ url: '/backend/trending/get-webinar/', headers: as(user) });
  expect(response.statusCode).toBe(200);
  return response.json().message;
}

async function webinarCount(): Promise<number> {
  return (await db().select({ n: count() }).from(webinars))[0]!.n;
}

/** A webinar written as a row, at any time (the API only takes future ones). */
async function insertWebinar(values: {
  startsAt: Date;
  durationHours?: number;
  pricePaise?: number;
  title?: string;
  ownerUserId?: number;
}) {
  const [row] = await db()
    .insert(webinars)
    .values({
      ownerUserId: owner.user_id,
      title: 'A row webinar',
      descriptionHtml: '<p>Rows</p>',
      level: 'Intermediate',
      durationHours: 1,
      meetingUrl: MEETING,
      ...values,
    })
    .returning();
  return row!;
}

/** Everything appended so far is applied by the outbox's consumer (the notifications). */
const applied = () => eventsApplied(ctx.app);

async function registrationsOf(webinarId: number) {
  return db().select().from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, webinarId));
}

describe('creating a webinar', () => {
  it('asks a visitor to sign in before looking at the body', async () => {
    const before = await webinarCount();
    for (const payload of [{}, form(), { title: 'x'.repeat(500) }]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(401);
    }
    const multipart = multipartBody(form());
    const response = await create(multipart.payload, undefined, multipart.headers);
    expect(response.statusCode).toBe(401);
    expect(await webinarCount()).toBe(before);
  });

  it('creates from JSON, answering the webinar as its owner sees it', async () => {
    const startsAt = later(2 * DAY);
    const { date, time } = webinarDateAndTime(startsAt);
    const response = await create(form({ date, time, price: '' }), owner);
    expect(response.statusCode).toBe(201);
    const { message, webinar } = response.json() as { message: string; webinar: Webinar };
    expect(message).toBe(WEBINAR_MESSAGES.created);
    expect(webinar).toMatchObject({
      title: 'Options basics',
      description: '<p>Learn <strong>options</strong> from scratch</p>',
      status: 'Upcoming',
      level: 'Beginner',
      owner: { id: owner.user_id, name: 'Webinar Host' },
      picture: null,
      date,
      time,
      duration: 2,
      price: 0,
      is_free: true,
      is_registered: false,
      is_my_webinar: true,
      name: null,
      email: null,
      phone: null,
      joining_link: MEETING,
      registrations_count: 0,
    });
    const [row] = await db().select().from(webinars).where(eq(webinars.id, webinar.id));
    expect(row).toMatchObject({ pricePaise: 0, remindedAt: null, ownerUserId: owner.user_id });
    // The minute the form named, in India.
    expect(webinarDateAndTime(row!.startsAt)).toEqual({ date, time });
  });

  it('creates from multipart with a picture checked by content, stored and served, the price in paise', async () => {
    const body = multipartBody(form({ price: '499', level: 'Advanced' }), {
      field: 'picture',
      filename: 'cover.png',
      contentType: 'image/png',
      data: pngImage(800, 400),
    });
    const response = await create(body.payload, owner, body.headers);
    expect(response.statusCode).toBe(201);
    const { webinar } = response.json() as { webinar: Webinar };
    expect(webinar).toMatchObject({ price: 499, is_free: false, level: 'Advanced' });
    expect(webinar.picture).toMatch(/^\/backend\/trending\/webinar-pictures\/[0-9a-f-]{36}\.png$/);
    const [row] = await db().select().from(webinars).where(eq(webinars.id, webinar.id));
    expect(row!.pricePaise).toBe(49_900);

    const picture = await ctx.app.inject({ url: webinar.picture! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const unknown = await ctx.app.inject({ url: '/backend/trending/webinar-pictures/../../etc/passwd' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a picture that is not an image, storing nothing', async () => {
    const before = await webinarCount();
    for (const file of [
      { filename: 'cover.png', contentType: 'image/png', data: SVG_IMAGE },
      { filename: 'cover.svg', contentType: 'image/svg+xml', data: SVG_IMAGE },
      { filename: 'cover.png', contentType: 'image/png', data: Buffer.from('<html>not a picture</html>') },
    ]) {
      const body = multipartBody(form(), { field: 'picture', ...file });
      const response = await create(body.payload, owner, body.headers);
      expect(response.statusCode, file.filename).toBe(400);
      expect(response.json().errors.picture).toEqual(['Cover picture: image files only (PNG, JPEG or WebP)']);
    }
    expect(await webinarCount()).toBe(before);
  });

  it('answers every validation message on its field, and writes nothing', async () => {
    const before = await webinarCount();
    const past = webinarDateAndTime(later(-HOUR));
    const cases: { changes: Record<string, string | undefined>; field: string; message: string }[] = [
      { changes: { title: undefined }, field: 'title', message: WEBINAR_MESSAGES.required },
      { changes: { title: '   ' }, field: 'title', message: WEBINAR_MESSAGES.required },
      { changes: { title: 'x'.repeat(51) }, field: 'title', message: WEBINAR_MESSAGES.titleTooLong },
      { changes: { description: undefined }, field: 'description', message: WEBINAR_MESSAGES.required },
      { changes: { date: undefined }, field: 'date', message: WEBINAR_MESSAGES.required },
      { changes: { date: '05/12/2026' }, field: 'date', message: WEBINAR_MESSAGES.date },
      { changes: { date: '2031-02-30' }, field: 'date', message: WEBINAR_MESSAGES.date },
      { changes: { time: '25:00' }, field: 'time', message: WEBINAR_MESSAGES.time },
      { changes: { duration: undefined }, field: 'duration', message: WEBINAR_MESSAGES.required },
      { changes: { duration: 'two' }, field: 'duration', message: WEBINAR_MESSAGES.onlyNumbers },
      { changes: { duration: '0' }, field: 'duration', message: WEBINAR_MESSAGES.duration },
      { changes: { level: undefined }, field: 'level', message: WEBINAR_MESSAGES.required },
      { changes: { level: 'Expert' }, field: 'level', message: WEBINAR_MESSAGES.level },
      { changes: { price: '12.50' }, field: 'price', message: WEBINAR_MESSAGES.onlyNumbers },
      {
        changes: { meeting_url: 'http://meet.example.com/x' },
        field: 'meeting_url',
        message: WEBINAR_MESSAGES.meetingUrl,
      },
      { changes: past, field: 'date', message: WEBINAR_MESSAGES.startsInPast },
      // Nothing left once sanitised: as if it were empty.
      {
        changes: { description: '<script>alert(1)</script>' },
        field: 'description',
        message: WEBINAR_MESSAGES.required,
      },
    ];
    for (const { changes, field, message } of cases) {
      const response = await create(form(changes), stranger);
      const label = JSON.stringify(changes);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
      expect(response.json().errors[field], label).toEqual([message]);
    }
    const empty = await create({}, stranger);
    expect(empty.statusCode).toBe(400);
    for (const field of ['title', 'description', 'date', 'time', 'duration', 'level', 'meeting_url'])
      expect(empty.json().errors[field], field).toEqual([WEBINAR_MESSAGES.required]);
    expect(await webinarCount()).toBe(before);
  });

  it('asks a signed-in user without a profile to complete it', async () => {
    const noProfile = await createUser(ctx.app);
    const response = await create(form(), noProfile);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Complete your profile before adding a webinar');
  });

  it('keeps only the formatting it allows in the description', async () => {
    const description =
      '<h3 style="color:red">Plan</h3><p onclick="steal()">Hello <script>alert(1)</script><em>there</em></p>' +
      '<img src="x" onerror="steal()"><a href="javascript:alert(1)">bad link</a> ' +
      '<a href="https://example.com/notes" target="_blank" rel="opener">notes</a>' +
      '<a href="/backend/admin">inside</a><iframe src="https://evil.example"></iframe><ul><li>one</li></ul>';
    const response = await create(form({ description }), owner);
    expect(response.statusCode).toBe(201);
    const saved = (response.json().webinar as Webinar).description;
    expect(saved).toBe(
      '<h3>Plan</h3><p>Hello <em>there</em></p>bad link ' +
        '<a href="https://example.com/notes" rel="noopener noreferrer">notes</a>inside<ul><li>one</li></ul>',
    );
    for (const hostile of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<img',
      '<iframe',
      'style=',
      'target=',
    ])
      expect(saved).not.toContain(hostile);
  });
});

describe('the webinar list', () => {
  it('shows each status by the clock, recent closed ones as Closed, older ones not at all', async () => {
    const upcoming = await insertWebinar({ startsAt: later(5 * HOUR), title: 'Later today' });
    const ongoing = await insertWebinar({
      startsAt: later(-30 * 60_000),
      durationHours: 2,
      title: 'Running',
    });
    const closed = await insertWebinar({ startsAt: later(-3 * HOUR), title: 'Just ended' });
    const closedLastWeek = await insertWebinar({ startsAt: later(-6 * DAY), title: 'Six days ago' });
    const longGone = await insertWebinar({ startsAt: later(-8 * DAY), title: 'Eight days ago' });
    const mine = [upcoming, ongoing, closed, closedLastWeek, longGone].map((row) => row.id);

    const listed = (await list()).filter((webinar) => mine.includes(webinar.id));
    expect(listed.map((webinar) => [webinar.id, webinar.status])).toEqual([
      [ongoing.id, 'Ongoing'],
      [upcoming.id, 'Upcoming'],
      [closed.id, 'Closed'],
      [closedLastWeek.id, 'Closed'],
    ]);
  });

  it('shows the joining link to the owner and registered users only, the count to the owner only', async () => {
    const webinar = await insertWebinar({ startsAt: later(3 * DAY), title: 'Who sees the link' });
    expect((await register({ webinar: webinar.id }, attendee)).statusCode).toBe(200);
    const guest = {
      webinar: String(webinar.id),
      name: 'Guest',
      email: 'guest@example.com',
      phone: uniquePhone(),
    };
    expect((await register(guest)).statusCode).toBe(200);

    const find = async (user?: SignedIn) => (await list(user)).find((each) => each.id === webinar.id)!;
    const [forVisitor, forStranger, forAttendee, forOwner] = await Promise.all([
      find(),
      find(stranger),
      find(attendee),
      find(owner),
    ]);
    for (const other of [forVisitor, forStranger]) {
      expect(other).toMatchObject({
        is_registered: false,
        is_my_webinar: false,
        joining_link: null,
        registrations_count: null,
        name: null,
        email: null,
        phone: null,
      });
    }
    expect(forAttendee).toMatchObject({
      is_registered: true,
      is_my_webinar: false,
      joining_link: MEETING,
      registrations_count: null,
      name: 'Asha Attendee',
      phone: attendee.phone,
    });
    expect(forOwner).toMatchObject({
      is_registered: false,
      is_my_webinar: true,
      joining_link: MEETING,
      registrations_count: 2,
    });
    // Nowhere in a stranger's answer.
    const raw = await ctx.app.inject({ url: '/backend/trending/get-webinar/', headers: as(stranger) });
    expect(raw.body).not.toContain(MEETING);
  });
});

describe('registering for a webinar', () => {
  it("names each of a guest's missing or malformed fields", async () => {
    const webinar = await insertWebinar({ startsAt: later(DAY) });
    const missing = await register({ webinar: webinar.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: WEBINAR_MESSAGES.required,
      errors: {
        name: [WEBINAR_MESSAGES.required],
        email: [WEBINAR_MESSAGES.invalidEmail],
        phone: [WEBINAR_MESSAGES.invalidPhone],
      },
    });
    const malformed = await register({
      webinar: webinar.id,
      name: 'Guest',
      email: 'not-an-email',
      phone: '12345',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({
      email: [WEBINAR_MESSAGES.invalidEmail],
      phone: [WEBINAR_MESSAGES.invalidPhone],
    });
    expect(await registrationsOf(webinar.id)).toEqual([]);
  });

  it('registers a guest from multipart, answering the joining link, once per phone number', async () => {
    const webinar = await insertWebinar({ startsAt: later(DAY) });
    const phone = uniquePhone();
    const body = multipartBody({
      webinar: String(webinar.id),
      name: 'Guest Person',
      email: 'guest@example.com',
      phone: `+91${phone}`,
    });
    const response = await register(body.payload, undefined, body.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Registered',
      webinar: {
        id: webinar.id,
        is_registered: true,
        name: 'Guest Person',
        email: 'guest@example.com',
        phone,
        joining_link: MEETING,
        registrations_count: null,
      },
    });
    const again = await register({
      webinar: webinar.id,
      name: 'Same Phone',
      email: 'other@example.com',
      phone: `0${phone}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WEBINAR_MESSAGES.alreadyRegistered);
    expect(await registrationsOf(webinar.id)).toMatchObject([{ userId: null, name: 'Guest Person', phone }]);
  });

  it("registers a signed-in user in one click with their profile's name and their phone, once", async () => {
    const webinar = await insertWebinar({ startsAt: later(DAY) });
    const response = await register({ webinar: webinar.id }, stranger);
    expect(response.statusCode).toBe(200);
    expect(response.json().webinar).toMatchObject({
      is_registered: true,
      name: 'Sam Stranger',
      email: null,
      phone: stranger.phone,
      joining_link: MEETING,
    });
    const twice = await register({ webinar: webinar.id }, stranger);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(WEBINAR_MESSAGES.alreadyRegistered);
    expect(await registrationsOf(webinar.id)).toMatchObject([{ userId: stranger.user_id }]);
  });

  it('refuses a closed, own, paid or unknown webinar', async () => {
    const closed = await insertWebinar({ startsAt: later(-2 * HOUR) });
    const paid = await insertWebinar({ startsAt: later(DAY), pricePaise: 49_900 });
    const own = await insertWebinar({ startsAt: later(DAY) });
    const cases = [
      { payload: { webinar: closed.id }, status: 400, message: WEBINAR_MESSAGES.closed },
      { payload: { webinar: own.id }, user: owner, status: 400, message: WEBINAR_MESSAGES.ownWebinar },
      { payload: { webinar: paid.id }, status: 400, message: WEBINAR_MESSAGES.paid },
      { payload: { webinar: 2_000_000_000 }, status: 404, message: WEBINAR_MESSAGES.notFound },
      { payload: { webinar: 'abc' }, status: 400, message: WEBINAR_MESSAGES.notFound },
    ];
    for (const { payload, user, status, message } of cases) {
      const response = await register(payload, user ?? attendee);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    for (const webinar of [closed, paid, own]) expect(await registrationsOf(webinar.id)).toEqual([]);
  });

  it('keeps one registration when the same user or phone registers twice at once', async () => {
    const webinar = await insertWebinar({ startsAt: later(DAY) });
    const user = await createUser(ctx.app, { name: 'Double Clicker' });
    const both = await Promise.all([
      register({ webinar: webinar.id }, user),
      register({ webinar: webinar.id }, user),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const phone = uniquePhone();
    const guest = (name: string) => register({ webinar: webinar.id, name, email: 'g@example.com', phone });
    const guests = await Promise.all([guest('First'), guest('Second')]);
    expect(guests.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const rows = await registrationsOf(webinar.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.userId === user.user_id)).toHaveLength(1);
    expect(rows.filter((row) => row.phone === phone)).toHaveLength(1);
  });
});

describe('the reminder', () => {
  it('goes once, to the registered users, shortly before the start', async () => {
    const now = new Date();
    const soon = await insertWebinar({
      startsAt: new Date(now.getTime() + 30 * 60_000),
      title: 'Starting soon',
    });
    const notYet = await insertWebinar({
      startsAt: new Date(now.getTime() + WEBINAR_REMINDER_BEFORE_MS + 10 * 60_000),
    });
    const reminded = await insertWebinar({ startsAt: new Date(now.getTime() + 20 * 60_000) });
    await db().update(webinars).set({ remindedAt: now }).where(eq(webinars.id, reminded.id));
    const listener = await createUser(ctx.app, { name: 'Reminded Listener' });
    await db()
      .insert(webinarRegistrations)
      .values([
        { webinarId: soon.id, userId: listener.user_id, name: 'Reminded Listener', phone: listener.phone },
        {
          webinarId: soon.id,
          userId: null,
          name: 'A Guest',
          email: 'guest@example.com',
          phone: uniquePhone(),
        },
      ]);

    const first = await remindWebinars(db(), now);
    expect(first.reminded).toBe(1);
    const second = await remindWebinars(db(), new Date(now.getTime() + 60_000));
    expect(second.reminded).toBe(0);

    const rows = await db().select().from(webinars).where(eq(webinars.id, soon.id));
    expect(rows[0]!.remindedAt).toEqual(now);
    const [notYetRow] = await db().select().from(webinars).where(eq(webinars.id, notYet.id));
    expect(notYetRow!.remindedAt).toBeNull();
    const events = (
      await db().select().from(outboxEvents).where(eq(outboxEvents.type, 'webinar.starting'))
    ).map((event) => event.payload);
    expect(events).toEqual([
      { webinarId: soon.id, ownerUserId: owner.user_id, startsAt: soon.startsAt.toISOString() },
    ]);

    await applied();
    const sent = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.notificationType, 'webinar_reminder'));
    expect(sent.map((row) => row.recipientId)).toEqual([listener.user_id]);
    const { time } = webinarDateAndTime(soon.startsAt);
    expect(sent[0]).toMatchObject({
      actorId: owner.user_id,
      notificationText: `Your webinar Starting soon starts at ${formatWebinarTime(time)}`,
    });
  });
});
