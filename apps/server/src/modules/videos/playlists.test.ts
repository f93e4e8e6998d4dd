import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FORM_MESSAGES,
  type PlaylistDetail,
  type PlaylistSummary,
  VIDEO_MESSAGES,
} from '@tradecircle/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { mp4File, multipartFiles } from '../../../test/fixtures/videos.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { playlists, users, videos } from '../../db/schema/index.ts';
import { recordVideoPurchase } from './index.ts';

/*
 * Playlists (issue 31): made, edited (details and the order of the owner's videos), deleted; their
 * page with each viewer's progress; the Verified ones listed as video courses.
 */

let ctx: TestContext;
let dataDir: string;
let owner: SignedIn;
let stranger: SignedIn;
let buyer: SignedIn;
let orderIds = 7_000_000;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tc-playlists-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  [owner, stranger, buyer] = await Promise.all([
    createUser(ctx.app, { name: 'Course Maker' }),
    createUser(ctx.app, { name: 'Sam Stranger' }),
    createUser(ctx.app, { name: 'Bina Buyer' }),
  ]);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
const as = (user?: SignedIn) => (user ? bearer(user.token.access) : {});

const FORM = {
  title: 'Options from zero',
  description: 'Calls, puts and the greeks',
  language: 'English',
  free_paid: 'paid',
  price: '999',
};

const call = (
  user: SignedIn | undefined,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/backend/video/${url}`,
    headers: as(user),
    ...(payload ? { payload } : {}),
  });

async function created(user: SignedIn = owner, form: object = FORM): Promise<number> {
  const response = await call(user, 'POST', 'playlist/', form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().playlist.id;
}

async function videoOf(user: SignedIn, status: 'Draft' | 'Pending' | 'Verified', durationSeconds = 3) {
  const { payload, headers } = multipartFiles([mp4File()]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/backend/video/upload-video/',
    headers: { ...as(user), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id: number = response.json().id;
  if (status !== 'Draft') {
    await db()
      .update(videos)
      .set({ status, title: `Lesson ${id}`, description: 'x', language: 'English', durationSeconds })
      .where(eq(videos.id, id));
  }
  return id;
}

const setPlaylistStatus = (id: number, status: 'Pending' | 'Verified' | 'Rejected') =>
  db().update(playlists).set({ status }).where(eq(playlists.id, id));

async function membersOf(playlistId: number) {
  const rows = await db()
    .select({ id: videos.id, position: videos.playlistPosition })
    .from(videos)
    .where(eq(videos.playlistId, playlistId))
    .orderBy(asc(videos.playlistPosition));
  return rows.map((row) => [row.id, row.position]);
}

describe('making a playlist', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call(undefined, 'POST', 'playlist/', FORM)).statusCode).toBe(401);
  });

  it.each([
    [{ ...FORM, title: '' }, 'title', FORM_MESSAGES.required],
    [{ ...FORM, price: '' }, 'price', FORM_MESSAGES.required],
    [{ ...FORM, price: '9.5' }, 'price', FORM_MESSAGES.onlyNumbers],
    [{ ...FORM, language: '' }, 'language', FORM_MESSAGES.required],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const before = (await db().select().from(playlists)).length;
    const response = await call(owner, 'POST', 'playlist/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect((await db().select().from(playlists)).length).toBe(before);
  });

  it('makes it Pending, its price in paise, free ones without a price', async () => {
    const response = await call(owner, 'POST', 'playlist/', FORM);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(VIDEO_MESSAGES.playlistCreated);
    const playlist: PlaylistSummary = response.json().playlist;
    expect(playlist).toMatchObject({
      status: 'Pending',
      price: 999,
      is_free: false,
      video_count: 0,
      is_my_playlist: true,
    });
    const [row] = await db().select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(row!.pricePaise).toBe(99_900);
    const free = await call(owner, 'POST', 'playlist/', { ...FORM, free_paid: 'free', price: '500' });
    expect(free.json().playlist).toMatchObject({ is_free: true, price: null });
  });
});

describe('editing a playlist', () => {
  it('refuses a visitor (401) and someone else (403) before the body', async () => {
    const id = await created();
    expect((await call(undefined, 'PATCH', `playlist/${id}/`, FORM)).statusCode).toBe(401);
    const refused = await call(stranger, 'PATCH', `playlist/${id}/`, { title: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VIDEO_MESSAGES.playlistOwnerOnly);
  });

  it("orders the owner's videos; those left out leave it", async () => {
    const id = await created();
    const [a, b, c] = [
      await videoOf(owner, 'Verified'),
      await videoOf(owner, 'Pending'),
      await videoOf(owner, 'Draft'),
    ];
    const first = await call(owner, 'PATCH', `playlist/${id}/`, { ...FORM, videos: [b, a, c] });
    expect(first.statusCode, first.body).toBe(200);
    expect(await membersOf(id)).toEqual([
      [b, 1],
      [a, 2],
      [c, 3],
    ]);
    await call(owner, 'PATCH', `playlist/${id}/`, { ...FORM, videos: [c, a] });
    expect(await membersOf(id)).toEqual([
      [c, 1],
      [a, 2],
    ]);
    const [left] = await db().select().from(videos).where(eq(videos.id, b));
    expect(left).toMatchObject({ playlistId: null, playlistPosition: null });
    await call(owner, 'PATCH', `playlist/${id}/`, { ...FORM, title: 'Renamed' });
    expect(await membersOf(id)).toHaveLength(2);
  });

  it("refuses someone else's video or one twice, changing nothing", async () => {
    const id = await created();
    const mine = await videoOf(owner, 'Verified');
    const theirs = await videoOf(stranger, 'Verified');
    for (const ids of [[mine, theirs], [mine, mine], [2_147_483_647]]) {
      const response = await call(owner, 'PATCH', `playlist/${id}/`, {
        ...FORM,
        title: 'Changed',
        videos: ids,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(VIDEO_MESSAGES.playlistVideosOwn);
    }
    expect(await membersOf(id)).toEqual([]);
    const [row] = await db().select().from(playlists).where(eq(playlists.id, id));
    expect(row!.title).toBe(FORM.title);
  });

  it('sends a Rejected playlist back to Pending', async () => {
    const id = await created();
    await setPlaylistStatus(id, 'Rejected');
    const response = await call(owner, 'PATCH', `playlist/${id}/`, FORM);
    expect(response.json().playlist.status).toBe('Pending');
  });
});

describe('deleting a playlist', () => {
  it('refuses someone else; the owner deletes it and its videos stay on their own', async () => {
    const id = await created();
    const video = await videoOf(owner, 'Verified');
    await call(owner, 'PATCH', `playlist/${id}/`, { ...FORM, videos: [video] });
    expect((await call(stranger, 'DELETE', `playlist/${id}/`)).statusCode).toBe(403);
    const response = await call(owner, 'DELETE', `playlist/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(VIDEO_MESSAGES.playlistDeleted);
    expect(await db().select().from(playlists).where(eq(playlists.id, id))).toEqual([]);
    const [row] = await db().select().from(videos).where(eq(videos.id, video));
    expect(row).toMatchObject({ playlistId: null, playlistPosition: null });
  });

  it('keeps a playlist someone bought (409)', async () => {
    const id = await created();
    await recordVideoPurchase(db(), {
      buyerUserId: buyer.user_id,
      paymentOrderId: orderIds++,
      playlistId: id,
    });
    const response = await call(owner, 'DELETE', `playlist/${id}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(VIDEO_MESSAGES.playlistHasBuyers);
  });
});

describe("a playlist's page", () => {
  it('shows a Pending playlist to its owner only', async () => {
    const id = await created();
    expect((await call(owner, 'GET', `playlist-detail/${id}/`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `playlist-detail/${id}/`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `playlist-detail/${id}/`)).statusCode).toBe(404);
  });

  it("shows others its Verified videos in order, with each viewer's progress and the percent", async () => {
    const id = await created();
    const [a, hidden, b] = [
      await videoOf(owner, 'Verified', 60),
      await videoOf(owner, 'Pending', 30),
      await videoOf(owner, 'Verified', 90),
    ];
    await call(owner, 'PATCH', `playlist/${id}/`, { ...FORM, videos: [b, hidden, a] });
    await setPlaylistStatus(id, 'Verified');
    // Each sold on its own too; the playlist's buyers watch them all.
    await db()
      .update(videos)
      .set({ pricePaise: 10_000 })
      .where(inArray(videos.id, [a, b]));

    const guest: PlaylistDetail = (await call(undefined, 'GET', `playlist-detail/${id}/`)).json();
    expect(guest.videos.map((video) => video.id)).toEqual([b, a]);
    expect(guest).toMatchObject({
      video_count: 2,
      total_duration_seconds: 150,
      progress_percent: 0,
      is_bought: false,
    });
    expect(guest.videos.every((video) => video.progress === null && !video.can_play)).toBe(true);

    const mine: PlaylistDetail = (await call(owner, 'GET', `playlist-detail/${id}/`)).json();
    expect(mine.videos.map((video) => video.id)).toEqual([b, hidden, a]);

    await recordVideoPurchase(db(), {
      buyerUserId: buyer.user_id,
      paymentOrderId: orderIds++,
      playlistId: id,
    });
    const saved = await call(buyer, 'POST', 'progress/', { video: a, position_seconds: 60, completed: true });
    expect(saved.statusCode, saved.body).toBe(200);
    await call(buyer, 'POST', 'progress/', { video: b, position_seconds: 10 });
    const bought: PlaylistDetail = (await call(buyer, 'GET', `playlist-detail/${id}/`)).json();
    expect(bought).toMatchObject({ is_bought: true, progress_percent: 50 });
    expect(bought.videos.map((video) => [video.id, video.progress, video.is_bought, video.can_play])).toEqual(
      [
        [b, { position_seconds: 10, completed: false }, true, true],
        [a, { position_seconds: 60, completed: true }, true, true],
      ],
    );
    const other: PlaylistDetail = (await call(stranger, 'GET', `playlist-detail/${id}/`)).json();
    expect(other.videos.find((video) => video.id === a)).toMatchObject({ is_bought: false, can_play: false });
  });
});

describe('the video course list', () => {
  it('lists Verified playlists of live accounts, newest first, by search, 20 a page', async () => {
    const teacher = await createUser(ctx.app, { name: 'Course Lister' });
    const unique = `Zebra${Date.now()}`;
    const shown = await created(teacher, { ...FORM, title: `${unique} swing trading` });
    const pending = await created(teacher, { ...FORM, title: `${unique} pending` });
    const older = await created(teacher, { ...FORM, title: `${unique} basics`, free_paid: 'free' });
    for (const id of [shown, older]) await setPlaylistStatus(id, 'Verified');
    const lesson = await videoOf(teacher, 'Verified');
    await call(teacher, 'PATCH', `playlist/${shown}/`, {
      ...FORM,
      title: `${unique} swing trading`,
      videos: [lesson],
    });
    await setPlaylistStatus(shown, 'Verified');

    const response = await call(undefined, 'GET', `video-course-list/?search=${unique}`);
    expect(response.statusCode).toBe(200);
    const { video_courses, page_info } = response.json();
    expect(video_courses.map((course: PlaylistSummary) => course.id)).toEqual([older, shown]);
    expect(video_courses.map((course: PlaylistSummary) => course.id)).not.toContain(pending);
    expect(video_courses[1]).toMatchObject({
      video_count: 1,
      price: 999,
      profile: { user: teacher.user_id, name: 'Course Lister', profile_image: null },
      verification_remark: null,
    });
    expect(page_info).toEqual({ page_number: 1, detail_count: 20, total_page: 1, total_count: 2 });

    const second = await call(
      undefined,
      'GET',
      `video-course-list/?search=${unique}&detail_count=1&page_number=2`,
    );
    expect(second.json().video_courses.map((course: PlaylistSummary) => course.id)).toEqual([shown]);
    expect((await call(undefined, 'GET', 'video-course-list/?page_number=0')).statusCode).toBe(400);

    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, teacher.user_id));
    expect(
      (await call(undefined, 'GET', `video-course-list/?search=${unique}`)).json().video_courses,
    ).toEqual([]);
  });
});
