import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_MESSAGES, VIDEO_PLAY_LINK_TTL_SECONDS } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { mp4File, multipartFiles, SAMPLE_MP4 } from '../../../test/fixtures/videos.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { playlists, staffMembers, staffTeams, users, videos, videoViews } from '../../db/schema/index.ts';
import { recordVideoPurchase } from './index.ts';
import { parseRange } from './video-files.ts';

/*
 * Playback (issue 31): who gets a signed link (a Draft's 400 for anyone, a paid video only for its
 * buyers, the owner and staff), the link itself (range requests, 416, expiry and tampering: 403),
 * the view counted once a day per viewer, and the progress a viewer saves.
 */

let ctx: TestContext;
let dataDir: string;
let owner: SignedIn;
let viewer: SignedIn;
let buyer: SignedIn;
let playlistBuyer: SignedIn;
let staff: SignedIn;
let groupsStaff: SignedIn;
let orderIds = 8_000_000;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tc-playback-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  [owner, viewer, buyer, playlistBuyer, staff, groupsStaff] = await Promise.all([
    createUser(ctx.app, { name: 'Video Teacher' }),
    createUser(ctx.app, { name: 'Vicky Viewer' }),
    createUser(ctx.app, { name: 'Bina Buyer' }),
    createUser(ctx.app, { name: 'Pia Playlist' }),
    createUser(ctx.app, { name: 'Content Staff' }),
    createUser(ctx.app, { name: 'Groups Staff' }),
  ]);
  const teams = await db()
    .insert(staffTeams)
    .values([
      { name: 'Content', permissions: ['videos'] },
      { name: 'Groups', permissions: ['groups'] },
    ])
    .returning();
  await db()
    .insert(staffMembers)
    .values([
      { userId: staff.user_id, teamId: teams[0]!.id },
      { userId: groupsStaff.user_id, teamId: teams[1]!.id },
    ]);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const db = () => ctx.database.db;
const as = (user?: SignedIn) => (user ? bearer(user.token.access) : {});

async function uploadVideo(): Promise<number> {
  const { payload, headers } = multipartFiles([mp4File()]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/backend/video/upload-video/',
    headers: { ...as(owner), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A video with details in `status`; paid at `price` rupees when given. */
async function videoIn(
  status: 'Draft' | 'Pending' | 'Verified',
  options: { price?: number; playlistId?: number } = {},
) {
  const id = await uploadVideo();
  if (status === 'Draft') return id;
  await db()
    .update(videos)
    .set({
      status,
      title: 'Candles',
      description: 'Reading candles',
      language: 'English',
      pricePaise: options.price ? options.price * 100 : null,
      playlistId: options.playlistId ?? null,
    })
    .where(eq(videos.id, id));
  return id;
}

const playUrl = (user: SignedIn | undefined, id: number) =>
  ctx.app.inject({ url: `/backend/video/play-url/${id}/`, headers: as(user) });

async function linkFor(user: SignedIn | undefined, id: number): Promise<string> {
  const response = await playUrl(user, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url;
}

const stream = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const viewsOf = async (id: number) =>
  (await db().select().from(videos).where(eq(videos.id, id)))[0]!.viewsCount;

describe('who gets a link to play', () => {
  it('answers the spec’s 400 to anyone asking to play a Draft', async () => {
    const id = await videoIn('Draft');
    for (const user of [owner, viewer, undefined]) {
      const response = await playUrl(user, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'This video is saved as draft, To view it please fill required infomation and proceed',
      );
    }
  });

  it('gives anyone a link to a free Verified video, expiring after the link’s time', async () => {
    const id = await videoIn('Verified');
    const response = await playUrl(undefined, id);
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json();
    expect(url).toMatch(/^\/backend\/video\/stream\/[0-9a-f-]{36}\.mp4\?expires=\d+&signature=[0-9a-f]{64}$/);
    const lifetime = new Date(expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan((VIDEO_PLAY_LINK_TTL_SECONDS - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(VIDEO_PLAY_LINK_TTL_SECONDS * 1000);
  });

  it('plays a paid video only for its buyers (of it or its playlist), the owner and staff', async () => {
    const [list] = await db()
      .insert(playlists)
      .values({ ownerUserId: owner.user_id, title: 'Course', status: 'Verified', pricePaise: 99_900 })
      .returning();
    const id = await videoIn('Verified', { price: 300, playlistId: list!.id });
    await recordVideoPurchase(db(), { buyerUserId: buyer.user_id, paymentOrderId: orderIds++, videoId: id });
    await recordVideoPurchase(db(), {
      buyerUserId: playlistBuyer.user_id,
      paymentOrderId: orderIds++,
      playlistId: list!.id,
    });

    const guest = await playUrl(undefined, id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(VIDEO_MESSAGES.loginToWatch);
    for (const user of [viewer, groupsStaff]) {
      const refused = await playUrl(user, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(VIDEO_MESSAGES.notBought);
    }
    for (const user of [buyer, playlistBuyer, owner, staff]) {
      expect((await playUrl(user, id)).statusCode).toBe(200);
    }
  });

  it('hides a video waiting for verification from all but its owner and staff', async () => {
    const id = await videoIn('Pending');
    expect((await playUrl(viewer, id)).statusCode).toBe(404);
    expect((await playUrl(undefined, id)).statusCode).toBe(404);
    expect((await playUrl(groupsStaff, id)).statusCode).toBe(404);
    expect((await playUrl(staff, id)).statusCode).toBe(200);
    expect((await playUrl(owner, id)).statusCode).toBe(200);
  });

  it('answers 404 for a video that does not exist', async () => {
    expect((await playUrl(viewer, 2_147_483_647)).statusCode).toBe(404);
  });
});

describe('the signed link', () => {
  let id: number;
  let url: string;
  const size = SAMPLE_MP4.length;

  beforeAll(async () => {
    id = await videoIn('Verified');
    url = await linkFor(viewer, id);
  });

  it('serves the whole file with Accept-Ranges when no range is asked', async () => {
    const response = await stream(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(Number(response.headers['content-length'])).toBe(size);
    expect(response.rawPayload.equals(SAMPLE_MP4)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, size - 1],
    ['bytes=-50', size - 50, size - 1],
    ['bytes=5-5', 5, 5],
    ['bytes=1000-99999999999', 1000, size - 1],
  ])('answers %s with 206 and those bytes', async (range, start, end) => {
    const response = await stream(url, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(Number(response.headers['content-length'])).toBe(end - start + 1);
    expect(response.rawPayload.equals(SAMPLE_MP4.subarray(start, end + 1))).toBe(true);
  });

  it.each([
    `bytes=${SAMPLE_MP4.length}-`,
    `bytes=${SAMPLE_MP4.length + 10}-${SAMPLE_MP4.length + 20}`,
    'bytes=50-10',
    'bytes=abc',
    'bytes=-',
    'bytes=-0',
    'bytes=1-2-3',
  ])('answers %s with 416 and the size', async (range) => {
    const response = await stream(url, { range });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('serves the whole file for several ranges or another unit', async () => {
    for (const range of ['bytes=0-1,5-9', 'items=0-5']) {
      const response = await stream(url, { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(size);
    }
  });

  it('honours If-Range: the range for the same file, the whole file otherwise', async () => {
    const etag = (await stream(url)).headers.etag as string;
    expect((await stream(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await stream(url, { range: 'bytes=0-9', 'if-range': '"something-else"' })).statusCode).toBe(200);
  });

  it('refuses a tampered, borrowed, malformed or missing signature with 403', async () => {
    const [base, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const signature = params.get('signature')!;
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const otherLink = await linkFor(viewer, await videoIn('Verified'));
    const otherQuery = otherLink.split('?')[1]!;
    for (const bad of [
      `${base}?expires=${params.get('expires')}&signature=${flipped}`,
      `${base}?expires=${Number(params.get('expires')) + 60}&signature=${signature}`,
      `${base}?${otherQuery}`,
      `${base}?expires=soon&signature=xyz`,
      base,
      `/backend/video/stream/not-a-video.mp4?${query}`,
    ]) {
      const response = await stream(bad);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json().message).toBe(VIDEO_MESSAGES.linkInvalid);
    }
  });

  it('stops working once expired (403)', async () => {
    expect((await stream(url, { range: 'bytes=0-0' })).statusCode).toBe(206);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (VIDEO_PLAY_LINK_TTL_SECONDS + 5) * 1000);
    const response = await stream(url, { range: 'bytes=0-0' });
    expect(response.statusCode).toBe(403);
  });
});

describe('parseRange', () => {
  it('reads the forms a player sends and refuses the rest', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=-20', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('BYTES = 2 - 3', 10)).toEqual({ kind: 'partial', start: 2, end: 3 });
    expect(parseRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('views', () => {
  it('counts one view per signed-in viewer per IST day, never the owner’s or a guest’s', async () => {
    const id = await videoIn('Verified');
    // 20:00 UTC on 1 March is 01:30 on 2 March in India; 18:00 UTC is still 1 March there.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T18:00:00Z'));
    await linkFor(viewer, id);
    await linkFor(viewer, id);
    await linkFor(owner, id);
    await linkFor(undefined, id);
    expect(await viewsOf(id)).toBe(1);
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
    await linkFor(viewer, id);
    await linkFor(buyer, id);
    expect(await viewsOf(id)).toBe(3);
    const days = await db()
      .select({ day: videoViews.day })
      .from(videoViews)
      .where(and(eq(videoViews.videoId, id), eq(videoViews.viewerUserId, viewer.user_id)));
    expect(days.map((row) => row.day).sort()).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('counts one view for the same viewer asking five times at once', async () => {
    const id = await videoIn('Verified');
    const answers = await Promise.all(Array.from({ length: 5 }, () => playUrl(buyer, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts nothing for a refused viewer', async () => {
    const id = await videoIn('Verified', { price: 10 });
    expect((await playUrl(viewer, id)).statusCode).toBe(403);
    expect(await viewsOf(id)).toBe(0);
  });
});

describe('progress', () => {
  const save = (user: SignedIn | undefined, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/backend/video/progress/', headers: as(user), payload });

  it('keeps where a viewer is, bounded by the length; completed stays once set', async () => {
    const id = await videoIn('Verified');
    expect((await save(viewer, { video: id, position_seconds: 2 })).json()).toMatchObject({
      position_seconds: 2,
      completed: false,
      message: VIDEO_MESSAGES.progressSaved,
    });
    expect((await save(viewer, { video: id, position_seconds: 99, completed: true })).json()).toMatchObject({
      position_seconds: 3,
      completed: true,
    });
    expect((await save(viewer, { video: id, position_seconds: 1 })).json()).toMatchObject({
      position_seconds: 1,
      completed: true,
    });
  });

  it('refuses a visitor, a non-buyer of a paid video, a Draft and a bad body', async () => {
    const paid = await videoIn('Verified', { price: 10 });
    expect((await save(undefined, { video: paid, position_seconds: 1 })).statusCode).toBe(401);
    expect((await save(viewer, { video: paid, position_seconds: 1 })).statusCode).toBe(403);
    const draft = await videoIn('Draft');
    const drafted = await save(owner, { video: draft, position_seconds: 1 });
    expect(drafted.statusCode).toBe(400);
    expect(drafted.json().message).toBe(VIDEO_MESSAGES.draft);
    for (const body of [
      { video: paid, position_seconds: -1 },
      { video: paid },
      { video: 'x', position_seconds: 1 },
    ]) {
      expect((await save(buyer, body)).statusCode).toBe(400);
    }
  });
});

describe('a deleted account', () => {
  it('takes its videos out of sight', async () => {
    const id = await videoIn('Verified');
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.user_id));
    try {
      expect((await playUrl(viewer, id)).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/backend/video/video-detail/${id}/` })).statusCode).toBe(404);
    } finally {
      await db().update(users).set({ deletedAt: null }).where(eq(users.id, owner.user_id));
    }
  });
});
