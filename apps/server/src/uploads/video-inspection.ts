import { open } from 'node:fs/promises';
import { type DeclaredType, declaredTypeConflicts } from './declared-type.ts';

/**
 * Upload inspection for videos (issue 31): an MP4 (ISO base media) or a WebM (Matroska) file is
 * recognised by its content, walked far enough to prove it is a video container with a video track
 * and its media, and its duration read from the container: MP4's `mvhd` (or a fragmented file's
 * `mehd`), Matroska's Segment Info `Duration` scaled by `TimecodeScale`.
 *
 * A small hand parser rather than a library (music-metadata and the like): it reads only the few
 * structures it needs through random access (`ByteReader`), so a 500 MB upload is never read whole
 * nor held in memory, it needs no new dependency, and what it accepts is exactly what it checks.
 * Only the container is checked, not every frame: a browser that cannot decode a frame stops there.
 */

export type VideoKind = 'mp4' | 'webm';

export const VIDEO_KINDS_INFO: Record<
  VideoKind,
  { contentType: 'video/mp4' | 'video/webm'; extension: string; mimeTypes: string[]; extensions: string[] }
> = {
  mp4: {
    contentType: 'video/mp4',
    extension: 'mp4',
    mimeTypes: ['video/mp4', 'application/mp4', 'video/x-m4v', 'video/m4v'],
    extensions: ['mp4', 'm4v'],
  },
  webm: { contentType: 'video/webm', extension: 'webm', mimeTypes: ['video/webm'], extensions: ['webm'] },
};

/** Extensions that name a video format: one that is not the content's is a mismatch. */
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'webm', 'mkv', 'mov', 'avi', 'wmv', 'flv', '3gp', 'ogv']);

/** Random access to the bytes being inspected (a stored file, a buffer): answers fewer at the end. */
export type ByteReader = { size: number; read(offset: number, length: number): Promise<Buffer> };

export type VideoProblem = { code: 'not-a-video' | 'damaged' | 'type-mismatch' };
export type InspectedVideo = {
  kind: VideoKind;
  contentType: 'video/mp4' | 'video/webm';
  extension: string;
  /** Whole seconds, rounded; null when the container does not say. */
  durationSeconds: number | null;
};
export type VideoInspection = { ok: true; video: InspectedVideo } | { ok: false; problem: VideoProblem };

/** Brands of ISO base media files that are pictures or sound, not video. */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
  'crx ',
  'jp2 ',
  'jpx ',
]);
const MATROSKA_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The container the first bytes announce (16 are enough), or undefined: a quick refusal before storing. */
export function sniffVideoKind(head: Buffer): VideoKind | undefined {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return NOT_VIDEO_BRANDS.has(head.toString('latin1', 8, 12)) ? undefined : 'mp4';
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(MATROSKA_MAGIC)) return 'webm';
  return undefined;
}

class Damaged extends Error {}
class NotVideo extends Error {}

const damaged = (why: string) => new Damaged(why);

/** Checks a video's bytes and what its sender said it is. */
export async function inspectVideo(
  reader: ByteReader,
  declared: DeclaredType = {},
): Promise<VideoInspection> {
  const head = await reader.read(0, 16);
  const kind = sniffVideoKind(head);
  if (!kind) return { ok: false, problem: { code: 'not-a-video' } };
  const info = VIDEO_KINDS_INFO[kind];
  const name = (declared.fileName ?? '').trim().toLowerCase();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  if (
    declaredTypeConflicts(declared, info) ||
    (VIDEO_EXTENSIONS.has(extension) && !info.extensions.includes(extension))
  ) {
    return { ok: false, problem: { code: 'type-mismatch' } };
  }
  try {
    const durationSeconds = kind === 'mp4' ? await mp4Duration(reader) : await webmDuration(reader);
    return {
      ok: true,
      video: { kind, contentType: info.contentType, extension: info.extension, durationSeconds },
    };
  } catch (error) {
    if (error instanceof NotVideo) return { ok: false, problem: { code: 'not-a-video' } };
    if (error instanceof Damaged || error instanceof RangeError)
      return { ok: false, problem: { code: 'damaged' } };
    throw error;
  }
}

/** A reader over a file on disk (tests, benchmarks); close it when done. */
export async function fileReader(file: string): Promise<ByteReader & { close(): Promise<void> }> {
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  return {
    size,
    read: async (offset, length) => {
      const wanted = Math.max(0, Math.min(length, size - offset));
      const buffer = Buffer.alloc(wanted);
      const { bytesRead } = await handle.read(buffer, 0, wanted, offset);
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

/** A reader over bytes in memory. */
export function bufferReader(bytes: Buffer): ByteReader {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) };
}

const secondsOf = (value: number) => (Number.isFinite(value) && value >= 0 ? Math.round(value) : null);

// ---- MP4 (ISO/IEC 14496-12) ----

/** The movie box is metadata: a few MB even for hours of video. More is not a file we made sense of. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;
const MAX_BOXES = 100_000;

type Box = { type: string; body: Buffer };

/** The boxes inside a box's body. */
function* childBoxes(body: Buffer): Generator<Box> {
  let offset = 0;
  while (offset + 8 <= body.length) {
    let size = body.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > body.length) throw damaged('box header');
      size = Number(body.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = body.length - offset;
    }
    if (size < header || offset + size > body.length) throw damaged('box size');
    yield {
      type: body.toString('latin1', offset + 4, offset + 8),
      body: body.subarray(offset + header, offset + size),
    };
    offset += size;
  }
}

const child = (body: Buffer, type: string) => {
  for (const box of childBoxes(body)) if (box.type === type) return box.body;
  return undefined;
};

async function mp4Duration(reader: ByteReader): Promise<number | null> {
  let offset = 0;
  let moov: Buffer | undefined;
  let media = false;
  for (let boxes = 0; offset < reader.size; boxes++) {
    if (boxes > MAX_BOXES) throw damaged('too many boxes');
    const header = await reader.read(offset, 16);
    if (header.length < 8) throw damaged('truncated box');
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) throw damaged('truncated box');
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = reader.size - offset;
    }
    if (size < headerSize || offset + size > reader.size) throw damaged('box past the end');
    const type = header.toString('latin1', 4, 8);
    if (boxes === 0 && type !== 'ftyp') throw new NotVideo();
    if (type === 'moov') {
      if (moov || size > MAX_MOOV_BYTES) throw damaged('movie box');
      moov = await reader.read(offset + headerSize, size - headerSize);
    } else if (type === 'mdat' || type === 'moof') {
      media = true;
    }
    offset += size;
  }
  if (!moov || !media) throw damaged('no movie or no media');
  let hasVideoTrack = false;
  let movieHeader = false;
  let duration: number | null = null;
  for (const box of childBoxes(moov)) {
    if (box.type === 'mvhd') {
      movieHeader = true;
      duration = movieDuration(box.body);
    }
    if (box.type === 'trak') {
      const handler = child(child(box.body, 'mdia') ?? Buffer.alloc(0), 'hdlr');
      if (handler && handler.length >= 12 && handler.toString('latin1', 8, 12) === 'vide')
        hasVideoTrack = true;
    }
  }
  if (!hasVideoTrack) throw new NotVideo();
  if (!movieHeader) throw damaged('no movie header');
  if (duration === 0) {
    // A fragmented file says its length in the movie extends header, in the movie's time scale.
    const mehd = child(child(moov, 'mvex') ?? Buffer.alloc(0), 'mehd');
    const mvhd = child(moov, 'mvhd')!;
    const scale = mvhd[0] === 1 ? mvhd.readUInt32BE(20) : mvhd.readUInt32BE(12);
    if (mehd && scale > 0) {
      const fragments = mehd[0] === 1 ? Number(mehd.readBigUInt64BE(4)) : mehd.readUInt32BE(4);
      return secondsOf(fragments / scale);
    }
    return null;
  }
  return duration;
}

/** `mvhd`: version 0 has 32-bit times, version 1 64-bit; all ones means unknown. */
function movieDuration(body: Buffer): number | null {
  if (body[0] === 1) {
    const scale = body.readUInt32BE(20);
    const length = body.readBigUInt64BE(24);
    if (scale === 0 || length === 0xffff_ffff_ffff_ffffn) return 0;
    return secondsOf(Number(length) / scale);
  }
  const scale = body.readUInt32BE(12);
  const length = body.readUInt32BE(16);
  if (scale === 0 || length === 0xffff_ffff) return 0;
  return secondsOf(length / scale);
}

// ---- WebM (Matroska, RFC 9559) ----

const EBML_ID = 0x1a45dfa3;
const DOC_TYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMESTAMP_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;
const TRACKS_ID = 0x1654ae6b;
const TRACK_ENTRY_ID = 0xae;
const TRACK_TYPE_ID = 0x83;
const CLUSTER_ID = 0x1f43b675;
const VIDEO_TRACK = 1;
const MAX_HEADER_BYTES = 1024 * 1024;
const MAX_TRACKS_BYTES = 4 * 1024 * 1024;
const MAX_ELEMENTS = 10_000;

type Element = { id: number; size: number | null; dataStart: number };

/** An element's id and size (vints) at `offset` of `bytes`; size null when unknown (all ones). */
function elementAt(bytes: Buffer, offset: number): Element {
  const first = bytes[offset];
  if (first === undefined || first === 0) throw damaged('element id');
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || offset + idLength > bytes.length) throw damaged('element id');
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[offset + i]!;
  const sizeAt = offset + idLength;
  const sizeFirst = bytes[sizeAt];
  if (sizeFirst === undefined || sizeFirst === 0) throw damaged('element size');
  const sizeLength = Math.clz32(sizeFirst) - 23;
  if (sizeAt + sizeLength > bytes.length) throw damaged('element size');
  let size = sizeFirst & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizeAt + i]!;
    size = size * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { id, size: unknown ? null : size, dataStart: sizeAt + sizeLength };
}

/** The elements of a master element's body. */
function* childElements(body: Buffer): Generator<{ id: number; data: Buffer }> {
  let offset = 0;
  while (offset < body.length) {
    const element = elementAt(body, offset);
    if (element.size === null || element.dataStart + element.size > body.length) throw damaged('child size');
    yield { id: element.id, data: body.subarray(element.dataStart, element.dataStart + element.size) };
    offset = element.dataStart + element.size;
  }
}

const unsigned = (data: Buffer) => data.reduce((value, byte) => value * 256 + byte, 0);

async function webmDuration(reader: ByteReader): Promise<number | null> {
  const head = await reader.read(0, 64);
  const ebml = elementAt(head, 0);
  if (ebml.id !== EBML_ID || ebml.size === null || ebml.size > MAX_HEADER_BYTES) throw damaged('EBML header');
  const header = await reader.read(ebml.dataStart, ebml.size);
  if (header.length < ebml.size) throw damaged('EBML header');
  let docType = '';
  for (const element of childElements(header)) {
    if (element.id === DOC_TYPE_ID) docType = element.data.toString('latin1').replace(/\0+$/, '');
  }
  if (docType !== 'webm') throw new NotVideo();

  const segmentAt = ebml.dataStart + ebml.size;
  const segment = elementAt(await reader.read(segmentAt, 16), 0);
  if (segment.id !== SEGMENT_ID) throw damaged('no segment');
  const start = segmentAt + segment.dataStart;
  const end = segment.size === null ? reader.size : Math.min(reader.size, start + segment.size);

  let scale = 1_000_000;
  let duration: number | null = null;
  let hasVideoTrack = false;
  let media = false;
  let offset = start;
  for (let count = 0; offset < end && count < MAX_ELEMENTS; count++) {
    const element = elementAt(await reader.read(offset, 16), 0);
    const dataStart = offset + element.dataStart;
    if (element.id === CLUSTER_ID) {
      media = true;
      break;
    }
    if (element.size === null || dataStart + element.size > reader.size) throw damaged('segment child');
    if (element.id === INFO_ID || element.id === TRACKS_ID) {
      if (element.size > (element.id === INFO_ID ? MAX_HEADER_BYTES : MAX_TRACKS_BYTES))
        throw damaged('too big');
      const body = await reader.read(dataStart, element.size);
      for (const field of childElements(body)) {
        if (field.id === TIMESTAMP_SCALE_ID && field.data.length > 0) scale = unsigned(field.data);
        if (field.id === DURATION_ID && field.data.length === 4) duration = field.data.readFloatBE(0);
        if (field.id === DURATION_ID && field.data.length === 8) duration = field.data.readDoubleBE(0);
        if (field.id === TRACK_ENTRY_ID) {
          for (const entry of childElements(field.data)) {
            if (entry.id === TRACK_TYPE_ID && unsigned(entry.data) === VIDEO_TRACK) hasVideoTrack = true;
          }
        }
      }
    }
    offset = dataStart + element.size;
  }
  if (!hasVideoTrack) throw new NotVideo();
  if (!media) throw damaged('no clusters');
  return duration === null ? null : secondsOf((duration * scale) / 1e9);
}
