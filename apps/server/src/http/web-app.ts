import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/backend', '/ws/'];

/** Hashed file names change with their content, so a browser may keep them for a year unasked. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Headers helmet sets on every response that mean something only on a document. A page loads 10-50
 * hashed scripts and stylesheets; without these each response is ~600 bytes lighter (HTTP/1.1 does
 * not compress headers). X-Content-Type-Options, Cross-Origin-Resource-Policy and Referrer-Policy
 * (which governs what a stylesheet fetches) stay; SVGs and other files keep every header.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web app at `/`. Hashed assets (dist/assets) are cached for a year; index.html and
 * everything else is revalidated on each use (`no-cache`), so a new deploy is picked up on the next
 * navigation. The build writes a .br and a .gz beside each text file (apps/web/vite.config.ts); with
 * preCompressed the one the request's Accept-Encoding prefers is sent as it is (brotli, then gzip,
 * else the plain file), with `Vary: accept-encoding`. Returns the SPA fallback for the not-found
 * handler, or undefined when no build exists (API-only runs and tests).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app build not found; serving the API only');
    return undefined;
  }
  const assetsDir = path.join(path.resolve(webDistDir), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.startsWith(assetsDir);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE_ASSET_CACHE : 'no-cache');
      if (isHashedAsset && /\.(js|css)(\.br|\.gz)?$/.test(filePath)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
    },
  });
  return (request, reply) => {
    const url = request.url;
    const acceptsHtml =
      (request.headers.accept ?? '').includes('text/html') || request.headers.accept === undefined;
    if (request.method !== 'GET' || !acceptsHtml || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return false;
    }
    if (isFilePath(url.split('?')[0] ?? '')) return false;
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return true;
  };
}

/**
 * Whether a path names a file of the build (missing, since the static files answered first): one
 * under /assets/, or a top-level name with an extension (/favicon.svg, /robots.txt). The build has no
 * other folders, so any other path is an app route, even when its last part has a dot: a share or
 * profile link names a security or a person (/trade/7/Dr.%20Reddy's, /profile/3/Dr. Reddy).
 */
function isFilePath(pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return true;
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 1 && /\.[a-z0-9]+$/i.test(segments[0]!);
}
