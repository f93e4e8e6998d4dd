import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/backend', '/ws/'];

/**
 * Serves the built web app at `/`. Hashed assets are cached for a year; index.html never, so a new
 * deploy is picked up on the next navigation. Returns the SPA fallback for the not-found handler,
 * or undefined when no build exists (API-only runs and tests).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app build not found; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const url = request.url;
    const acceptsHtml =
      (request.headers.accept ?? '').includes('text/html') || request.headers.accept === undefined;
    if (request.method !== 'GET' || !acceptsHtml || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return false;
    }
    if (path.extname(url.split('?')[0] ?? '') !== '') return false;
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return true;
  };
}
