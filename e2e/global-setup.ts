import { ensureChromium } from './chromium.ts';

export default function globalSetup(): void {
  ensureChromium();
}
