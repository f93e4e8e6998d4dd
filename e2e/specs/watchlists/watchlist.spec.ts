import { expect, test } from '@playwright/test';
import { signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

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
