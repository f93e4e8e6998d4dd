/**
 * Following (issue 15), at 1280 and at 390 px: a new user signs in to an empty Home feed, follows an
 * expert from Recommendations on /network (the row moves to People you follow), and sees the
 * expert's new trade arrive in the open Home feed (no reload) with a live price and the reasoning cut with Show more; the
 * SEBI directory finds an expert by name; the expert's profile counts the new follower and lists them.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type ApiLogin, bearer, signInByApi, storeLoginInBrowser, uniquePhone } from '../support/auth.ts';
import { liveSocketNamed } from '../support/market.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';
import { postUpcomingTrade } from '../support/trades.ts';

test.describe.configure({ timeout: 150_000 });

const EMPTY_FEED = 'Oops! No posts here. Follow experts to see their posts.';
const REASONING =
  'Quarterly results beat estimates and the stock is basing above its 50-day average; entry only on a close above the range.';

async function follow(request: APIRequestContext, follower: ApiLogin, expert: ApiLogin) {
  const response = await request.post('/backend/api/follow-influencer/', {
    headers: bearer(follower),
    data: { user_id: follower.user_id, to_follow_id: expert.user_id },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Recommendations load 12 at a time as the list scrolls: scrolls its last row into view until
 * `target` shows (other journeys' users share the server, so the expert's place varies).
 */
async function scrollUntilVisible(list: Locator, target: Locator) {
  await expect(list).toBeVisible();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (await target.isVisible()) return;
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await list.page().waitForLoadState('networkidle');
  }
  await expect(target).toBeVisible();
}

async function openNetworkList(page: Page, isPhone: boolean, name: 'People you follow' | 'Recommendations') {
  if (isPhone) await page.getByRole('tab', { name }).click();
  return page.getByRole('list', { name });
}

// Each width runs the whole journey with users and a security of its own.
// `earlier`: the expert's first trade, before the viewer follows (recommendations are of experts:
// SEBI-registered users and users with public trades).
const RUNS = [
  { width: 'desktop', symbol: 'ASIANPAINT', earlier: 'HINDUNILVR' },
  { width: 'mobile', symbol: 'TITAN', earlier: 'ITC' },
] as const;

for (const { width, symbol, earlier } of RUNS) {
  test(`a new user follows an expert from Recommendations and sees the expert's new trade on Home (${VIEWPORTS[width].width} px)`, async ({
    page,
    request,
  }) => {
    const isPhone = width === 'mobile';
    const run = `${isPhone ? 'M' : 'D'}${Date.now() % 100_000}`;
    const expertName = `Farah Expert ${run}`;
    const viewerName = `Neel Newcomer ${run}`;
    const expert = await signInByApi(request, uniquePhone(), expertName);
    await postUpcomingTrade(request, expert, earlier, 'Defensive pick while the index consolidates.');
    // Two earlier followers lift the expert among the recommendations of users who follow nobody.
    for (const fan of ['Asha', 'Bala']) {
      await follow(request, await signInByApi(request, uniquePhone(), `${fan} Fan ${run}`), expert);
    }
    const viewer = await signInByApi(request, uniquePhone(), viewerName);

    await page.setViewportSize(VIEWPORTS[width]);
    await storeLoginInBrowser(page, viewer);
    await page.goto(`/home/${viewer.user_id}`);
    await expect(page).toHaveTitle('Home | TradeCircle');
    if (isPhone) await expect(page.getByRole('tab', { name: 'Feed', selected: true })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    await expect(page.getByText(EMPTY_FEED)).toBeVisible();
    await expect(page.getByTestId('trending-price').first()).toBeVisible();
    if (isPhone) await page.getByRole('tab', { name: 'Recommendations' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Recommendations' })
        .getByRole('button', { name: /^Follow / })
        .first(),
    ).toBeVisible();
    if (isPhone) await page.getByRole('tab', { name: 'Feed' }).click();
    await saveScreenshot(page, 'social-home-empty');

    // Follow from Recommendations: the row moves to People you follow.
    await page.goto('/network');
    await expect(page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible();
    const recommendations = await openNetworkList(page, isPhone, 'Recommendations');
    const followExpert = recommendations.getByRole('button', { name: `Follow ${expertName}` });
    await scrollUntilVisible(recommendations, followExpert);
    const row = recommendations.getByRole('listitem', { name: expertName });
    await expect(row.getByText('2 followers')).toBeVisible();
    await followExpert.click();
    await expect(recommendations.getByRole('listitem', { name: expertName })).toHaveCount(0);
    const following = await openNetworkList(page, isPhone, 'People you follow');
    const followingButton = following.getByRole('button', { name: `Following ${expertName}` });
    await expect(followingButton).toBeVisible();
    await expect(followingButton).toBeEnabled();
    await expect(
      following.getByRole('listitem', { name: expertName }).getByText('3 followers'),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'social-network', { fullPage: false });

    // The expert posts a trade while the new follower is on Home: the new_trade notification brings
    // it into the feed without a reload, priced live, reasoning cut.
    const socketNamed = liveSocketNamed(page);
    await page.goto(`/home/${viewer.user_id}`);
    await expect(page.getByRole('article', { name: `Buy ${earlier} trade` })).toBeVisible({
      timeout: 20_000,
    });
    await socketNamed;
    await postUpcomingTrade(request, expert, symbol, REASONING);
    const card = page.getByRole('article', { name: `Buy ${symbol} trade` });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTitle(expertName)).toBeVisible();
    await expect(card.getByText(REASONING)).toHaveCount(0);
    await card.getByRole('button', { name: 'Show more' }).click();
    await expect(card.getByText(REASONING)).toBeVisible();
    await expect(card.getByText(/₹[\d,]+\.\d{2}/).first()).toBeVisible();
    await expect(page.getByText(EMPTY_FEED)).toHaveCount(0);
    await saveScreenshot(page, 'social-home');

    // The SEBI directory finds a registered expert by name.
    await page.goto('/Follow-SEBI-User');
    await expect(page.getByRole('heading', { level: 1, name: 'SEBI Registered Experts' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('Meera');
    const meera = page.getByRole('article', { name: 'Meera Iyer' });
    await expect(meera).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(meera.getByText('Research Analyst')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('');
    await expect(page.getByRole('article').nth(1)).toBeVisible();
    await saveScreenshot(page, 'social-sebi-directory');

    // The expert's profile counts the new follower, and lists them.
    await page.goto(`/profile/${expert.user_id}/${expertName.replaceAll(' ', '-')}`);
    await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
    await expect(page.getByRole('button', { name: `Following ${expertName}` })).toBeVisible();
    await expect(page.getByRole('button', { name: '3 Followers' })).toBeVisible();
    await saveScreenshot(page, 'social-profile');
    await page.getByRole('button', { name: '3 Followers' }).click();
    const dialog = page.getByRole('dialog', { name: expertName });
    await expect(dialog.getByRole('listitem', { name: viewerName })).toBeVisible();
    await saveScreenshot(page, 'social-followers-dialog', { fullPage: false });
  });
}
