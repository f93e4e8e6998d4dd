/**
 * Web feed smoothness: the app's TradeFeed with 200 live cards in headless Chromium, fed by the real
 * live-price client over a bench /ws/security/ where 500 securities tick every second. Frame times
 * come from requestAnimationFrame; the baseline is the same page in the same run with the ticks
 * paused. Run: npm run web-feed -w @tradecircle/bench (WEB_FEED_SECONDS=10 to change the window).
 */
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../e2e/chromium.ts';
import { percentile } from '../stats.ts';
import { saveProfile, type Viewport } from '../web-frames.ts';
import { buildBenchPage, startLiveServer, type TickServer } from '../web-live-server.ts';
import { FEED_SIZE, startPrice } from './page/feed-trades.ts';

const SECURITY_COUNT = 500;
const TICK_MS = 1000;
const WARMUP_MS = 3000;
const MEASURE_MS = Number(process.env.WEB_FEED_SECONDS || 10) * 1000;
const WATCHDOG_MS = 240_000;
const TARGET_P95_MS = 20;
/** A path: unminified build, and a CPU profile of the first live phase written there (top functions printed). */
const PROFILE_PATH = process.env.WEB_FEED_PROFILE;
const here = import.meta.dirname;
const distDir = path.join(here, 'dist');

const VIEWPORTS: Viewport[] = [
  { label: 'desktop 1280 px', width: 1280, height: 800, cpuSlowdown: 1 },
  { label: 'phone 390 px, CPU 4x slower', width: 390, height: 844, cpuSlowdown: 4 },
];

type Phase = 'baseline (no ticks)' | 'live (500 securities/s)' | 'baseline, scrolling' | 'live, scrolling';

interface PhaseResult {
  viewport: string;
  phase: Phase;
  frames: number;
  fps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  longTaskMs: number;
  mutations: number;
  ticksSent: number;
}

type BenchWindow = {
  benchFeed: {
    start(isScrolling: boolean): void;
    stop(): { frames: number[]; longTaskMs: number; mutations: number };
    quotesSeen(): number;
  };
};

async function measurePhase(
  page: Page,
  ticks: TickServer,
  viewport: Viewport,
  phase: Phase,
): Promise<PhaseResult> {
  ticks.isTicking = phase.startsWith('live');
  await page.mouse.wheel(0, -1_000_000);
  await page.waitForTimeout(WARMUP_MS);
  const sentBefore = ticks.ticksSent;
  const isScrolling = phase.endsWith('scrolling');
  await page.evaluate(
    (scroll) => (globalThis as unknown as BenchWindow).benchFeed.start(scroll),
    isScrolling,
  );
  await page.waitForTimeout(MEASURE_MS);
  const recorded = await page.evaluate(() => (globalThis as unknown as BenchWindow).benchFeed.stop());
  const sorted = [...recorded.frames].sort((a, b) => a - b);
  const total = recorded.frames.reduce((sum, frame) => sum + frame, 0);
  return {
    viewport: viewport.label,
    phase,
    frames: sorted.length,
    fps: total > 0 ? (sorted.length / total) * 1000 : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    longTaskMs: recorded.longTaskMs,
    mutations: recorded.mutations,
    ticksSent: ticks.ticksSent - sentBefore,
  };
}

async function measureViewport(browser: Browser, url: string, ticks: TickServer, viewport: Viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('region', { name: 'Trades' }).waitFor();
  const cards = await page.getByRole('region', { name: 'Trades' }).locator(':scope > div').count();
  if (cards !== FEED_SIZE) throw new Error(`expected ${FEED_SIZE} cards, found ${cards}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpuSlowdown });
  const baseline = await measurePhase(page, ticks, viewport, 'baseline (no ticks)');
  const profiling = PROFILE_PATH && viewport === VIEWPORTS[0];
  if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const live = await measurePhase(page, ticks, viewport, 'live (500 securities/s)');
  if (profiling) await saveProfile((await cdp.send('Profiler.stop')).profile, PROFILE_PATH);
  const scrollingBaseline = await measurePhase(page, ticks, viewport, 'baseline, scrolling');
  const scrollingLive = await measurePhase(page, ticks, viewport, 'live, scrolling');
  const quotesSeen = await page.evaluate(() => (globalThis as unknown as BenchWindow).benchFeed.quotesSeen());
  if (quotesSeen !== FEED_SIZE || ticks.subscribedCount() !== FEED_SIZE) {
    throw new Error(
      `cards are not live: ${quotesSeen} quotes seen, ${ticks.subscribedCount()} ids subscribed`,
    );
  }
  if (live.mutations === 0) throw new Error('the cards never changed while ticking');
  ticks.isTicking = false;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.screenshot({ path: path.join(distDir, `feed-${viewport.width}.png`), timeout: 15_000 });
  await context.close();
  return [baseline, live, scrollingBaseline, scrollingLive];
}

function report(results: PhaseResult[]): void {
  const ms = (value: number) => value.toFixed(1);
  console.log(
    '\n| viewport | phase | frames | fps | p50 ms | p95 ms | p99 ms | max ms | long tasks ms | DOM mutations | ticks delivered |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.viewport} | ${r.phase} | ${r.frames} | ${r.fps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${Math.round(r.longTaskMs)} | ${r.mutations} | ${r.ticksSent} |`,
    );
  }
  console.log('');
  // Results come in (baseline, live) pairs: at rest, then scrolling, per viewport.
  for (let index = 0; index < results.length; index += 2) {
    const [baseline, live] = [results[index]!, results[index + 1]!];
    const verdict = live.p95 < TARGET_P95_MS ? 'meets' : 'MISSES';
    console.log(
      `${live.viewport}, ${live.phase}: p95 ${ms(live.p95)} ms = ${(live.p95 / baseline.p95).toFixed(2)}x its baseline; ${verdict} the ${TARGET_P95_MS} ms target`,
    );
  }
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`web-feed bench: gave up after ${WATCHDOG_MS / 1000} s`);
    process.exit(2);
  }, WATCHDOG_MS);
  ensureChromium();
  await buildBenchPage(path.join(here, 'page'), distDir, !PROFILE_PATH);
  const { server, ticks, url } = await startLiveServer(distDir, {
    securityCount: SECURITY_COUNT,
    tickMs: TICK_MS,
    startPrice,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: PhaseResult[] = [];
    for (const viewport of VIEWPORTS) results.push(...(await measureViewport(browser, url, ticks, viewport)));
    report(results);
  } finally {
    await browser.close();
    ticks.close();
    server.close();
    clearTimeout(watchdog);
  }
}

await main();
