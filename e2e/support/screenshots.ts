import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Saves a full-page screenshot as a CI artifact: e2e/artifacts/<name>-<width>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(ARTIFACTS_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
