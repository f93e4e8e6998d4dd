import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Every stored upload has a random name that never changes: browsers may keep it. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Sends an uploaded file we checked and stored (a profile photo, a group's picture or PDF): its own
 * type only (nosniff), sandboxed so nothing in it runs in our origin, cached for good.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
  contentType: string,
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', IMMUTABLE_CACHE)
    .send(file.stream);
}
