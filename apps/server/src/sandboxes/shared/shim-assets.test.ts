import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shimAssetRoutes } from './shim-assets.ts';

const sandboxes = path.join(import.meta.dirname, '..');
const SHIMS = [
  { urlPath: '/sandbox/broker', dir: 'broker/assets', script: 'scdk.js', stylesheet: 'scdk.css' },
  { urlPath: '/sandbox/razorpay', dir: 'payments/assets', script: 'checkout.js', stylesheet: 'checkout.css' },
];
const read = (...parts: string[]) => readFile(path.join(sandboxes, ...parts), 'utf8');

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  for (const shim of SHIMS) {
    await app.register(shimAssetRoutes, {
      ...shim,
      dir: path.join(sandboxes, shim.dir),
      tags: ['test'],
      summary: 'A shim',
    });
  }
  await app.ready();
});
afterAll(() => app.close());

describe.each(SHIMS)('the $script shim', (shim) => {
  it('is served as one script: the shared kit, then the shim, inside one function', async () => {
    const answer = await app.inject({ url: `${shim.urlPath}/${shim.script}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const kit = await read('shared/assets/shim-kit.js');
    const own = await read(shim.dir, shim.script);
    expect(answer.body).toBe(`(() => {\n${kit}\n${own}\n})();\n`);
    // It compiles as the classic script the browser runs (nothing runs here: it needs a DOM).
    expect(() => new Function(answer.body)).not.toThrow();
  });

  it('has its stylesheet served over the shared modal shell, so its own rules come last', async () => {
    const answer = await app.inject({ url: `${shim.urlPath}/${shim.stylesheet}` });
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const kit = await read('shared/assets/shim-kit.css');
    const own = await read(shim.dir, shim.stylesheet);
    expect(answer.body).toBe(`${kit}\n${own}`);
  });
});
