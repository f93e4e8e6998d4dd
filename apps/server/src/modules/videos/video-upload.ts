import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { VIDEO_MESSAGES, videoTooLargeMessage } from '@tradecircle/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error.ts';
import { type StorageProvider, StoredFileTooLarge } from '../../providers/storage/storage.provider.ts';
import {
  type InspectedVideo,
  inspectVideo,
  sniffVideoKind,
  VIDEO_KINDS_INFO,
} from '../../uploads/video-inspection.ts';
import {
  MAX_THUMBNAIL_BYTES,
  newVideoKey,
  removeVideoFiles,
  storedFileReader,
  storeThumbnail,
  type ThumbnailUpload,
} from './video-files.ts';

/** The bytes a container's kind shows in (an MP4's file type box, WebM's magic). */
const SNIFF_BYTES = 16;

export type StoredUpload = {
  key: string;
  size: number;
  video: InspectedVideo;
  thumbnail: string | null;
};

const refuse = (message: string) => badRequest(message, { video: [message] });

/** Pulls chunks from `source` until `bytes` arrived (or it ended); answers them and the rest as one stream. */
async function peek(
  source: AsyncIterable<Buffer>,
  bytes: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, stream: Readable.from(rest(), { objectMode: false }) };
}

/** Reads a picture part into memory, refusing past its limit (a thumbnail is small). */
async function readThumbnail(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file) {
    length += chunk.length;
    if (length > MAX_THUMBNAIL_BYTES)
      throw badRequest('Thumbnail: at most 10 MB', { thumbnail: ['Thumbnail: at most 10 MB'] });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * upload-video/'s multipart form: `video` is streamed to storage as it arrives (never held whole),
 * refused at once when its first bytes are no video container and stopped at `maxBytes`; once
 * stored, its container is checked and its duration read by ranged reads; `thumbnail` is an optional
 * picture. Anything refused leaves no file behind.
 */
export async function readVideoUpload(
  request: FastifyRequest,
  storage: StorageProvider,
  maxBytes: number,
): Promise<StoredUpload> {
  if (!request.isMultipart()) throw refuse(VIDEO_MESSAGES.multipart);
  const maxMegabytes = Math.round(maxBytes / (1024 * 1024));
  let stored: { key: string; size: number; declared: { mimeType: string; fileName: string } } | undefined;
  let thumbnail: ThumbnailUpload | undefined;
  try {
    for await (const part of request.parts({
      // One more byte than allowed, so storage's own count is what refuses (and cleans up).
      limits: { fileSize: maxBytes + 1, files: 3, fields: 10, parts: 13 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'video' && !stored) {
        const { head, stream } = await peek(part.file, SNIFF_BYTES);
        const kind = sniffVideoKind(head);
        if (!kind) throw refuse(VIDEO_MESSAGES.notVideo);
        const key = newVideoKey(VIDEO_KINDS_INFO[kind].extension);
        const { size } = await storage.putStream(key, stream, { maxBytes });
        stored = { key, size, declared: { mimeType: part.mimetype, fileName: part.filename } };
      } else if (part.fieldname === 'thumbnail' && !thumbnail) {
        const bytes = await readThumbnail(part.file);
        if (bytes.length > 0) thumbnail = { bytes, mimeType: part.mimetype, fileName: part.filename };
      } else {
        part.file.resume();
        await finished(part.file);
      }
    }
  } catch (error) {
    if (stored) await removeVideoFiles(storage, { fileKey: stored.key });
    const code = (error as { code?: string }).code;
    if (error instanceof StoredFileTooLarge || code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(videoTooLargeMessage(maxMegabytes));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw refuse('Send one video and at most one thumbnail');
    throw error;
  }
  if (!stored) throw refuse(VIDEO_MESSAGES.noVideo);
  try {
    const inspected = await inspectVideo(storedFileReader(storage, stored.key, stored.size), stored.declared);
    if (!inspected.ok) {
      const { code } = inspected.problem;
      throw refuse(
        code === 'damaged'
          ? VIDEO_MESSAGES.damaged
          : code === 'type-mismatch'
            ? VIDEO_MESSAGES.typeMismatch
            : VIDEO_MESSAGES.notVideo,
      );
    }
    const picture = thumbnail ? await storeThumbnail(storage, thumbnail) : null;
    return { key: stored.key, size: stored.size, video: inspected.video, thumbnail: picture };
  } catch (error) {
    await removeVideoFiles(storage, { fileKey: stored.key });
    throw error;
  }
}
