import { expect, test } from '@playwright/test';
import { signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { saveAtBothWidths, VIEWPORTS } from '../../support/screenshots.ts';
import { postUpcomingTrade } from '../../support/trades.ts';

test("the Trade Reports list marks an Upcoming trade's P&L as potential, at 1280 and 390", async ({
  page,
  request,
}) => {
  const user = await signInByApi(request, uniquePhone(), 'Uma Upcoming');
  // A limit entry 20% above the price: the trade stays Upcoming, its P&L what the target would make.
  await postUpcomingTrade(request, user, 'INFY', 'Waiting for the breakout.');

  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, user);
  await page.goto('/Download-Trade-Report-List');
  const row = page.getByRole('row').filter({ hasText: 'INFY' });
  await expect(row.getByText('Upcoming')).toBeVisible();
  await expect(row.getByText('Potential')).toBeVisible();
  await expect(row).toContainText(/Potential\+\d+\.\d{2}%/);
  await row.getByText('Potential').hover();
  await expect(page.getByRole('tooltip')).toContainText('Potential P&L');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();

  await saveAtBothWidths(page, 'trade-report-potential', {
    ready: () => expect(page.getByText('Potential').first()).toBeVisible(),
  });
  await page.setViewportSize(VIEWPORTS.mobile);
  const item = page.getByRole('listitem').filter({ hasText: 'INFY' });
  await expect(item.getByText('Potential')).toBeVisible();
});
