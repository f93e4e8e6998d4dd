import { fireEvent, screen } from '@testing-library/react';
import { TRADE_REASONING_PREVIEW_CHARS, type Trade } from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../test-viewport.ts';
import { FNO_TRAILING_TOOLTIP, FnoTradeCard } from './fno-trade-card.tsx';
import { renderInApp } from './test-render.tsx';
import { makeTrade, OWNER_USER_ID } from './trade-fixtures.ts';
import { makeHandlers } from './trade-handler-spies.ts';

const OWNER = { userId: OWNER_USER_ID };

function makeFnoTrade(overrides: Partial<Trade> = {}): Trade {
  return makeTrade({
    is_equity_trade: false,
    instrument_type: 'CE',
    lot_size: 75,
    product: 'NRML',
    security_symbol: 'NIFTY26MAY24000CE',
    security_name: 'NIFTY 28 May 2026 24000 CE',
    entry_price: 120,
    first_target: 160,
    target_price: 160,
    final_target: 160,
    first_stop_loss: 100,
    stop_loss: 100,
    lots: 4,
    posted_by_group: { id: 3, name: 'Options Desk', group_type: 'Premium' },
    ...overrides,
  });
}

function renderFno(trade: Trade, viewer: { userId: number } | null = { userId: 99 }) {
  const handlers = makeHandlers();
  renderInApp(<FnoTradeCard trade={trade} viewer={viewer} {...handlers} />);
  return handlers;
}

const button = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => setViewportWidth(1280));
afterEach(() => vi.unstubAllGlobals());

describe('FnoTradeCard', () => {
  it('shows security, trade type, entry, lots, product, target, stoploss, group and poster', () => {
    renderFno(makeFnoTrade());
    const facts = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Trade Type: Buy',
      'Entry: ₹120.00',
      'Lots: 4',
      'Product: NRML',
      'Target: ₹160.00',
      'Stoploss: ₹100.00',
    ]);
    expect(screen.getByText('NIFTY26MAY24000CE')).toBeTruthy();
    expect(screen.getByText('Options Desk')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar Sharma')).toBeTruthy();
    expect(screen.getByRole('img', { name: FNO_TRAILING_TOOLTIP })).toBeTruthy();
  });

  it('shows the current target and stop loss once intermediate targets moved them', () => {
    renderFno(
      makeFnoTrade({
        target_stop_loss_list: [{ target_price: 180, stop_loss: 160 }],
        final_target: 180,
        target_price: 180,
        stop_loss: 160,
        current_step: 1,
      }),
    );
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Target')).toBe('₹180.00');
    expect(value('Stoploss')).toBe('₹160.00');
  });

  it('cuts the reasoning at 85 characters with See more / See less', () => {
    const reasoning = `${'Theta decay favours the seller into expiry; '.repeat(3)}watch 24,000.`;
    renderFno(makeFnoTrade({ reasoning: { content: reasoning } }));
    const text = () => screen.getByText(/Theta decay/).closest('p')?.textContent ?? '';
    // 85 characters, then the ellipsis.
    expect(text()).toHaveLength(TRADE_REASONING_PREVIEW_CHARS + 1);
    expect(text().endsWith('…')).toBe(true);
    fireEvent.click(button('See more')!);
    expect(text()).toBe(reasoning);
    fireEvent.click(button('See less')!);
    expect(button('See more')).not.toBeNull();
  });

  it('gives the owner Feature and, while upcoming, Delete', () => {
    const trade = makeFnoTrade({ status: 'Inactive', is_featured: true });
    const handlers = renderFno(trade, OWNER);
    fireEvent.click(button('Unfeature')!);
    fireEvent.click(button('Delete')!);
    expect(handlers.onFeature).toHaveBeenCalledWith(trade);
    expect(handlers.onDelete).toHaveBeenCalledWith(trade);
  });

  it('gives the owner no Delete once the trade is live', () => {
    renderFno(makeFnoTrade({ status: 'Active' }), OWNER);
    expect(button('Delete')).toBeNull();
    expect(button('Feature')).not.toBeNull();
  });

  it('gives others and visitors Share and Comment only', () => {
    const trade = makeFnoTrade({ comments_count: 5 });
    const handlers = renderFno(trade, null);
    fireEvent.click(button('Share')!);
    fireEvent.click(button('Comment (5)')!);
    expect(handlers.onShare).toHaveBeenCalledWith(trade);
    expect(handlers.onComment).toHaveBeenCalledWith(trade);
    expect(button('Feature')).toBeNull();
    expect(button('Delete')).toBeNull();
  });

  it('shortens the poster name under 768 px', () => {
    setViewportWidth(390);
    renderFno(makeFnoTrade());
    expect(screen.getByText('Ravi S.')).toBeTruthy();
  });
});
