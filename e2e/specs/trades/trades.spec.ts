import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiLogin, bearer, signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { livePriceOf, liveSubscriptionTo, securityBySymbol } from '../../support/market.ts';
import { saveAtBothWidths, saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

// One journey shares its users and trade across steps; the steps run in order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let expert: ApiLogin;
let follower: ApiLogin;
let securityId: number;
let tradeId: number;
let entry: number;

/** The simulator's next tick of the security is this price (development route). */
async function tickAt(request: APIRequestContext, id: number, price: number) {
  const response = await request.post('/backend/api/dev/market/price', { data: { id, price } });
  expect(response.ok()).toBe(true);
}

async function pickSecurity(page: Page, symbol: string) {
  const field = page.getByRole('combobox', { name: 'Security' });
  await field.fill(symbol);
  await page
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click();
}

function card(page: Page) {
  return page.getByRole('article', { name: 'Buy TCS trade' }).first();
}

test('an expert posts a virtual trade through review and post, and edits it while Upcoming', async ({
  page,
  request,
}) => {
  expert = await signInByApi(request, uniquePhone(), 'Esha Expert');
  follower = await signInByApi(request, uniquePhone(), 'Farid Follower');
  securityId = (await securityBySymbol(request, 'TCS')).id;
  const price = await livePriceOf(request, securityId);
  // Whole rupees above the price: the trade stays Upcoming until the test moves the price.
  entry = Math.round(price * 1.2);

  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, expert);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Esha Expert' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Trade' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('combobox', { name: 'Security' })).toBeFocused();
  await saveAtBothWidths(page, 'trade-form', { fullPage: false });
  await pickSecurity(page, 'TCS');
  // A market order (the default) would enter at the live price now; this one waits for its entry.
  await expect(form.getByLabel('Market price')).not.toHaveValue('');
  await form.getByRole('combobox', { name: 'Order type' }).click();
  await page.getByRole('option', { name: 'Limit order' }).click();
  await form.getByLabel('Entry price').fill(String(entry));
  await form.getByLabel('First target').fill(String(Math.round(entry * 1.1)));
  // A stop loss above the entry is refused with the spec's message.
  await form.getByLabel('First stop loss').fill(String(entry + 5));
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByText('Stop loss should be less than entry price and target price')).toBeVisible();
  await form.getByLabel('First stop loss').fill(String(Math.round(entry * 0.95)));
  await form.getByLabel('Reasoning').fill('Breakout above the range high; see https://example.com/tcs');
  await form.getByRole('button', { name: 'Review' }).click();

  const review = page.getByRole('dialog', { name: 'Review & Post Trade' });
  await expect(review.getByText('TCS').first()).toBeVisible();
  await saveAtBothWidths(page, 'trade-review', { fullPage: false });
  await review.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Trade Posted Succesfully')).toBeVisible();

  await expect(card(page).getByText('Upcoming')).toBeVisible();
  await expect(card(page).getByText('VIRTUAL TRADE')).toBeVisible();
  // The profile card's counts follow the post without a reload.
  await expect(page.getByText('1 Posted', { exact: true })).toBeVisible();
  await expect(page.getByText('1 Upcoming', { exact: true })).toBeVisible();
  const list = await request.get(`/backend/api/trade/trade-list/${expert.user_id}/0/1`, {
    headers: bearer(expert),
  });
  tradeId = ((await list.json()) as { result: { id: number }[] }).result[0]!.id;
  await saveScreenshot(page, 'my-profile');

  await card(page).getByRole('button', { name: 'Modify' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Lots').fill('2');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Trade Updated successfully')).toBeVisible();
  await expect(card(page).getByText('2', { exact: true })).toBeVisible();

  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot(page, 'my-profile');
});

test('a follower sees the trade on the expert profile, copies it and comments', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, follower);
  await page.goto(`/profile/${expert.user_id}/Esha-Expert`);
  await expect(page).toHaveTitle('Esha Expert | TradeCircle');
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Modify' })).toHaveCount(0);
  await saveAtBothWidths(page, 'others-profile');

  // Share: both link shapes of trades.md §2, copied to the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card(page).getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share Trade' });
  await expect(share.getByRole('textbox', { name: 'Trade link' })).toHaveValue(
    new RegExp(`/trade/${tradeId}/Tata%20Consultancy%20Services%20Ltd$`),
  );
  await expect(share.getByRole('textbox', { name: 'Profile link' })).toHaveValue(
    new RegExp(`/profile/${expert.user_id}/Esha%20Expert/\\?fotrade=false&trade_id=${tradeId}&trade_name=`),
  );
  await saveAtBothWidths(page, 'share-dialog', { fullPage: false });
  await share.getByRole('button', { name: 'Copy trade link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/trade/${tradeId}/Tata%20Consultancy%20Services%20Ltd$`),
  );
  await share.getByRole('button', { name: 'Done' }).click();

  await card(page).getByRole('button', { name: 'Trade', exact: true }).click();
  const copy = page.getByRole('dialog');
  await expect(copy.getByRole('combobox', { name: 'Security' })).toBeDisabled();
  await copy.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Review & Post Trade' })
    .getByRole('button', { name: 'Post', exact: true })
    .click();
  await expect(page.getByText('Trade Posted Succesfully')).toBeVisible();

  await card(page)
    .getByRole('button', { name: /Comment/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'Trade Details' });
  await detail.getByPlaceholder('Write your comment here').fill('Copied with half size, thanks!');
  await detail.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(detail.getByText('Copied with half size, thanks!')).toBeVisible();
  await expect(detail.getByText('Farid Follower').first()).toBeVisible();
  await saveAtBothWidths(page, 'trade-detail', { fullPage: false });
});

test('the price feed makes the trade Live, then Closed, and the card follows without a reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, expert);
  const subscribed = liveSubscriptionTo(page, securityId);
  await page.goto('/my-profile');
  await expect(card(page).getByText('Upcoming')).toBeVisible();
  // The card hears of the change only once its socket watches TCS; before, only a reload would show it.
  await subscribed;

  // The price gaps up through the entry: the limit order fills at the first price beyond it, and the
  // card shows that fill under the entry sent (docs/metrics.md "Realistic virtual fills").
  const gap = Math.round(entry * 1.01);
  await tickAt(request, securityId, gap);
  await expect(card(page).getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card(page).getByText('Current P&L')).toBeVisible();
  const live = (await (await request.get(`/backend/api/trade/get-trade/${tradeId}`)).json()) as {
    entry_price: number;
    entry_fill_price: number;
  };
  expect(live).toMatchObject({ entry_price: entry, entry_fill_price: gap });
  await expect(card(page).getByText(`Filled at ₹${gap.toLocaleString('en-IN')}.00`)).toBeVisible();
  await saveAtBothWidths(page, 'trade-entry-filled', { element: card(page) });
  // Live trades can no longer be modified, only exited or given new reasoning.
  await expect(card(page).getByRole('button', { name: 'Modify' })).toHaveCount(0);
  await card(page).getByRole('button', { name: 'Update Reasoning' }).click();
  const reasoning = page.getByRole('dialog', { name: 'Update Reasoning' });
  await reasoning.getByRole('button', { name: 'Update' }).click();
  await expect(reasoning.getByText('Required.')).toBeVisible();
  await reasoning
    .getByRole('textbox', { name: 'Reasoning' })
    .fill('Entry filled; trail the stop to cost at the first target.');
  await saveAtBothWidths(page, 'update-reasoning', { fullPage: false });
  await reasoning.getByRole('button', { name: 'Update' }).click();
  await expect(reasoning).toBeHidden();
  await expect(card(page).getByText('Entry filled; trail the stop to cost')).toBeVisible();
  const update = await request.post('/backend/api/trade/update-trade-detail/', {
    headers: bearer(expert),
    data: {
      id: tradeId,
      entry_price: entry,
      target_price: Math.round(entry * 1.1),
      stop_loss: Math.round(entry * 0.95),
      lots: 3,
    },
  });
  expect(update.status()).toBe(409);

  const exit = Math.round(entry * 1.12);
  await tickAt(request, securityId, exit);
  await expect(card(page).getByText('Closed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card(page).getByText('Realized P&L')).toBeVisible();
  await saveAtBothWidths(page, 'trade-closed');
});

test('a visitor sees the shared trade read-only and is sent to login to copy it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/trade/${tradeId}/TCS`);
  await expect(page.getByRole('heading', { name: 'Trade Details' })).toBeVisible();
  await expect(card(page)).toBeVisible();
  await saveAtBothWidths(page, 'share-trade');
  await card(page).getByRole('button', { name: 'Trade', exact: true }).click();
  await expect(page.getByText('Login required for following action')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

async function connectBroker(page: Page) {
  await page.getByRole('button', { name: 'Connect broker' }).click();
  await page.locator('.scdk-broker').first().click();
  await page.locator('input[name="clientId"]').fill('EX1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Broker: /)).toBeVisible();
}

async function startRealTrade(page: Page, price: number) {
  await page.getByRole('button', { name: 'Add Trade' }).click();
  const form = page.getByRole('dialog');
  await pickSecurity(page, 'INFY');
  await form.getByRole('radio', { name: 'Real' }).check();
  // A market order: the broker fills it at the market, shown as the live price.
  await expect(form.getByLabel('Market price')).not.toHaveValue('');
  await form.getByLabel('First target').fill(String(Math.round(price * 1.1)));
  await form.getByLabel('First stop loss').fill(String(Math.round(price * 0.9)));
  await form.getByRole('button', { name: 'Place Real Trade' }).click();
  // The gateway asks the linked account to log in again (the client ID is prefilled), then to confirm.
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a real trade through the sandbox gateway goes Live at the fill; a cancelled one disappears; the live one exits through the exit form', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const trader = await signInByApi(request, uniquePhone(), 'Rhea Real');
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeLoginInBrowser(page, trader);
  await page.goto('/my-profile');
  await connectBroker(page);
  const infy = (await securityBySymbol(request, 'INFY')).id;
  const price = Math.round(await livePriceOf(request, infy));

  await startRealTrade(page, price);
  await expect(page.getByText('Confirm your order')).toBeVisible();
  await saveAtBothWidths(page, 'broker-gateway', { fullPage: false });
  await page.getByRole('button', { name: 'Confirm' }).click();
  const real = page.getByRole('article', { name: 'Buy INFY trade' });
  await expect(real.getByText('REAL TRADE')).toBeVisible({ timeout: 15_000 });
  await expect(real.getByText('Live', { exact: true })).toBeVisible();
  await expect(real.getByRole('button', { name: 'Apply SL' })).toHaveCount(0);

  await startRealTrade(page, price);
  await expect(page.getByText('Confirm your order')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The cancelled transaction's trade is deleted: only the first real trade remains.
  const listed = async () => {
    const response = await request.get(`/backend/api/trade/trade-list/${trader.user_id}/0/1`, {
      headers: bearer(trader),
    });
    return ((await response.json()) as { result: unknown[] }).result.length;
  };
  await expect.poll(listed).toBe(1);
  await expect(page.getByRole('article', { name: 'Buy INFY trade' })).toHaveCount(1);

  // The broker offers Apply SL once the live price is beyond the stop loss (real trades are not
  // closed by the engine); the card reads the broker's actions again and shows it.
  await tickAt(request, infy, Math.round(price * 0.88));
  await expect(real.getByRole('button', { name: 'Apply SL' })).toBeVisible({ timeout: 30_000 });

  // Exit: the exit form shows the position (Sell, market order), then the same gateway sells it.
  await real.getByRole('button', { name: 'Exit' }).click();
  const exitForm = page.getByRole('dialog', { name: 'Exit Trade' });
  await expect(exitForm.getByText('The whole position is sold at the market price')).toBeVisible();
  await expect(exitForm.getByLabel('Buy or Sell')).toBeChecked();
  await saveAtBothWidths(page, 'trade-exit-form', { fullPage: false });
  await exitForm.getByRole('button', { name: 'Exit Trade' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Confirm your order')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(real.getByText('Closed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(real.getByText('Exit Price')).toBeVisible();
});
