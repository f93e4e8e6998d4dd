/**
 * Network requests of a profile page while its trades move: the real server (web build, fresh
 * embedded database with the demo seed, developer routes on), a signed-in user with 10 Live trades
 * on 10 securities on their own profile, each with a ladder of six targets 1% apart. For 60 s the
 * bench moves one security a second (round robin) to its trade's next target through the developer
 * price route, so the engine publishes a ladder step, and at the sixth target a close, every second,
 * while the simulator ticks every security; Chromium shows /my-profile and counts the HTTP requests
 * the page makes (the WebSocket excluded) and the trade pushes it receives.
 *
 * Run: npm run live-requests -w @tradecircle/bench
 *   LIVE_REQUESTS_SECONDS=60, LIVE_REQUESTS_SKIP_BUILD=1 (use apps/web/dist as it is),
 *   LIVE_REQUESTS_PORT=8096, CHROMIUM_PATH=/usr/bin/chromium.
 * To measure another checkout (the code before a change), copy this file into its bench/ and run it
 * there: it starts the server and builds the web app of the checkout it sits in.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startAppServer, stopProcessGroup, waitForHealth } from '../server-process.ts';

const PORT = Number(process.env.LIVE_REQUESTS_PORT || 8096);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MEASURE_MS = Number(process.env.LIVE_REQUESTS_SECONDS || 60) * 1000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const SYMBOLS = [
  'RELIANCE',
  'TCS',
  'INFY',
  'HDFCBANK',
  'ICICIBANK',
  'SBIN',
  'ITC',
  'LT',
  'AXISBANK',
  'KOTAKBANK',
];
/** Targets 1%, 2%, ... 6% above the entry: the first target and five intermediate rows. */
const RUNGS = 6;
const RUNG_STEP = 0.01;

type Login = {
  user_id: number;
  profile_id: number;
  user_type: string;
  token: { access: string; refresh: string };
};
type LiveTrade = { id: number; securityId: number; entry: number };

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

async function api<T>(method: 'GET' | 'POST', urlPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${ORIGIN}/backend/${urlPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new user signed in through the sandbox SMS outbox, with a profile. */
async function signIn(): Promise<Login> {
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { user_id: userId } = await api<{ user_id: number }>('POST', 'api/login/', { phone });
  let otp = '';
  for (let attempt = 0; attempt < 50 && !otp; attempt += 1) {
    const outbox = await api<{ otp: string | null }[]>('GET', `api/dev/sms-outbox/${phone}`);
    otp = outbox[0]?.otp ?? '';
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await api<
    Omit<Login, 'profile_id'> & { profile_id: number | null; is_profile_setup_complete: boolean }
  >('POST', `api/verify_otp/${userId}/`, { otp });
  if (login.profile_id !== null && login.is_profile_setup_complete)
    return { ...login, profile_id: login.profile_id };
  const created = await api<{ profile_detail: { id: number } }>(
    'POST',
    'api/create-profile/',
    { name: 'Bench Trader', user_id: userId },
    login.token.access,
  );
  return { ...login, profile_id: created.profile_detail.id };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const rungPrice = (entry: number, rung: number) => round2(entry * (1 + RUNG_STEP * rung));

/** A Live market-order Buy on `symbol` with six targets 1% apart and stop losses far below. */
async function postLiveTrade(login: Login, symbol: string): Promise<LiveTrade> {
  const found = await api<{ id: number; symbol: string; name: string; exchange: string }[]>(
    'GET',
    `api/trade/security_search/${symbol}`,
  );
  const security = found.find((row) => row.symbol === symbol && row.exchange === 'NSE');
  if (!security) throw new Error(`no NSE ${symbol} in the seed`);
  const { live_price: price } = await api<{ live_price: number }>('POST', 'api/trade/update-live-price/', {
    id: security.id,
  });
  const farStop = round2(price * 0.8);
  const trade = await api<{ id: number; status: string; entry_price: number }>(
    'POST',
    'api/trade/create-trade/',
    {
      security: security.id,
      security_name: security.name,
      trade_type: 'Buy',
      order_type: 'market_order',
      // No entry price: the trade enters now, at the live price.
      target_price: rungPrice(price, 1),
      stop_loss: farStop,
      target_stop_loss_list: Array.from({ length: RUNGS - 1 }, (_, row) => ({
        target_price: rungPrice(price, row + 2),
        stop_loss: farStop,
      })),
      lots: 1,
      duration: 3,
      reasonings: `Bench ladder on ${symbol}`,
      is_real: false,
    },
    login.token.access,
  );
  if (trade.status !== 'Active') throw new Error(`${symbol}: the market order is ${trade.status}, not Live`);
  return { id: trade.id, securityId: security.id, entry: trade.entry_price };
}

async function main(): Promise<void> {
  if (!process.env.LIVE_REQUESTS_SKIP_BUILD) {
    log('building the web app...');
    execFileSync('npm', ['run', 'build', '-w', '@tradecircle/web'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradecircle-live-requests-'));
  const server = startAppServer({
    port: PORT,
    dataDir,
    env: { NODE_ENV: 'development', DEV_ROUTES: 'true', MARKET_HOURS: 'always' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    await waitForHealth(`${ORIGIN}/backend/health`, 180_000);
    const login = await signIn();
    const trades: LiveTrade[] = [];
    for (const symbol of SYMBOLS) trades.push(await postLiveTrade(login, symbol));
    log(`${trades.length} Live trades posted; opening /my-profile`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The login as the web app stores it (apps/web/src/shared/api/session.ts), before any page script runs.
    const stored = {
      user_id: String(login.user_id),
      profile_id: String(login.profile_id),
      token: JSON.stringify(login.token),
      access: login.token.access,
      refresh: login.token.refresh,
      verified: 'true',
      user_type: login.user_type,
      auth_check_status: 'HOME',
    };
    await context.addInitScript({
      content: `for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value);`,
    });
    const page = await context.newPage();

    let isMeasuring = false;
    const requests = new Map<string, number>();
    let tradeFrames = 0;
    let tradeChanges = 0;
    let tickFrames = 0;
    page.on('request', (request) => {
      if (!isMeasuring || request.resourceType() === 'websocket' || request.url().startsWith('ws')) return;
      const { pathname } = new URL(request.url());
      const key = `${request.method()} ${pathname.replace(/\/\d+(?=\/|$)/g, '/{n}')}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
    });
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (!isMeasuring || typeof payload !== 'string') return;
        if (payload.startsWith('[')) tickFrames += 1;
        else if (payload.startsWith('{"type":"trades"')) {
          tradeFrames += 1;
          tradeChanges += (JSON.parse(payload) as { events: unknown[] }).events.length;
        }
      });
    });

    await page.goto(`${ORIGIN}/my-profile`);
    await page
      .getByRole('article')
      .nth(SYMBOLS.length - 1)
      .waitFor({ timeout: 60_000 });
    // Let the first render's calls and the socket's subscription settle before counting.
    await page.waitForTimeout(5000);

    isMeasuring = true;
    const started = Date.now();
    const rungOf = new Map(trades.map((trade) => [trade.id, 0]));
    let moves = 0;
    while (Date.now() - started < MEASURE_MS) {
      const trade = trades[moves % trades.length]!;
      const rung = Math.min(RUNGS, rungOf.get(trade.id)! + 1);
      rungOf.set(trade.id, rung);
      // A little past the target, so the simulator's next steps do not cross back over it.
      await api('POST', 'api/dev/market/price', {
        id: trade.securityId,
        price: rungPrice(trade.entry, rung + 0.2),
      });
      moves += 1;
      const nextAt = started + moves * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - Date.now())));
    }
    isMeasuring = false;
    const seconds = (Date.now() - started) / 1000;
    const cards = await page.getByRole('article').count();
    const closed = await page.locator('.MuiChip-label', { hasText: /^Closed$/ }).count();
    // Whatever the page did, its counts must be the server's: read both after the window.
    await page.waitForTimeout(1500);
    const header = await page
      .locator('.MuiPaper-root', { has: page.getByRole('heading', { level: 1 }) })
      .first()
      .innerText();
    const shown = Object.fromEntries(
      ['Live', 'Upcoming', 'Closed'].map((label) => [
        label,
        Number(new RegExp(`(\\d+)\\s+${label}`).exec(header)?.[1]),
      ]),
    );
    const served = await api<{ active_count: number; inactive_count: number; closed_count: number }>(
      'GET',
      `api/trade/get-trades-count/${login.user_id}`,
      undefined,
      login.token.access,
    );
    const server = {
      Live: served.active_count,
      Upcoming: served.inactive_count,
      Closed: served.closed_count,
    };

    const total = [...requests.values()].reduce((sum, count) => sum + count, 0);
    console.log(`\nLive requests, ${new Date().toISOString()}, ${repoRoot}`);
    console.log(
      `window ${seconds.toFixed(1)} s, ${moves} price moves, ${cards} cards, ${closed} showing Closed`,
    );
    console.log(
      `pushes received: ${tradeFrames} trade frames (${tradeChanges} events), ${tickFrames} tick frames`,
    );
    console.log(`header counts ${JSON.stringify(shown)}, server ${JSON.stringify(server)}`);
    console.log(`HTTP requests (WebSocket excluded): ${total}`);
    for (const [key, count] of [...requests].sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${key}`);
    await context.close();
  } finally {
    await browser.close();
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
