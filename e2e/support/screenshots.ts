import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * Pictures are for people looking at the pages: on by default, off in CI (CI=true), where the clean
 * clone that would hold them is thrown away and drawing them costs about a sixth of the browser's
 * time; E2E_SCREENSHOTS=1 turns them on there.
 */
const SCREENSHOTS_ON = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export type ScreenshotWidth = keyof typeof VIEWPORTS;

export interface ScreenshotOptions {
  /**
   * The whole page (default), or only what is on screen: a dialog is fixed to the viewport, so a
   * full-page picture would show it over a stretch of the page behind.
   */
  fullPage?: boolean;
  /** Only this element, e.g. one card. */
  element?: Locator;
}

/** Lets running transitions end (a dialog fading in looks half drawn); endless ones (skeletons) are left. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Saves a screenshot as a CI artifact: e2e/artifacts/<name>-<width>.png. */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: ScreenshotOptions = {},
): Promise<string> {
  if (!SCREENSHOTS_ON) return '';
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(ARTIFACTS_DIR, `${name}-${width}.png`);
  await animationsDone(page);
  const fullPage = options.fullPage ?? true;
  // From the top, so the fixed header sits above the page rather than over the middle of it.
  if (fullPage && !options.element) await page.evaluate(() => window.scrollTo(0, 0));
  if (options.element) await options.element.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage });
  return file;
}

/** Two animation frames: media queries have answered the resize and React has drawn the result. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * The screen at 1280 and at 390 px, then back to the width it had. The page re-lays itself out on
 * the resize (dialogs go full screen under 768 px); `ready` waits for what must be visible.
 */
export async function saveAtBothWidths(
  page: Page,
  name: string,
  options: ScreenshotOptions & { ready?: () => Promise<void> } = {},
): Promise<void> {
  const initial = page.viewportSize() ?? VIEWPORTS.desktop;
  for (const width of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    await settled(page);
    await options.ready?.();
    await saveScreenshot(page, name, options);
  }
  await page.setViewportSize(initial);
}
