import { type EmotionCache, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach } from 'vitest';
import { clearAllStorage } from './shared/api/session.ts';

// findBy/waitFor poll until this much time has passed: 1 s (the default) is too short when the web
// tests share two cores with the server suite, while a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

/** MUI's styles go into Emotion's default cache, one <style> per rule (what renders outside a CacheProvider). */
function readDefaultEmotionCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  function Capture() {
    cache = useEmotionCache();
    return null;
  }
  renderToStaticMarkup(createElement(Capture));
  return cache;
}

// Emotion's module-level default, the same object for every test: read at the first flush, not after each.
let defaultEmotionCache: EmotionCache | null | undefined;

// Files share their worker's document (isolate: false), and Emotion's rules piled up in it from test
// to test and file to file: 2,000 <style> elements after a few dialog-heavy files, every later
// getComputedStyle (each *ByRole query) walking them all, so files late in a worker ran 3-5x slower
// than alone and timed out in CI. Each test now starts with no rules; Emotion writes again what it renders.
afterEach(() => {
  cleanup();
  clearAllStorage();
  defaultEmotionCache ??= readDefaultEmotionCache();
  const cache = defaultEmotionCache;
  if (!cache) return;
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
});
