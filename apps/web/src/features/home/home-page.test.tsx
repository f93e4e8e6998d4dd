import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DAILY_TASK_TARGET, DAILY_TASKS, type Trade } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { installTestBridge, json, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { setViewportWidth } from '../../test-viewport.ts';
import { deferred, makeInfluencer, routeApi } from '../follows/testing.ts';
import { dailyTasksAnswer, GAMIFICATION_PATHS, gamificationDataAnswer } from '../gamification/testing.ts';
import { makeGroup } from '../groups/testing.ts';
import { NETWORK_TEXTS } from '../network/index.ts';
import { makePoll, POLLS_PATH, pollPage } from '../polls/testing.ts';
import { ownProfileAnswer } from '../profile/testing.ts';
import { durationListAnswer, makeTrade } from '../trades/testing.ts';
import { TRENDING_TEXTS } from '../trending/testing.ts';
import { HOME_FEED_TEXTS } from './home-feed.tsx';
import { HomePage } from './home-page.tsx';

const FEED = (page: number, status = 'null', side = 'null', duration = 'null') =>
  `/backend/api/trade/all-trade-list/42/${page}/${status}/${side}/${duration}`;
const RECOMMENDATIONS = '/backend/api/influencers-list/42/1';

const LONG_REASONING =
  'Breakout above the 200-day average on rising volume; results next week should confirm the trend and lift margins.';
const equity = makeTrade({ id: 1, reasoning: { content: LONG_REASONING }, posted_by_name: 'Meera Iyer' });
const fno = makeTrade({
  id: 2,
  is_equity_trade: false,
  product: 'MIS',
  security_symbol: 'BANKNIFTY26MAYFUT',
  reasoning: { content: LONG_REASONING },
});
const meera = makeInfluencer({ user_id: 77, name: 'Meera Iyer' });
const rohit = makeInfluencer({
  user_id: 71,
  name: 'Rohit Verma',
  sebi_user_type: 'registered_investment_advisor',
});

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

const me = ownProfileAnswer;

function answer(routes: Parameters<typeof routeApi>[0] = {}) {
  return routeApi({
    'GET /backend/trending/securities/': () => json(200, []),
    'GET /backend/api/broker/account/': () => json(200, { is_connected: false, broker: null }),
    'GET /backend/api/profile-details/42': () => me(),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    [`GET ${FEED(1)}`]: () => json(200, { result: [equity, fno], num: 1 }),
    [`GET ${RECOMMENDATIONS}`]: () => json(200, { result: [meera, rohit], num: 1 }),
    [`GET ${POLLS_PATH}`]: () => pollPage([]),
    'GET /backend/api/premium-groups/': () =>
      json(200, {
        premium_groups: [],
        page_info: { page_number: 1, detail_count: 5, total_page: 0, total_count: 0 },
      }),
    'GET /backend/video/trending-videos/': () =>
      json(200, {
        trending_videos: [],
        page_info: { page_number: 1, detail_count: 5, total_page: 0, total_count: 0 },
      }),
    [`GET ${GAMIFICATION_PATHS.data}`]: () => gamificationDataAnswer(320),
    [`GET ${GAMIFICATION_PATHS.dailyTasks}`]: () => dailyTasksAnswer(2),
    ...routes,
  });
}

const start = (path = '/home/42') => renderAt(path, { '/home/:id': <HomePage /> });
const cards = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const recommended = () =>
  within(screen.getByRole('list', { name: NETWORK_TEXTS.recommendations }))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))
    .filter(Boolean);

describe('HomePage', () => {
  it('shows placeholders, then the feed with equity and F&O cards, reasoning cut at 80 characters with Show more', async () => {
    answer();
    start();
    expect(await screen.findByRole('status', { name: 'Loading trades' })).toBeTruthy();
    await waitFor(() => expect(cards()).toEqual(['Buy RELIANCE trade', 'Buy BANKNIFTY26MAYFUT F&O trade']));
    expect(screen.getByRole('heading', { level: 1, name: 'Feed' })).toBeTruthy();
    const [first] = screen.getAllByRole('article');
    const preview = LONG_REASONING.slice(0, 80);
    expect(within(first!).getByText((text) => text.startsWith(preview.slice(0, 60)))).toBeTruthy();
    expect(within(first!).queryByText(LONG_REASONING)).toBeNull();
    fireEvent.click(within(first!).getByRole('button', { name: 'Show more' }));
    expect(within(first!).getByText(LONG_REASONING)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Show less' })).toBeTruthy();
    expect(
      within(screen.getAllByRole('article')[1]!).getByRole('button', { name: 'Show more' }),
    ).toBeTruthy();
  });

  it("lays the feed out only under a settled 'Groups You Follow' row, so the row never pushes it down", async () => {
    const groups = deferred<Response>();
    answer({ 'GET /backend/api/groups/updates/': () => groups.promise });
    start();
    expect(await screen.findByRole('status', { name: 'Loading trades' })).toBeTruthy();
    // The feed has its answer and its cards, but the row above it has not: the cards wait, out of the layout.
    await waitFor(() => expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(2));
    expect(cards()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Groups You Follow' })).toBeNull();
    groups.resolve(
      json(200, {
        groups: [makeGroup({ id: 5, name: 'Nifty Momentum Club' })],
        page_info: { page_number: 1, detail_count: 10, total_page: 1, total_count: 1 },
      }),
    );
    const row = await screen.findByRole('region', { name: 'Groups You Follow' });
    await waitFor(() => expect(cards()).toEqual(['Buy RELIANCE trade', 'Buy BANKNIFTY26MAYFUT F&O trade']));
    const [firstCard] = screen.getAllByRole('article');
    // The row comes before the feed in the document: the feed is drawn under it.
    expect(row.compareDocumentPosition(firstCard!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'Oops! No posts here' when the feed is empty", async () => {
    answer({ [`GET ${FEED(1)}`]: () => json(200, { result: [], num: 0 }) });
    start();
    expect(await screen.findByText(HOME_FEED_TEXTS.empty)).toBeTruthy();
    expect(HOME_FEED_TEXTS.empty).toBe('Oops! No posts here. Follow experts to see their posts.');
  });

  it('shows the banner carousel of five and the premium groups preview asking for five', async () => {
    const api = answer();
    start();
    const carousel = await screen.findByRole('region', { name: TRENDING_TEXTS.banners });
    expect(within(carousel).getAllByRole('button', { name: /^Banner \d of 5: / })).toHaveLength(5);
    expect(await screen.findByRole('heading', { name: TRENDING_TEXTS.premiumGroups })).toBeTruthy();
    await waitFor(() =>
      expect(
        api
          .calls('GET', '/backend/api/premium-groups/')
          .some(({ url }) => url.searchParams.get('detail_count') === '5'),
      ).toBe(true),
    );
  });

  it('filters by status (Live = Active), Buy/Sell and a duration, without Short term', async () => {
    const sell = makeTrade({ id: 3, trade_type: 'Sell', security_symbol: 'TCS', status: 'Active' });
    const { calls } = answer({
      [`GET ${FEED(1, 'Active')}`]: () => json(200, { result: [sell, equity], num: 1 }),
      [`GET ${FEED(1, 'Active', 'Sell')}`]: () => json(200, { result: [sell], num: 1 }),
      [`GET ${FEED(1, 'Active', 'Sell', '3')}`]: () => json(200, { result: [], num: 0 }),
    });
    start();
    await waitFor(() => expect(cards()).toHaveLength(2));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual(['All', 'Live', 'Upcoming', 'Closed']);
    fireEvent.click(screen.getByRole('option', { name: 'Live' }));
    await waitFor(() => expect(cards()).toEqual(['Sell TCS trade', 'Buy RELIANCE trade']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Buy/Sell' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sell' }));
    await waitFor(() => expect(cards()).toEqual(['Sell TCS trade']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Duration' }));
    const durations = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(durations.map((option) => option.textContent)).toEqual([
      'All',
      'Intra-day-BTST',
      'Intermediate',
      'Long term',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Intermediate' }));
    expect(await screen.findByText(HOME_FEED_TEXTS.empty)).toBeTruthy();
    expect(calls('GET', FEED(1, 'Active', 'Sell', '3'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Show all trades' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Four filtered lists of live cards: slow when the machine is busy.
  }, 45_000);

  it('offers Retry when the feed cannot be loaded', async () => {
    let fails = true;
    answer({
      [`GET ${FEED(1)}`]: () => (fails ? json(500, {}) : json(200, { result: [equity], num: 1 })),
    });
    start();
    expect(await screen.findByText(HOME_FEED_TEXTS.error, {}, { timeout: 15_000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toEqual(['Buy RELIANCE trade']));
  }, 30_000);

  it("following a recommendation takes it out of the column and reads the feed again with the expert's trade", async () => {
    const expertTrade = makeTrade({
      id: 9,
      security_symbol: 'INFY',
      posted_by_id: 77,
      posted_by_name: 'Meera Iyer',
    });
    let feed: Trade[] = [equity];
    let recommendations = [meera, rohit];
    const { calls } = answer({
      [`GET ${FEED(1)}`]: () => json(200, { result: feed, num: 1 }),
      [`GET ${RECOMMENDATIONS}`]: () => json(200, { result: recommendations, num: 1 }),
      'POST /backend/api/follow-influencer/': () => {
        feed = [expertTrade, equity];
        recommendations = [rohit];
        return json(200, { message: 'Followed' });
      },
    });
    start();
    await waitFor(() => expect(recommended()).toEqual(['Meera Iyer', 'Rohit Verma']));
    await waitFor(() => expect(cards()).toEqual(['Buy RELIANCE trade']));
    fireEvent.click(screen.getByRole('button', { name: 'Follow Meera Iyer' }));
    await waitFor(() => expect(recommended()).toEqual(['Rohit Verma']));
    await waitFor(() => expect(cards()).toEqual(['Buy INFY trade', 'Buy RELIANCE trade']));
    expect(calls('GET', FEED(1)).length).toBeGreaterThanOrEqual(2);
    expect(recommended()).toEqual(['Rohit Verma']);
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/network');
  });

  it('gives a SEBI-registered user the Add Trade menu with Add New Trade and Add New Poll', async () => {
    answer({ 'GET /backend/api/profile-details/42': () => me(true) });
    start();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const button = screen.getByRole('button', { name: 'Add Trade' });
    await waitFor(() => expect(button.getAttribute('aria-haspopup')).toBe('menu'));
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Add New Trade', 'Add New Poll']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Add New Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Poll' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('combobox', { name: /^Category/ }).textContent).toBe('Stock');
  }, 30_000);

  it('shows the poll carousel above the feed once there are polls', async () => {
    answer({ [`GET ${POLLS_PATH}`]: () => pollPage([makePoll()]) });
    start();
    const carousel = await screen.findByRole('group', { name: 'Polls' });
    expect(within(carousel).getByRole('article', { name: 'Infosys Ltd' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Bullish' })).toBeTruthy();
  });

  it('opens the trade form straight from Add Trade for other users', async () => {
    answer();
    start();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add Trade' }));
    expect(await screen.findByRole('dialog', { name: 'Add Trade' }, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);

  it("shows the gamification card: the balance, today's coins of the day's target and the way to Gamification", async () => {
    answer();
    start();
    const card = await screen.findByRole('region', { name: 'Your coins' });
    expect(await within(card).findByLabelText('Coin balance: 320 coins')).toBeTruthy();
    const [first, second] = DAILY_TASKS;
    expect((await within(card).findByTestId('home-daily-counter')).textContent).toBe(
      `${first.coin_reward + second.coin_reward}/${DAILY_TASK_TARGET}`,
    );
    fireEvent.click(within(card).getByRole('link', { name: 'Earn and redeem' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/trending/gamification');
  });

  it('the gamification card opens the joining bonus modal, whose Next leads to Gamification', async () => {
    answer();
    start();
    const card = await screen.findByRole('region', { name: 'Your coins' });
    fireEvent.click(within(card).getByRole('button', { name: 'About your joining bonus' }));
    const modal = await screen.findByRole('dialog', { name: 'Your joining bonus' });
    expect(modal.textContent).toContain('Every new account starts with 300 coins');
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/trending/gamification');
  });

  it('the gamification card offers Retry when the coins cannot be read', async () => {
    let fail = true;
    answer({
      [`GET ${GAMIFICATION_PATHS.data}`]: () => (fail ? json(400, {}) : gamificationDataAnswer(320)),
    });
    start();
    const card = await screen.findByRole('region', { name: 'Your coins' });
    expect(await within(card).findByText('Your coins could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByLabelText('Coin balance: 320 coins')).toBeTruthy();
  });

  it("sends another user's home address to one's own", async () => {
    answer();
    const router = start('/home/99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/42'));
    expect(bridge.navigate).not.toHaveBeenCalled();
  });

  it('puts Recommendations in a tab beside the feed on phones', async () => {
    setViewportWidth(390);
    answer();
    start();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('list', { name: NETWORK_TEXTS.recommendations })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: NETWORK_TEXTS.recommendations }));
    await waitFor(() => expect(recommended()).toEqual(['Meera Iyer', 'Rohit Verma']));
    expect(cards()).toEqual([]);
  });
});
