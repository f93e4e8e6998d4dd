/** Demo videos (videos.ts): seeded once, stored like uploads, and playable through signed links. */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { playlists, videos } from '../db/schema/index.ts';
import { SEED_PLAYLIST, SEED_VIDEOS, seedDemoVideos } from './videos.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await seedDemoVideos(ctx.database.db, ctx.app.storage);
});
afterAll(() => ctx.close());

describe('demo videos', () => {
  it('seeds each once, with its duration read from the clip and a paid playlist in order', async () => {
    const db = ctx.database.db;
    await seedDemoVideos(db, ctx.app.storage);
    const rows = await db.select().from(videos).orderBy(asc(videos.id));
    expect(rows.map((row) => [row.title, row.status])).toEqual(
      SEED_VIDEOS.map((video) => [video.title, video.status]),
    );
    for (const row of rows) expect(row.durationSeconds).toBe(20);
    const [playlist] = await db.select().from(playlists);
    expect(playlist).toMatchObject({ title: SEED_PLAYLIST.title, pricePaise: 29_900, status: 'Verified' });
    expect(rows.filter((row) => row.playlistId === playlist!.id).map((row) => row.playlistPosition)).toEqual([
      1, 2,
    ]);
    expect(new Set(rows.map((row) => row.fileKey)).size).toBe(rows.length);
    for (const row of rows) expect(row.thumbnail).toMatch(/^\/backend\/video\/thumbnails\/[0-9a-f-]+\.jpg$/);
  });

  it('plays a free one to a visitor, seeking by range', async () => {
    const [free] = await ctx.database.db.select().from(videos).orderBy(asc(videos.id)).limit(1);
    const link = await ctx.app.inject({ url: `/backend/video/play-url/${free!.id}/` });
    expect(link.statusCode).toBe(200);
    const part = await ctx.app.inject({ url: link.json().url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${free!.sizeBytes}`);
    expect(part.rawPayload.length).toBe(1000);
    const poster = await ctx.app.inject({ url: free!.thumbnail! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });
});
