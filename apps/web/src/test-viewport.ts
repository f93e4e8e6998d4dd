/**
 * Makes MUI's useMediaQuery see a window `width` px wide (jsdom has no matchMedia), and whether the
 * user asks for reduced motion. Test-only.
 */
import { vi } from 'vitest';

function matches(query: string, width: number, reduceMotion: boolean): boolean {
  if (query.includes('prefers-reduced-motion')) return reduceMotion;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * `reduceMotion` defaults to true: a reduced-motion query names no width, so it has always matched
 * here, which keeps autoplay and slide animations out of tests that do not ask for them.
 */
export function setViewportWidth(
  width: number,
  { reduceMotion = true }: { reduceMotion?: boolean } = {},
): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query, width, reduceMotion),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
