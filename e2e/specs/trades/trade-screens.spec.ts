import { expect, type Page, test } from '@playwright/test';
import { bearer, signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { livePriceOf, securityBySymbol } from '../../support/market.ts';
import { saveAtBothWidths, VIEWPORTS } from '../../support/screenshots.ts';
import { postUpcomingTrade } from '../../support/trades.ts';

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

  test('the Add Trade button sits in the page, covering nothing, and a tap opens the form', async ({
    page,
    request,
  }) => {
    const user = await signInByApi(request, uniquePhone(), 'Tara Tap');
    await storeLoginInBrowser(page, user);
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Tara Tap' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Add Trade' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Network')).toBeVisible();
    const [buttonBox, navBox] = [await button.boundingBox(), await nav.boundingBox()];
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(navBox!.y);
    // In the page's flow, not floating: scrolled, it goes with the page instead of covering its cards.
    expect(await button.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    await button.tap();
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

  const tradeId = await postUpcomingTrade(request, user, 'TCS', 'Private note: waiting for the results.', {
    is_trade_private: true,
    visibility: 'private',
  });

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

test('a market order enters at the live price: the form shows it as the entry, the review too, and the trade is Live at once', async ({
  page,
  request,
}) => {
  const user = await signInByApi(request, uniquePhone(), 'Manu Market');
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, user);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Manu Market' })).toBeVisible();
  const price = await livePriceOf(request, (await securityBySymbol(request, 'WIPRO')).id);

  await page.getByRole('button', { name: 'Add Trade' }).click();
  const form = page.getByRole('dialog', { name: 'Add Trade' });
  await form.getByRole('combobox', { name: 'Security' }).fill('WIPRO');
  await page
    .getByRole('option', { name: /^WIPRO\b/ })
    .first()
    .click();
  const market = form.getByLabel('Market price');
  await expect(market).not.toHaveValue('');
  await expect(market).toHaveAttribute('readonly', '');
  await expect(form.getByText('Your entry is the price when the trade is posted')).toBeVisible();
  await form.getByLabel('First target').fill((price * 1.1).toFixed(2));
  await form.getByLabel('First stop loss').fill((price * 0.9).toFixed(2));
  await saveAtBothWidths(page, 'trade-form-market-order', {
    fullPage: false,
    ready: () => expect(market).not.toHaveValue(''),
  });
  await form.getByRole('button', { name: 'Review' }).click();

  const review = page.getByRole('dialog', { name: 'Review & Post Trade' });
  await expect(review.getByText(/^Market price ₹/)).toBeVisible();
  await expect(review.getByText('Market order')).toBeVisible();
  await saveAtBothWidths(page, 'trade-review-market-order', { fullPage: false });
  await review.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Trade Posted Succesfully')).toBeVisible();
  const card = page.getByRole('article', { name: 'Buy WIPRO trade' });
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
});

test('Trade Details shows the first comments with how many there are and loads the rest', async ({
  page,
  request,
}) => {
  const owner = await signInByApi(request, uniquePhone(), 'Chetan Comments');
  const readers = [
    await signInByApi(request, uniquePhone(), 'Kavya Reader'),
    await signInByApi(request, uniquePhone(), 'Arjun Reader'),
  ];
  const tradeId = await postUpcomingTrade(
    request,
    owner,
    'TCS',
    'Results next week; waiting for the breakout.',
  );
  // 14 comments from two readers (posting is limited to 10 a minute per user).
  for (let index = 1; index <= 14; index += 1) {
    const reader = readers[index % 2]!;
    const comment = await request.post(`/backend/api/trade/update-comment/${tradeId}/`, {
      headers: bearer(reader),
      data: { comment: `Comment ${index}: watching the level`, user_id: reader.profile_id },
    });
    expect(comment.status(), await comment.text()).toBe(201);
  }

  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, owner);
  await page.goto(`/my-profile?trade_id=${tradeId}`);
  const detail = page.getByRole('dialog', { name: 'Trade Details' });
  await expect(detail.getByRole('heading', { name: 'Comments (14)' })).toBeVisible();
  await expect(detail.getByText('Showing 10 of 14 comments')).toBeVisible();
  const loadMore = detail.getByRole('button', { name: 'Load more comments' });
  await saveAtBothWidths(page, 'trade-detail-paged-comments', {
    fullPage: false,
    ready: () => loadMore.scrollIntoViewIfNeeded(),
  });
  await loadMore.click();
  await expect(detail.getByText('Comment 14: watching the level')).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  await expect(detail.getByRole('article', { name: /^Comment by/ })).toHaveCount(14);
});
