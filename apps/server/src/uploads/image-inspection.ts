import sharp, { type Metadata } from 'sharp';
import { type DeclaredType, declaredTypeConflicts } from './declared-type.ts';

export type ImageKind = 'png' | 'jpeg' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const IMAGE_KIND_LABELS: Record<ImageKind, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };

/** What a sender may call each kind: Content-Types and file-name extensions. */
const DECLARATIONS: Record<ImageKind, { mimeTypes: string[]; extensions: string[] }> = {
  png: { mimeTypes: ['image/png', 'image/x-png'], extensions: ['png'] },
  jpeg: {
    mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif', 'pjpeg'],
  },
  webp: { mimeTypes: ['image/webp'], extensions: ['webp'] },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF');
const WEBP = Buffer.from('WEBP');

/**
 * The picture format by its first bytes, never by the file's name or declared type: SVG, HTML and
 * everything else answer null, so the decoder below only ever sees these three formats.
 */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  const startsWith = (signature: Buffer, at = 0) =>
    bytes.length >= at + signature.length && bytes.subarray(at, at + signature.length).equals(signature);
  // A signature alone is not a picture; a real one has at least a header after it.
  if (bytes.length < 16) return null;
  if (startsWith(PNG_SIGNATURE)) return 'png';
  if (startsWith(JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(RIFF) && startsWith(WEBP, 8)) return 'webp';
  return null;
}

export type ImageLimits = {
  /** Longest allowed width and height, in pixels. */
  maxSide: number;
  /** Shortest allowed width and height, in pixels. */
  minSide: number;
};

export type ImageProblem =
  | { code: 'not-an-image' }
  | { code: 'type-mismatch'; kind: ImageKind }
  | { code: 'damaged' }
  | { code: 'too-large'; width: number; height: number }
  | { code: 'too-small'; width: number; height: number };

export type InspectedImage = { kind: ImageKind; width: number; height: number; bytes: Buffer };

export type ImageInspection = { ok: true; image: InspectedImage } | { ok: false; problem: ImageProblem };

const ENCODE_OPTIONS = {
  png: { compressionLevel: 9 },
  jpeg: { quality: 90 },
  webp: { quality: 90 },
} as const;

/**
 * Parses an uploaded picture and answers a clean copy of it, or why it is refused.
 *
 * The kind is sniffed from the first bytes, then the decoder must agree: the header is read for
 * the real dimensions (checked against the limits before any pixel is decoded, so a small file
 * claiming 100000x100000 costs nothing), and the whole picture is decoded, which refuses truncated
 * and corrupt files. The answer is the picture re-encoded in the same format: decoding is already
 * paid for, and the copy drops metadata (a phone photo's GPS position), anything appended after
 * the picture's end (the usual way to build a polyglot) and turns EXIF orientation into pixels.
 */
export async function inspectImage(
  bytes: Buffer,
  declared: DeclaredType,
  limits: ImageLimits,
): Promise<ImageInspection> {
  const kind = detectImageKind(bytes);
  if (!kind) return { ok: false, problem: { code: 'not-an-image' } };
  if (declaredTypeConflicts(declared, DECLARATIONS[kind])) {
    return { ok: false, problem: { code: 'type-mismatch', kind } };
  }

  const options = {
    failOn: 'error',
    limitInputPixels: limits.maxSide * limits.maxSide,
    animated: false,
  } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit would refuse an oversized claim as unreadable.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: { code: 'damaged' } };
  }
  // The decoder reads the format from the bytes as well; a signature over another body is refused.
  if (metadata.format !== kind || !metadata.width || !metadata.height) {
    return { ok: false, problem: { code: 'damaged' } };
  }
  const { width, height } = metadata;
  if (width > limits.maxSide || height > limits.maxSide) {
    return { ok: false, problem: { code: 'too-large', width, height } };
  }
  if (width < limits.minSide || height < limits.minSide) {
    return { ok: false, problem: { code: 'too-small', width, height } };
  }

  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .toFormat(kind, ENCODE_OPTIONS[kind])
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: { kind, width: info.width, height: info.height, bytes: data } };
  } catch {
    return { ok: false, problem: { code: 'damaged' } };
  }
}
