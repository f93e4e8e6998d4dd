import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageKind, type ImageProblem, inspectImage } from './image-inspection.ts';
import {
  HTML_PAGE,
  jpegImage,
  jpegWithExif,
  pdfKitReport,
  pngClaiming,
  pngImage,
  SVG_IMAGE,
  webpImage,
} from './upload.fixture.ts';

const LIMITS = { maxSide: 4096, minSide: 32 };
const problemOf = async (bytes: Buffer, declared = {}) => {
  const result = await inspectImage(bytes, declared, LIMITS);
  return result.ok ? 'accepted' : result.problem;
};

describe('detectImageKind', () => {
  it.each([
    ['a PNG', pngImage(2, 2), 'png'],
    ['an SVG', SVG_IMAGE, null],
    ['an HTML page', HTML_PAGE, null],
    ['a WAV (RIFF but not WEBP)', Buffer.from('RIFF\0\0\0\0WAVEfmt xxxxxxxx'), null],
    ['a bare PNG signature', pngImage(2, 2).subarray(0, 8), null],
    ['nothing', Buffer.alloc(0), null],
  ])('reads %s as %s', (_label, bytes, kind) => {
    expect(detectImageKind(bytes)).toBe(kind);
  });
});

describe('inspectImage', () => {
  it.each([
    ['PNG', () => Promise.resolve(pngImage(64, 48)), 'image/png', 'me.png'],
    ['JPEG', () => jpegImage(64, 48), 'image/jpeg', 'me.jpg'],
    ['WebP', () => webpImage(64, 48), 'image/webp', 'me.webp'],
  ])(
    'accepts a %s, reads its real size and answers a re-encoded copy of the same kind',
    async (_label, build, mimeType, fileName) => {
      const result = await inspectImage(await build(), { mimeType, fileName }, LIMITS);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.image).toMatchObject({ width: 64, height: 48 });
      const decoded = await sharp(result.image.bytes).metadata();
      expect(decoded).toMatchObject({ format: result.image.kind, width: 64, height: 48 });
    },
  );

  it('accepts the smallest and the largest allowed sizes, refuses one pixel beyond', async () => {
    expect(await problemOf(pngImage(32, 32))).toBe('accepted');
    expect(await problemOf(pngImage(4096, 1))).toEqual<ImageProblem>({
      code: 'too-small',
      width: 4096,
      height: 1,
    });
    expect(await problemOf(pngImage(31, 200))).toEqual<ImageProblem>({
      code: 'too-small',
      width: 31,
      height: 200,
    });
    expect(await problemOf(await jpegImage(4096, 40))).toBe('accepted');
    expect(await problemOf(await jpegImage(4097, 40))).toEqual<ImageProblem>({
      code: 'too-large',
      width: 4097,
      height: 40,
    });
  });

  it('refuses a small file whose header claims 100000 x 100000 pixels, without decoding it', async () => {
    const claim = pngClaiming(100_000, 100_000);
    expect(claim.length).toBeLessThan(200);
    const started = performance.now();
    expect(await problemOf(claim)).toEqual<ImageProblem>({
      code: 'too-large',
      width: 100_000,
      height: 100_000,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['a PNG cut short', async () => pngImage(200, 200).subarray(0, 300)],
    ['a JPEG cut short', async () => (await jpegImage(200, 200)).subarray(0, 400)],
    ['a WebP cut short', async () => (await webpImage(200, 200)).subarray(0, 100)],
    ['a PNG whose pixel data is not pixel data', async () => pngClaiming(200, 200)],
    [
      'a PNG body behind a JPEG signature (sniffed as JPEG, not a JPEG)',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), pngImage(64, 64).subarray(4)]),
    ],
    [
      'a PNG signature in front of a PDF',
      async () => Buffer.concat([pngImage(1, 1).subarray(0, 8), await pdfKitReport()]),
    ],
  ])('refuses %s as damaged', async (_label, build) => {
    expect(await problemOf(await build())).toEqual<ImageProblem>({ code: 'damaged' });
  });

  it.each([
    ['an SVG', SVG_IMAGE],
    ['an HTML page', HTML_PAGE],
  ])('refuses %s as not an image whatever it is called', async (_label, bytes) => {
    expect(await problemOf(bytes, { mimeType: 'image/png', fileName: 'me.png' })).toEqual<ImageProblem>({
      code: 'not-an-image',
    });
  });

  it('refuses a picture sent as another format, and takes one sent as "some file"', async () => {
    const png = pngImage(64, 64);
    expect(await problemOf(png, { mimeType: 'image/jpeg', fileName: 'me.jpg' })).toEqual<ImageProblem>({
      code: 'type-mismatch',
      kind: 'png',
    });
    expect(
      await problemOf(png, { mimeType: 'application/octet-stream', fileName: 'me.svg' }),
    ).toEqual<ImageProblem>({
      code: 'type-mismatch',
      kind: 'png',
    });
    expect(await problemOf(png, { mimeType: 'text/html', fileName: 'me' })).toEqual<ImageProblem>({
      code: 'type-mismatch',
      kind: 'png',
    });
    expect(await problemOf(png, { mimeType: 'application/octet-stream', fileName: 'blob' })).toBe('accepted');
    expect(await problemOf(await jpegImage(64, 64), { mimeType: 'image/jpeg', fileName: 'ME.JPEG' })).toBe(
      'accepted',
    );
  });

  it('drops metadata and anything appended after the picture', async () => {
    const withExif = await jpegWithExif(64, 64);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const cleaned = await inspectImage(withExif, {}, LIMITS);
    expect(cleaned.ok && (await sharp(cleaned.image.bytes).metadata()).exif).toBeUndefined();

    const polyglot = Buffer.concat([pngImage(64, 64), Buffer.from('<html><script>alert(1)</script>')]);
    const stripped = await inspectImage(polyglot, {}, LIMITS);
    expect(stripped.ok).toBe(true);
    expect(stripped.ok && stripped.image.bytes.includes('<script>')).toBe(false);
  });
});

describe('inspectImage on arbitrary bytes', () => {
  it('answers a verdict, never throws, for a real picture with bytes flipped', async () => {
    const pictures = [pngImage(40, 40), await jpegImage(40, 40), await webpImage(40, 40)];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pictures),
        fc.array(fc.tuple(fc.nat({ max: 4000 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 20,
        }),
        async (picture, flips) => {
          const bytes = Buffer.from(picture);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const result = await inspectImage(bytes, {}, LIMITS);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 200 },
    );
  });
});
