import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SNACKBAR_MESSAGE_MS, TRADE_LOGIN_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { ANSWER_PATH, makePoll, POLLS_PATH, pollPage, votedPoll } from '../test-fixtures.ts';
import { PollCard } from './poll-card.tsx';
import { PollCarousel } from './poll-carousel.tsx';

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  setViewportWidth(1280);
});

const infosys = makePoll();
const banks = makePoll({
  id: 2,
  category: 'industry',
  title: 'Banks',
  question: 'Are you bearish or bullish on this industry today?',
  poll_options: [
    { id: 21, option_text: 'Bullish', percentage: null },
    { id: 22, option_text: 'Bearish', percentage: null },
    { id: 23, option_text: 'Sideways', percentage: null },
  ],
});
const market = makePoll({ id: 3, category: 'market', title: 'Indian Market' });
const others = makePoll({ id: 4, category: 'others', title: 'others', question: 'Rate cut in June?' });

const start = () => renderAt('/home/42', { '/home/:id': <PollCarousel /> });
const poll = (title: string) => screen.getByRole('article', { name: title });
const shownPolls = () =>
  screen
    .getAllByRole('group', { name: /of \d+$/ })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => within(slide).getByRole('heading').textContent);

// Menus and dialogs of MUI are slow to render when the machine is busy: above the 15 s default.
describe('PollCarousel', { timeout: 30_000 }, () => {
  it('shows the polls, three at a time from 1200 px, moved by the arrows', async () => {
    routeApi({ [`GET ${POLLS_PATH}`]: () => pollPage([infosys, banks, market, others]) });
    start();
    expect(await screen.findByRole('heading', { name: 'Polls' })).toBeTruthy();
    expect(shownPolls()).toEqual(['Infosys Ltd', 'Banks', 'Indian Market']);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownPolls()).toEqual(['Banks', 'Indian Market', 'Poll']));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(within(poll('Poll')).getByText('Rate cut in June?')).toBeTruthy();
  });

  it('shows one poll at a time on phones, and a swipe moves it', async () => {
    setViewportWidth(390);
    routeApi({ [`GET ${POLLS_PATH}`]: () => pollPage([infosys, banks]) });
    start();
    await waitFor(() => expect(shownPolls()).toEqual(['Infosys Ltd']));
    const track = screen.getByRole('group', { name: 'Polls' }).firstElementChild!;
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 120 }] });
    await waitFor(() => expect(shownPolls()).toEqual(['Banks']));
    fireEvent.touchStart(track, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 300 }] });
    await waitFor(() => expect(shownPolls()).toEqual(['Infosys Ltd']));
  });

  it('loads the next page as the end comes into view', async () => {
    setViewportWidth(390);
    const { calls } = routeApi({
      [`GET ${POLLS_PATH}`]: (url) =>
        url.searchParams.get('page_number') === '2'
          ? pollPage([market], 2, 2)
          : pollPage([infosys, banks], 1, 2),
    });
    start();
    await waitFor(() => expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3));
    expect(calls('GET', POLLS_PATH).map(({ url }) => url.searchParams.get('detail_count'))).toEqual([
      '10',
      '10',
    ]);
  });

  it('is not drawn while there are no polls', async () => {
    const { calls } = routeApi({ [`GET ${POLLS_PATH}`]: () => pollPage([]) });
    start();
    await waitFor(() => expect(calls('GET', POLLS_PATH)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Polls' })).toBeNull();
  });

  it('records a vote, shows the percentages with the choice marked, and reads the list again', async () => {
    const answered = votedPoll(infosys, 11, [67, 33]);
    let voted = false;
    const { calls } = routeApi({
      [`GET ${POLLS_PATH}`]: () => pollPage([voted ? answered : infosys]),
      [`POST ${ANSWER_PATH}`]: () => {
        voted = true;
        return json(200, { message: 'Your vote has been recorded', poll: answered });
      },
    });
    start();
    const card = await screen.findByRole('article', { name: 'Infosys Ltd' });
    expect(within(card).queryByRole('list', { name: 'Results' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Bullish' }));
    const results = await within(card).findByRole('list', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Bullish: 67%, your vote', 'Bearish: 33%']);
    expect(within(card).getByText('3 votes')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Bullish' })).toBeNull();
    const [vote] = calls('POST', ANSWER_PATH);
    expect(JSON.parse(String(vote?.init?.body))).toEqual({ poll: 1, option: 11 });
    await waitFor(() => expect(calls('GET', POLLS_PATH)).toHaveLength(2));
  });

  it("shows a second vote's refusal in a snackbar and reads the list again", async () => {
    const { calls } = routeApi({
      [`GET ${POLLS_PATH}`]: () => pollPage([infosys]),
      [`POST ${ANSWER_PATH}`]: () => json(409, { message: 'You have already voted in this poll' }),
    });
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Bearish' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'You have already voted in this poll',
        'warning',
        SNACKBAR_MESSAGE_MS,
      ),
    );
    await waitFor(() => expect(calls('GET', POLLS_PATH)).toHaveLength(2));
  });

  it('shows the results to a caller who may see them without voting (the poll is theirs)', async () => {
    const own = {
      ...infosys,
      poll_options: infosys.poll_options.map((option, index) => ({
        ...option,
        percentage: [50, 50][index]!,
      })),
    };
    routeApi({ [`GET ${POLLS_PATH}`]: () => pollPage([own]) });
    start();
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Bullish: 50%', 'Bearish: 50%']);
  });
});

describe('PollCard for visitors', () => {
  it("sends a visitor's vote to login with the login-required message", async () => {
    localStorage.clear();
    const { calls } = routeApi({});
    const router = renderAt('/trending/main', { '/trending/main': <PollCard poll={infosys} /> });
    fireEvent.click(screen.getByRole('button', { name: 'Bullish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bridge.notify.mock.calls.map(([message]) => message)).toEqual([
      TRADE_LOGIN_MESSAGES.loginRequired,
    ]);
    expect(calls('POST', ANSWER_PATH)).toHaveLength(0);
  });
});
