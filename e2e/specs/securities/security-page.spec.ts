import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

const RELIANCE_PATH = '/search/RELIANCE-NSE?tab=0';

/**
 * Opens the page; returns the security id (from the page's own security-info call) once the live
 * channel has confirmed the page's subscription.
 */
async function openReliance(page: Page): Promise<number> {
  const info = page.waitForResponse((response) =>
    response.url().includes('/backend/api/trade/security-info/RELIANCE-NSE'),
  );
  const subscribed = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/security/'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"subscribed"')),
    );
  await page.goto(RELIANCE_PATH);
  const body = (await (await info).json()) as { id: number };
  await expect(page.getByRole('heading', { level: 1, name: 'RELIANCE' })).toBeVisible();
  await subscribed;
  return body.id;
}

/**
 * Ticks come every second and the set price is only the next one, so poll on every frame rather
 * than at expect's growing intervals, which could step over it.
 */
async function expectPriceShown(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="live-price"]')?.textContent === expected,
    text,
    { polling: 'raf', timeout: 10_000 },
  );
}

const seriesRequest = (page: Page, filter: string) =>
  page.waitForRequest(
    (request) =>
      request.url().includes('/backend/api/trade/time-series-price/') &&
      request.url().includes(`filters=${filter}`),
  );

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`the security page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor sees the security, its live price, the chart, summary and technicals', async ({
      page,
      request,
    }) => {
      const id = await openReliance(page);
      await expect(page).toHaveTitle('RELIANCE | TradeCircle');
      await expect(page.getByText('Reliance Industries Ltd').first()).toBeVisible();
      await expect(page.getByTestId('live-price')).toHaveText(/^₹[\d,]+\.\d{2}$/);
      await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
      const summary = page.getByRole('region', { name: 'Price summary' });
      await expect(summary.getByText('52-week high')).toBeVisible();
      // RELIANCE's futures trade in lots of 500; the page names it so beside equity trades of lot 1.
      await expect(summary.getByText('F&O lot size')).toBeVisible();
      await expect(summary.getByText('Lot size', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('img', { name: /^Technical rating: / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Trade' })).toBeEnabled();

      // The simulator's next tick for this security: the page must show it without a reload. Prices
      // are rounded to the tick size (0.10 at this level), so the values are multiples of it.
      const price = viewport.width === VIEWPORTS.desktop.width ? 1234.5 : 1243.5;
      const answer = await request.post('/backend/api/dev/market/price', { data: { id, price } });
      expect(answer.ok()).toBe(true);
      const shown = viewport.width === VIEWPORTS.desktop.width ? '₹1,234.50' : '₹1,243.50';
      await expectPriceShown(page, shown);
      await saveScreenshot(page, 'security-page');
      await saveScreenshot(page, 'security-price-summary', { element: summary });
    });
  });
}

test("a visitor's Trade button asks them to sign in first", async ({ page }) => {
  await openReliance(page);
  await page.getByRole('button', { name: 'Trade' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Login required for following action')).toBeVisible();
});

test('the chart type is remembered and each range asks for its filter', async ({ page }) => {
  await openReliance(page);
  const area = page.getByRole('button', { name: 'Area', exact: true });
  const candles = page.getByRole('button', { name: 'Candlestick' });
  await expect(area).toHaveAttribute('aria-pressed', 'true');
  await candles.click();
  await expect(candles).toHaveAttribute('aria-pressed', 'true');

  const week = seriesRequest(page, '1WEEK');
  await page.getByRole('button', { name: '1W', exact: true }).click();
  await week;
  await expect(page.getByRole('button', { name: '1W', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();

  await page.getByRole('button', { name: '1Y', exact: true }).click();
  await expect(page.getByRole('button', { name: '1Y', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();

  await page.getByRole('button', { name: 'Expand chart' }).click();
  await expect(page.getByRole('button', { name: 'Collapse chart' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Candlestick' })).toHaveAttribute('aria-pressed', 'true');
  await candles.click();
  await area.click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Area', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the header search goes from "infy" to the Infosys page', async ({ page }) => {
  await openReliance(page);
  const search = page.getByRole('combobox', { name: 'Search securities' });
  await search.fill('infy');
  await page.getByRole('option', { name: /INFY.*Infosys Ltd.*NSE/ }).click();
  await expect(page).toHaveURL(/\/search\/INFY-NSE\?tab=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'INFY' })).toBeVisible();
  await expect(page.getByText('Infosys Ltd').first()).toBeVisible();
  await expect(page).toHaveTitle('INFY | TradeCircle');
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the search icon opens a dialog that finds a security', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search securities' });
    await dialog.getByRole('combobox', { name: 'Search securities' }).fill('infy');
    await saveScreenshot(page, 'security-search-dialog');
    await page.getByRole('option', { name: 'INFY Infosys Ltd NSE' }).click();
    await expect(page).toHaveURL(/\/search\/INFY-NSE\?tab=0$/);
    await expect(dialog).toBeHidden();
  });
});

test('an unknown security says so and offers the search', async ({ page }) => {
  await page.goto('/search/NOSUCHSTOCK-NSE?tab=0');
  await expect(page.getByRole('heading', { name: 'Security not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search securities' })).toBeVisible();
});
