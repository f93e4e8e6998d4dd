/**
 * Groups (issue 17), at 1280 and at 390 px: an expert creates a private group on their profile, a
 * user asks to join on the group's page, the expert accepts from the members dialog and posts group
 * trades; the member sees them, the next one arriving live; a non-member sees the page but no trade,
 * and the API gives them none either.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiLogin, bearer, signedInPage, signInByApi, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';
import { postUpcomingTrade } from '../support/trades.ts';

test.describe.configure({ timeout: 150_000 });

async function ownGroupNamed(request: APIRequestContext, admin: ApiLogin, name: string): Promise<number> {
  const response = await request.get('/backend/api/own-groups/', { headers: bearer(admin) });
  expect(response.ok(), await response.text()).toBe(true);
  const { groups } = (await response.json()) as { groups: { id: number; name: string }[] };
  const group = groups.find((row) => row.name === name);
  expect(group, `the group ${name} was created`).toBeDefined();
  return group!.id;
}

const tradeCards = (page: Page, symbol: string) =>
  page.getByRole('region', { name: 'Group trades' }).getByRole('article', { name: `Buy ${symbol} trade` });

const RUNS = [
  { width: 'desktop', symbol: 'TITAN' },
  { width: 'mobile', symbol: 'ITC' },
] as const;

for (const { width, symbol } of RUNS) {
  test(`a private group: request, accept, group trades for members only (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    const run = `${width === 'desktop' ? 'D' : 'M'}${Date.now() % 100_000}`;
    const expert = await signInByApi(request, uniquePhone(), `Gita Groupadmin ${run}`);
    const member = await signInByApi(request, uniquePhone(), `Mohan Member ${run}`);
    const outsider = await signInByApi(request, uniquePhone(), `Otto Outsider ${run}`);
    const groupName = `Breakout Circle ${run}`;

    // The expert creates the group from their profile.
    const expertPage = await signedInPage(browser, expert, width);
    await expertPage.goto('/my-profile');
    await expertPage
      .getByRole('button', { name: /New Group|Create New Group/ })
      .first()
      .click();
    const form = expertPage.getByRole('dialog');
    await form.getByLabel('Group name').fill(groupName);
    await form.getByRole('radio', { name: 'Private' }).check();
    await form.getByLabel('Description').fill('Breakouts from long bases, one or two calls a week.');
    await saveScreenshot(expertPage, 'group-create-dialog', { fullPage: false });
    await form.getByRole('button', { name: 'Create Group' }).click();
    await expect(expertPage.getByText(`Group ${groupName} saved successfully`)).toBeVisible();
    const groupId = await ownGroupNamed(request, expert, groupName);

    // A user asks to join on the group's page.
    const memberPage = await signedInPage(browser, member, width);
    await memberPage.goto(`/groups/${groupId}`);
    await expect(memberPage.getByRole('heading', { name: groupName })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Send Request' }).click();
    await expect(memberPage.getByText('Request has been sent to group admin')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Cancel Request' })).toBeVisible();

    // The expert accepts the request from the members dialog.
    await expertPage.goto(`/groups/${groupId}`);
    await expertPage.getByRole('button', { name: 'Group actions' }).click();
    await expertPage.getByRole('menuitem', { name: 'View members' }).click();
    const members = expertPage.getByRole('dialog');
    await members.getByRole('tab', { name: 'Requests' }).click();
    await members.getByRole('button', { name: `Accept Mohan Member ${run}` }).click();
    await members.getByRole('tab', { name: 'Members' }).click();
    await expect(members.getByText(`Mohan Member ${run}`)).toBeVisible();
    await members.getByRole('button', { name: 'Close' }).click();

    // A first group trade; the member opens the group and sees it.
    const groupTrade = { visibility: 'group', group: groupId };
    const first = await postUpcomingTrade(request, expert, symbol, `First setup ${run}`, groupTrade);
    await memberPage.goto(`/groups/${groupId}`);
    await memberPage.getByRole('tab', { name: /All Trades/ }).click();
    await expect(tradeCards(memberPage, symbol)).toHaveCount(1);

    // The next one arrives while the member watches.
    await postUpcomingTrade(request, expert, symbol, `Second setup ${run}`, groupTrade);
    await expect(tradeCards(memberPage, symbol)).toHaveCount(2);
    await saveScreenshot(memberPage, 'group-member-view');

    // A non-member sees the group, asks to join, and no trade of it.
    const outsiderPage = await signedInPage(browser, outsider, width);
    await outsiderPage.goto(`/groups/${groupId}`);
    await expect(outsiderPage.getByRole('heading', { name: groupName })).toBeVisible();
    await expect(outsiderPage.getByRole('button', { name: 'Send Request' })).toBeVisible();
    await expect(outsiderPage.getByRole('article', { name: `Buy ${symbol} trade` })).toHaveCount(0);
    await saveScreenshot(outsiderPage, 'group-outsider-view');
    const list = await request.get(
      `/backend/api/trade/trade-list-view/?group_id=${groupId}&trade_status=ALL`,
      {
        headers: bearer(outsider),
      },
    );
    expect(((await list.json()) as { results: unknown[] }).results).toEqual([]);
    const detail = await request.get(`/backend/api/trade/user-trade-detail/${first}/`, {
      headers: bearer(outsider),
    });
    expect(detail.status()).toBe(404);

    await saveScreenshot(expertPage, 'group-admin-view');
    for (const page of [expertPage, memberPage, outsiderPage]) await page.context().close();
  });
}
