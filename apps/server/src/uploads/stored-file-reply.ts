import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StorageProvider } from '../providers/storage/storage.provider.ts';

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

/**
 * A public route serving stored uploads by name (`{prefix}:key`): `resolve` maps a name we handed
 * out to its storage key and type (null for any other name, which is a 404 like a missing file).
 */
export function servePublicStoredFiles(
  app: FastifyInstance,
  options: {
    prefix: string;
    summary: string;
    tags: string[];
    storage: StorageProvider;
    resolve: (name: string) => { key: string; contentType: string } | null;
    notFound?: string;
  },
): void {
  app.get(
    `${options.prefix}:key`,
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const stored = options.resolve((request.params as { key: string }).key);
      const file = stored ? await options.storage.open(stored.key) : undefined;
      if (!stored || !file) return reply.status(404).send({ message: options.notFound ?? 'File not found' });
      return sendStoredFile(reply, file, stored.contentType);
    },
  );
}
