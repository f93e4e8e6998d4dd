import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_MESSAGES, VIDEO_MESSAGES, type VideoDetail, videoTooLargeMessage } from '@tradecircle/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import {
  type FormFile,
  mp4File,
  multipartFiles,
  SAMPLE_DURATION_SECONDS,
  SAMPLE_MP4,
  SAMPLE_WEBM,
} from '../../../test/fixtures/videos.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { playlists, users, videos } from '../../db/schema/index.ts';
import { pngImage, SVG_IMAGE } from '../../uploads/upload.fixture.ts';
import { recordVideoPurchase } from './index.ts';

/*
 * Upload, details, the video's page, deletion and the owner's list (issue 31), through the app: who
 * may act (401 and 403 before the body), each 400 with nothing changed, the Draft -> Pending ->
 * Verified/Rejected path, and what others see.
 */

let ctx: TestContext;
let dataDir: string;
let owner: SignedIn;
let stranger: SignedIn;
let staff: SignedIn;
let buyer: SignedIn;
let orderIds = 9_000_000;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tc-videos-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, VIDEO_MAX_MB: '1' } });
  [owner, stranger, staff, buyer] = await Promise.all([
    createUser(ctx.app, { name: 'Video Teacher' }),
    createUser(ctx.app, { name: 'Sam Stranger' }),
    createUser(ctx.app, { name: 'Staff Reviewer' }),
    createUser(ctx.app, { name: 'Bina Buyer' }),
  ]);
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, staff.user_id));
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
const as = (user?: SignedIn) => (user ? bearer(user.token.access) : {});
const storedVideos = async () => readdir(path.join(dataDir, 'files', 'videos')).catch(() => [] as string[]);
const partialFiles = async () => readdir(path.join(dataDir, 'files', '.partial')).catch(() => [] as string[]);
const videoCount = async () => (await db().select({ n: count() }).from(videos))[0]!.n;

function upload(user: SignedIn | undefined, files: FormFile[]) {
  const { payload, headers } = multipartFiles(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/video/upload-video/',
    headers: { ...as(user), ...headers },
    payload,
  });
}

async function uploaded(user: SignedIn = owner, files: FormFile[] = [mp4File()]): Promise<number> {
  const response = await upload(user, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const DETAILS = {
  title: 'Reading an option chain',
  description: 'Open interest, strikes and what they tell you',
  language: 'Hindi',
  free_paid: 'free',
};

const patch = (user: SignedIn | undefined, id: number, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/backend/video/video-detail/${id}/`,
    headers: as(user),
    payload: payload as object,
  });
const detail = (user: SignedIn | undefined, id: number) =>
  ctx.app.inject({ url: `/backend/video/video-detail/${id}/`, headers: as(user) });
const remove = (user: SignedIn | undefined, id: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/backend/video/video-detail/${id}/`, headers: as(user) });

async function rowOf(id: number) {
  const [row] = await db().select().from(videos).where(eq(videos.id, id));
  return row;
}

async function setStatus(
  id: number,
  status: 'Pending' | 'Verified' | 'Rejected',
  remark: string | null = null,
) {
  await db().update(videos).set({ status, verificationRemark: remark }).where(eq(videos.id, id));
}

/** A video with its details, in `status`, free or at `price` rupees. */
async function videoIn(status: 'Pending' | 'Verified' | 'Rejected', price?: number) {
  const id = await uploaded();
  const filled = await patch(owner, id, {
    ...DETAILS,
    ...(price ? { free_paid: 'paid', price: String(price) } : {}),
  });
  expect(filled.statusCode, filled.body).toBe(200);
  if (status !== 'Pending') await setStatus(id, status, status === 'Rejected' ? 'Audio is missing' : null);
  return id;
}

describe('uploading a video', () => {
  it('asks a visitor to sign in before reading the form', async () => {
    const before = await videoCount();
    const response = await upload(undefined, [mp4File()]);
    expect(response.statusCode).toBe(401);
    expect(await videoCount()).toBe(before);
  });

  it('stores an MP4 as a Draft, with its size, type, duration and thumbnail', async () => {
    const before = await storedVideos();
    const response = await upload(owner, [
      mp4File(),
      { field: 'thumbnail', filename: 'cover.png', contentType: 'image/png', data: pngImage(320, 180) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      status: 'Draft',
      message: VIDEO_MESSAGES.uploaded,
    });
    const row = (await rowOf(response.json().id))!;
    expect(row).toMatchObject({
      ownerUserId: owner.user_id,
      status: 'Draft',
      title: null,
      contentType: 'video/mp4',
      sizeBytes: SAMPLE_MP4.length,
      durationSeconds: SAMPLE_DURATION_SECONDS,
    });
    expect(row.fileKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(await storedVideos()).toHaveLength(before.length + 1);
    expect(row.thumbnail).toMatch(/^\/backend\/video\/thumbnails\/[0-9a-f-]{36}\.png$/);
    const picture = await ctx.app.inject({ url: row.thumbnail! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('stores a WebM', async () => {
    const id = await uploaded(owner, [
      { field: 'video', filename: 'lesson.webm', contentType: 'video/webm', data: SAMPLE_WEBM },
    ]);
    expect(await rowOf(id)).toMatchObject({
      contentType: 'video/webm',
      sizeBytes: SAMPLE_WEBM.length,
      durationSeconds: SAMPLE_DURATION_SECONDS,
    });
    expect((await rowOf(id))!.fileKey).toMatch(/\.webm$/);
  });

  it.each([
    ['a PNG named x.mp4', () => pngImage(64, 64), VIDEO_MESSAGES.notVideo],
    [
      'text named x.mp4',
      () => Buffer.from('not a video at all, only words\n'.repeat(50)),
      VIDEO_MESSAGES.notVideo,
    ],
    ['an empty file', () => Buffer.alloc(0), VIDEO_MESSAGES.notVideo],
    ['an MP4 cut short', () => SAMPLE_MP4.subarray(0, SAMPLE_MP4.length - 500), VIDEO_MESSAGES.damaged],
  ])('refuses %s with 400, storing nothing', async (_, make, message) => {
    const [rows, files] = [await videoCount(), await storedVideos()];
    const response = await upload(owner, [mp4File(make(), 'x.mp4')]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await videoCount()).toBe(rows);
    expect(await storedVideos()).toEqual(files);
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses a WebM sent as video/mp4', async () => {
    const response = await upload(owner, [mp4File(SAMPLE_WEBM, 'lesson.mp4', 'video/mp4')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VIDEO_MESSAGES.typeMismatch);
  });

  it('stops a video past VIDEO_MAX_MB (1 MB here) and keeps nothing of it', async () => {
    const [rows, files] = [await videoCount(), await storedVideos()];
    const big = Buffer.concat([SAMPLE_MP4, Buffer.alloc(1024 * 1024)]);
    const response = await upload(owner, [mp4File(big)]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(videoTooLargeMessage(1));
    expect(await videoCount()).toBe(rows);
    expect(await storedVideos()).toEqual(files);
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses a form without a video, and a JSON body', async () => {
    const thumbnailOnly = await upload(owner, [
      { field: 'thumbnail', filename: 'cover.png', contentType: 'image/png', data: pngImage(64, 64) },
    ]);
    expect(thumbnailOnly.statusCode).toBe(400);
    expect(thumbnailOnly.json().message).toBe(VIDEO_MESSAGES.noVideo);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/backend/video/upload-video/',
      headers: as(owner),
      payload: { video: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(VIDEO_MESSAGES.multipart);
  });

  it('refuses a thumbnail that is no picture, keeping neither file', async () => {
    const [rows, files] = [await videoCount(), await storedVideos()];
    const response = await upload(owner, [
      mp4File(),
      { field: 'thumbnail', filename: 'cover.svg', contentType: 'image/svg+xml', data: SVG_IMAGE },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('thumbnail');
    expect(await videoCount()).toBe(rows);
    expect(await storedVideos()).toEqual(files);
  });
});

describe('filling the details', () => {
  it('refuses a visitor (401) and someone else (403) before looking at the body', async () => {
    const id = await uploaded();
    expect((await patch(undefined, id, DETAILS)).statusCode).toBe(401);
    const refused = await patch(stranger, id, { title: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VIDEO_MESSAGES.ownerOnly);
    expect(await rowOf(id)).toMatchObject({ status: 'Draft', title: null });
  });

  it.each([
    [{ ...DETAILS, title: '' }, 'title', FORM_MESSAGES.required],
    [{ ...DETAILS, title: 'x'.repeat(101) }, 'title', VIDEO_MESSAGES.titleTooLong],
    [{ ...DETAILS, description: ' ' }, 'description', FORM_MESSAGES.required],
    [{ ...DETAILS, language: 'Klingon' }, 'language', VIDEO_MESSAGES.language],
    [{ ...DETAILS, free_paid: 'cheap' }, 'free_paid', VIDEO_MESSAGES.freePaid],
    [{ ...DETAILS, free_paid: 'paid' }, 'price', FORM_MESSAGES.required],
    [{ ...DETAILS, free_paid: 'paid', price: '12a' }, 'price', FORM_MESSAGES.onlyNumbers],
    [{ ...DETAILS, free_paid: 'paid', price: '-5' }, 'price', FORM_MESSAGES.onlyNumbers],
    [{ ...DETAILS, free_paid: 'paid', price: '0' }, 'price', VIDEO_MESSAGES.priceZero],
  ])('refuses %j with 400 on %s, changing nothing', async (body, field, message) => {
    const id = await uploaded();
    const response = await patch(owner, id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await rowOf(id)).toMatchObject({ status: 'Draft', title: null });
  });

  it('takes a Draft to Pending with its details; a paid price is kept in paise', async () => {
    const id = await uploaded();
    const response = await patch(owner, id, { ...DETAILS, free_paid: 'paid', price: '499' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(VIDEO_MESSAGES.detailsSaved);
    expect(response.json().video).toMatchObject({
      id,
      status: 'Pending',
      title: DETAILS.title,
      is_free: false,
      price: 499,
      language: { name_to_show: 'Hindi' },
      is_my_video: true,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'Pending', pricePaise: 49_900, language: 'Hindi' });
  });

  it('sends a Rejected video back to Pending and leaves a Verified one on show', async () => {
    const rejected = await videoIn('Rejected');
    expect((await patch(owner, rejected, { ...DETAILS, title: 'With sound now' })).json().video.status).toBe(
      'Pending',
    );
    const verified = await videoIn('Verified');
    expect((await patch(owner, verified, { ...DETAILS, title: 'Better title' })).json().video.status).toBe(
      'Verified',
    );
  });

  it("puts it last in one of the owner's playlists, and not in someone else's", async () => {
    const [mine] = await db()
      .insert(playlists)
      .values({ ownerUserId: owner.user_id, title: 'Options 101', status: 'Pending' })
      .returning();
    const [theirs] = await db()
      .insert(playlists)
      .values({ ownerUserId: stranger.user_id, title: 'Not yours', status: 'Pending' })
      .returning();
    const first = await uploaded();
    const second = await uploaded();
    expect((await patch(owner, first, { ...DETAILS, playlist: mine!.id })).statusCode).toBe(200);
    const answer = await patch(owner, second, { ...DETAILS, playlist: String(mine!.id) });
    expect(answer.json().video.playlist).toEqual({ id: mine!.id, title: 'Options 101', position: 2 });
    const refused = await patch(owner, await uploaded(), { ...DETAILS, playlist: theirs!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VIDEO_MESSAGES.playlistNotFound);
    const out = await patch(owner, first, { ...DETAILS, playlist: '' });
    expect(out.json().video.playlist).toBeNull();
  });
});

describe("a video's page", () => {
  it('shows a Draft to its owner only', async () => {
    const id = await uploaded();
    const mine = await detail(owner, id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'Draft', title: '', is_my_video: true, can_play: false });
    for (const other of [stranger, staff, undefined]) {
      expect((await detail(other, id)).statusCode).toBe(404);
    }
  });

  it('shows a Pending video to its owner and staff, not to others', async () => {
    const id = await videoIn('Pending');
    expect((await detail(owner, id)).statusCode).toBe(200);
    const seen = await detail(staff, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ is_my_video: false, can_play: true });
    expect((await detail(stranger, id)).statusCode).toBe(404);
    expect((await detail(undefined, id)).statusCode).toBe(404);
  });

  it("shows a Rejected video's remark to its owner only", async () => {
    const id = await videoIn('Rejected');
    expect((await detail(owner, id)).json()).toMatchObject({
      status: 'Rejected',
      verification_remark: 'Audio is missing',
    });
    expect((await detail(stranger, id)).statusCode).toBe(404);
    expect((await detail(staff, id)).json().verification_remark).toBeNull();
  });

  it('shows a Verified video to everyone, with what each may do', async () => {
    const free = await videoIn('Verified');
    const guestView: VideoDetail = (await detail(undefined, free)).json();
    expect(guestView).toMatchObject({
      status: 'Verified',
      is_free: true,
      is_my_video: false,
      can_play: true,
    });
    expect(guestView.profile).toEqual({ user: owner.user_id, name: 'Video Teacher', profile_image: null });

    const paid = await videoIn('Verified', 250);
    expect((await detail(undefined, paid)).json()).toMatchObject({
      is_bought: false,
      can_play: false,
      price: 250,
    });
    expect((await detail(stranger, paid)).json()).toMatchObject({ is_bought: false, can_play: false });
    await recordVideoPurchase(db(), {
      buyerUserId: buyer.user_id,
      paymentOrderId: orderIds++,
      videoId: paid,
    });
    expect((await detail(buyer, paid)).json()).toMatchObject({ is_bought: true, can_play: true });
    expect((await detail(owner, paid)).json()).toMatchObject({ is_my_video: true, can_play: true });
  });

  it('answers 404 for no such video and 400 for a malformed id', async () => {
    expect((await detail(owner, 2_147_483_647)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/backend/video/video-detail/abc/' })).statusCode).toBe(400);
  });
});

describe('deleting a video', () => {
  it('refuses a visitor and someone else, keeping the row and the file', async () => {
    const id = await uploaded();
    const files = await storedVideos();
    expect((await remove(undefined, id)).statusCode).toBe(401);
    const refused = await remove(stranger, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VIDEO_MESSAGES.ownerOnly);
    expect(await rowOf(id)).toBeDefined();
    expect(await storedVideos()).toEqual(files);
  });

  it('removes the row, its file and its thumbnail for the owner', async () => {
    const id = await uploaded(owner, [
      mp4File(),
      { field: 'thumbnail', filename: 'cover.png', contentType: 'image/png', data: pngImage(64, 64) },
    ]);
    const row = (await rowOf(id))!;
    const response = await remove(owner, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(VIDEO_MESSAGES.deleted);
    expect(await rowOf(id)).toBeUndefined();
    expect(await storedVideos()).not.toContain(row.fileKey.slice('videos/'.length));
    expect((await ctx.app.inject({ url: row.thumbnail! })).statusCode).toBe(404);
    expect((await remove(owner, id)).statusCode).toBe(404);
  });

  it('keeps a video someone bought (409)', async () => {
    const id = await videoIn('Verified', 99);
    await recordVideoPurchase(db(), { buyerUserId: buyer.user_id, paymentOrderId: orderIds++, videoId: id });
    const response = await remove(owner, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(VIDEO_MESSAGES.hasBuyers);
    expect(await rowOf(id)).toBeDefined();
  });
});

describe("the owner's videos and playlists", () => {
  it('lists the caller’s own, every status, and nobody else’s', async () => {
    const someone = await createUser(ctx.app, { name: 'Lister' });
    const { payload, headers } = multipartFiles([mp4File()]);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/backend/video/upload-video/',
      headers: { ...as(someone), ...headers },
      payload,
    });
    const draft = made.json().id;
    await db().insert(playlists).values({ ownerUserId: someone.user_id, title: 'Mine', status: 'Rejected' });
    const response = await ctx.app.inject({ url: '/backend/video/my-videos/', headers: as(someone) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.videos.map((video: VideoDetail) => [video.id, video.status])).toEqual([[draft, 'Draft']]);
    expect(body.playlists).toHaveLength(1);
    expect(body.playlists[0]).toMatchObject({ title: 'Mine', status: 'Rejected', is_my_playlist: true });
    expect((await ctx.app.inject({ url: '/backend/video/my-videos/' })).statusCode).toBe(401);
  });
});
