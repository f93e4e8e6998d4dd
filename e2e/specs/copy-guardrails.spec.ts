/**
 * Copy guardrails (issue 34, part 3), at 1280 and 390 px: a follower sets a copy stop on an expert's
 * profile, copies a call through the card, the price runs to the call's stop loss and the copy closes
 * at a loss past the copy stop; the follower is told, the settings show copying stopped, a further
 * copy is refused with the server's message, and the expert's profile shows claimed versus
 * achievable as the API answers it.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiLogin, bearer, signInByApi, storeLoginInBrowser, uniquePhone } from '../support/auth.ts';
import { livePriceOf, securityBySymbol } from '../support/market.ts';
import { saveAtBothWidths, VIEWPORTS } from '../support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

const EXPERT_NAME = 'Gauri Guarded';
const FOLLOWER_NAME = 'Farhan Follower';
/** Securities no other journey moves: the ticks here set their prices. */
const FIRST_CALL = 'MARUTI';
const SECOND_CALL = 'SBIN';

type Guardrail = {
  open_exposure: number;
  drawdown_percent: number;
  tripped_at: string | null;
  tripped_drawdown_percent: number | null;
};
type Summary = {
  calls: number;
  achievable_calls: number;
  claimed_average: number | null;
  achievable_average: number | null;
  gap: number | null;
};
type Compared = { gross: Summary; net: Summary };

async function tickAt(request: APIRequestContext, id: number, price: number) {
  const response = await request.post('/backend/api/dev/market/price', { data: { id, price } });
  expect(response.ok()).toBe(true);
}

async function tradeStatus(request: APIRequestContext, id: number): Promise<string> {
  return ((await (await request.get(`/backend/api/trade/get-trade/${id}`)).json()) as { status: string })
    .status;
}

/** A stock without an F&O lot (lot_size null) trades in single shares. */
async function lotSizeOf(request: APIRequestContext, symbol: string, exchange = 'NSE'): Promise<number> {
  const response = await request.get(`/backend/api/trade/security-info/${symbol}-${exchange}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { lot_size: number | null }).lot_size ?? 1;
}

/** A virtual Buy limit call 20% above the live price (it waits Upcoming), its stop 5% under the entry. */
async function postCall(request: APIRequestContext, expert: ApiLogin, symbol: string, reasoning: string) {
  const security = await securityBySymbol(request, symbol);
  const entry = Math.round((await livePriceOf(request, security.id)) * 1.2);
  const stopLoss = Math.round(entry * 0.95);
  const created = await request.post('/backend/api/trade/create-trade/', {
    headers: bearer(expert),
    data: {
      security: security.id,
      security_name: security.name,
      trade_type: 'Buy',
      entry_price: entry,
      target_price: Math.round(entry * 1.1),
      stop_loss: stopLoss,
      target_stop_loss_list: [],
      lots: 1,
      duration: 3,
      reasonings: reasoning,
      is_real: false,
      order_type: 'limit_order',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { id: ((await created.json()) as { id: number }).id, securityId: security.id, entry, stopLoss };
}

async function guardrailOf(request: APIRequestContext, follower: ApiLogin, expert: ApiLogin) {
  const response = await request.get(`/backend/api/copy-guardrails/${expert.user_id}/`, {
    headers: bearer(follower),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Guardrail;
}

const card = (page: Page, symbol: string) =>
  page.getByRole('article', { name: `Buy ${symbol} trade` }).first();

/** Copies the card's call: Trade, Review, Post (the copy's lots are the guardrail's). */
async function copyCall(page: Page, symbol: string) {
  await card(page, symbol).getByRole('button', { name: 'Trade', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Review & Post Trade' })
    .getByRole('button', { name: 'Post', exact: true })
    .click();
}

const signed = (value: number | null, unit: string) =>
  value === null ? '-' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}${unit}`;

test('a follower sets a copy stop, copies calls, the stop trips, and the profile shows claimed versus achievable', async ({
  page,
  request,
}) => {
  const expert = await signInByApi(request, uniquePhone(), EXPERT_NAME);
  const follower = await signInByApi(request, uniquePhone(), FOLLOWER_NAME);
  const first = await postCall(request, expert, FIRST_CALL, 'Breakout retest; stop under the range');
  const lotSize = await lotSizeOf(request, FIRST_CALL);
  // Two copies' worth: one copy fits, and its 5% loss is 2.5% of this, past a 1% copy stop.
  const maxExposure = 2 * first.entry * lotSize;
  const profilePath = `/profile/${expert.user_id}/${encodeURIComponent(EXPERT_NAME)}`;

  // The follower sets the guardrail on the expert's profile, on a phone (the dialog is full screen).
  await storeLoginInBrowser(page, follower);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(profilePath);
  await expect(page.getByRole('heading', { level: 1, name: EXPERT_NAME })).toBeVisible();
  await page.getByRole('button', { name: 'Copy settings' }).click();
  const settings = page.getByRole('dialog', { name: `Copy settings for ${EXPERT_NAME}` });
  await expect(settings.getByLabel('Fixed lots')).toBeChecked();
  await expect(settings.getByLabel('Lots per copy')).toHaveValue('1');
  await settings.getByLabel('Maximum open exposure (₹)').fill(String(maxExposure));
  await settings.getByLabel('Copy stop (%)').fill('1');
  await saveAtBothWidths(page, 'copy-settings-dialog', { fullPage: false });
  await settings.getByRole('button', { name: 'Save guardrail' }).click();
  await expect(page.getByText('Copy settings saved', { exact: true })).toBeVisible();
  await expect(settings).toBeHidden();

  // The follower copies the call through its card; the guardrail holds it at one lot.
  await page.setViewportSize(VIEWPORTS.desktop);
  await copyCall(page, FIRST_CALL);
  await expect(page.getByText('Trade Posted Succesfully')).toBeVisible();
  await expect
    .poll(async () => (await guardrailOf(request, follower, expert)).open_exposure)
    .toBe(first.entry * lotSize);

  // The price reaches the entry (the call and its copy fill), then the stop loss: both close at a loss.
  await tickAt(request, first.securityId, first.entry);
  await expect.poll(() => tradeStatus(request, first.id), { timeout: 15_000 }).toBe('Active');
  await tickAt(request, first.securityId, first.stopLoss);
  await expect.poll(() => tradeStatus(request, first.id), { timeout: 15_000 }).toBe('Closed');
  let tripped: Guardrail | undefined;
  await expect
    .poll(
      async () => {
        tripped = await guardrailOf(request, follower, expert);
        return tripped.tripped_at;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  const drawdown = tripped!.tripped_drawdown_percent!;
  expect(drawdown).toBeGreaterThan(1);

  // The follower is told: the notification opens the guardrails, which say copying stopped.
  await page.goto('/notifications');
  const notice = page.getByRole('button', {
    name: new RegExp(`Copying stopped: your copies of ${EXPERT_NAME}'s calls fell ${drawdown}%`),
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('img', { name: 'Copy stop' })).toBeVisible();
  await saveAtBothWidths(page, 'copy-stopped-notification', { element: notice });
  await notice.click();
  await expect(page).toHaveURL(/\/copy-guardrails$/);
  const guardrailCard = page.getByRole('article', { name: EXPERT_NAME });
  await expect(guardrailCard.getByText('Copying stopped')).toBeVisible();
  await expect(guardrailCard.getByText(`Drawdown ${drawdown}% (copy stop 1%)`)).toBeVisible();
  await saveAtBothWidths(page, 'copy-guardrails-page-stopped');

  // The expert posts another call; the profile's Copy settings say copying stopped, and a copy is refused.
  await postCall(request, expert, SECOND_CALL, 'Support held twice; buying the bounce');
  await page.goto(profilePath);
  await page.getByRole('button', { name: 'Copy settings' }).click();
  await expect(settings.getByText('Copying stopped')).toBeVisible();
  await expect(settings.getByText(`Your copies fell ${drawdown}% from their peak`)).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save and resume copying' })).toBeVisible();
  await saveAtBothWidths(page, 'copy-settings-stopped', { fullPage: false });
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();

  await copyCall(page, SECOND_CALL);
  await expect(
    page.getByText(
      `Copying stopped: your copies of this expert's calls fell ${drawdown}% from their peak, past your copy stop of 1%. Set the guardrail again to resume copying`,
    ),
  ).toBeVisible();
  expect((await guardrailOf(request, follower, expert)).open_exposure).toBe(0);

  // The expert's record: the closed call's claimed return beside what a follower could have had.
  let compared: Compared | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/backend/api/track-record/${expert.user_id}/achievable/`);
        expect(response.ok(), await response.text()).toBe(true);
        compared = (await response.json()) as Compared;
        return compared.gross.calls;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const { gross } = compared!;
  expect(gross.claimed_average!).toBeLessThan(0);
  // The refused copy's review dialog is still open: a fresh load of the profile.
  await page.reload();
  const panel = page.getByRole('region', { name: 'Track record' });
  const section = panel.getByTestId('claimed-vs-achievable');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText(signed(gross.claimed_average, '%'));
  await expect(section).toContainText(signed(gross.achievable_average, '%'));
  await expect(section).toContainText(signed(gross.gap, ' pts'));
  await expect(section).toContainText('Over 1 closed call');
  await saveAtBothWidths(page, 'copy-guardrails-claimed-vs-achievable', {
    element: section,
    ready: () => section.scrollIntoViewIfNeeded(),
  });
});

test('a price alert set on a security page fires once the price reaches it, and its notification leads back', async ({
  page,
  request,
}) => {
  const user = await signInByApi(request, uniquePhone(), 'Ishaan Alerted');
  const security = await securityBySymbol(request, 'ITC');
  // Whole rupees well above the live price: the simulator's own moves do not reach it.
  const level = Math.round((await livePriceOf(request, security.id)) * 1.15);

  await storeLoginInBrowser(page, user);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/search/ITC-NSE?tab=0');
  await expect(page.getByRole('heading', { level: 1, name: 'ITC' })).toBeVisible();
  await page.getByRole('button', { name: 'Price alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price alert on ITC' });
  await dialog.getByLabel('Price (₹)').fill(String(level));
  await dialog.getByRole('button', { name: 'Add alert' }).click();
  await expect(page.getByText('Price alert on ITC added')).toBeVisible();
  const mine = dialog.getByRole('list', { name: 'Your alerts on ITC' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByText('Waiting')).toBeVisible();
  // The snackbar sits over the dialog's title on a phone: the pictures are taken once it has gone.
  await expect(page.getByText('Price alert on ITC added')).toBeHidden({ timeout: 10_000 });
  await saveAtBothWidths(page, 'price-alert-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await tickAt(request, security.id, level + 1);
  await page.goto('/notifications');
  const notice = page.getByRole('button', { name: /^(Unread: )?ITC is at ₹[\d,.]+, at or above your alert/ });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice.getByRole('img', { name: 'Price alert' })).toBeVisible();
  await saveAtBothWidths(page, 'price-alert-notification', {
    element: page.getByRole('list', { name: 'Notifications' }),
  });
  await notice.click();
  await expect(page).toHaveURL(/\/search\/ITC-NSE\?tab=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ITC' })).toBeVisible();
});
