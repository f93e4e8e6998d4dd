import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

const KIT_DIR = path.join(import.meta.dirname, 'assets');

/**
 * What the page's CSP must add for a sandbox's browser shim: nothing. The shims are plain scripts and
 * stylesheets served from our origin (script-src 'self'), and they call the sandbox on our origin
 * (connect-src 'self'); a real provider's adds its hosts (RAZORPAY_CSP).
 */
export const SANDBOX_SHIM_CSP = { script: [], frame: [], connect: [] } as const satisfies Record<
  'script' | 'frame' | 'connect',
  readonly string[]
>;

/**
 * A shim's script as served: the shared kit (assets/shim-kit.js) and then the shim, inside one
 * function, so the kit's helpers are the shim's own and only the SDK's global reaches the page.
 */
export const composeShimScript = (kit: string, shim: string) => `(() => {\n${kit}\n${shim}\n})();\n`;

/** A shim's stylesheet as served: the shared modal shell first, so the shim's own rules win. */
export const composeShimStyles = (kit: string, own: string) => `${kit}\n${own}`;

export type ShimAssetsOptions = {
  /** Where the shim is served under the API prefix, e.g. `/sandbox/broker`. */
  urlPath: string;
  /** The folder holding the shim's own script and stylesheet. */
  dir: string;
  script: string;
  stylesheet: string;
  tags: string[];
  /** The OpenAPI summary; the file's name is appended. */
  summary: string;
};

/**
 * Serves one sandbox's browser shim, its script and its stylesheet, each composed with the shared
 * kit: the browser loads them as it loads the real provider's SDK (`<script src>`, then the
 * stylesheet the script adds), never cached without asking again.
 */
export const shimAssetRoutes: FastifyPluginAsync<ShimAssetsOptions> = async (app, options) => {
  const read = (dir: string, name: string) => readFile(path.join(dir, name), 'utf8');
  const [kitScript, kitStyles, script, styles] = await Promise.all([
    read(KIT_DIR, 'shim-kit.js'),
    read(KIT_DIR, 'shim-kit.css'),
    read(options.dir, options.script),
    read(options.dir, options.stylesheet),
  ]);
  const assets = [
    {
      name: options.script,
      contentType: 'text/javascript; charset=utf-8',
      body: composeShimScript(kitScript, script),
    },
    {
      name: options.stylesheet,
      contentType: 'text/css; charset=utf-8',
      body: composeShimStyles(kitStyles, styles),
    },
  ];
  for (const { name, contentType, body } of assets) {
    app.get(
      `${options.urlPath}/${name}`,
      { schema: { tags: options.tags, summary: `${options.summary}: ${name}` } },
      (_request, reply) =>
        reply.header('content-type', contentType).header('cache-control', 'no-cache').send(body),
    );
  }
};
