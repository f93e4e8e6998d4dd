/**
 * Lighthouse against the real server, as a new user meets it: the production web build served by
 * `npm run start -w @tradecircle/server` (NODE_ENV=production) on a fresh embedded database with the
 * demo seed.
 *
 * Pages: the landing page, a security page (RELIANCE) and a seeded expert's public profile as a
 * visitor; Home, Trending and a group page (Nifty Momentum Club) signed in as the seeded member
 * (SIGNED_IN_PHONE, her session put in the browser's storage before each audit, which then keeps
 * it); each with Lighthouse's mobile preset (its default: Moto G Power, slow 4G, 4x CPU, simulated)
 * and its desktop preset, LIGHTHOUSE_RUNS times (default 3); the table shows the medians.
 *
 * JS: bytes transferred (compressed, response headers included) for the scripts the page loaded
 * during the audit. "Initial" counts the chunks the page cannot render without: the entry's static
 * imports and the route's page chunk with its static imports (from the build's manifest,
 * apps/web/dist/.vite/manifest.json); "all" adds what the page loads lazily while it settles (the
 * price chart, the desktop search box). Debian's Chromium, headless, a fresh browser per audit.
 *
 * Run: npm run lighthouse -w @tradecircle/bench
 *   LIGHTHOUSE_RUNS=1 (quicker), LIGHTHOUSE_SKIP_BUILD=1 (use apps/web/dist as it is),
 *   LIGHTHOUSE_PAGES=landing,security (a subset; also home, trending, group), LIGHTHOUSE_PORT=8095,
 *   CHROMIUM_PATH=/usr/bin/chromium.
 * Writes results/<time>.json (every run's figures) and results/<time>/<page>-<preset>.json (the
 * median run's full Lighthouse report, for reading the findings).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { SANDBOXES_BY_NAME } from '../../apps/server/src/config.ts';
import { repoRoot, startAppServer, stopProcessGroup, waitForHealth } from '../server-process.ts';

const resultsDir = path.join(import.meta.dirname, 'results');
const manifestFile = path.join(repoRoot, 'apps/web/dist/.vite/manifest.json');
const PORT = Number(process.env.LIGHTHOUSE_PORT || 8095);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
/** A seeded SEBI-registered expert with trades on her profile (apps/server/src/seed/users.data.ts). */
const PROFILE_PHONE = '9810000003';
const PROFILE_NAME = 'Meera-Iyer';
/** The seeded follower, a member of groups (Home's rows, the group page's member view). */
const SIGNED_IN_PHONE = '9810000005';
/** A seeded public group she is a member of. */
const GROUP_NAME = 'Nifty Momentum Club';

const TARGETS = { desktopPerformance: 95, mobilePerformance: 85, accessibility: 95, initialJsKb: 200 };

type Preset = 'desktop' | 'mobile';
/** `module`: the route's page component, as the build manifest names it; `signedIn`: as the member. */
type PageToAudit = { name: string; path: string; module: string; signedIn?: boolean };
/** What the web app keeps in localStorage after a sign-in (apps/web/src/shared/api/session.ts). */
type SignedIn = { userId: number; profileId: number; refresh: string };
type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The initial scripts' compressed bodies (the brotli files the server sent): the target's measure. */
  initialJsKb: number;
  /** The same scripts as transferred, HTTP response headers included. */
  initialTransferKb: number;
  allJsKb: number;
  scripts: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** The seeded expert's user id, as the sign-in call names it (ids depend on the seed's order). */
async function profilePath(): Promise<string> {
  const response = await fetch(`${ORIGIN}/backend/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: PROFILE_PHONE }),
  });
  if (!response.ok) {
    throw new Error(`login for the profile's user id: ${response.status} ${await response.text()}`);
  }
  const { user_id: userId } = (await response.json()) as { user_id: number };
  return `/profile/${userId}/${PROFILE_NAME}`;
}

async function postJson<T>(urlPath: string, body: unknown): Promise<T> {
  const response = await fetch(`${ORIGIN}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The member signed in through the app's own OTP flow (the developer SMS outbox, this machine). */
async function signInMember(): Promise<SignedIn> {
  const login = await postJson<{ user_id: number }>('/backend/api/login/', { phone: SIGNED_IN_PHONE });
  const outbox = (await (await fetch(`${ORIGIN}/backend/api/dev/sms-outbox/${SIGNED_IN_PHONE}`)).json()) as {
    otp: string;
  }[];
  const verified = await postJson<{ profile_id: number; token: { refresh: string } }>(
    `/backend/api/verify_otp/${login.user_id}/`,
    { otp: outbox[0]!.otp },
  );
  return { userId: login.user_id, profileId: verified.profile_id, refresh: verified.token.refresh };
}

/**
 * Puts a fresh pair of the member's tokens into the browser's storage for the app's origin, from a
 * page of the API (JSON, so none of the app's files is fetched and cached before the audit). Each
 * refresh token works once: the pair is rotated for every audit and the newest kept.
 */
async function storeSession(chromePort: number, member: SignedIn): Promise<void> {
  const pair = await postJson<{ access: string; refresh: string }>('/backend/api/token/refresh/', {
    refresh: member.refresh,
  });
  member.refresh = pair.refresh;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${ORIGIN}/backend/health`);
    await tab.evaluate(
      (entries: [string, string][]) => {
        // Runs in the page (this package has no DOM types).
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        for (const [key, value] of entries) storage.setItem(key, value);
      },
      [
        ['user_id', String(member.userId)],
        ['profile_id', String(member.profileId)],
        ['verified', 'true'],
        ['access', pair.access],
        ['refresh', pair.refresh],
        ['token', JSON.stringify(pair)],
        ['auth_check_status', 'HOME'],
        ['private', 'true'],
        ['is_superuser', 'false'],
      ] as [string, string][],
    );
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** The group's id, as search answers it (ids depend on the seed's order). */
async function groupPath(): Promise<string> {
  const response = await fetch(`${ORIGIN}/backend/api/search/?q=${encodeURIComponent(GROUP_NAME)}`);
  const { groups } = (await response.json()) as { groups: { id: number; name: string }[] };
  const group = groups.find((candidate) => candidate.name === GROUP_NAME);
  if (!group) throw new Error(`search found no group named ${GROUP_NAME}`);
  return `/groups/${group.id}`;
}

/** The URL paths of the chunks a page needs to render: entry and page module, static imports. */
function initialFiles(pageModule: string): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[pageModule]) throw new Error(`${manifestFile} has no entry or no ${pageModule}`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry, pageModule];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(`/${chunk.file}`);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/**
 * The body the server sends for a built file to a browser that accepts brotli (Chromium does): the
 * precompressed .br beside it, else the file. Lighthouse's transferSize adds the response headers
 * (~400 bytes a file over HTTP/1.1), which are not JavaScript; both are reported.
 */
function servedBodyBytes(urlPath: string): number {
  const file = path.join(repoRoot, 'apps/web/dist', urlPath);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

function figuresOf(lhr: Result, initial: Set<string>): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
  const requests = (details?.items ?? []) as { url: string; resourceType?: string; transferSize?: number }[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const bytes = (list: typeof scripts) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const initialScripts = scripts.filter((request) => initial.has(new URL(request.url).pathname));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    initialJsKb: kb(
      initialScripts.reduce((sum, request) => sum + servedBodyBytes(new URL(request.url).pathname), 0),
    ),
    initialTransferKb: kb(bytes(initialScripts)),
    allJsKb: kb(bytes(scripts)),
    scripts: scripts.length,
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
  };
}

async function audit(url: string, preset: Preset, member?: SignedIn): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (member) await storeSession(chrome.port, member);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse clears the origin's storage first, the session with it; a fresh browser per audit
      // still starts with an empty cache.
      disableStorageReset: member !== undefined,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function auditWithRetry(url: string, preset: Preset, member?: SignedIn, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, preset, member);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`  ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    initialJsKb: of((r) => r.initialJsKb),
    initialTransferKb: of((r) => r.initialTransferKb),
    allJsKb: of((r) => r.allJsKb),
    scripts: of((r) => r.scripts),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}

type Row = { page: string; preset: Preset; runs: RunFigures[]; median: RunFigures };

function printTable(rows: Row[]): void {
  console.log(`\nMedian of ${RUNS} run(s) per page and preset (performance: median (lowest-highest)):\n`);
  console.log(
    '| page | preset | performance | accessibility | best practices | initial JS compressed (transferred) | all JS (scripts) | FCP ms | LCP ms | TBT ms | CLS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { page, preset, runs, median: m } of rows) {
    const scores = runs.map((r) => r.performance);
    const range = scores.length > 1 ? ` (${Math.min(...scores)}-${Math.max(...scores)})` : '';
    console.log(
      `| ${page} | ${preset} | ${m.performance}${range} | ${m.accessibility} | ${m.bestPractices} | ${m.initialJsKb} kB (${m.initialTransferKb} kB) | ${m.allJsKb} kB (${m.scripts}) | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} |`,
    );
  }
  const misses = rows.flatMap(({ page, preset, median: m }) => {
    const performanceTarget = preset === 'desktop' ? TARGETS.desktopPerformance : TARGETS.mobilePerformance;
    const where = `${page} ${preset}`;
    return [
      m.performance < performanceTarget
        ? `${where}: performance ${m.performance} < ${performanceTarget}`
        : '',
      m.accessibility < TARGETS.accessibility
        ? `${where}: accessibility ${m.accessibility} < ${TARGETS.accessibility}`
        : '',
      m.initialJsKb > TARGETS.initialJsKb
        ? `${where}: initial JS ${m.initialJsKb} kB > ${TARGETS.initialJsKb} kB`
        : '',
    ].filter(Boolean);
  });
  console.log(
    misses.length ? `\nTargets missed:\n${misses.map((m) => `- ${m}`).join('\n')}` : '\nEvery target met.',
  );
}

async function main(): Promise<void> {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
    log('building the web app (npm run build -w @tradecircle/web)...');
    execFileSync('npm', ['run', 'build', '-w', '@tradecircle/web'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradecircle-lighthouse-'));
  // Production, on the demo's sandboxes and data named one by one (production refuses to assume them).
  const server = startAppServer({
    port: PORT,
    dataDir,
    env: {
      NODE_ENV: 'production',
      ...SANDBOXES_BY_NAME,
      // The SMS outbox, for the member's sign-in (loopback only).
      DEV_ROUTES: 'true',
    },
  });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const rows: Row[] = [];
  try {
    await waitForHealth(`${ORIGIN}/backend/health`, 180_000);
    const pages: PageToAudit[] = [
      { name: 'landing', path: '/', module: 'src/features/landing/landing-page.tsx' },
      {
        name: 'security',
        path: '/search/RELIANCE-NSE?tab=0',
        module: 'src/features/securities/security-page.tsx',
      },
      { name: 'profile', path: await profilePath(), module: 'src/features/profile/others-profile-page.tsx' },
    ];
    const member = await signInMember();
    pages.push(
      {
        name: 'home',
        path: `/home/${member.userId}`,
        module: 'src/features/home/home-page.tsx',
        signedIn: true,
      },
      {
        name: 'trending',
        path: '/trending/main',
        module: 'src/features/trending/pages/trending-page.tsx',
        signedIn: true,
      },
      {
        name: 'group',
        path: await groupPath(),
        module: 'src/features/groups/pages/group-detail-page.tsx',
        signedIn: true,
      },
    );
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
    mkdirSync(path.join(resultsDir, stamp), { recursive: true });
    for (const page of pages.filter((p) => !wanted || wanted.includes(p.name))) {
      const initial = initialFiles(page.module);
      for (const preset of ['desktop', 'mobile'] as const) {
        const reports: Result[] = [];
        const runs: RunFigures[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const lhr = await auditWithRetry(
            `${ORIGIN}${page.path}`,
            preset,
            page.signedIn ? member : undefined,
          );
          if (page.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
            throw new Error(`${page.name}: the session did not hold (ended at ${lhr.finalDisplayedUrl})`);
          }
          const f = figuresOf(lhr, initial);
          reports.push(lhr);
          runs.push(f);
          log(
            `${page.name} ${preset} run ${run}/${RUNS}: performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, JS ${f.initialJsKb} / ${f.allJsKb} kB`,
          );
        }
        const m = medianFigures(runs);
        const medianRun = reports[runs.findIndex((r) => r.performance === m.performance)];
        writeFileSync(path.join(resultsDir, stamp, `${page.name}-${preset}.json`), JSON.stringify(medianRun));
        rows.push({ page: `${page.name} (${page.path})`, preset, runs, median: m });
      }
    }
  } finally {
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const summary = {
    when: new Date().toISOString(),
    runsPerPage: RUNS,
    load: os.loadavg(),
    targets: TARGETS,
    rows,
  };
  writeFileSync(path.join(resultsDir, `${stamp}.json`), JSON.stringify(summary, null, 2));
  printTable(rows);
  console.log(`\nResults: ${path.relative(repoRoot, path.join(resultsDir, `${stamp}.json`))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
