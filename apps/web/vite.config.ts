import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { EDUCATIONAL_QUOTES, SHELL_QUOTE_INDEX } from './src/shared/ui/loading-quotes.ts';

/**
 * A build is always a production build. Vite takes NODE_ENV from the environment when it is set, so
 * `NODE_ENV=development vite build` (a developer's shell, a .env, a CI step) would otherwise ship
 * React's development runtime (2-3x the JavaScript, dev-only checks on every render). Vite reads
 * NODE_ENV to decide `isProduction` after it has loaded this file, so setting it here wins.
 */
function forceProductionBuild(command: 'build' | 'serve'): void {
  if (command === 'build') process.env.NODE_ENV = 'production';
}

/** Fails the build if a development-only module (react-dom's dev build and the like) got into a chunk. */
function refuseDevelopmentModules(): Plugin {
  return {
    name: 'tradecircle:refuse-development-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const devModule = chunk.moduleIds.find((id) => /[.-]development\.js$/.test(id));
        if (devModule) this.error(`${chunk.fileName} bundles the development build ${devModule}`);
      }
    },
  };
}

/**
 * Fails the build if zod's runtime reaches the chunks every page loads first (the entry and its
 * static imports): forms and wire checks load it with their lazy chunks, and on the first load it
 * would cost ~50 kB of the 200 kB budget (bench/README.md, Lighthouse).
 */
function keepZodOutOfTheEntry(): Plugin {
  return {
    name: 'tradecircle:keep-zod-out-of-the-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk]] : [])),
      );
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const fileName of initial) {
        const zodModule = chunks
          .get(fileName)
          ?.moduleIds.find((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
        if (zodModule) this.error(`${fileName}, loaded by every page, bundles ${zodModule}`);
      }
    },
  };
}

const SHELL_QUOTE_PLACEHOLDER = '<!--shell-loading-quote-->';

/**
 * Writes a loading quote into index.html's shell, so a page's first paint already shows the loading
 * screen's text (on a slow phone the app's code takes seconds to arrive). The app's first loading
 * screen reads data-quote-index and goes on with the same quote.
 */
function shellLoadingQuote(): Plugin {
  const quote = EDUCATIONAL_QUOTES[SHELL_QUOTE_INDEX] ?? '';
  const escaped = quote.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    name: 'tradecircle:shell-loading-quote',
    transformIndexHtml(html) {
      if (!html.includes(SHELL_QUOTE_PLACEHOLDER))
        throw new Error(`index.html has no ${SHELL_QUOTE_PLACEHOLDER}`);
      return html.replace(
        SHELL_QUOTE_PLACEHOLDER,
        `<p class="tc-shell-quote" data-quote-index="${SHELL_QUOTE_INDEX}">${escaped}</p>`,
      );
    },
  };
}

export default defineConfig(({ command }) => {
  forceProductionBuild(command);
  return {
    plugins: [
      react(),
      refuseDevelopmentModules(),
      keepZodOutOfTheEntry(),
      shellLoadingQuote(),
      // Every text asset also as .br and .gz beside it; the server sends them with preCompressed
      // (apps/server/src/http/web-app.ts), so nothing is compressed per request.
      // Brotli quality 10, not the maximum 11: 2.5x faster to build for about 2% more bytes.
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        threshold: 1024,
        logLevel: 'silent',
      }),
    ],
    // The manifest (dist/.vite/manifest.json, not served) tells bench/lighthouse which chunks a page needs.
    build: {
      outDir: 'dist',
      manifest: true,
      // Every browser the app supports has <link rel="modulepreload">: the polyfill was 0.5 kB of each
      // page's first script.
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          codeSplitting: {
            // Fewer, larger chunks: each request costs a round trip and ~0.4 kB of headers, and on a
            // phone (150 ms, 6 connections) Home's 90 small files kept its data calls waiting.
            groups: [
              // The libraries every page needs (React, react-router, MUI's core) as one chunk.
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
              // TanStack Query's hooks and observers: every page with data reads them.
              { name: 'query', test: /[\\/]@tanstack[\\/]/ },
              // MUI's small internal helpers (ownerWindow, useSlotProps...), dozens of ~0.2 kB files.
              { name: 'mui-utils', test: /[\\/]@mui[\\/](utils|material[\\/]esm[\\/]utils)[\\/]/ },
              // Icons that five or more chunks share (Close, Add, Share...); the rare ones stay with their page.
              { name: 'icons', test: /[\\/]@mui[\\/]icons-material[\\/]/, minShareCount: 5 },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/backend': { target: 'http://localhost:8080', changeOrigin: true },
        '/ws': { target: 'ws://localhost:8080', ws: true },
      },
    },
  };
});
