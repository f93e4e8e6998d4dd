import { act, fireEvent, screen, within } from '@testing-library/react';
import { SEBI_FNO_LOSS_STUDY, TRADE_REASONING_PREVIEW_CHARS, type Trade } from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { RISK_PROFILE_API, riskProfileAnswer } from '../../risk-profile/testing.ts';
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
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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

describe('FnoTradeCard: the suitability note (issue 33)', () => {
  function renderForViewer(category: 'conservative' | 'aggressive' | null, trade: Trade) {
    storeValidLogin({ userId: '99' });
    const fetchMock = mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer(category) });
    renderAt('/feed', {
      '/feed': <FnoTradeCard trade={trade} viewer={{ userId: 99 }} {...makeHandlers()} />,
    });
    return fetchMock;
  }

  it('marks a bought option unsuitable for a conservative viewer, with SEBI’s FY25 study among the reasons', async () => {
    renderForViewer('conservative', makeFnoTrade());
    const note = await screen.findByRole('note', { name: 'Unsuitable for your conservative risk profile' });
    fireEvent.click(within(note).getByRole('button', { name: 'Why?' }));
    const reasons = within(note)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'An option bought can expire worthless, losing the whole premium paid',
      SEBI_FNO_LOSS_STUDY,
    ]);
    fireEvent.click(within(note).getByRole('button', { name: 'Hide' }));
    expect(within(note).queryByRole('listitem')).toBeNull();
  });

  it('cautions even an aggressive viewer on a sold option', async () => {
    renderForViewer('aggressive', makeFnoTrade({ trade_type: 'Sell' }));
    expect(
      await screen.findByRole('note', { name: 'Caution for your aggressive risk profile' }),
    ).toBeTruthy();
  });

  it('invites a viewer without a profile to the questionnaire', async () => {
    renderForViewer(null, makeFnoTrade());
    const invite = await screen.findByRole('note', { name: 'Is this F&O call right for you?' });
    expect(within(invite).getByRole('link', { name: 'Take the risk questionnaire' })).toBeTruthy();
  });

  it('shows a visitor no note and reads no profile', async () => {
    const fetchMock = mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer('conservative') });
    renderFno(makeFnoTrade(), null);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('note')).toBeNull();
    expect(callsTo(fetchMock, 'GET', RISK_PROFILE_API)).toHaveLength(0);
  });
});
