import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DAILY_TASK_TARGET, DAILY_TASKS, ONE_TIME_TASKS, STREAK_REWARDS } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import {
  type ApiHandler,
  bodyOf,
  callsTo,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import {
  dailyTasksAnswer,
  gamificationDataAnswer,
  oneTimeTasksAnswer,
  GAMIFICATION_PATHS as PATHS,
  redeemItemsAnswer,
  streakAnswer,
} from '../test-fixtures.ts';
import { GamificationPage } from './gamification-page.tsx';

const bridge = installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
});

function answer(coins = 300, routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    [`GET ${PATHS.data}`]: () => gamificationDataAnswer(coins),
    [`GET ${PATHS.dailyTasks}`]: () => dailyTasksAnswer(1),
    [`GET ${PATHS.oneTimeTasks}`]: () => oneTimeTasksAnswer(),
    [`GET ${PATHS.streak}`]: () => streakAnswer(3, 1),
    [`GET ${PATHS.redeemItems}`]: () => redeemItemsAnswer(coins),
    ...routes,
  });
}

const open = (path = '/trending/gamification') =>
  renderAt(path, { '/trending/gamification': <GamificationPage /> });

const redeemTab = () => screen.getByRole('tab', { name: 'Redeem Coins' });
const item = (name: string) => screen.findByRole('listitem', { name });

describe('GamificationPage', { timeout: 20_000 }, () => {
  it('greets by name with the balance, the daily tasks with the real counter and the one-time tasks', async () => {
    answer();
    open();
    expect(await screen.findByRole('heading', { name: 'Hi Ravi Menon' })).toBeTruthy();
    expect(screen.getByLabelText('Coin balance: 300 coins')).toBeTruthy();
    expect(screen.getByText('6 tasks left to earn coins')).toBeTruthy();

    const daily = await screen.findByRole('list', { name: 'Daily tasks' });
    // Only the first daily task is done: its coins of the day's target (the spec's "100/300", made real).
    const [first, second, ...rest] = DAILY_TASKS;
    expect(screen.getByTestId('daily-counter').textContent).toBe(`${first.coin_reward}/${DAILY_TASK_TARGET}`);
    expect(
      screen.getByRole('progressbar', { name: 'Coins earned today' }).getAttribute('aria-valuenow'),
    ).toBe(String(Math.round((first.coin_reward / DAILY_TASK_TARGET) * 100)));
    const rows = within(daily).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      `${first.title} (Done)`,
      second.title,
      ...rest.map((task) => task.title),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Done')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(`+${second.coin_reward} coins`)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Done')).toBeNull();
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/gamification/daily_login.svg');

    const oneTime = await screen.findByRole('list', { name: 'One-time tasks' });
    expect(within(oneTime).getAllByRole('listitem')).toHaveLength(ONE_TIME_TASKS.length);
    expect(within(oneTime).getByRole('listitem', { name: `${ONE_TIME_TASKS[0].title} (Done)` })).toBeTruthy();
  });

  it('shows the streak: the cycle with today marked, each day’s reward, the bar and the freezes', async () => {
    answer();
    open();
    const streak = await screen.findByRole('region', { name: 'Daily streak' });
    expect(await within(streak).findByText('3-day streak')).toBeTruthy();
    const days = within(streak).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[2]?.getAttribute('aria-current')).toBe('step');
    expect(days[2]?.getAttribute('aria-label')).toBe(`Day 3: ${STREAK_REWARDS[2].reward} coins, today`);
    expect(days[6]?.getAttribute('aria-label')).toBe(`Day 7: ${STREAK_REWARDS[6].reward} coins`);
    expect(
      within(streak)
        .getByRole('progressbar', { name: 'Streak cycle progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('43');
    expect(within(streak).getByText('Streak freezes held: 1 of 2')).toBeTruthy();

    // The streak modal; its Next leads to this page, so here it only closes.
    fireEvent.click(within(streak).getByRole('button', { name: 'How streaks work' }));
    const modal = await screen.findByRole('dialog', { name: 'Your daily streak' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your daily streak' })).toBeNull());
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('Need Help offers How to earn (every task with its reward) and Contact Us (a mail to support)', async () => {
    answer();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Need Help' }));
    const contact = await screen.findByRole('menuitem', { name: 'Contact Us' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:support@tradecircle\.in/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'How to earn' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to earn coins' });
    expect(within(dialog).getByText(/starts with 300 coins/)).toBeTruthy();
    const dailyList = within(dialog).getByRole('list', { name: 'Daily tasks' });
    for (const task of DAILY_TASKS)
      expect(dailyList.textContent).toContain(`${task.title}+${task.coin_reward}`);
    const oneTimeList = within(dialog).getByRole('list', { name: 'One-time tasks' });
    for (const task of ONE_TIME_TASKS)
      expect(oneTimeList.textContent).toContain(`${task.title}+${task.coin_reward}`);
    const rewards = within(dialog).getByRole('table', { name: 'Streak rewards' });
    expect(within(rewards).getAllByRole('row')).toHaveLength(STREAK_REWARDS.length + 1);
    expect(rewards.textContent).toContain(`Day 7${STREAK_REWARDS[6].reward}`);
  });

  it('redeems a streak freeze after a confirmation, says so and reads the balance again', async () => {
    const fetchMock = answer(300, {
      [`POST ${PATHS.redeem}`]: () => json(200, { message: 'Streak freeze added', coins: 250 }),
    });
    open('/trending/gamification?tab=redeem');
    expect(redeemTab().getAttribute('aria-selected')).toBe('true');
    const freeze = await item('Streak freeze');
    expect(within(freeze).getByText('50 coins')).toBeTruthy();
    const dataCalls = callsTo(fetchMock, 'GET', PATHS.data).length;

    fireEvent.click(within(freeze).getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Redeem Streak freeze?' });
    expect(confirm.textContent).toContain('This spends 50 coins. You will have 250 left.');
    expect(callsTo(fetchMock, 'POST', PATHS.redeem)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Redeem' }));

    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Streak freeze added', 'success', 4500));
    const [[, init]] = callsTo(fetchMock, 'POST', PATHS.redeem) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ key: 'streak_freeze' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', PATHS.data).length).toBeGreaterThan(dataCalls));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem Streak freeze?' })).toBeNull());
  });

  it('a redeem the balance cannot pay for is disabled, with how many coins are missing', async () => {
    const fetchMock = answer(30);
    open('/trending/gamification?tab=redeem');
    const freeze = await item('Streak freeze');
    const button = within(freeze).getByRole('button', { name: 'Redeem' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(freeze).getByText('You need 20 more coins')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe('redeem-reason-streak_freeze');
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST', PATHS.redeem)).toHaveLength(0);
  });

  it("shows the server's refusal (freezes full, coins short meanwhile) as an error", async () => {
    answer(300, {
      [`POST ${PATHS.redeem}`]: () => json(400, { message: 'You already hold 2 streak freezes' }),
    });
    open('/trending/gamification?tab=redeem');
    fireEvent.click(within(await item('Streak freeze')).getByRole('button', { name: 'Redeem' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem Streak freeze?' })).getByRole('button', {
        name: 'Redeem',
      }),
    );
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('You already hold 2 streak freezes', 'error', 4500),
    );
    // Once, from the tab: the shared catalogue stays out of it.
    expect(bridge.notify).toHaveBeenCalledTimes(1);
  });

  it('the unlock item leads to the Unlock Premium Trades list instead of redeeming', async () => {
    answer();
    open('/trending/gamification?tab=redeem');
    const unlock = await item('Unlock a closed premium call');
    expect(within(unlock).queryByRole('button', { name: 'Redeem' })).toBeNull();
    fireEvent.click(within(unlock).getByRole('link', { name: 'Choose a call' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/trending/unlockTrade');
  });

  it('switches tabs and shows a section that failed with Retry', async () => {
    let fail = true;
    answer(300, {
      [`GET ${PATHS.oneTimeTasks}`]: () => (fail ? json(500, {}) : oneTimeTasksAnswer()),
    });
    open();
    const section = await screen.findByRole('region', { name: 'One-time tasks' });
    const retry = await within(section).findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await within(section).findByRole('list', { name: 'One-time tasks' })).toBeTruthy();

    fireEvent.click(redeemTab());
    expect(await item('Streak freeze')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'One-time tasks' })).toBeNull();
  });
});
