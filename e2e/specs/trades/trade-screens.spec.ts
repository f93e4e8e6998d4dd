import { expect, type Page, test } from '@playwright/test';
import { bearer, signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { livePriceOf, securityBySymbol } from '../../support/market.ts';
import { saveAtBothWidths, VIEWPORTS } from '../../support/screenshots.ts';

/** Seeded by the demo data: Meera Iyer posts the futures-and-options trades. */
const MEERA_PHONE = '9810000003';

/** A PNG drawn by the browser itself, so the picker gets a real image file. */
async function pngFile(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0b3d91';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#f5b700';
    context.beginPath();
    context.arc(160, 120, 80, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });

  test('the floating Add Trade button sits above the bottom navigation and a tap opens the form', async ({
    page,
    request,
  }) => {
    const user = await signInByApi(request, uniquePhone(), 'Tara Tap');
    await storeLoginInBrowser(page, user);
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Tara Tap' })).toBeVisible();
    const fab = page.getByRole('button', { name: 'Add Trade' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Notifications')).toBeVisible();
    const [fabBox, navBox] = [await fab.boundingBox(), await nav.boundingBox()];
    expect(fabBox!.y + fabBox!.height).toBeLessThanOrEqual(navBox!.y);
    await fab.tap();
    await expect(page.getByRole('dialog', { name: 'Add Trade' })).toBeVisible();
  });
});

test('a futures-and-options trade shows on its own card with product, target, stoploss, group and poster', async ({
  page,
  request,
}) => {
  const meera = await signInByApi(request, MEERA_PHONE);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/profile/${meera.user_id}/Meera-Iyer`);
  const fno = page.getByRole('article', { name: /NIFTY\w*FUT F&O trade$/ });
  await expect(fno).toBeVisible();
  await expect(fno.getByText('Product')).toBeVisible();
  await expect(fno.getByText('NRML')).toBeVisible();
  await expect(fno.getByText('Stoploss')).toBeVisible();
  await expect(fno.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(fno.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Centred, so the phone's fixed bottom navigation does not cover the card's buttons.
  await saveAtBothWidths(page, 'fno-card', {
    element: fno,
    ready: () => fno.evaluate((card) => card.scrollIntoView({ block: 'center' })),
  });
});

test('the trade report list pages the reports and downloads a private trade’s PDF with the token', async ({
  page,
  request,
}) => {
  const user = await signInByApi(request, uniquePhone(), 'Ravi Reports');
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, user);
  await page.goto('/Download-Trade-Report-List');
  await expect(page.getByRole('heading', { name: 'Trade Reports' })).toBeVisible();
  await expect(page.getByText('No trade reports yet')).toBeVisible();

  const tcs = await securityBySymbol(request, 'TCS');
  const price = await livePriceOf(request, tcs.id);
  const entry = Math.round(price * 1.2);
  const created = await request.post('/backend/api/trade/create-trade/', {
    headers: bearer(user),
    data: {
      security: tcs.id,
      security_name: tcs.name,
      trade_type: 'Buy',
      entry_price: entry,
      target_price: Math.round(entry * 1.1),
      stop_loss: Math.round(entry * 0.95),
      target_stop_loss_list: [],
      lots: 1,
      duration: 3,
      reasonings: 'Private note: waiting for the results.',
      is_trade_private: true,
      visibility: 'private',
      is_real: false,
      order_type: 'market_order',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tradeId = ((await created.json()) as { id: number }).id;

  await page.reload();
  const download = page.getByRole('link', { name: 'Download TCS report' });
  await expect(download).toBeVisible();
  await saveAtBothWidths(page, 'trade-report-list', {
    ready: () => expect(page.getByRole('link', { name: 'Download TCS report' })).toBeVisible(),
  });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`trade-${tradeId}-TCS.pdf`);
  // A plain link (no token) is refused for a private trade: the download had to send it.
  const anonymous = await request.get(`/backend/api/trade/trade-report/${tradeId}/`);
  expect(anonymous.status()).toBe(404);
});

test('the profile photo picker crops an image in the cropper dialog and saves it', async ({
  page,
  request,
}) => {
  const user = await signInByApi(request, uniquePhone(), 'Pia Photo');
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, user);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Photo' })).toBeVisible();
  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFile(page) });
  const cropper = page.getByRole('dialog', { name: 'Crop profile photo' });
  await expect(cropper.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(cropper.getByRole('button', { name: /Rotate/ }).first()).toBeVisible();
  await saveAtBothWidths(page, 'photo-cropper', {
    fullPage: false,
    ready: () => expect(cropper.getByRole('button', { name: 'Save' })).toBeEnabled(),
  });
  await cropper.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  await expect(cropper).toBeHidden();
  await expect(page.locator('img[src*="/backend/api/profile/photo/"]').first()).toBeVisible();
});
