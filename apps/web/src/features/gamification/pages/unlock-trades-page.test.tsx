import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
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
import { makeTrade } from '../../trades/testing.ts';
import {
  makePremiumTrade,
  GAMIFICATION_PATHS as PATHS,
  premiumTradesAnswer,
  unlockedFrom,
} from '../test-fixtures.ts';
import { UnlockTradesPage } from './unlock-trades-page.tsx';

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

const locked = makePremiumTrade({ id: 501, security_industry: 'Banking', pl_percent: 6.4 });
const other = makePremiumTrade({
  id: 502,
  security_industry: 'Energy',
  pl_percent: -2.1,
  group_name: 'Beta Desk',
});
const hdfc = makeTrade({
  id: 501,
  status: 'Closed',
  security_symbol: 'HDFCBANK',
  security_name: 'HDFC Bank Ltd',
  exit_price: 1650,
});

function answer(routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    [`GET ${PATHS.premiumTrades(42, 1)}`]: () => premiumTradesAnswer([locked, other], 300),
    ...routes,
  });
}

const open = () => renderAt('/trending/unlockTrade', { '/trending/unlockTrade': <UnlockTradesPage /> });
const lockedCard = (group: string) => screen.findByRole('article', { name: `Locked call of ${group}` });

describe('UnlockTradesPage', { timeout: 20_000 }, () => {
  it('lists locked calls with the spec’s fields, the balance on top, and nothing of the security', async () => {
    answer();
    open();
    const card = await lockedCard('Alpha Premium Calls');
    expect(screen.getByLabelText('Coin balance: 300 coins')).toBeTruthy();
    expect(within(card).getByText('Banking')).toBeTruthy();
    expect(within(card).getByText('Swing')).toBeTruthy();
    expect(within(card).getByText('P&L +6.40%')).toBeTruthy();
    expect(within(card).getByText('Posted 4 May 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Unlock for 100 coins' })).toBeTruthy();
    expect(within(await lockedCard('Beta Desk')).getByText('P&L -2.10%')).toBeTruthy();
    // No security, no price: the card has nothing but the summary and the lock.
    expect(card.textContent).not.toMatch(/HDFC|RELIANCE|Entry|Target|Stop/i);
    expect(screen.queryAllByRole('article', { name: /trade$/ })).toHaveLength(0);
  });

  it('unlocks after a confirmation with the caller’s id; the list reloads and shows the call in full', async () => {
    let unlocked = false;
    const fetchMock = answer({
      [`GET ${PATHS.premiumTrades(42, 1)}`]: () =>
        premiumTradesAnswer(
          unlocked ? [unlockedFrom(locked, hdfc), other] : [locked, other],
          unlocked ? 200 : 300,
        ),
      [`POST ${PATHS.unlock}`]: () => {
        unlocked = true;
        return json(200, { message: 'Trade unlocked', coins: 200 });
      },
    });
    open();
    fireEvent.click(
      within(await lockedCard('Alpha Premium Calls')).getByRole('button', { name: 'Unlock for 100 coins' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Unlock this call?' });
    expect(confirm.textContent).toContain('This spends 100 coins of your 300.');
    expect(callsTo(fetchMock, 'POST', PATHS.unlock)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unlock' }));

    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Trade unlocked', 'success', 4500));
    const [[, init]] = callsTo(fetchMock, 'POST', PATHS.unlock) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ user: 42, trade: 501 });
    const section = await screen.findByRole('region', { name: 'Unlocked call of Alpha Premium Calls' });
    expect(within(section).getByRole('article', { name: 'Buy HDFCBANK trade' })).toBeTruthy();
    expect(screen.getByLabelText('Coin balance: 200 coins')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Locked call of Alpha Premium Calls' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', PATHS.premiumTrades(42, 1)).length).toBeGreaterThan(1);
  });

  it('a refused unlock shows the server’s message and leaves the call locked', async () => {
    answer({
      [`POST ${PATHS.unlock}`]: () =>
        json(400, { message: 'Not enough coins: this needs 100 and you have 80' }),
    });
    open();
    fireEvent.click(
      within(await lockedCard('Alpha Premium Calls')).getByRole('button', { name: 'Unlock for 100 coins' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unlock this call?' })).getByRole('button', {
        name: 'Unlock',
      }),
    );
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Not enough coins: this needs 100 and you have 80',
        'error',
        4500,
      ),
    );
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    expect(await lockedCard('Alpha Premium Calls')).toBeTruthy();
  });

  it('cannot unlock with too few coins: the button is disabled and says how many are missing', async () => {
    const fetchMock = answer({
      [`GET ${PATHS.premiumTrades(42, 1)}`]: () => premiumTradesAnswer([locked], 70),
    });
    open();
    const card = await lockedCard('Alpha Premium Calls');
    const button = within(card).getByRole('button', { name: 'Unlock for 100 coins' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(card).getByText('You need 30 more coins')).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST', PATHS.unlock)).toHaveLength(0);
  });

  it('pages through the list', async () => {
    const fetchMock = answer({
      [`GET ${PATHS.premiumTrades(42, 1)}`]: () => premiumTradesAnswer([locked], 300, 2),
      [`GET ${PATHS.premiumTrades(42, 2)}`]: () => premiumTradesAnswer([other], 300, 2),
    });
    open();
    await lockedCard('Alpha Premium Calls');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await lockedCard('Beta Desk')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', PATHS.premiumTrades(42, 2))).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Locked call of Alpha Premium Calls' })).toBeNull();
  });

  it('says so when there is nothing to unlock', async () => {
    answer({ [`GET ${PATHS.premiumTrades(42, 1)}`]: () => premiumTradesAnswer([], 300, 0) });
    open();
    expect(await screen.findByText(/No premium calls can be unlocked right now/)).toBeTruthy();
  });

  it('shows skeletons while loading and an error with Retry', async () => {
    let fail = true;
    answer({
      [`GET ${PATHS.premiumTrades(42, 1)}`]: () => (fail ? json(500, {}) : premiumTradesAnswer([locked])),
    });
    open();
    expect(screen.getByRole('progressbar', { name: 'Loading premium calls' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText('The premium calls could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await lockedCard('Alpha Premium Calls')).toBeTruthy();
  });

  it('About unlocking opens the lock trade modal, whose Next leads to Gamification', async () => {
    answer();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'About unlocking' }));
    const modal = await screen.findByRole('dialog', { name: 'Unlock premium calls' });
    expect(modal.textContent).toContain('Only closed calls can be unlocked');
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/trending/gamification');
  });
});
