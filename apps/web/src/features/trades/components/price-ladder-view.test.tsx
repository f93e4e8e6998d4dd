import { screen } from '@testing-library/react';
import { type LadderTrade, priceLadder } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { PriceLadderView } from './price-ladder-view.tsx';
import { renderInApp } from './test-render.tsx';

const ONE_TARGET: LadderTrade = {
  trade_type: 'Buy',
  status: 'Active',
  entry_price: 100,
  first_stop_loss: 90,
  stop_loss: 90,
  target_price: 120,
  targets: [120],
};

// Two of three targets reached: the engine moved the current target to 140 and the stop loss to 120.
const THREE_TARGETS_TWO_REACHED: LadderTrade = {
  ...ONE_TARGET,
  targets: [110, 120, 140],
  target_price: 140,
  stop_loss: 120,
};

const steps = () => screen.getAllByTestId('ladder-step');
const leftOf = (element: HTMLElement) => element.style.left || getComputedStyle(element).left;

describe('PriceLadderView', () => {
  it('places each step at its position with its label and price', () => {
    renderInApp(<PriceLadderView ladder={priceLadder(ONE_TARGET, 105)} />);
    expect(steps().map((step) => step.textContent)).toEqual([
      'Stop Loss ₹90.00',
      'Entry ₹100.00',
      'Target ₹120.00',
    ]);
    expect(steps().map(leftOf)).toEqual(['0%', `${(10 / 30) * 100}%`, '100%']);
    expect(screen.getByRole('list', { name: 'Price ladder' })).toBeTruthy();
  });

  it('puts the live marker where the live price sits', () => {
    renderInApp(<PriceLadderView ladder={priceLadder(ONE_TARGET, 105)} />);
    const marker = screen.getByRole('img', { name: 'Live price ₹105.00' });
    expect(leftOf(marker)).toBe('50%');
  });

  it('shows no live marker when the ladder has none (closed trade, or price outside)', () => {
    const { unmount } = renderInApp(
      <PriceLadderView ladder={priceLadder({ ...ONE_TARGET, status: 'Closed' }, 105)} />,
    );
    expect(screen.queryByTestId('ladder-live-marker')).toBeNull();
    unmount();
    renderInApp(<PriceLadderView ladder={priceLadder(ONE_TARGET, 125)} />);
    expect(screen.queryByTestId('ladder-live-marker')).toBeNull();
  });

  it('greens reached targets, draws the reached stretch and marks the current SL and TP', () => {
    renderInApp(<PriceLadderView ladder={priceLadder(THREE_TARGETS_TWO_REACHED, 130)} />);
    expect(steps().map((step) => step.getAttribute('data-reached'))).toEqual([
      'false',
      'false',
      'true',
      'true',
      'false',
    ]);
    expect(steps().map((step) => step.getAttribute('data-current'))).toEqual([
      null,
      null,
      null,
      null,
      'target',
    ]);
    const reached = screen.getByTestId('ladder-reached-segment');
    expect(leftOf(reached)).toBe('20%');
    expect(reached.style.width || getComputedStyle(reached).width).toBe('40%');
    expect(leftOf(screen.getByTestId('ladder-current-sl'))).toBe('60%');
    expect(screen.getByTestId('ladder-current').textContent).toBe('Current SL ₹120.00Current TP ₹140.00');
  });

  it('turns the stop-loss part red when the current stop loss is breached', () => {
    const { unmount } = renderInApp(<PriceLadderView ladder={priceLadder(THREE_TARGETS_TWO_REACHED, 119)} />);
    expect(screen.getByTestId('ladder-stop-loss-segment').getAttribute('data-breached')).toBe('true');
    unmount();
    renderInApp(<PriceLadderView ladder={priceLadder(ONE_TARGET, 95)} />);
    expect(screen.getByTestId('ladder-stop-loss-segment').getAttribute('data-breached')).toBe('false');
  });

  it('lays a Sell ladder from the stop loss above to the target below', () => {
    const sell: LadderTrade = {
      ...ONE_TARGET,
      trade_type: 'Sell',
      first_stop_loss: 110,
      stop_loss: 110,
      target_price: 80,
      targets: [80],
    };
    renderInApp(<PriceLadderView ladder={priceLadder(sell, 111)} />);
    expect(steps().map(leftOf)).toEqual(['0%', `${(10 / 30) * 100}%`, '100%']);
    expect(screen.getByTestId('ladder-stop-loss-segment').getAttribute('data-breached')).toBe('true');
  });
});
