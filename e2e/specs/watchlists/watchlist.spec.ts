import { expect, test } from '@playwright/test';
import { signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { livePriceOf, securityBySymbol } from '../../support/market.ts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';
import { postUpcomingTrade } from '../../support/trades.ts';

test('a visitor sees the sign-in prompt and the trending strip on /watchlist', async ({ page }) => {
  await page.goto('/watchlist');
  await expect(page).toHaveTitle('Watchlist | TradeCircle');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending securities' })).toBeVisible();
  await expect(page.getByTestId('trending-price').first()).toHaveText(/^₹[\d,]+\.\d{2}$/);
});

test('a signed-in user adds Infosys from its security page, sees it with a price on /watchlist and removes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, await signInByApi(request, uniquePhone(), 'Watchlist Tester'));

  await page.goto('/search/INFY-NSE?tab=0');
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await page.getByRole('menuitem', { name: 'My Watchlist' }).click();
  await expect(page.getByText('Added to watchlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added' })).toBeVisible();

  await page.goto('/watchlist');
  await expect(page.getByRole('tab', { name: 'My Watchlist', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'INFY' }) });
  await expect(row.getByText('Infosys Ltd')).toBeVisible();
  await expect(row.getByText(/^₹[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(page.getByText('1/50')).toBeVisible();
  await expect(page.getByTestId('trending-price').first()).toBeVisible();
  await saveScreenshot(page, 'watchlist');

  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(
    page.getByRole('list', { name: 'Watchlist stocks' }).getByText('Infosys Ltd · NSE'),
  ).toBeVisible();
  await saveScreenshot(page, 'watchlist');
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.getByRole('button', { name: 'Remove INFY' }).click();
  await expect(page.getByText('Your watchlist is empty. Search for a stock and add it here.')).toBeVisible();
  await expect(page.getByText('0/50')).toBeVisible();
});

test('tabs can be created, renamed and deleted', async ({ page, request }) => {
  await storeLoginInBrowser(page, await signInByApi(request, uniquePhone(), 'Tab Tester'));
  await page.goto('/watchlist');
  await expect(page.getByRole('tab', { name: 'My Watchlist' })).toBeVisible();

  await page.getByRole('button', { name: 'New watchlist' }).click();
  await page.getByRole('textbox', { name: 'Watchlist name' }).fill('Banks');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('tab', { name: 'Banks', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Rename Banks' }).click();
  await page.getByRole('textbox', { name: 'Watchlist name' }).fill('PSU Banks');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'PSU Banks' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete PSU Banks' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: 'PSU Banks' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'My Watchlist', selected: true })).toBeVisible();
});

test('a trade bookmarked on a profile is found under Saved Trades on /watchlist as a live card', async ({
  page,
  request,
}) => {
  const poster = await signInByApi(request, uniquePhone(), 'Bhavna Poster');
  const saver = await signInByApi(request, uniquePhone(), 'Saket Saver');
  // CIPLA: no other journey moves its price (trades.spec.ts moves TCS, and a parallel move once
  // activated and closed this trade mid-test).
  const cipla = await securityBySymbol(request, 'CIPLA');
  const price = await livePriceOf(request, cipla.id);
  await postUpcomingTrade(request, poster, 'CIPLA', 'Results next week; entry only above the range.');

  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, saver);
  await page.goto(`/profile/${poster.user_id}/Bhavna-Poster`);
  const onProfile = page.getByRole('article', { name: 'Buy CIPLA trade' });
  await onProfile.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(page.getByText('Trade added to your watchlist')).toBeVisible();
  await expect(onProfile.getByRole('button', { name: 'Saved to watchlist' })).toBeVisible();

  await page.goto('/watchlist');
  await expect(page.getByRole('tab', { name: 'My Watchlist', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Saved Trades' }).click();
  const saved = page.getByRole('article', { name: 'Buy CIPLA trade' });
  await expect(saved.getByText('Upcoming')).toBeVisible();
  await expect(saved.getByText('Bhavna Poster')).toBeVisible();
  await expect(page.getByText('1/50')).toBeVisible();

  // The next CIPLA tick shows in the card without a reload.
  const tick = Math.round(price * 1.01 * 10) / 10;
  const moved = await request.post('/backend/api/dev/market/price', { data: { id: cipla.id, price: tick } });
  expect(moved.ok()).toBe(true);
  const shown = `₹${tick.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(saved.getByTestId('trade-price')).toContainText(shown, { timeout: 15_000 });
  await saveScreenshot(page, 'watchlist-saved-trades');
  // On a phone the fixed bottom navigation would lie across a full-page picture: the screen itself,
  // from the tabs down, shows what a user sees.
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(saved.getByTestId('trade-price')).toBeVisible();
  await page
    .getByRole('tablist', { name: 'Watchlists' })
    .evaluate((tabs) => window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 72));
  await saveScreenshot(page, 'watchlist-saved-trades', { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.getByRole('button', { name: 'Remove Buy CIPLA trade from this watchlist' }).click();
  await expect(page.getByText('No saved trades yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('0/50')).toBeVisible();
});
