import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type RiskCategory,
  SEBI_FNO_LOSS_STUDY,
  statusTooltip,
  type Trade,
  type TradeStatus,
} from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeWebSocket,
  installFakeLivePriceClient,
  tickFrame,
} from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../../shared/ui/fake-intersection-observer.ts';
import { callsTo, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { RISK_PROFILE_API, riskProfileAnswer } from '../../risk-profile/testing.ts';
import { renderInApp } from './test-render.tsx';
import { TradeCard, type TradeCardProps } from './trade-card.tsx';
import { makeMultiTargetTrade, makeTrade, OWNER_USER_ID, RELIANCE_ID } from './trade-fixtures.ts';
import { makeHandlers } from './trade-handler-spies.ts';

const OWNER = { userId: OWNER_USER_ID };
const OTHER_USER = { userId: 99 };

function renderCard(trade: Trade, props: Partial<TradeCardProps> = {}) {
  const handlers = makeHandlers();
  const view = renderInApp(<TradeCard trade={trade} viewer={OTHER_USER} {...handlers} {...props} />);
  return { ...view, handlers };
}

const button = (name: string) => screen.queryByRole('button', { name });

/** The signed-in owner and the broker's action list for their real live trade. */
function answerBrokerActions(actionList: string[]) {
  storeValidLogin({ userId: String(OWNER_USER_ID) });
  return mockApi({
    'GET /backend/api/order/trade-actions/': () => json(200, { action_list: actionList }),
  });
}
const pnlText = () => screen.getByTestId('trade-pnl').textContent;
const priceText = () => screen.getByTestId('trade-price').textContent;

beforeEach(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => {
  setLivePriceClient(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('TradeCard: status', () => {
  // Entry 1,500, 2 lots, one target 1,600; live 1,520.
  const cases: [TradeStatus, Partial<Trade>, string, string, string, string][] = [
    ['Inactive', {}, 'Upcoming', 'Potential P&L', 'Live Price₹1,520.00', '+₹200.00+6.67%'],
    ['Active', {}, 'Live', 'Current P&L', 'Live Price₹1,520.00', '+₹40.00+1.33%'],
    [
      'Closed',
      { exit_price: 1590, live_price: 1610 },
      'Closed',
      'Realized P&L',
      'Exit Price₹1,590.00',
      '+₹180.00+6.00%',
    ],
    ['expired', { live_price: 1480 }, 'expired', 'Realized P&L', 'Closing Price—', '——'],
  ];

  it.each(cases)(
    '%s shows %s with its tooltip, P&L label and price',
    (status, overrides, label, pnl, price, amount) => {
      renderCard(makeTrade({ status, ...overrides }));
      const chip = screen.getByText(label, { selector: '[data-tag]' });
      expect(chip?.getAttribute('title')).toBe(statusTooltip(status));
      expect(pnlText()).toBe(`${pnl}${amount}`);
      expect(priceText()).toContain(price);
    },
  );

  it('measures a Live trade from where its entry filled, shown under the entry sent', () => {
    // Sent at 1,500; the first price that reached it was 1,505 (docs/metrics.md "Realistic virtual fills").
    renderCard(makeTrade({ status: 'Active', entry_fill_price: 1505 }));
    const facts = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts[1]).toBe('Entry Price: ₹1,500.00Filled at ₹1,505.00');
    // Live 1,520, 2 lots: +15 a share from the fill.
    expect(pnlText()).toBe('Current P&L+₹30.00+1.00%');
    expect(priceText()).toBe('Live Price₹1,520.00+15.00 (+1.00%)');
  });

  it('shows no fill line while Upcoming, nor when the entry filled at its own price', () => {
    renderCard(makeTrade({ status: 'Active', entry_fill_price: 1500 }));
    expect(screen.queryByText(/Filled at/)).toBeNull();
  });

  it('shows the move of the exit price from entry on a closed trade and no live marker', () => {
    renderCard(makeTrade({ status: 'Closed', exit_price: 1440, live_price: 1520 }));
    expect(priceText()).toBe('Exit Price₹1,440.00-60.00 (-4.00%)');
    expect(pnlText()).toBe('Realized P&L-₹120.00-4.00%');
    expect(screen.queryByTestId('ladder-live-marker')).toBeNull();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows the realized P&L net of the round trip’s charges once the trade went Live', () => {
    renderCard(
      makeTrade({
        status: 'Closed',
        exit_price: 1440,
        trade_live_time: '2026-11-02T04:00:00.000Z',
        trade_closing_time: '2026-11-02T08:30:00.000Z',
      }),
    );
    // Two shares bought at 1,500 and sold at 1,440 the same IST day (intraday): brokerage 40, STT
    // 0.72, exchange 0.09 + 0.09, stamp 0.09, GST 3.62 + 3.62: charges 48.23 on -120 gross.
    expect(screen.getByTestId('trade-net-pnl').textContent).toBe('Net -₹168.23 after charges');
    expect(pnlText()).toBe('Realized P&L-₹120.00-4.00%Net -₹168.23 after charges');
  });

  it('shows no net P&L for a trade that never went Live', () => {
    renderCard(makeTrade({ status: 'Inactive' }));
    expect(screen.queryByTestId('trade-net-pnl')).toBeNull();
  });

  it('shows the price at closing when an expired trade has no exit price', () => {
    renderCard(makeTrade({ status: 'expired', closing_live_price: 1490 }));
    expect(priceText()).toContain('Closing Price₹1,490.00');
  });

  it('reverses the P&L of a Sell trade', () => {
    const sell = makeTrade({
      status: 'Active',
      trade_type: 'Sell',
      entry_price: 1500,
      first_stop_loss: 1550,
      stop_loss: 1550,
      first_target: 1400,
      target_price: 1400,
      final_target: 1400,
      live_price: 1520,
    });
    renderCard(sell);
    expect(pnlText()).toBe('Current P&L-₹40.00-1.33%');
    expect(priceText()).toContain('+20.00 (+1.33%)');
  });
});

describe('TradeCard: roles', () => {
  it('gives the owner of an upcoming trade Modify, Delete and Feature, and no copy or bookmark', () => {
    const trade = makeTrade({ status: 'Inactive' });
    const { handlers } = renderCard(trade, { viewer: OWNER });
    fireEvent.click(button('Modify')!);
    fireEvent.click(button('Delete')!);
    fireEvent.click(button('Feature')!);
    expect(handlers.onModify).toHaveBeenCalledWith(trade);
    expect(handlers.onDelete).toHaveBeenCalledWith(trade);
    expect(handlers.onFeature).toHaveBeenCalledWith(trade);
    for (const name of ['Exit', 'Update Reasoning', 'Trade', 'Add to watchlist', 'Follow RELIANCE'])
      expect(button(name)).toBeNull();
  });

  it('gives the owner of a live trade Exit and Update Reasoning, not Delete or Modify', () => {
    const trade = makeTrade({ status: 'Active', is_featured: true });
    const { handlers } = renderCard(trade, { viewer: OWNER });
    fireEvent.click(button('Exit')!);
    fireEvent.click(button('Update Reasoning')!);
    expect(handlers.onExit).toHaveBeenCalledWith(trade);
    expect(handlers.onUpdateReasoning).toHaveBeenCalledWith(trade);
    expect(button('Delete')).toBeNull();
    expect(button('Modify')).toBeNull();
    expect(button('Unfeature')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('gives the owner of a closed trade neither modify nor exit actions', () => {
    renderCard(makeTrade({ status: 'Closed', exit_price: 1600 }), { viewer: OWNER });
    for (const name of ['Modify', 'Delete', 'Exit', 'Update Reasoning']) expect(button(name)).toBeNull();
    expect(button('Feature')).not.toBeNull();
  });

  it('gives another user Trade, the watchlist button and the security follow, and no owner actions', () => {
    const trade = makeTrade({ status: 'Inactive', is_trade_saved: true, is_follower_security: true });
    const { handlers } = renderCard(trade, { viewer: OTHER_USER });
    expect(button('Following RELIANCE')?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Trade')!);
    const bookmark = button('Saved to watchlist')!;
    expect(bookmark.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(bookmark);
    expect(handlers.onCopy).toHaveBeenCalledWith(trade);
    expect(handlers.onBookmark).toHaveBeenCalledWith(trade);
    for (const name of ['Modify', 'Delete', 'Feature', 'Unfeature', 'Exit']) expect(button(name)).toBeNull();
  });

  it('loads the security follow menu only when pressed, then lists the stock tabs', async () => {
    storeValidLogin({ userId: '99' });
    const fetchMock = mockApi({
      'GET /backend/watchlist/detail/': () =>
        json(200, [
          {
            id: 1,
            name: 'My Watchlist',
            watchlist_type: 'stock',
            items_count: 0,
            items: [],
            trade_items: [],
          },
        ]),
    });
    renderCard(makeTrade({ status: 'Active', is_follower_security: false }), { viewer: OTHER_USER });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The viewer's risk profile is read for the card's note; the watchlists wait for the press.
    expect(callsTo(fetchMock, 'GET', '/backend/watchlist/detail/')).toHaveLength(0);
    fireEvent.click(button('Follow RELIANCE')!);
    expect(await screen.findByRole('menuitem', { name: 'My Watchlist' })).toBeTruthy();
  });

  it('shows a visitor the same buttons, leaving login to the handlers', () => {
    const trade = makeTrade({ status: 'Active', comments_count: 12 });
    const { handlers } = renderCard(trade, { viewer: null });
    expect(button('Follow RELIANCE')?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Trade')!);
    fireEvent.click(button('Add to watchlist')!);
    fireEvent.click(button('Comment (12)')!);
    fireEvent.click(button('Share')!);
    expect(handlers.onCopy).toHaveBeenCalledWith(trade);
    expect(handlers.onBookmark).toHaveBeenCalledWith(trade);
    expect(handlers.onComment).toHaveBeenCalledWith(trade);
    expect(handlers.onShare).toHaveBeenCalledWith(trade);
    expect(button('Exit')).toBeNull();
  });

  it('links the report for everyone and leaves the download to the page', () => {
    const trade = makeTrade();
    const { handlers } = renderCard(trade, { viewer: null });
    const link = screen.getByRole('link', { name: 'Download report' });
    expect(link.getAttribute('href')).toBe('/backend/api/trade/trade-report/101/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    // The page fetches it with the viewer's token (a private trade's report needs it); no navigation.
    expect(click.defaultPrevented).toBe(true);
    expect(handlers.onDownloadReport).toHaveBeenCalledWith(trade);
  });

  it('never links a report address that is not http(s) or a server path', () => {
    renderCard(makeTrade({ report: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link', { name: 'Download report' })).toBeNull();
  });

  it("adds Apply SL / Apply TG to the owner's real live trade when the broker allows them", async () => {
    const fetchMock = answerBrokerActions(['EXIT', 'APPLY_SL', 'APPLY_TG']);
    const trade = makeTrade({ status: 'Active', is_real: true });
    const { handlers, unmount } = renderCard(trade, { viewer: OWNER });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply SL' }));
    fireEvent.click(button('Apply TG')!);
    expect(handlers.onApplySl).toHaveBeenCalledWith(trade);
    expect(handlers.onApplyTg).toHaveBeenCalledWith(trade);
    expect(fetchMock.mock.calls[0]![0]).toBe('/backend/api/order/trade-actions/?trade_id=101');
    unmount();

    answerBrokerActions(['EXIT', 'APPLY_SL']);
    renderCard(trade, { viewer: OWNER });
    expect(await screen.findByRole('button', { name: 'Apply SL' })).toBeTruthy();
    expect(button('Apply TG')).toBeNull();
  });

  it('offers no Apply SL / TG before the broker allows them, and never asks for a virtual or upcoming trade', async () => {
    const fetchMock = answerBrokerActions(['EXIT']);
    const { unmount } = renderCard(makeTrade({ status: 'Active', is_real: true }), { viewer: OWNER });
    const brokerActionCalls = () => callsTo(fetchMock, 'GET', '/backend/api/order/trade-actions/');
    await waitFor(() => expect(brokerActionCalls()).toHaveLength(1));
    expect(button('Exit')).not.toBeNull();
    expect(button('Apply SL')).toBeNull();
    expect(button('Apply TG')).toBeNull();
    unmount();

    renderCard(makeTrade({ status: 'Active' }), { viewer: OWNER });
    renderCard(makeTrade({ id: 102, status: 'Inactive', is_real: true }), { viewer: OWNER });
    renderCard(makeTrade({ id: 103, status: 'Active', is_real: true }), { viewer: OTHER_USER });
    expect(brokerActionCalls()).toHaveLength(1);
  });

  it('hides a button whose handler the page does not give', () => {
    renderInApp(<TradeCard trade={makeTrade()} viewer={OTHER_USER} />);
    expect(button('Trade')).toBeNull();
    expect(button('Share')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download report' })).toBeNull();
  });

  it('opens the detail from the symbol', () => {
    const trade = makeTrade();
    const { handlers } = renderCard(trade);
    fireEvent.click(button('RELIANCE trade details')!);
    expect(handlers.onOpenDetail).toHaveBeenCalledWith(trade);
  });
});

describe('TradeCard: the ladder on the card', () => {
  const stepTexts = () => screen.getAllByTestId('ladder-step').map((step) => step.textContent);

  it('labels one target Stop Loss / Entry / Target', () => {
    renderCard(makeTrade());
    expect(stepTexts()).toEqual(['Stop Loss ₹1,450.00', 'Entry ₹1,500.00', 'Target ₹1,600.00']);
    expect(screen.queryByTestId('ladder-current')).toBeNull();
  });

  it('labels several targets SL / EP / TP1..n, greens the reached ones and marks the current SL and TP', () => {
    renderCard(makeMultiTargetTrade(1, { live_price: 1650 }));
    expect(stepTexts()).toEqual([
      'SL ₹1,450.00',
      'EP ₹1,500.00',
      'TP1 ₹1,600.00 (reached)',
      'TP2 ₹1,700.00 (current target)',
      'TP3 ₹1,800.00',
    ]);
    const reached = screen.getAllByTestId('ladder-step').map((step) => step.getAttribute('data-reached'));
    expect(reached).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(screen.getByTestId('ladder-current').textContent).toBe('Current SL ₹1,500.00Current TP ₹1,700.00');
  });

  it('turns the stop-loss part red once the price crosses the stop loss', () => {
    const { unmount } = renderCard(makeTrade({ status: 'Active', live_price: 1460 }));
    expect(screen.getByTestId('ladder-stop-loss-segment').getAttribute('data-breached')).toBe('false');
    expect(screen.getByRole('img', { name: 'Live price ₹1,460.00' })).toBeTruthy();
    unmount();

    renderCard(makeTrade({ status: 'Active', live_price: 1440 }));
    expect(screen.getByTestId('ladder-stop-loss-segment').getAttribute('data-breached')).toBe('true');
    // Outside the ladder: no live marker.
    expect(screen.queryByTestId('ladder-live-marker')).toBeNull();
  });
});

describe('TradeCard: live prices', () => {
  it('recomputes price, move, P&L and the ladder marker on each tick of its security', () => {
    vi.useFakeTimers();
    renderCard(makeTrade({ status: 'Active', lots: 3 }));
    expect(priceText()).toBe('Live Price₹1,520.00+20.00 (+1.33%)');

    act(() => {
      vi.advanceTimersByTime(50);
    });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.lastIds()).toEqual([RELIANCE_ID]);

    act(() => socket.receive([tickFrame(RELIANCE_ID, 1550.5)]));
    expect(priceText()).toBe('Live Price₹1,550.50+50.50 (+3.37%)');
    expect(pnlText()).toBe('Current P&L+₹151.50+3.37%');
    expect(screen.getByRole('img', { name: 'Live price ₹1,550.50' })).toBeTruthy();

    act(() => socket.receive([tickFrame(RELIANCE_ID + 1, 10)]));
    act(() => socket.receive([tickFrame(RELIANCE_ID, 1440)]));
    expect(priceText()).toBe('Live Price₹1,440.00-60.00 (-4.00%)');
    expect(pnlText()).toBe('Current P&L-₹180.00-4.00%');
    expect(screen.getByTestId('ladder-stop-loss-segment').getAttribute('data-breached')).toBe('true');
  });

  it('keeps the potential P&L of an upcoming trade on the final target while the price ticks', () => {
    vi.useFakeTimers();
    renderCard(makeMultiTargetTrade(0, { status: 'Inactive', lots: 1 }));
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => socket.receive([tickFrame(RELIANCE_ID, 1510)]));
    expect(priceText()).toContain('₹1,510.00');
    expect(pnlText()).toBe('Potential P&L+₹300.00+20.00%');
  });

  it('stops re-rendering off screen and shows the latest price when scrolled back', () => {
    vi.useFakeTimers();
    installFakeIntersectionObserver();
    renderCard(makeTrade({ status: 'Active', lots: 3 }));
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    const card = screen.getByRole('article');

    act(() => FakeIntersectionObserver.report(card, false));
    act(() => socket.receive([tickFrame(RELIANCE_ID, 1550.5)]));
    expect(priceText()).toBe('Live Price₹1,520.00+20.00 (+1.33%)');
    // Still subscribed on the socket, so the quote is fresh when the card comes back.
    expect(socket.lastIds()).toEqual([RELIANCE_ID]);

    act(() => FakeIntersectionObserver.report(card, true));
    expect(priceText()).toBe('Live Price₹1,550.50+50.50 (+3.37%)');
    act(() => socket.receive([tickFrame(RELIANCE_ID, 1560)]));
    expect(priceText()).toBe('Live Price₹1,560.00+60.00 (+4.00%)');
  });

  it('takes a status change from a new trade prop', () => {
    const trade = makeTrade({ status: 'Active' });
    const { rerender, handlers } = renderCard(trade, { viewer: OWNER });
    expect(screen.getByText('Live', { selector: '[data-tag]' })).toBeTruthy();
    rerender(
      <TradeCard trade={{ ...trade, status: 'Closed', exit_price: 1600 }} viewer={OWNER} {...handlers} />,
    );
    expect(screen.getByText('Closed', { selector: '[data-tag]' })).toBeTruthy();
    expect(pnlText()).toBe('Realized P&L+₹200.00+6.67%');
  });
});

describe('TradeCard: reasoning', () => {
  const long = `Strong results and a breakout, chart at https://example.com/charts/reliance?x=1. Also javascript:alert(1) plus more words to pass the cut.`;

  it('collapses at 85 characters with Read more / Read less', () => {
    renderCard(makeTrade({ reasoning: { content: long } }));
    const text = () => screen.getByText(/Strong results/).closest('p')?.textContent ?? '';
    expect(text()).toHaveLength(85 + 1);
    expect(text().endsWith('…')).toBe(true);
    fireEvent.click(button('Read more')!);
    expect(text()).toBe(long);
    expect(button('Read less')?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button('Read less')!);
    expect(text().endsWith('…')).toBe(true);
  });

  it('shows short reasoning whole, without the toggle', () => {
    renderCard(makeTrade({ reasoning: { content: 'x'.repeat(85) } }));
    expect(screen.getByText('x'.repeat(85))).toBeTruthy();
    expect(button('Read more')).toBeNull();
  });

  it('renders an http(s) URL as a safe link and never a javascript: URL', () => {
    renderCard(makeTrade({ reasoning: { content: long } }));
    fireEvent.click(button('Read more')!);
    const link = screen.getByRole('link', { name: 'https://example.com/charts/reliance?x=1' });
    expect(link.getAttribute('href')).toBe('https://example.com/charts/reliance?x=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const article = screen.getByRole('article');
    const hrefs = within(article)
      .getAllByRole('link')
      .map((anchor) => anchor.getAttribute('href'));
    expect(hrefs.some((href) => href?.startsWith('javascript'))).toBe(false);
    expect(screen.getByText(/javascript:alert\(1\)/).tagName).toBe('SPAN');
  });

  it('keeps the whole address of a link cut by the preview', () => {
    const url = 'https://example.com/a-very-long-path/that-crosses-the-cut';
    renderCard(makeTrade({ reasoning: { content: `${'w '.repeat(35)}${url} end` } }));
    const link = screen.getByRole('link', { name: /^https:\/\/example/ });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.textContent?.length).toBeLessThan(url.length);
  });
});

describe('TradeCard: poster, banner and time', () => {
  it('shortens the name to first name and last initial under 768 px', () => {
    setViewportWidth(390);
    renderCard(makeTrade());
    expect(screen.getByText('Ravi S.')).toBeTruthy();
    expect(screen.queryByText('Ravi Kumar Sharma')).toBeNull();
  });

  it('shows the whole name on wide screens, the initials, time in IST and the badge', () => {
    renderCard(makeTrade({ is_sebi_registered: true }));
    expect(screen.getByText('Ravi Kumar Sharma')).toBeTruthy();
    expect(screen.getByText('RS')).toBeTruthy();
    // 04:05 UTC is 9:35 IST.
    expect(screen.getByText('9:35 AM 4 May')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'SEBI Registered' })).toBeTruthy();
  });

  it('shows no badge for an unregistered poster', () => {
    renderCard(makeTrade());
    expect(screen.queryByRole('img', { name: 'SEBI Registered' })).toBeNull();
  });

  it('reads REAL TRADE or VIRTUAL TRADE', () => {
    const { unmount } = renderCard(makeTrade({ is_real: true }));
    expect(screen.getByText('REAL TRADE')).toBeTruthy();
    unmount();
    renderCard(makeTrade());
    expect(screen.getByText('VIRTUAL TRADE')).toBeTruthy();
  });

  it('says where a copied trade came from', () => {
    const { unmount } = renderCard(makeTrade({ copy_origin: 55, copy_origin_name: 'Anita Desai' }));
    expect(screen.getByText('Copied from Anita Desai')).toBeTruthy();
    unmount();
    renderCard(makeTrade());
    expect(screen.queryByText(/Copied from/)).toBeNull();
  });

  it.each([
    ['followers', 'Public'],
    ['private', 'Private (Only me)'],
    ['group', 'Group'],
  ] as const)('marks %s visibility as %s', (visibility, label) => {
    renderCard(makeTrade({ visibility }));
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
  });

  it('shows the trade facts', () => {
    renderCard(
      makeTrade({
        trade_type: 'Sell',
        first_stop_loss: 1550,
        stop_loss: 1550,
        first_target: 1400,
        target_price: 1400,
        final_target: 1400,
      }),
    );
    const facts = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Trade Type: Sell',
      'Entry Price: ₹1,500.00',
      'Lots: 2',
      'Duration: Intermediate',
    ]);
    expect(screen.getByText('Reliance Industries Ltd')).toBeTruthy();
    expect(screen.getByText('NSE')).toBeTruthy();
  });
});

describe('TradeCard: the suitability note (issue 33)', () => {
  const DELIVERY = makeTrade({ id: 201, security_symbol: 'TCS' });
  const INTRADAY = makeTrade({
    id: 202,
    security_symbol: 'INFY',
    duration: 1,
    duration_name: 'Intra-day-BTST',
  });
  const FUTURE = makeTrade({
    id: 203,
    security_symbol: 'NIFTY26MAYFUT',
    instrument_type: 'FUT',
    is_equity_trade: false,
    product: 'NRML',
    lot_size: 75,
  });

  /** The cards for a signed-in viewer (not their poster) whose profile is `category`. */
  function renderForViewer(category: RiskCategory | null, trades: Trade[]) {
    storeValidLogin({ userId: String(OTHER_USER.userId) });
    const fetchMock = mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer(category) });
    renderAt('/feed', {
      '/feed': (
        <>
          {trades.map((trade) => (
            <TradeCard key={trade.id} trade={trade} viewer={OTHER_USER} {...makeHandlers()} />
          ))}
        </>
      ),
    });
    return fetchMock;
  }
  const card = (symbol: string) => screen.getByRole('article', { name: `Buy ${symbol} trade` });

  it('marks an intraday call unsuitable for a conservative viewer, the reasons beneath on Why?', async () => {
    const fetchMock = renderForViewer('conservative', [INTRADAY, DELIVERY]);
    const note = await within(card('INFY')).findByRole('note', {
      name: 'Unsuitable for your conservative risk profile',
    });
    expect(within(note).queryByRole('list', { name: 'Why' })).toBeNull();
    fireEvent.click(within(note).getByRole('button', { name: 'Why?' }));
    expect(within(note).getByRole('list', { name: 'Why' }).textContent).toContain(
      'Intraday and BTST calls close within a day or two',
    );
    // Equity delivery suits every profile; the profile is read once for all the cards.
    expect(within(card('TCS')).queryByRole('note')).toBeNull();
    expect(callsTo(fetchMock, 'GET', RISK_PROFILE_API)).toHaveLength(1);
  });

  it('cautions a moderate viewer on a futures call, quoting SEBI’s FY25 study', async () => {
    renderForViewer('moderate', [FUTURE]);
    const note = await screen.findByRole('note', { name: 'Caution for your moderate risk profile' });
    fireEvent.click(within(note).getByRole('button', { name: 'Why?' }));
    expect(within(note).getByRole('list', { name: 'Why' }).textContent).toContain(SEBI_FNO_LOSS_STUDY);
  });

  it('leaves an aggressive viewer’s futures call without a note', async () => {
    // The sold option is the control: an aggressive viewer is still cautioned on it.
    const soldOption = makeTrade({
      id: 204,
      security_symbol: 'NIFTY26MAY24000PE',
      instrument_type: 'PE',
      is_equity_trade: false,
      product: 'NRML',
      trade_type: 'Sell',
    });
    renderForViewer('aggressive', [FUTURE, soldOption]);
    expect(
      await within(screen.getByRole('article', { name: 'Sell NIFTY26MAY24000PE trade' })).findByRole('note', {
        name: 'Caution for your aggressive risk profile',
      }),
    ).toBeTruthy();
    expect(within(card('NIFTY26MAYFUT')).queryByRole('note')).toBeNull();
  });

  it('invites a viewer without a profile to the questionnaire on an F&O call only', async () => {
    renderForViewer(null, [FUTURE, INTRADAY]);
    const invite = await within(card('NIFTY26MAYFUT')).findByRole('note', {
      name: 'Is this F&O call right for you?',
    });
    expect(
      within(invite).getByRole('link', { name: 'Take the risk questionnaire' }).getAttribute('href'),
    ).toBe('/questions');
    expect(within(card('INFY')).queryByRole('note')).toBeNull();
  });

  it('shows a visitor no note and reads no profile', async () => {
    const fetchMock = mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer('conservative') });
    renderInApp(<TradeCard trade={INTRADAY} viewer={null} {...makeHandlers()} />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('note')).toBeNull();
    expect(callsTo(fetchMock, 'GET', RISK_PROFILE_API)).toHaveLength(0);
  });

  it('shows the poster no note on their own call', async () => {
    storeValidLogin({ userId: String(OWNER_USER_ID) });
    const fetchMock = mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer('conservative') });
    // Someone else's intraday call is the control: the viewer's profile is read and applied.
    const othersCall = makeTrade({ ...INTRADAY, id: 205, security_symbol: 'WIPRO', posted_by_id: 77 });
    renderAt('/feed', {
      '/feed': (
        <>
          <TradeCard trade={INTRADAY} viewer={OWNER} {...makeHandlers()} />
          <TradeCard trade={othersCall} viewer={OWNER} {...makeHandlers()} />
        </>
      ),
    });
    expect(await within(card('WIPRO')).findByRole('note')).toBeTruthy();
    expect(within(card('INFY')).queryByRole('note')).toBeNull();
    expect(callsTo(fetchMock, 'GET', RISK_PROFILE_API)).toHaveLength(1);
  });
});
