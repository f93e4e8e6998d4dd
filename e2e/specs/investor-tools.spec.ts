/**
 * Investor tools (issue 33), each page at 1280 and 390 px: a follower takes the risk questionnaire,
 * is warned on an intraday call beyond their profile and asked before copying it, copies it anyway,
 * finds the copy beside the expert's call on Copied trades and downloads it from Download Trade;
 * a trader links a broker on the Trading page and sees a real trade as a position and an order.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { bearer, signedInPage, signInByApi, storeLoginInBrowser, uniquePhone } from '../support/auth.ts';
import { livePriceOf, securityBySymbol } from '../support/market.ts';
import { saveAtBothWidths, VIEWPORTS } from '../support/screenshots.ts';
import { postUpcomingTrade } from '../support/trades.ts';

/** Intra-day-BTST: beyond a conservative profile (packages/domain/src/investor/risk-profile.ts). */
const INTRADAY = 1;

// Each journey runs at each width; its screenshots at both widths are taken once, in the desktop run.
for (const width of ['desktop', 'mobile'] as const) {
  test(`a follower is warned before copying a call beyond their risk profile, then follows and exports the copy (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const shoot = width === 'desktop';
    const expert = await signInByApi(request, uniquePhone(), 'Ishaan Intraday');
    const tradeId = await postUpcomingTrade(request, expert, 'INFY', 'Intraday breakout above the range', {
      duration: INTRADAY,
    });
    const follower = await signInByApi(request, uniquePhone(), 'Tara Tools');
    const page = await signedInPage(browser, follower, width);

    // The questionnaire: the most careful answer to every question makes a conservative profile.
    await page.goto('/questions');
    const questions = page.getByRole('radiogroup');
    await expect(questions.first()).toBeVisible();
    for (const question of await questions.all()) await question.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'See my risk profile' }).click();
    await expect(page.getByRole('heading', { name: 'Conservative investor' })).toBeVisible();
    if (shoot)
      await saveAtBothWidths(page, 'risk-profile', {
        ready: () => expect(page.getByRole('heading', { name: 'Conservative investor' })).toBeVisible(),
      });

    // The call carries the note; copying it asks first, and Cancel copies nothing.
    await page.goto(`/trade/${tradeId}/INFY`);
    const card = page.getByRole('article', { name: 'Buy INFY trade' });
    await expect(card.getByText('Unsuitable for your conservative risk profile')).toBeVisible();
    if (shoot)
      await saveAtBothWidths(page, 'suitability-note', {
        ready: () => expect(card.getByText('Unsuitable for your conservative risk profile')).toBeVisible(),
      });
    await card.getByRole('button', { name: 'Trade', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'This call exceeds your risk profile' });
    await expect(ask).toBeVisible();
    if (shoot)
      await saveAtBothWidths(page, 'copy-suitability', {
        fullPage: false,
        ready: () => expect(ask).toBeVisible(),
      });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await card.getByRole('button', { name: 'Trade', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'This call exceeds your risk profile' })
      .getByRole('button', { name: 'Copy anyway' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Review' }).click();
    await page
      .getByRole('dialog', { name: 'Review & Post Trade' })
      .getByRole('button', { name: 'Post', exact: true })
      .click();
    await expect(page.getByText('Trade Posted Succesfully')).toBeVisible();

    // Copied trades: the copy beside the expert's call.
    await page.goto('/copy-trade');
    await expect(page.getByRole('heading', { name: 'Copied trades' })).toBeVisible();
    const row = page.getByRole('article').filter({ hasText: 'INFY' }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText('Ishaan Intraday')).toBeVisible();
    if (shoot) await saveAtBothWidths(page, 'copied-trades', { ready: () => expect(row).toBeVisible() });

    // Download Trade: the copy is in this month's preview and in the CSV.
    await page.goto('/Download-Trade');
    await expect(page.getByRole('heading', { name: 'Download Trade', level: 1 })).toBeVisible();
    await expect(page.getByText('INFY').first()).toBeVisible();
    if (shoot)
      await saveAtBothWidths(page, 'trade-export', {
        ready: () => expect(page.getByText('INFY').first()).toBeVisible(),
      });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^tradecircle-trades-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toMatch(/INFY/);
    expect(csv).toMatch(/copied/);
  });
}

/** Links the broker login `clientId`: one login links one TradeCircle user, so each run has its own. */
async function connectBroker(page: Page, clientId: string) {
  await page.getByRole('button', { name: 'Connect broker' }).click();
  await page.locator('.scdk-broker').first().click();
  await page.locator('input[name="clientId"]').fill(clientId);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Connected to /)).toBeVisible();
}

for (const width of ['desktop', 'mobile'] as const) {
  test(`a trader links a broker on the Trading page and sees a real trade as a position and an order (${VIEWPORTS[width].width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const shoot = width === 'desktop';
    const trader = await signInByApi(request, uniquePhone(), 'Tanvi Trader');
    await page.setViewportSize(VIEWPORTS[width]);
    await storeLoginInBrowser(page, trader);
    await page.goto('/trading');
    await expect(page.getByText('No broker connected')).toBeVisible();
    if (shoot)
      await saveAtBothWidths(page, 'trading-unlinked', {
        ready: () => expect(page.getByText('No broker connected')).toBeVisible(),
      });
    await connectBroker(page, width === 'desktop' ? 'TR1280' : 'TR0390');

    const infy = (await securityBySymbol(request, 'INFY')).id;
    const price = Math.round(await livePriceOf(request, infy));
    await page.getByRole('button', { name: 'Add Trade' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: 'Security' }).fill('INFY');
    await page
      .getByRole('option', { name: /^INFY\b/ })
      .first()
      .click();
    await form.getByRole('radio', { name: 'Real' }).check();
    await expect(form.getByLabel('Market price')).not.toHaveValue('');
    await form.getByLabel('First target').fill(String(Math.round(price * 1.1)));
    await form.getByLabel('First stop loss').fill(String(Math.round(price * 0.9)));
    await form.getByRole('button', { name: 'Place Real Trade' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();

    const position = page
      .getByRole('list', { name: 'Positions' })
      .getByRole('article', { name: 'Buy INFY trade' });
    await expect(position).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
    if (shoot)
      await saveAtBothWidths(page, 'trading-positions', { ready: () => expect(position).toBeVisible() });
    await page.getByRole('tab', { name: /^Orders/ }).click();
    const orders = page.getByRole('list', { name: 'Broker orders' });
    await expect(orders.getByText('Filled').first()).toBeVisible();
    await expect(orders.getByText('INFY').first()).toBeVisible();
    if (shoot) await saveAtBothWidths(page, 'trading-orders', { ready: () => expect(orders).toBeVisible() });
  });
}

// The import buttons sit above the phone's bottom bar: the whole journey runs at each width too.
for (const width of ['desktop', 'mobile'] as const) {
  test(`an investor imports holdings from a CSV and from the broker and reads the review (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    const screenshots = width === 'desktop';
    test.setTimeout(150_000);
    const expert = await signInByApi(request, uniquePhone(), 'Vikram Value');
    await postUpcomingTrade(request, expert, 'INFY', 'Accumulate on dips for the long term');
    const investor = await signInByApi(request, uniquePhone(), 'Pooja Portfolio');
    const followed = await request.post('/backend/api/follow-influencer/', {
      headers: bearer(investor),
      data: { to_follow_id: expert.user_id },
    });
    expect(followed.ok(), await followed.text()).toBe(true);
    const page = await signedInPage(browser, investor, width);

    await page.goto('/portfolioEvaluation');
    const empty = page.getByRole('region', { name: 'No holdings imported yet' });
    await expect(empty).toBeVisible();
    if (screenshots)
      await saveAtBothWidths(page, 'portfolio-empty', { ready: () => expect(empty).toBeVisible() });

    // A file with a bad row is refused whole, each problem named by its row.
    const file = page.getByLabel('Holdings CSV file');
    await file.setInputFiles({
      name: 'holdings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Instrument,Qty.,Avg. cost\nINFY,40,1450\nNOSUCHCO,5,100\nTCS,2.5,3300\n'),
    });
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await expect(problems).toContainText('Row 3');
    await expect(problems).toContainText('NOSUCHCO is not an NSE equity TradeCircle prices');
    await expect(problems).toContainText('Row 4');
    await expect(empty).toBeVisible();

    await file.setInputFiles({
      name: 'holdings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Instrument,Qty.,Avg. cost,LTP\nINFY,40,1450,0\nTCS,10,"3,300.00",0\nHDFCBANK,25,1600,0\nITC,200,410.5,0\n',
      ),
    });
    const holdings = page.getByRole('region', { name: 'Holdings (4)' });
    await expect(holdings).toBeVisible();
    await expect(page.getByText('Imported from a CSV file on')).toBeVisible();
    for (const symbol of ['INFY', 'TCS', 'HDFCBANK', 'ITC'])
      await expect(holdings.getByText(symbol).first()).toBeVisible();
    const overlap = page.getByRole('region', { name: 'Calls from experts you follow' });
    await expect(overlap.getByText('Vikram Value').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'By sector' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past year: your holdings vs NIFTY 50' }).locator('canvas').first(),
    ).toBeVisible();
    if (screenshots)
      await saveAtBothWidths(page, 'portfolio-review', {
        ready: () => expect(page.getByRole('region', { name: 'Holdings (4)' })).toBeVisible(),
      });

    // The broker's holdings import replaces the CSV's: the gateway login, then the holdings it reports.
    await page.getByRole('button', { name: 'Import from broker' }).click();
    await page.locator('.scdk-broker').first().click();
    await page.locator('input[name="clientId"]').fill(width === 'desktop' ? 'PF1280' : 'PF0390');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/^Imported from Zerodha Kite on/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: /^Holdings \([6-9]\)$/ })).toBeVisible();
    if (screenshots)
      await saveAtBothWidths(page, 'portfolio-broker', {
        ready: () => expect(page.getByRole('region', { name: /^Holdings \([6-9]\)$/ })).toBeVisible(),
      });
  });
}
