/**
 * Trending videos (groups-and-payments.md §7, `GET /video/trending-videos/`): only Verified videos,
 * the most watched first, by title search and Free or Paid, paged; a deleted account's videos and a
 * blocked user's (for the one who blocked them) are left out. Upload arrives with the learning
 * issue, so the videos are written as review will leave them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { reportReasons, users, videos } from '../../db/schema/index.ts';

let ctx: TestContext;
let teacher: SignedIn;
let other: SignedIn;
let viewer: SignedIn;
const db = () => ctx.database.db;

async function insertVideo(
  owner: SignedIn,
  title: string,
  options: {
    status?: 'Draft' | 'Pending' | 'Verified' | 'Rejected';
    pricePaise?: number;
    views?: number;
  } = {},
) {
  const [row] = await db()
    .insert(videos)
    .values({
      ownerUserId: owner.user_id,
      title,
      description: `${title}, explained`,
      language: 'Hindi',
      pricePaise: options.pricePaise ?? null,
      fileKey: `videos/${title.replace(/\W+/g, '-')}.mp4`,
      contentType: 'video/mp4',
      sizeBytes: 1_000_000,
      durationSeconds: 300,
      viewsCount: options.views ?? 0,
      status: options.status ?? 'Verified',
    })
    .returning();
  return row!;
}

const list = async (query: string, session: SignedIn | null = null) => {
  const response = await injectAs(ctx.app, session, { url: `/backend/video/trending-videos/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    trending_videos: { id: number; title: string }[];
    page_info: { total_count: number; total_page: number };
  };
};
const titles = (page: { trending_videos: { title: string }[] }) =>
  page.trending_videos.map((video) => video.title);

beforeAll(async () => {
  ctx = await createTestApp();
  [teacher, other, viewer] = await Promise.all([
    createUser(ctx.app, { name: 'Video Teacher' }),
    createUser(ctx.app, { name: 'Other Teacher' }),
    createUser(ctx.app, { name: 'Vid Viewer' }),
  ]);
  await insertVideo(teacher, 'Option chains', { views: 40, pricePaise: 19_900 });
  await insertVideo(teacher, 'Stop losses', { views: 90 });
  await insertVideo(other, 'Sector rotation', { views: 10 });
  for (const status of ['Draft', 'Pending', 'Rejected'] as const)
    await insertVideo(teacher, `Hidden ${status}`, { status, views: 1000 });
});
afterAll(() => ctx.close());

describe('trending videos', () => {
  it('lists Verified videos only, the most watched first, with the card fields', async () => {
    const page = await list('?page_number=1&detail_count=20');
    expect(titles(page)).toEqual(['Stop losses', 'Option chains', 'Sector rotation']);
    expect(page.page_info).toEqual({ page_number: 1, detail_count: 20, total_page: 1, total_count: 3 });
    const [stopLosses, optionChains] = page.trending_videos;
    expect(optionChains).toEqual({
      id: expect.any(Number),
      title: 'Option chains',
      status: 'Verified',
      is_free: false,
      price: 199,
      thumbnail: null,
      views_count: 40,
      time: expect.any(String),
      duration_seconds: 300,
      language: { name_to_show: 'Hindi' },
      profile: { user: teacher.user_id, name: 'Video Teacher', profile_image: null },
      playlist: null,
      video: null,
    });
    expect(stopLosses).toMatchObject({ is_free: true, price: null });
    // Home and Trending ask for five; the default page is five.
    expect((await list('')).page_info).toMatchObject({ detail_count: 5, total_count: 3 });
  });

  it('filters by title and by Free or Paid, and pages', async () => {
    expect(titles(await list('?search=loss'))).toEqual(['Stop losses']);
    expect(titles(await list('?search=%25'))).toEqual([]);
    expect(titles(await list('?free_paid=Paid'))).toEqual(['Option chains']);
    expect(titles(await list('?free_paid=free'))).toEqual(['Stop losses', 'Sector rotation']);
    expect(titles(await list('?free_paid='))).toHaveLength(3);
    const second = await list('?detail_count=2&page_number=2');
    expect(titles(second)).toEqual(['Sector rotation']);
    expect(second.page_info).toMatchObject({ total_page: 2, total_count: 3 });
    for (const query of [
      '?free_paid=cheap',
      `?search=${'x'.repeat(101)}`,
      '?detail_count=0',
      '?page_number=0',
    ]) {
      const refused = await injectAs(ctx.app, null, { url: `/backend/video/trending-videos/${query}` });
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it("leaves out a blocked user's videos for the one who blocked them, and a deleted account's", async () => {
    const [reason] = await db().select({ id: reportReasons.id }).from(reportReasons).limit(1);
    const blocked = await injectAs(ctx.app, viewer, {
      method: 'POST',
      url: '/backend/api/report-and-block/',
      payload: { blocked_profile: other.profile_id, block_reason: reason!.id },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(titles(await list('?detail_count=20', viewer))).toEqual(['Stop losses', 'Option chains']);
    expect(titles(await list('?detail_count=20'))).toContain('Sector rotation');

    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, teacher.user_id));
    expect(titles(await list('?detail_count=20'))).toEqual(['Sector rotation']);
    await db().update(users).set({ deletedAt: null }).where(eq(users.id, teacher.user_id));
  });
});
