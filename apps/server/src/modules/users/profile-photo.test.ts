import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, uniqueIp } from '../../../test/auth-helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  HTML_PAGE as HTML_BYTES,
  jpegImage,
  pngClaiming,
  pngImage,
  SVG_IMAGE as SVG_BYTES,
  webpImage,
} from '../../uploads/upload.fixture.ts';
import { MAX_PROFILE_PHOTO_BYTES } from './profile-photo.service.ts';

const PNG_BYTES = pngImage(64, 48);
let JPEG_BYTES: Buffer;
let WEBP_BYTES: Buffer;

const PHOTO_URL = /^\/backend\/api\/profile\/photo\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

let ctx: TestContext;
let filesRoot: string;
type Session = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  filesRoot = await mkdtemp(path.join(tmpdir(), 'profile-photos-'));
  // The app keeps files under DATA_DIR/files.
  ctx = await createTestApp({ env: { DATA_DIR: filesRoot } });
  JPEG_BYTES = await jpegImage(64, 48);
  WEBP_BYTES = await webpImage(64, 48);
});
afterAll(async () => {
  await ctx.close();
  await rm(filesRoot, { recursive: true, force: true });
});

async function signInWithProfile(name = 'Meera Iyer'): Promise<Session> {
  const session = await signIn(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/create-profile/',
    headers: bearer(session.token.access),
    payload: { name, user_id: session.user_id },
  });
  expect(created.statusCode).toBe(200);
  return session;
}

const upload = (
  session: Session | undefined,
  data: Buffer,
  { filename = 'me.png', contentType = 'image/png', field = 'image' } = {},
) => {
  const body = multipartBody({}, { field, filename, contentType, data });
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/api/profile/photo/',
    headers: { ...body.headers, ...(session ? bearer(session.token.access) : {}) },
    payload: body.payload,
    // Uploads are limited per address; these tests are not about the limit.
    remoteAddress: uniqueIp(),
  });
};

async function storedImage(session: Session) {
  const [row] = await ctx.database.db
    .select({ profileImage: profiles.profileImage })
    .from(profiles)
    .where(eq(profiles.userId, session.user_id));
  return row?.profileImage ?? null;
}

const fileOnDisk = (url: string) => path.join(filesRoot, 'files', 'profile-photos', url.split('/').at(-1)!);
const storedFileCount = async () =>
  (await readdir(path.join(filesRoot, 'files', 'profile-photos')).catch(() => [])).length;

describe('POST /backend/api/profile/photo/', () => {
  it('stores a PNG and points the profile at a stable URL serving it with safe headers', async () => {
    const session = await signInWithProfile();
    const response = await upload(session, PNG_BYTES);
    expect(response.statusCode).toBe(200);
    const { profile_image } = response.json();
    expect(profile_image).toMatch(PHOTO_URL);
    expect(profile_image.endsWith('.png')).toBe(true);
    expect(await storedImage(session)).toBe(profile_image);

    const served = await ctx.app.inject({ url: profile_image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The stored file is the parsed picture re-encoded: same kind and size, not the sent bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const details = await ctx.app.inject({ url: `/backend/api/profile-details/${session.user_id}` });
    expect(details.json().result.profile_image).toBe(profile_image);
  });

  it('decides the kind by the bytes: a WebP sent as "some file" is stored and served as image/webp', async () => {
    const session = await signInWithProfile();
    const webp = await upload(session, WEBP_BYTES, {
      filename: 'me',
      contentType: 'application/octet-stream',
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.json().profile_image.endsWith('.webp')).toBe(true);
    expect((await ctx.app.inject({ url: webp.json().profile_image })).headers['content-type']).toBe(
      'image/webp',
    );
  });

  it.each([
    [
      'a JPEG sent as a PNG',
      () => JPEG_BYTES,
      { filename: 'me.png', contentType: 'image/png' },
      'Profile photo: the file is a JPEG image but its name or type says otherwise',
    ],
    [
      'a PNG named .svg',
      () => PNG_BYTES,
      { filename: 'me.svg', contentType: 'application/octet-stream' },
      'Profile photo: the file is a PNG image but its name or type says otherwise',
    ],
    [
      'a PNG header claiming 100000 x 100000 pixels',
      () => pngClaiming(100_000, 100_000),
      {},
      'Profile photo: the image must be at most 4096 x 4096 pixels (it is 100000 x 100000)',
    ],
    [
      'a picture 20 pixels wide',
      () => pngImage(20, 200),
      {},
      'Profile photo: the image must be at least 32 x 32 pixels (it is 20 x 200)',
    ],
    [
      'a truncated PNG',
      () => pngImage(300, 300).subarray(0, 400),
      {},
      'Profile photo: the image is damaged or incomplete',
    ],
    [
      'a truncated JPEG',
      () => JPEG_BYTES.subarray(0, JPEG_BYTES.length - 40),
      { filename: 'me.jpg', contentType: 'image/jpeg' },
      'Profile photo: the image is damaged or incomplete',
    ],
  ])('refuses %s with a clear message, and stores nothing', async (_label, data, options, message) => {
    const session = await signInWithProfile();
    const first = (await upload(session, PNG_BYTES)).json().profile_image;
    const before = await storedFileCount();
    const response = await upload(session, data(), options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { image: [message] } });
    expect(await storedImage(session)).toBe(first);
    expect(await storedFileCount()).toBe(before);
  });

  it.each([
    ['an SVG', SVG_BYTES, 'me.svg', 'image/svg+xml'],
    ['an SVG named .png', SVG_BYTES, 'me.png', 'image/png'],
    ['an HTML page', HTML_BYTES, 'me.jpg', 'image/jpeg'],
  ])('refuses %s and keeps the current photo', async (_label, data, filename, contentType) => {
    const session = await signInWithProfile();
    const first = (await upload(session, PNG_BYTES)).json().profile_image;
    const response = await upload(session, data, { filename, contentType });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Profile photo: image files only',
      errors: { image: ['Profile photo: image files only'] },
    });
    expect(await storedImage(session)).toBe(first);
    expect(existsSync(fileOnDisk(first))).toBe(true);
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const session = await signInWithProfile();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_PROFILE_PHOTO_BYTES, 1)]);
    const before = await storedFileCount();
    const response = await upload(session, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Profile photo: the image must be at most 5 MB' });
    expect(await storedImage(session)).toBeNull();
    expect(await storedFileCount()).toBe(before);
  });

  it('deletes the previous photo file when a new one is set', async () => {
    const session = await signInWithProfile();
    const first = (await upload(session, PNG_BYTES)).json().profile_image;
    expect(existsSync(fileOnDisk(first))).toBe(true);
    const second = (
      await upload(session, JPEG_BYTES, { filename: 'me.jpg', contentType: 'image/jpeg' })
    ).json().profile_image;
    expect(second).not.toBe(first);
    expect(existsSync(fileOnDisk(first))).toBe(false);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });

  it('leaves a picture that is not ours (a sign-in provider URL) alone', async () => {
    const session = await signInWithProfile();
    await ctx.database.db
      .update(profiles)
      .set({ profileImage: 'https://lh3.googleusercontent.com/a/photo.jpg' })
      .where(eq(profiles.userId, session.user_id));
    const response = await upload(session, PNG_BYTES);
    expect(response.statusCode).toBe(200);
    expect(await storedImage(session)).toBe(response.json().profile_image);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await storedFileCount();
    const response = await upload(undefined, PNG_BYTES);
    expect(response.statusCode).toBe(401);
    expect(await storedFileCount()).toBe(before);
  });

  it('asks for the image when the field is missing or the body is not multipart', async () => {
    const session = await signInWithProfile();
    const wrongField = await upload(session, PNG_BYTES, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Profile photo: choose an image to upload');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/profile/photo/',
      headers: bearer(session.token.access),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a signed-in user who has no profile yet, and keeps no file', async () => {
    const session = await signIn(ctx.app);
    const before = await storedFileCount();
    const response = await upload(session, PNG_BYTES);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Complete your profile first');
    expect(await storedFileCount()).toBe(before);
  });
});

describe('GET /backend/api/profile/photo/:key', () => {
  it.each(['../secrets.json', 'not-a-photo.svg', '00000000-0000-0000-0000-000000000000.png'])(
    'answers 404 for %s',
    async (key) => {
      const response = await ctx.app.inject({ url: `/backend/api/profile/photo/${encodeURIComponent(key)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Photo not found' });
    },
  );
});
