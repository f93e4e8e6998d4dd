import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { mp4File, multipartFiles, SAMPLE_MP4 } from '../../../test/fixtures/videos.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { videos } from '../../db/schema/index.ts';
import { type S3Sandbox, startS3Sandbox } from '../../sandboxes/storage/s3-sandbox.ts';
import { pngImage } from '../../uploads/upload.fixture.ts';

/*
 * The app with STORAGE_PROVIDER=s3 (issue 31), against the sandbox S3 server: a video uploaded
 * through the form lands in the bucket, never in DATA_DIR, plays through play-url's signed link with
 * ranges, and its files leave the bucket with it.
 */

let sandbox: S3Sandbox;
let ctx: TestContext;
let dataDir: string;
let owner: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
  sandbox = await startS3Sandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tc-s3-app-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, ...sandbox.env } });
  [owner, viewer] = await Promise.all([
    createUser(ctx.app, { name: 'Video Teacher' }),
    createUser(ctx.app, { name: 'Vicky Viewer' }),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (user: SignedIn) => bearer(user.token.access);

describe('the app storing its files in S3-compatible storage', () => {
  it('uploads a video into the bucket and plays a range of it through the signed link', async () => {
    expect(ctx.app.storage.kind).toBe('s3');
    const { payload, headers } = multipartFiles([
      mp4File(),
      { field: 'thumbnail', filename: 'cover.png', contentType: 'image/png', data: pngImage(320, 180) },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/backend/video/upload-video/',
      headers: { ...as(owner), ...headers },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id: number = uploaded.json().id;
    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.sizeBytes).toBe(SAMPLE_MP4.length);
    const thumbnailName = row!.thumbnail!.slice(row!.thumbnail!.lastIndexOf('/') + 1);
    expect(await sandbox.objectKeys()).toEqual([row!.fileKey, `video-thumbnails/${thumbnailName}`].sort());
    expect(await readdir(path.join(dataDir, 'files')).catch(() => [])).toEqual([]);
    expect(sandbox.calls.every((call) => call.status < 300)).toBe(true);

    await ctx.database.db
      .update(videos)
      .set({ status: 'Verified', title: 'Candles', description: 'Reading candles', language: 'English' })
      .where(eq(videos.id, id));
    const link = await ctx.app.inject({ url: `/backend/video/play-url/${id}/`, headers: as(viewer) });
    expect(link.statusCode, link.body).toBe(200);
    const url: string = link.json().url;

    const part = await ctx.app.inject({ url, headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${SAMPLE_MP4.length}`);
    expect(Number(part.headers['content-length'])).toBe(1024);
    expect(part.rawPayload.equals(SAMPLE_MP4.subarray(100, 1124))).toBe(true);
    // The sandbox notes a read once it has sent the last byte.
    await vi.waitFor(() =>
      expect(sandbox.calls.at(-1)).toMatchObject({ operation: 'GetObject', status: 206, bytes: 1024 }),
    );

    const whole = await ctx.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(SAMPLE_MP4)).toBe(true);
    const past = await ctx.app.inject({ url, headers: { range: `bytes=${SAMPLE_MP4.length}-` } });
    expect(past.statusCode).toBe(416);

    const picture = await ctx.app.inject({ url: row!.thumbnail! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/video/video-detail/${id}/`,
      headers: as(owner),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await sandbox.objectKeys()).toEqual([]);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
  });
});
