/**
 * Gamification (issue 32), at 1280 and at 390 px: a new user sees the signup bonus on the
 * Gamification page, completes a daily task (a poll vote) and sees the day's progress move, then
 * unlocks a closed call of a Premium group (the demo's Karan's Breakout Room) with 100 coins and
 * sees its details.
 */
import { expect, test } from '@playwright/test';
import { bearer, signedInPage, signInByApi, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';

const SIGNUP_BONUS = 300;
/** What the first sign-in of a day adds: the daily login task (10) and the streak's day 1 (5). */
const FIRST_DAY = 15;
const POLL_REWARD = 25;

for (const width of ['desktop', 'mobile'] as const) {
  test(`a new user earns coins and unlocks a closed premium call (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await signInByApi(request, uniquePhone(), 'Coin Collector');
    // The daily login and the streak come from the change stream's consumer, a moment after the sign-in.
    await expect
      .poll(
        async () =>
          (await (await request.get('/backend/api/gamification/', { headers: bearer(user) })).json()).data
            .coins,
      )
      .toBe(SIGNUP_BONUS + FIRST_DAY);

    const page = await signedInPage(browser, user, width);
    await page.goto('/trending/gamification');
    await expect(page.getByRole('heading', { name: 'Hi Coin Collector' })).toBeVisible();
    await expect(page.getByText(`${SIGNUP_BONUS + FIRST_DAY} coins`).first()).toBeVisible();
    await expect(page.getByText('10/100')).toBeVisible();

    // A daily task done for real: a vote in one of the demo polls.
    const polls = (await (await request.get('/backend/api/polls/', { headers: bearer(user) })).json()).data
      .data as {
      id: number;
      poll_options: { id: number }[];
    }[];
    const voted = await request.post('/backend/api/poll-answer/', {
      headers: bearer(user),
      data: { poll: polls[0]!.id, option: polls[0]!.poll_options[0]!.id },
    });
    expect(voted.ok(), await voted.text()).toBe(true);
    const afterVote = SIGNUP_BONUS + FIRST_DAY + POLL_REWARD;
    await expect
      .poll(
        async () =>
          (await (await request.get('/backend/api/gamification/', { headers: bearer(user) })).json()).data
            .coins,
      )
      .toBe(afterVote);
    await page.reload();
    await expect(page.getByText('35/100')).toBeVisible();
    await expect(page.getByText(`${afterVote} coins`).first()).toBeVisible();
    await saveScreenshot(page, `gamification-earn-${width}`);

    await page.goto('/trending/unlockTrade');
    const calls = page.getByRole('list', { name: 'Premium calls' });
    await expect(calls.getByText("Karan's Breakout Room").first()).toBeVisible();
    // A locked call shows nothing of its security.
    await expect(calls.getByText('Oil & Natural Gas Corporation Ltd')).toHaveCount(0);
    await calls
      .getByRole('button', { name: /Unlock for 100 coins/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(page.getByText('Trade unlocked')).toBeVisible();
    await expect(calls.getByText('Unlocked').first()).toBeVisible();
    await expect(calls.getByText('Exit Price').first()).toBeVisible();
    await expect(page.getByText(`${afterVote - 100} coins`).first()).toBeVisible();
    await saveScreenshot(page, `gamification-unlocked-${width}`);
  });
}
