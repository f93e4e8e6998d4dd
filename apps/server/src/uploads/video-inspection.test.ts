import { describe, expect, it } from 'vitest';
import {
  mp4WithMovieLast,
  mp4WithoutVideoTrack,
  SAMPLE_DURATION_SECONDS,
  SAMPLE_MP4,
  SAMPLE_WEBM,
} from '../../test/fixtures/videos.ts';
import { MINIMAL_PDF, PNG_BYTES } from '../../test/multipart.ts';
import { pngImage } from './upload.fixture.ts';
import { bufferReader, inspectVideo, sniffVideoKind } from './video-inspection.ts';

const inspect = async (bytes: Buffer, declared = {}) => {
  const result = await inspectVideo(bufferReader(bytes), declared);
  return result.ok ? result.video : result.problem.code;
};

describe('inspectVideo accepts real videos and reads their length', () => {
  it('an MP4 with its movie box first (faststart)', async () => {
    expect(await inspect(SAMPLE_MP4, { mimeType: 'video/mp4', fileName: 'lesson.mp4' })).toEqual({
      kind: 'mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      durationSeconds: SAMPLE_DURATION_SECONDS,
    });
  });

  it('an MP4 with its movie box last', async () => {
    expect(await inspect(mp4WithMovieLast())).toMatchObject({
      kind: 'mp4',
      durationSeconds: SAMPLE_DURATION_SECONDS,
    });
  });

  it('a WebM', async () => {
    expect(await inspect(SAMPLE_WEBM, { mimeType: 'video/webm', fileName: 'lesson.webm' })).toEqual({
      kind: 'webm',
      contentType: 'video/webm',
      extension: 'webm',
      durationSeconds: SAMPLE_DURATION_SECONDS,
    });
  });

  it('whatever generic type or name the sender gave', async () => {
    expect(
      await inspect(SAMPLE_MP4, { mimeType: 'application/octet-stream', fileName: 'blob' }),
    ).toMatchObject({
      kind: 'mp4',
    });
  });
});

describe('inspectVideo refuses what is not a video', () => {
  it.each([
    ['a PNG named x.mp4', () => pngImage(40, 40)],
    ['the PNG signature', () => PNG_BYTES],
    ['text named x.mp4', () => Buffer.from('just some text pretending to be a video\n'.repeat(20))],
    ['a PDF', () => MINIMAL_PDF],
    ['nothing', () => Buffer.alloc(0)],
    ['an MP4 container holding sound only', () => mp4WithoutVideoTrack()],
  ])('%s', async (_, make) => {
    expect(await inspect(make(), { mimeType: 'video/mp4', fileName: 'x.mp4' })).toBe('not-a-video');
  });

  it('a WebM whose document type is not webm (Matroska)', async () => {
    const copy = Buffer.from(SAMPLE_WEBM);
    copy.write('mkvx', copy.indexOf('webm'), 'latin1');
    expect(await inspect(copy)).toBe('not-a-video');
  });

  it('HEIF and AVIF pictures, which share the MP4 container', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffVideoKind(heic)).toBeUndefined();
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypavif\0\0\0\0mif1avif')]);
    expect(sniffVideoKind(avif)).toBeUndefined();
  });
});

describe('inspectVideo refuses damaged or mislabelled videos', () => {
  it.each([
    ['an MP4 cut short', () => SAMPLE_MP4.subarray(0, SAMPLE_MP4.length - 100)],
    ['an MP4 cut before its movie box', () => mp4WithMovieLast().subarray(0, 2000)],
    ['a WebM cut inside its header', () => SAMPLE_WEBM.subarray(0, 30)],
    [
      'a WebM cut before its first cluster',
      () => SAMPLE_WEBM.subarray(0, SAMPLE_WEBM.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))),
    ],
    ['an MP4 with only its file type box', () => SAMPLE_MP4.subarray(0, SAMPLE_MP4.readUInt32BE(0))],
  ])('%s', async (_, make) => {
    expect(await inspect(make())).toBe('damaged');
  });

  it('a WebM sent as an MP4 (type or name)', async () => {
    expect(await inspect(SAMPLE_WEBM, { mimeType: 'video/mp4' })).toBe('type-mismatch');
    expect(await inspect(SAMPLE_WEBM, { fileName: 'lesson.mp4' })).toBe('type-mismatch');
    expect(await inspect(SAMPLE_MP4, { fileName: 'lesson.png' })).toBe('type-mismatch');
  });
});
