import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../../shared/ui/fake-intersection-observer.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { renderInApp } from './test-render.tsx';
import { TradeFeed } from './trade-feed.tsx';
import { makeTrade } from './trade-fixtures.ts';
import { makeHandlers } from './trade-handler-spies.ts';

beforeEach(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => {
  setLivePriceClient(null);
  vi.unstubAllGlobals();
});

describe('TradeFeed', () => {
  it('shows placeholders while loading', () => {
    renderInApp(<TradeFeed trades={undefined} viewer={null} isLoading />);
    expect(screen.getByRole('status', { name: 'Loading trades' })).toBeTruthy();
    expect(screen.getAllByTestId('trade-card-skeleton')).toHaveLength(3);
  });

  it('draws the first two cards at once and the others as they come near the screen, then keeps them', () => {
    installFakeIntersectionObserver();
    const trades = [1, 2, 3, 4].map((id) => makeTrade({ id, security_symbol: `STOCK${id}` }));
    renderInApp(<TradeFeed trades={trades} viewer={null} />);
    const shown = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(shown()).toEqual(['Buy STOCK1 trade', 'Buy STOCK2 trade']);
    const slots = Array.from(screen.getByRole('region', { name: 'Trades' }).children);
    expect(slots).toHaveLength(4);
    act(() => FakeIntersectionObserver.report(slots[3]!, true));
    expect(shown()).toEqual(['Buy STOCK1 trade', 'Buy STOCK2 trade', 'Buy STOCK4 trade']);
    act(() => FakeIntersectionObserver.report(slots[3]!, false));
    expect(shown()).toHaveLength(3);
  });

  it('says so when there are no trades', () => {
    renderInApp(<TradeFeed trades={[]} viewer={null} />);
    expect(screen.getByText('No trades yet')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('renders a card per trade, F&O trades on the F&O card, and passes the handlers', () => {
    const equity = makeTrade({ id: 1 });
    const fno = makeTrade({
      id: 2,
      is_equity_trade: false,
      product: 'MIS',
      security_symbol: 'BANKNIFTY26MAYFUT',
    });
    const handlers = makeHandlers();
    renderInApp(<TradeFeed trades={[equity, fno]} viewer={{ userId: 99 }} handlers={handlers} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Buy RELIANCE trade',
      'Buy BANKNIFTY26MAYFUT F&O trade',
    ]);
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Trade' }));
    expect(handlers.onCopy).toHaveBeenCalledWith(equity);
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Share' }));
    expect(handlers.onShare).toHaveBeenCalledWith(fno);
  });

  it('keeps showing trades while a refetch is loading', () => {
    renderInApp(<TradeFeed trades={[makeTrade()]} viewer={null} isLoading />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByTestId('trade-card-skeleton')).toBeNull();
  });
});
