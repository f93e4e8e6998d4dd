/**
 * Sector heatmap smoothness: the app's live HeatmapTreemap with 500 securities in headless
 * Chromium, fed by the real live-price client over a bench /ws/security/ where all 500 tick every
 * second. Frame times come from requestAnimationFrame; the baseline is the same page in the same run
 * with the ticks paused. Run: npm run web-heatmap -w @tradecircle/bench (WEB_HEATMAP_SECONDS=10).
 */
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../e2e/chromium.ts';
import { summarise } from '../stats.ts';
import { saveProfile, type Viewport } from '../web-frames.ts';
import { buildBenchPage, startLiveServer, type TickServer } from '../web-live-server.ts';
import { HEATMAP_SIZE, startPrice } from './page/heatmap-data.ts';

const TICK_MS = 1000;
const WARMUP_MS = 3000;
const MEASURE_MS = Number(process.env.WEB_HEATMAP_SECONDS || 10) * 1000;
const WATCHDOG_MS = 300_000;
const TARGET_P95_MS = 20;
/** A path: unminified build, and a CPU profile of the phone's live phase written there. */
const PROFILE_PATH = process.env.WEB_HEATMAP_PROFILE;
const here = import.meta.dirname;
const distDir = path.join(here, 'dist');

const VIEWPORTS: Viewport[] = [
  { label: 'desktop 1280 px', width: 1280, height: 800, cpuSlowdown: 1 },
  { label: 'desktop 1280 px, CPU 4x', width: 1280, height: 800, cpuSlowdown: 4 },
  { label: 'phone 390 px, CPU 4x', width: 390, height: 844, cpuSlowdown: 4 },
];

type Phase = 'baseline (no ticks)' | 'live (500 securities/s)' | 'live, pointer moving';

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
  layouts: number;
  ticksSent: number;
}

type BenchWindow = {
  benchHeatmap: {
    start(isPointerMoving: boolean): void;
    stop(): { frames: number[]; longTaskMs: number; mutations: number; layouts: number };
    quotesSeen(): number;
    tiles(): number;
  };
};

async function measurePhase(page: Page, ticks: TickServer, viewport: Viewport, phase: Phase) {
  ticks.isTicking = phase !== 'baseline (no ticks)';
  await page.waitForTimeout(WARMUP_MS);
  const sentBefore = ticks.ticksSent;
  await page.evaluate(
    (moving) => (globalThis as unknown as BenchWindow).benchHeatmap.start(moving),
    phase === 'live, pointer moving',
  );
  await page.waitForTimeout(MEASURE_MS);
  const recorded = await page.evaluate(() => (globalThis as unknown as BenchWindow).benchHeatmap.stop());
  const total = recorded.frames.reduce((sum, frame) => sum + frame, 0);
  const result: PhaseResult = {
    viewport: viewport.label,
    phase,
    frames: recorded.frames.length,
    fps: total > 0 ? (recorded.frames.length / total) * 1000 : 0,
    ...summarise(recorded.frames),
    longTaskMs: recorded.longTaskMs,
    mutations: recorded.mutations,
    layouts: recorded.layouts,
    ticksSent: ticks.ticksSent - sentBefore,
  };
  return result;
}

async function measureViewport(browser: Browser, url: string, ticks: TickServer, viewport: Viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('listbox', { name: 'Sector heatmap' }).waitFor();
  const tiles = await page.evaluate(() => (globalThis as unknown as BenchWindow).benchHeatmap.tiles());
  if (tiles !== HEATMAP_SIZE) throw new Error(`expected ${HEATMAP_SIZE} tiles, found ${tiles}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpuSlowdown });
  const baseline = await measurePhase(page, ticks, viewport, 'baseline (no ticks)');
  const profiling = PROFILE_PATH && viewport === VIEWPORTS.at(-1);
  if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const live = await measurePhase(page, ticks, viewport, 'live (500 securities/s)');
  if (profiling) await saveProfile((await cdp.send('Profiler.stop')).profile, PROFILE_PATH);
  const pointer = await measurePhase(page, ticks, viewport, 'live, pointer moving');
  const quotesSeen = await page.evaluate(() =>
    (globalThis as unknown as BenchWindow).benchHeatmap.quotesSeen(),
  );
  if (quotesSeen !== HEATMAP_SIZE || ticks.subscribedCount() !== HEATMAP_SIZE) {
    throw new Error(
      `tiles are not live: ${quotesSeen} quotes seen, ${ticks.subscribedCount()} ids subscribed`,
    );
  }
  if (live.mutations === 0) throw new Error('the tiles never changed while ticking');
  ticks.isTicking = false;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.screenshot({ path: path.join(distDir, `heatmap-${viewport.width}.png`), timeout: 15_000 });
  await context.close();
  return [baseline, live, pointer];
}

function report(results: PhaseResult[]): void {
  const ms = (value: number) => value.toFixed(1);
  console.log(
    '\n| viewport | phase | frames | fps | p50 ms | p95 ms | p99 ms | max ms | long tasks ms | DOM mutations | re-layouts | ticks delivered |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.viewport} | ${r.phase} | ${r.frames} | ${r.fps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${Math.round(r.longTaskMs)} | ${r.mutations} | ${r.layouts} | ${r.ticksSent} |`,
    );
  }
  console.log('');
  // Results come in threes per viewport: the baseline, then the two live phases.
  for (let index = 0; index < results.length; index += 3) {
    const baseline = results[index]!;
    for (const live of results.slice(index + 1, index + 3)) {
      const verdict = live.p95 < TARGET_P95_MS ? 'meets' : 'MISSES';
      console.log(
        `${live.viewport}, ${live.phase}: p95 ${ms(live.p95)} ms = ${(live.p95 / baseline.p95).toFixed(2)}x its baseline; ${verdict} the ${TARGET_P95_MS} ms target`,
      );
    }
  }
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`web-heatmap bench: gave up after ${WATCHDOG_MS / 1000} s`);
    process.exit(2);
  }, WATCHDOG_MS);
  ensureChromium();
  await buildBenchPage(path.join(here, 'page'), distDir, !PROFILE_PATH);
  const { server, ticks, url } = await startLiveServer(distDir, {
    securityCount: HEATMAP_SIZE,
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
