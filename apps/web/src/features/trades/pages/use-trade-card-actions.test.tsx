import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADE_LOGIN_MESSAGES, type Trade } from '@tradecircle/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { TradeCard } from '../components/trade-card.tsx';
import { makeTrade, OWNER_USER_ID } from '../components/trade-fixtures.ts';
import { durationListAnswer } from '../dialogs/test-fixtures.ts';
import { useTradeCardActions } from './use-trade-card-actions.tsx';

const PAGE = '/profile/42/Ravi';
const EXIT_ORDER = '/backend/api/order/exit-order/';

const bridge = installTestBridge(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => {
  setLivePriceClient(null);
  localStorage.clear();
});

function CardWithActions({ trade }: { trade: Trade }) {
  const actions = useTradeCardActions();
  return <TradeCard trade={trade} viewer={actions.viewer} {...actions.handlers} />;
}

function renderCard(trade: Trade) {
  return renderAt(PAGE, { [PAGE]: <CardWithActions trade={trade} />, '/login': <p>login page</p> });
}

const cardButton = (name: string) =>
  within(screen.getByRole('article')).getByRole('button', { name, hidden: true });

function signInAsOwner(answers: Parameters<typeof mockApi>[0] = {}) {
  storeValidLogin({ userId: String(OWNER_USER_ID) });
  return mockApi({
    'GET /backend/api/broker/account/': () => json(200, { is_connected: true, broker: 'sandbox' }),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    ...answers,
  });
}

describe('useTradeCardActions: visitors', () => {
  it.each([
    ['Trade', TRADE_LOGIN_MESSAGES.loginRequired],
    ['Add to watchlist', TRADE_LOGIN_MESSAGES.loginToFollow],
  ])("%s sends a visitor to login with '%s'", async (name, message) => {
    const fetchMock = mockApi({});
    renderCard(makeTrade({ status: 'Active' }));
    fireEvent.click(cardButton(name));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(bridge.notify).toHaveBeenCalledWith(message, 'info', undefined);
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/create-trade/')).toHaveLength(0);
  });
});

describe('useTradeCardActions: share and report', () => {
  it('Share opens the share dialog with the trade link and the profile link', async () => {
    mockApi({});
    renderCard(makeTrade({ id: 77, posted_by_name: 'Ravi Kumar Sharma' }));
    fireEvent.click(cardButton('Share'));
    const dialog = await screen.findByRole('dialog', { name: 'Share Trade' });
    expect(within(dialog).getByLabelText('Trade link')).toHaveProperty(
      'value',
      `${window.location.origin}/trade/77/Reliance%20Industries%20Ltd`,
    );
    expect(within(dialog).getByLabelText('Profile link')).toHaveProperty(
      'value',
      `${window.location.origin}/profile/42/Ravi%20Kumar%20Sharma/?fotrade=false&trade_id=77&trade_name=Reliance+Industries+Ltd`,
    );
  });

  it("downloads the report with the owner's token (a private trade's report needs it)", async () => {
    const fetchMock = signInAsOwner({
      'GET /backend/api/trade/trade-report/101/': () =>
        new Response(new Blob(['%PDF-']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:report';
        static override revokeObjectURL = () => {};
      },
    );
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCard(makeTrade({ visibility: 'private', is_trade_private: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Download report' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [, init] = callsTo(fetchMock, 'GET', '/backend/api/trade/trade-report/101/')[0]!;
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('useTradeCardActions: exits', () => {
  it('exits a virtual live trade at the live price after a confirmation', async () => {
    const exited = makeTrade({ status: 'Closed', exit_price: 1520, trade_exit_type: true });
    const fetchMock = signInAsOwner({
      'POST /backend/api/trade/exit-trade': () =>
        json(200, { message: 'Trade exited successfully', trade_detail: exited }),
    });
    renderCard(makeTrade({ status: 'Active' }));
    fireEvent.click(cardButton('Exit'));
    const confirm = await screen.findByRole('dialog', { name: 'Exit trade' });
    expect(confirm.textContent).toContain('Exit RELIANCE at the live price?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/backend/api/trade/exit-trade')).toHaveLength(1));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Trade exited successfully', 'success', undefined),
    );
  });

  it('opens the exit form for a real live trade and sends a market exit order through the broker', async () => {
    const fetchMock = signInAsOwner({
      'GET /backend/api/order/trade-actions/': () => json(200, { action_list: ['EXIT'] }),
      [`POST ${EXIT_ORDER}`]: () => json(400, { message: 'Broker is resting' }),
    });
    renderCard(makeTrade({ status: 'Active', is_real: true }));
    fireEvent.click(cardButton('Exit'));
    const form = await screen.findByRole('dialog', { name: 'Exit Trade' });
    fireEvent.click(within(form).getByRole('button', { name: 'Exit Trade' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', EXIT_ORDER)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', EXIT_ORDER)[0]![0]).toBe(
      `${EXIT_ORDER}?trade_id=101&order_type=market_order&trade_action=EXIT`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exit Trade' })).toBeNull());
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Broker is resting', 'error', undefined));
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/create-trade/')).toHaveLength(0);
  }, 20_000);

  it('Apply SL sends an APPLY_SL exit order once the broker offers it', async () => {
    const fetchMock = signInAsOwner({
      'GET /backend/api/order/trade-actions/': () => json(200, { action_list: ['EXIT', 'APPLY_SL'] }),
      [`POST ${EXIT_ORDER}`]: () => json(409, { message: 'Stop loss not reached' }),
    });
    renderCard(makeTrade({ status: 'Active', is_real: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply SL' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', EXIT_ORDER)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', EXIT_ORDER)[0]![0]).toContain('trade_action=APPLY_SL');
  });
});

describe('useTradeCardActions identity', () => {
  it('keeps the viewer and the handlers from render to render, so memoised cards do not re-render', async () => {
    storeValidLogin({ userId: '42' });
    mockApi({});
    const seen: ReturnType<typeof useTradeCardActions>[] = [];
    function Probe() {
      const actions = useTradeCardActions();
      const [count, setCount] = useState(0);
      seen.push(actions);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          render again
        </button>
      );
    }
    renderAt(PAGE, { [PAGE]: <Probe /> });
    fireEvent.click(await screen.findByRole('button', { name: 'render again' }));
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    const [first, last] = [seen[0]!, seen.at(-1)!];
    expect(last.viewer).toEqual({ userId: 42 });
    expect(last.viewer).toBe(first.viewer);
    expect(last.handlers).toBe(first.handlers);
  });
});

describe('TradeActionsProvider', () => {
  it('runs the presses made while its dialogs load, each in turn', async () => {
    signInAsOwner();
    renderCard(makeTrade({ id: 77, status: 'Active' }));
    // Both before the host has mounted (one batch): the second must not be lost behind the first.
    const [exit, share] = [cardButton('Exit'), cardButton('Share')];
    act(() => {
      fireEvent.click(exit);
      fireEvent.click(share);
    });
    // Two modals: the one on top hides the other from the accessibility tree.
    expect(await screen.findByRole('dialog', { name: 'Share Trade', hidden: true })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Exit trade', hidden: true }).textContent).toContain(
      'Exit RELIANCE at the live price?',
    );
  });

  it('closes its dialogs when the page changes, and opens them again on the next page', async () => {
    signInAsOwner();
    const router = renderAt(PAGE, {
      [PAGE]: <CardWithActions trade={makeTrade({ id: 77 })} />,
      '/elsewhere': <CardWithActions trade={makeTrade({ id: 78 })} />,
    });
    fireEvent.click(cardButton('Share'));
    expect(await screen.findByRole('dialog', { name: 'Share Trade' })).toBeTruthy();
    await router.navigate('/elsewhere');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Trade' })).toBeNull());
    // The closing dialog leaves the page aria-hidden until its exit transition ends (a slow machine
    // once found the card still hidden here): wait for the next page's card to be reachable.
    await screen.findByRole('article');
    fireEvent.click(cardButton('Share'));
    const dialog = await screen.findByRole('dialog', { name: 'Share Trade' });
    expect(within(dialog).getByLabelText('Trade link')).toHaveProperty(
      'value',
      `${window.location.origin}/trade/78/Reliance%20Industries%20Ltd`,
    );
  });
});
