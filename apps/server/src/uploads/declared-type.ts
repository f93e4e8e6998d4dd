/** What the sender said a file is: the multipart part's Content-Type and file name. */
export type DeclaredType = { mimeType?: string | undefined; fileName?: string | undefined };

/** Types a sender may use for "some file" without claiming what it is (curl sends the second). */
const GENERIC_MIME_TYPES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/download',
  'application/x-download',
  'application/force-download',
]);

/**
 * Extensions that name a definite format. A file name ending in one of these claims that format;
 * any other extension (or none) claims nothing.
 */
const FORMAT_EXTENSIONS = new Set([
  'png',
  'apng',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'pjpeg',
  'webp',
  'gif',
  'bmp',
  'ico',
  'tif',
  'tiff',
  'avif',
  'heic',
  'heif',
  'svg',
  'svgz',
  'pdf',
  'htm',
  'html',
  'xhtml',
  'xml',
  'js',
  'mjs',
]);

/**
 * True when the sender's Content-Type or file-name extension names a different format than the one
 * the bytes parsed as. A generic Content-Type, and a name with no or an unknown extension, claim
 * nothing and never conflict.
 */
export function declaredTypeConflicts(
  declared: DeclaredType,
  parsed: { mimeTypes: readonly string[]; extensions: readonly string[] },
): boolean {
  const mimeType = (declared.mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!GENERIC_MIME_TYPES.has(mimeType) && !parsed.mimeTypes.includes(mimeType)) return true;
  const name = (declared.fileName ?? '').trim().toLowerCase();
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1);
  return FORMAT_EXTENSIONS.has(extension) && !parsed.extensions.includes(extension);
}
