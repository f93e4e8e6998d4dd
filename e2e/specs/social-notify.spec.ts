/**
 * Notifications, report and block, search (issue 15), at 1280 and at 390 px: a signed-in user hears
 * live that a followed expert's trade went Active, marks all read, reports and blocks a commenter
 * (whose comment then disappears), and searches.
 */
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { type ApiLogin, bearer, signInByApi, storeLoginInBrowser, uniquePhone } from '../support/auth.ts';
import { securityBySymbol } from '../support/market.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';
import { postUpcomingTrade } from '../support/trades.ts';

test.describe.configure({ timeout: 120_000 });

/** The simulator's next tick of the security is this price (development route). */
async function tickAt(request: APIRequestContext, id: number, price: number) {
  const response = await request.post('/backend/api/dev/market/price', { data: { id, price } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function entryOf(request: APIRequestContext, tradeId: number, login: ApiLogin): Promise<number> {
  const response = await request.get(`/backend/api/trade/user-trade-detail/${tradeId}/`, {
    headers: bearer(login),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { entry_price: number }).entry_price;
}

async function follow(request: APIRequestContext, follower: ApiLogin, expert: ApiLogin) {
  const response = await request.post('/backend/api/follow-influencer/', {
    headers: bearer(follower),
    data: { user_id: follower.user_id, to_follow_id: expert.user_id },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function comment(request: APIRequestContext, commenter: ApiLogin, tradeId: number, text: string) {
  const response = await request.post(`/backend/api/trade/update-comment/${tradeId}/`, {
    headers: bearer(commenter),
    data: { comment: text, user_id: commenter.profile_id },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' });

// Each width runs the whole journey with users and a security of its own (prices are moved by hand).
const RUNS = [
  { width: 'desktop', symbol: 'HCLTECH' },
  { width: 'mobile', symbol: 'NTPC' },
] as const;

for (const { width, symbol } of RUNS) {
  test(`notifications arrive live, report and block hides the commenter, search finds (${VIEWPORTS[width].width} px)`, async ({
    page,
    request,
  }) => {
    const run = `${width === 'desktop' ? 'D' : 'M'}${Date.now() % 100_000}`;
    const expert = await signInByApi(request, uniquePhone(), `Esha Expert ${run}`);
    const viewer = await signInByApi(request, uniquePhone(), `Nina Viewer ${run}`);
    const commenter = await signInByApi(request, uniquePhone(), `Carl Commenter ${run}`);
    await follow(request, viewer, expert);
    const tradeId = await postUpcomingTrade(
      request,
      expert,
      symbol,
      'Waiting for the breakout above the range.',
    );
    const securityId = (await securityBySymbol(request, symbol)).id;
    const entry = await entryOf(request, tradeId, expert);
    const carlSays = `Looks overextended to me (${run})`;
    await comment(request, commenter, tradeId, carlSays);

    await page.setViewportSize(VIEWPORTS[width]);
    await storeLoginInBrowser(page, viewer);
    const listReadAgain = notificationsReadAfterNaming(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // The new trade of the followed expert is waiting, unread, with the badge.
    const posted = notificationList(page).getByRole('button', {
      name: `Unread: Esha Expert ${run} posted a new trade on ${symbol}`,
    });
    await expect(posted).toBeVisible({ timeout: 20_000 });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    // Pushes reach the page once its socket is named; the page then reads its list once more. That
    // read has to be over before the count below starts (networkidle alone had already been reached
    // at load, so a slow machine let the read fall inside the count).
    await listReadAgain;
    await page.waitForLoadState('networkidle');

    // The trade goes Active: the notification arrives over the socket, no reload, no polling.
    const requestsBefore = await countNotificationReads(page, async () => {
      await tickAt(request, securityId, entry);
      const activeText = `Esha Expert ${run}'s trade on ${symbol} is now active`;
      await expect(page.getByRole('alert').filter({ hasText: activeText })).toBeVisible({ timeout: 20_000 });
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
      await expect(notificationList(page).getByRole('button').first()).toHaveAccessibleName(
        `Unread: ${activeText}`,
      );
    });
    expect(requestsBefore).toBe(0);
    await saveScreenshot(page, 'notifications-unread', { fullPage: false });

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(notificationList(page).getByRole('button', { name: /^Unread: / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.reload();
    await expect(notificationList(page).getByRole('button')).toHaveCount(2);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await saveScreenshot(page, 'notifications');

    // Opening a notification shows its trade, with Carl's comment and its menu.
    await notificationList(page).getByRole('button').first().click();
    const detail = page.getByRole('dialog', { name: 'Trade Details' });
    const carlsComment = detail.getByRole('article', { name: `Comment by Carl Commenter ${run}` });
    await expect(carlsComment.getByText(carlSays)).toBeVisible();
    await carlsComment.getByRole('button', { name: `Comment actions for Carl Commenter ${run}` }).click();
    await page.getByRole('menuitem', { name: 'Report & Block User' }).click();
    const report = page.getByRole('dialog', { name: 'Report & Block User' });
    await report.getByRole('radio', { name: 'Misleading trade calls' }).check();
    await report.getByRole('checkbox', { name: 'Report anonymously' }).check();
    await saveScreenshot(page, 'report-dialog', { fullPage: false });
    await report.getByRole('button', { name: 'Report & Block' }).click();
    const done = page.getByRole('dialog', { name: 'Successfully Reported!' });
    await expect(done).toBeVisible();
    await saveScreenshot(page, 'report-dialog-done', { fullPage: false });
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/${viewer.user_id}$`));

    // Carl's comment is gone from the trade for the viewer.
    await page.goto(`/trade/${tradeId}/${symbol}`);
    const shared = page.getByRole('main');
    await expect(shared.getByText('Waiting for the breakout above the range.')).toBeVisible();
    await expect(shared.getByText('Comments (0)')).toBeVisible();
    await expect(shared.getByText(carlSays)).toHaveCount(0);
    await expect(shared.getByRole('article', { name: /^Comment by Carl/ })).toHaveCount(0);

    // A second report of Carl is refused with the warning (from his profile's menu).
    await page.goto(`/profile/${commenter.user_id}/Carl`);
    await page.getByRole('button', { name: `Profile actions for Carl Commenter ${run}` }).click();
    await page.getByRole('menuitem', { name: 'Report & Block User' }).click();
    const again = page.getByRole('dialog', { name: 'Report & Block User' });
    await again.getByRole('radio', { name: 'Spam' }).check();
    await again.getByRole('button', { name: 'Report & Block' }).click();
    await expect(again.getByRole('alert')).toHaveText('You have already reported this user');
    await again.getByRole('button', { name: 'Close' }).click();

    // Search: one box over stocks and experts; opening a result saves the search.
    await page.goto('/search-page');
    await page.getByRole('searchbox', { name: 'Search stocks and experts' }).fill(`Esha Expert ${run}`);
    const experts = page.getByRole('region', { name: 'Experts' });
    await expect(experts.getByRole('link', { name: new RegExp(`Esha Expert ${run}`) })).toBeVisible();
    await saveScreenshot(page, 'search-page');
    await page.getByRole('searchbox', { name: 'Search stocks and experts' }).fill(symbol.slice(0, 3));
    const stocks = page.getByRole('region', { name: 'Stocks' });
    await expect(stocks.getByRole('link', { name: new RegExp(`^${symbol}`) })).toBeVisible();
    await saveScreenshot(page, 'search-page-stocks');
    await stocks.getByRole('link', { name: new RegExp(`^${symbol}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${symbol}-NSE\\?tab=0$`));

    await page.goto('/recent-search');
    const recent = page.getByRole('list', { name: 'Recent searches' });
    await expect(recent.getByRole('link', { name: new RegExp(`^${symbol.slice(0, 3)}`) })).toBeVisible();
    await saveScreenshot(page, 'recent-search');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page
      .getByRole('dialog', { name: 'Clear recent searches?' })
      .getByRole('button', { name: 'Clear all' })
      .click();
    await expect(page.getByText('You have no recent searches')).toBeVisible();
  });
}

/** How many my-notifications reads the page makes while `act` runs. */
/**
 * Resolves when a notifications read that started after the page's live socket was named (its
 * `authenticated` frame) has finished: the read use-live-notifications makes then (or the page's
 * first, when the socket was named before it). Call before the page is opened.
 */
function notificationsReadAfterNaming(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let named = false;
    const readsAfterNaming = new Set<Request>();
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"authenticated"')) named = true;
      });
    });
    const isRead = (request: Request) => request.url().includes('/backend/api/my-notifications/');
    page.on('request', (request) => {
      if (named && isRead(request)) readsAfterNaming.add(request);
    });
    page.on('requestfinished', (request) => {
      if (readsAfterNaming.has(request)) resolve();
    });
  });
}

async function countNotificationReads(page: Page, act: () => Promise<void>): Promise<number> {
  let reads = 0;
  const onRequest = (request: { url: () => string }) => {
    if (request.url().includes('/backend/api/my-notifications/')) reads += 1;
  };
  page.on('request', onRequest);
  try {
    await act();
  } finally {
    page.off('request', onRequest);
  }
  return reads;
}
