/**
 * Payments (issue 18), at 1280 and at 390 px: an expert's premium group takes payments (plans, a
 * coupon, Verified payout information, the group verified by staff); a user subscribes with the coupon through the sandbox
 * checkout, sees the Congratulation view and the featured trade unlocked, finds the membership under
 * /membership, and the expert finds the payment under /transactions. A failed payment shows the
 * failure snackbar and grants nothing.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiLogin, bearer, signedInPage, signInByApi, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';
import { postUpcomingTrade } from '../support/trades.ts';

test.describe.configure({ timeout: 150_000 });

async function call(
  request: APIRequestContext,
  login: ApiLogin,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: Record<string, unknown>,
) {
  const response = await request[method](path, { headers: bearer(login), data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A premium group that takes payments: Monthly ₹499 and Yearly ₹4,999, coupon code, a featured trade. */
async function premiumGroupTakingPayments(
  request: APIRequestContext,
  expert: ApiLogin,
  name: string,
  coupon: string,
  symbol: string,
): Promise<number> {
  const created = await call(request, expert, 'post', '/backend/api/own-groups/', {
    name,
    group_type: 'Premium',
    description: 'Positional calls on large caps, two or three a week, with the reasoning.',
  });
  const groupId = (created.group_detail as { id: number }).id;
  await call(request, expert, 'put', `/backend/api/group-plans/${groupId}/`, {
    plans: [
      { plan: 'Monthly', price: 499 },
      { plan: 'Yearly', price: 4999 },
    ],
  });
  await call(request, expert, 'post', '/backend/api/payment-info/', {
    account_holder_name: 'Payal Premium',
    bank_name: 'State Bank of India',
    account_number: '123456789012',
    ifsc_code: 'SBIN0001234',
    pan_number: 'ABCDE1234F',
  });
  const verified = await request.post('/backend/api/dev/payment-info/verify/', {
    data: { user_id: expert.user_id, verification_status: 'Verified' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  // Staff's review of the group itself (issue 30): a Premium group takes payments only once Verified.
  const reviewed = await request.post('/backend/api/dev/groups/verify/', {
    data: { group_id: groupId, verification_status: 'Verified' },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  const today = new Date();
  const nextYear = new Date(today.getTime() + 365 * 24 * 60 * 60 * 1000);
  await call(request, expert, 'post', '/backend/api/coupons/', {
    code: coupon,
    group: groupId,
    discount_percentage: 20,
    valid_from: today.toISOString(),
    valid_until: nextYear.toISOString(),
  });
  const tradeId = await postUpcomingTrade(request, expert, symbol, `Featured setup ${name}`, {
    visibility: 'group',
    group: groupId,
  });
  await call(request, expert, 'patch', '/backend/api/trade/trade-detail-patch-featured/', {
    id: tradeId,
    is_featured: true,
    request_type: 'featured',
  });
  return groupId;
}

async function openPaymentDialog(page: Page, groupId: number, groupName: string) {
  await page.goto(`/premium-groups/detail/${groupId}`);
  await expect(page.getByRole('heading', { name: groupName }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Subscribe/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: groupName });
  await expect(dialog.getByRole('button', { name: 'Pay & Join' })).toBeVisible();
  return dialog;
}

const RUNS = [
  { width: 'desktop', symbol: 'HDFCBANK' },
  { width: 'mobile', symbol: 'SBIN' },
] as const;

for (const { width, symbol } of RUNS) {
  test(`a user subscribes to a premium group with a coupon through the sandbox checkout (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    const run = `${width === 'desktop' ? 'D' : 'M'}${Date.now() % 100_000}`;
    const expert = await signInByApi(request, uniquePhone(), `Payal Premium ${run}`);
    const subscriber = await signInByApi(request, uniquePhone(), `Sunil Subscriber ${run}`);
    const groupName = `Large Cap Desk ${run}`;
    const coupon = `SAVE${run}`;
    const groupId = await premiumGroupTakingPayments(request, expert, groupName, coupon, symbol);

    // Before paying, the featured trade is locked: no call details reach the page.
    const page = await signedInPage(browser, subscriber, width);
    await page.goto(`/premium-groups/detail/${groupId}`);
    await expect(page.getByRole('article', { name: /^Locked .* trade$/ }).first()).toBeVisible();
    await expect(page.getByRole('article', { name: `Buy ${symbol} trade` })).toHaveCount(0);

    const dialog = await openPaymentDialog(page, groupId, groupName);
    await dialog.getByRole('radio', { name: /Monthly/ }).check();
    // A wrong code is refused in words; the right one (any case) applies 20%.
    const code = dialog.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Invalid Coupon')).toBeVisible();
    await code.fill(coupon.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('button', { name: 'Applied' })).toBeVisible();
    await expect(dialog.getByText('Saved 20%')).toBeVisible();
    await expect(dialog.getByText('₹399.20')).toBeVisible();
    await saveScreenshot(page, 'payment-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Pay & Join' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect(checkout.getByTestId('rzp-amount')).toHaveText('₹399.20');
    await saveScreenshot(page, 'payment-checkout', { fullPage: false });
    await checkout.getByRole('button', { name: 'Pay ₹399.20' }).click();

    await expect(dialog.getByText('Congratulation')).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(page, 'payment-congratulation', { fullPage: false });
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog).toBeHidden();

    // The featured trade is now shown in full.
    await expect(page.getByRole('article', { name: `Buy ${symbol} trade` }).first()).toBeVisible({
      timeout: 15_000,
    });
    await saveScreenshot(page, 'premium-group-member');

    await page.goto('/membership');
    await expect(page.getByRole('link', { name: groupName }).first()).toBeVisible();
    await saveScreenshot(page, 'membership-active');

    const expertPage = await signedInPage(browser, expert, width);
    await expertPage.goto('/transactions');
    await expect(expertPage.getByText(`Sunil Subscriber ${run}`).first()).toBeVisible();
    await saveScreenshot(expertPage, 'transactions-expert');

    // What the server recorded: one successful payment of ₹399.20, split into fee and payable.
    const history = await request.get('/backend/api/transaction-history/?page_number=1&detail_count=5', {
      headers: bearer(expert),
    });
    const { transaction_history: rows } = (await history.json()) as {
      transaction_history: {
        total_price: number;
        fee: number;
        payable_amount: number;
        payment_status: string;
      }[];
    };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ total_price: 399.2, payment_status: 'successful' });
    expect(rows[0]!.fee + rows[0]!.payable_amount).toBeCloseTo(399.2, 2);

    for (const opened of [page, expertPage]) await opened.context().close();
  });
}

test('a failed payment shows the failure snackbar and grants nothing', async ({ browser, request }) => {
  const run = `F${Date.now() % 100_000}`;
  const expert = await signInByApi(request, uniquePhone(), `Payal Premium ${run}`);
  const buyer = await signInByApi(request, uniquePhone(), `Farhan Failing ${run}`);
  const groupName = `Failing Desk ${run}`;
  const groupId = await premiumGroupTakingPayments(request, expert, groupName, `FAIL${run}`, 'ITC');

  const page = await signedInPage(browser, buyer, 'mobile');
  const dialog = await openPaymentDialog(page, groupId, groupName);
  await dialog.getByRole('radio', { name: /Yearly/ }).check();
  await dialog.getByRole('button', { name: 'Pay & Join' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await checkout.getByLabel('Failure reason').selectOption({ label: 'Card declined by the bank' });
  await checkout.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page.getByText(/^failed : .+, Payment ID: pay_[A-Za-z0-9]{14}$/)).toBeVisible();
  await saveScreenshot(page, 'payment-failed', { fullPage: false });
  await expect(dialog).toBeHidden();

  const memberships = await request.get(
    '/backend/api/membership/?status=Active&page_number=1&detail_count=12',
    {
      headers: bearer(buyer),
    },
  );
  expect(((await memberships.json()) as { membership: unknown[] }).membership).toEqual([]);
  const group = await request.get(`/backend/api/groups/${groupId}/`, { headers: bearer(buyer) });
  expect(((await group.json()) as { is_participant: boolean }).is_participant).toBe(false);
  await page.context().close();
});
