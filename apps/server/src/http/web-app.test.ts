/**
 * Serving the built web app: precompressed files chosen by Accept-Encoding, and cache headers.
 * The app serves a small dist folder built here (index.html, a hashed script with its .br and .gz,
 * a hashed stylesheet with no compressed copies, a favicon), not the real build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support.ts';
import { IMMUTABLE_ASSET_CACHE } from './web-app.ts';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>TradeCircle</title>${'<!-- padding -->'.repeat(20)}</head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const STYLESHEET = 'body { margin: 0 }\n';

let distDir: string;
let ctx: TestContext;

function writeWithCompressedCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'tradecircle-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeWithCompressedCopies(path.join(distDir, 'index.html'), INDEX_HTML);
  writeWithCompressedCopies(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'assets', 'small-Ef56Gh78.css'), STYLESHEET);
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

/** The body as the client would read it after undoing the response's Content-Encoding. */
function decodedBody(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === undefined) return raw.toString('utf8');
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

function varyTokens(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());
}

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const SCRIPT_URL = '/assets/index-Ab12Cd34.js';

describe('compressed static files', () => {
  it('sends the brotli copy when Accept-Encoding has br', async () => {
    const response = await get(SCRIPT_URL, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decodedBody(response)).toBe(SCRIPT);
    expect(varyTokens(response)).toContain('accept-encoding');
  });

  it('sends the gzip copy when only gzip is accepted, or br is refused', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(SCRIPT_URL, { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(decodedBody(response)).toBe(SCRIPT);
      expect(varyTokens(response)).toContain('accept-encoding');
    }
  });

  it('sends the plain file when no encoding is accepted, still with Vary', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const response = await get(SCRIPT_URL, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(varyTokens(response)).toContain('accept-encoding');
    }
  });

  it('sends the plain file when the build left no compressed copy (files below the threshold)', async () => {
    const response = await get('/assets/small-Ef56Gh78.css', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe(STYLESHEET);
    expect(varyTokens(response)).toContain('accept-encoding');
  });
});

describe('cache headers', () => {
  it('lets browsers keep hashed assets for a year, compressed or not', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const script = await get(SCRIPT_URL, { 'accept-encoding': acceptEncoding });
      expect(script.headers['cache-control'], acceptEncoding).toBe(IMMUTABLE_ASSET_CACHE);
    }
    const stylesheet = await get('/assets/small-Ef56Gh78.css');
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every use, asked for by name or as /', async () => {
    for (const url of ['/', '/index.html']) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, { accept: HTML, 'accept-encoding': acceptEncoding });
        expect(response.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(response.headers['cache-control'], `${url} ${acceptEncoding}`).toBe('no-cache');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(decodedBody(response)).toBe(INDEX_HTML);
      }
    }
  });

  it('answers an app route (the SPA fallback) with index.html, compressed and not cached', async () => {
    const brotli = await get('/profile/3/asha-rao?tab=1', { accept: HTML, 'accept-encoding': 'gzip, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(varyTokens(brotli)).toContain('accept-encoding');
    expect(decodedBody(brotli)).toBe(INDEX_HTML);

    const gzip = await get('/search/RELIANCE', { accept: HTML, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(decodedBody(gzip)).toBe(INDEX_HTML);

    const plain = await get('/search/RELIANCE', { accept: HTML });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('answers an app route whose last part has a dot (a share or profile link) with index.html', async () => {
    for (const url of [
      "/trade/7/Dr.%20Reddy's",
      '/profile/3/Dr.%20Reddy',
      '/profile/3/Dr. Reddy',
      '/search/M.M.FORGINGS?tab=0',
      '/trade/9/BAJAJ-AUTO.NS',
    ]) {
      const response = await get(url, { accept: HTML, 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(decodedBody(response), url).toBe(INDEX_HTML);
    }
  });

  it('still answers a missing file of the build with 404: under /assets/, or a top-level name', async () => {
    for (const url of [
      '/assets/chunk-Zz99Zz99.css',
      '/assets/fonts/inter.woff2',
      '/assets/nothing',
      '/robots.txt',
    ]) {
      const response = await get(url, { accept: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('revalidates other top-level files, whose names carry no hash', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not index.html and not a year-long cache', async () => {
    const response = await get('/assets/index-Zz99Zz99.js', { accept: HTML, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE_ASSET_CACHE);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('sends the document-only security headers with documents, not with scripts and stylesheets', async () => {
    const page = await get('/search/RELIANCE', { accept: HTML, 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of [SCRIPT_URL, '/assets/small-Ef56Gh78.css']) {
      for (const acceptEncoding of ['br', 'identity']) {
        const asset = await get(url, { 'accept-encoding': acceptEncoding });
        expect(asset.headers['content-security-policy'], url).toBeUndefined();
        expect(asset.headers['x-frame-options'], url).toBeUndefined();
        expect(asset.headers['strict-transport-security'], url).toBeUndefined();
        expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
        expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      }
    }
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves the API alone', async () => {
    const response = await get('/backend/health', { accept: HTML, 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
