import { expect, test } from '@playwright/test';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`the shell at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor opens the landing page, follows a guest route, and is sent to login from a private one', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page).toHaveTitle('TradeCircle');
      await expect(
        page.getByRole('heading', { name: 'Individual investing to community TradeCircle' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
      await saveScreenshot(page, 'landing');

      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
      await footer.getByRole('link', { name: 'Disclaimer' }).click();
      await expect(page).toHaveURL(/\/disclaimer$/);
      await expect(page).toHaveTitle('Disclaimer | TradeCircle');
      await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
      await saveScreenshot(page, 'disclaimer');

      await page.goto('/my-profile');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page).toHaveTitle(/Login \| TradeCircle/);
      await expect(page.getByRole('heading', { name: 'Sign in to TradeCircle' })).toBeVisible();
      await saveScreenshot(page, 'login-redirect');
    });
  });
}

test('marketing parameters from the first visit follow later navigations', async ({ page }) => {
  await page.goto('/?utm_source=newsletter&utm_medium=email');
  await page.goto('/disclaimer');
  await expect(page).toHaveURL(/\/disclaimer\?.*utm_source=newsletter/);
  await expect(page).toHaveURL(/utm_medium=email/);
});

test('an unknown page says so', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: 'Page not Found' })).toBeVisible();
});

test('the server answers health and serves its API documentation', async ({ request, page }) => {
  const health = await request.get('/backend/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({
    status: 'ok',
    database: { status: 'up' },
    bus: { status: 'up' },
  });
  await page.goto('/backend/docs');
  // Swagger UI parses and lays out the whole document (about 380 kB) before it shows the title: on a
  // busy 2-core CI machine that once took more than the default 10 s.
  await expect(page.getByText('TradeCircle API').first()).toBeVisible({ timeout: 30_000 });
});
